import { z } from "zod";
import type { OpenApiDocument } from "../../src/contract/openapi";

const DIALECT = "https://json-schema.org/draft/2020-12/schema";

/** A document schema as `z.toJSONSchema` returns it: the document drops only the `$schema` line. */
export const asConverted = (schema: unknown) => ({ $schema: DIALECT, ...(schema as object) });

export const converted = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input" });

/** Every parameter schema of the document, by `name in`. */
export function parameterSchemas(document: OpenApiDocument): Array<[string, unknown]> {
  return Object.values(document.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) =>
      (operation.parameters ?? []).map((p): [string, unknown] => [`${p.name} in ${p.in}`, p.schema]),
    ),
  );
}
