import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { OpenApiDocument, ResponseObject, SchemaObject } from "../../src/contract/openapi";
import { readEvents, type ReceivedEvent } from "../support/sse";

const BASE = "https://book-assistant.test/openapi.json";
type Method = "get" | "post" | "delete";

/**
 * Checks live responses against an OpenAPI document with ajv (JSON Schema 2020-12), and records which documented
 * responses and stream events were seen, so a test can require that every one of them was exercised.
 */
export class LiveContract {
  private readonly ajv = new Ajv2020({ strict: true, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly seenResponses = new Set<string>();
  private readonly seenEvents = new Set<string>();

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    for (const keyword of ["openapi", "info", "paths", "components"]) this.ajv.addKeyword(keyword);
    this.ajv.addSchema({ $id: BASE, ...document });
  }

  /** Compiles every component schema (throws on a schema ajv cannot use). */
  compileAll(): void {
    for (const name of Object.keys(this.document.components.schemas)) this.assertCompiles({ $ref: `#/components/schemas/${name}` });
  }

  /** Every `METHOD path status` the document lists. */
  documentedResponses(): string[] {
    return Object.entries(this.document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        Object.keys(operation.responses).map((status) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
  }

  exercisedResponses(): string[] {
    return [...this.seenResponses];
  }

  /** The event names `x-sse-events` lists for `/agent/run`. */
  documentedEvents(): string[] {
    return Object.keys(this.sseEvents());
  }

  exercisedEvents(): string[] {
    return [...this.seenEvents];
  }

  /** Validates a JSON or text response of a documented operation; returns the parsed body. */
  async check(method: Method, path: string, response: Response): Promise<unknown> {
    const documented = this.document.paths[path]?.[method]?.responses[String(response.status)];
    if (!documented) throw new Error(`${method.toUpperCase()} ${path} ${response.status} is not documented`);
    this.checkHeaders(documented, response);
    const body: unknown = await this.checkBody(documented, response, `${method.toUpperCase()} ${path} ${response.status}`);
    this.seenResponses.add(`${method.toUpperCase()} ${path} ${response.status}`);
    return body;
  }

  /** Validates a 404 for a path the running profile does not serve. */
  async checkNotFound(response: Response): Promise<unknown> {
    if (response.status !== 404) throw new Error(`expected 404, got ${response.status}`);
    return this.checkBody(this.document.components.responses.NotFound, response, "404");
  }

  /** Validates a 200 `/agent/run` stream: headers, then every event's data against its `x-sse-events` schema. */
  async checkStream(response: Response): Promise<ReceivedEvent[]> {
    const documented = this.document.paths["/agent/run"].post!.responses["200"];
    if (response.status !== 200) throw new Error(`expected a stream, got ${response.status}: ${await response.text()}`);
    this.checkHeaders(documented, response);
    if (mediaType(response) !== "text/event-stream") throw new Error(`unexpected content-type ${response.headers.get("content-type")}`);
    const events = await readEvents(response);
    const schemas = this.sseEvents();
    for (const { event, data } of events) {
      if (!schemas[event]) throw new Error(`event ${event} is not documented`);
      this.assertValid(schemas[event], data, `event ${event}`);
      this.seenEvents.add(event);
    }
    this.seenResponses.add("POST /agent/run 200");
    return events;
  }

  private sseEvents(): Record<string, SchemaObject> {
    const media = this.document.paths["/agent/run"].post!.responses["200"].content!["text/event-stream"];
    return media["x-sse-events"] as Record<string, SchemaObject>;
  }

  private checkHeaders(documented: ResponseObject, response: Response): void {
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      const value = response.headers.get(name);
      if (value !== null) this.assertValid(header.schema, value, `header ${name}`);
    }
  }

  private async checkBody(documented: ResponseObject, response: Response, what: string): Promise<unknown> {
    const type = mediaType(response);
    const media = documented.content?.[type];
    if (!media) throw new Error(`${what}: content-type ${type} is not documented`);
    const text = await response.text();
    const body: unknown = type === "application/json" ? JSON.parse(text) : text;
    this.assertValid(media.schema, body, what);
    return body;
  }

  private assertCompiles(schema: SchemaObject): ValidateFunction {
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(JSON.parse(key.replaceAll('"#/components/', `"${BASE}#/components/`)));
      this.validators.set(key, validate);
    }
    return validate;
  }

  private assertValid(schema: SchemaObject, value: unknown, what: string): void {
    const validate = this.assertCompiles(schema);
    if (!validate(value))
      throw new Error(`${what} does not match its schema: ${JSON.stringify(validate.errors)}\n${JSON.stringify(value)}`);
  }
}

function mediaType(response: Response): string {
  return (response.headers.get("content-type") ?? "").split(";")[0].trim();
}
