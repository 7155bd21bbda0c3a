import type { MediaTypeObject, ResponseObject, SchemaObject } from "./openapi-types";

/** A reference to a schema under `components.schemas`. */
export const schemaRef = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });

export const jsonContent = (schema: SchemaObject): Record<string, MediaTypeObject> => ({ "application/json": { schema } });

/** A JSON response whose body is the named component. */
export const jsonResponse = (description: string, schemaName: string): ResponseObject => ({
  description,
  content: jsonContent(schemaRef(schemaName)),
});

/** A JSON response whose body is one of the named components. */
export const jsonResponseOneOf = (description: string, schemaNames: string[]): ResponseObject => ({
  description,
  content: jsonContent({ oneOf: schemaNames.map(schemaRef) }),
});
