import type { z } from "zod";
import type { PathItemObject } from "./openapi-types";

/** Part of the document: some paths and the zod schemas they reference by name under `components.schemas`. */
export interface ApiFragment {
  paths: Record<string, PathItemObject>;
  /** Request bodies, documented as clients send them (`io: "input"`: defaults make fields optional). */
  requestSchemas?: Record<string, z.ZodType>;
  /** Bodies and event payloads the service sends (`io: "output"`). */
  responseSchemas?: Record<string, z.ZodType>;
}
