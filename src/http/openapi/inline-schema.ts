import { z } from "zod";
import type { SchemaObject } from "./openapi-types";

/** One zod schema as an inline JSON Schema (no `$schema`: the document's dialect applies). */
export function inlineSchema(schema: z.ZodType, io: "input" | "output"): SchemaObject {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, { io, target: "draft-2020-12" });
  return converted;
}
