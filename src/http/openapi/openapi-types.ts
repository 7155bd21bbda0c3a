/** The parts of OpenAPI 3.1 this service's document uses (JSON Schema 2020-12 for schemas). */
export type SchemaObject = Record<string, unknown>;

export interface MediaTypeObject {
  schema: SchemaObject;
  /** Extensions, e.g. `x-sse-events` on `text/event-stream`. */
  [extension: `x-${string}`]: unknown;
}

export interface HeaderObject {
  description?: string;
  schema: SchemaObject;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
}

export interface ParameterObject {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: SchemaObject;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}

export type PathItemObject = Partial<Record<"get" | "post" | "delete", OperationObject>>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  paths: Record<string, PathItemObject>;
  components: { schemas: Record<string, SchemaObject>; responses: Record<string, ResponseObject> };
}
