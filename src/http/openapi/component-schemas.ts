import { z } from "zod";
import type { SchemaObject } from "./openapi-types";

/**
 * `components.schemas` entries from zod schemas through `z.toJSONSchema` (JSON Schema 2020-12, OpenAPI 3.1's
 * dialect). A schema nested in another one of the same set becomes a `$ref` to its component. `$schema` and
 * `$id` are dropped: the document's dialect already applies, and components are addressed by their path.
 */
export function componentSchemas(schemas: Record<string, z.ZodType>, io: "input" | "output"): Record<string, SchemaObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: converted } = z.toJSONSchema(registry, { io, target: "draft-2020-12", uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(
    Object.entries(converted).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema as SchemaObject]),
  );
}
