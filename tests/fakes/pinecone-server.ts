import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of Pinecone's data plane (API version 2025-01, as @pinecone-database/pinecone 5.x calls it):
 * POST /query, POST /vectors/upsert, POST /vectors/delete, GET /vectors/fetch, GET /vectors/list,
 * POST /describe_index_stats. Exact cosine search; metadata filters with $eq, $ne, $in, $nin, $gt, $gte, $lt, $lte, $and, $or.
 * Every request is recorded. The index has one dimension, fixed by `dimension` or by the first upsert.
 */
export interface FakePinecone {
  /** Pass as the index host: `pc.index(name, fake.url)`. */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
  apiKey: string | undefined;
  apiVersion: string | undefined;
  body: unknown;
}

/** Pinecone's limit on a request body. */
const MAX_REQUEST_BYTES = 2 * 1024 * 1024;

type Metadata = Record<string, string | number | boolean | string[]>;
interface StoredVector {
  id: string;
  values: number[];
  metadata?: Metadata;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startFakePinecone(options: { apiKey?: string; dimension?: number } = {}): Promise<FakePinecone> {
  const apiKey = options.apiKey ?? "test-pinecone-key";
  let dimension = options.dimension ?? null;
  const namespaces = new Map<string, Map<string, StoredVector>>();
  const requests: RecordedRequest[] = [];

  const namespaceOf = (name: unknown): Map<string, StoredVector> => {
    const key = typeof name === "string" ? name : "";
    let vectors = namespaces.get(key);
    if (!vectors) namespaces.set(key, (vectors = new Map<string, StoredVector>()));
    return vectors;
  };

  const handlers: Record<string, (body: Record<string, unknown>, query: URLSearchParams) => unknown> = {
    "POST /vectors/upsert": (body) => {
      const vectors = body.vectors;
      if (!Array.isArray(vectors) || vectors.length === 0 || vectors.length > 1000) {
        throw new HttpError(400, "vectors must hold 1 to 1000 vectors");
      }
      const checked = vectors.map((vector) => checkVector(vector as StoredVector));
      const target = namespaceOf(body.namespace);
      for (const vector of checked) target.set(vector.id, vector);
      return { upsertedCount: checked.length };
    },
    "POST /query": (body) => {
      const topK = body.topK;
      if (!Number.isInteger(topK) || (topK as number) < 1) throw new HttpError(400, "topK must be a positive integer");
      const vectors = namespaceOf(body.namespace);
      let query: number[] | undefined;
      if (typeof body.id === "string") query = vectors.get(body.id)?.values;
      else if (Array.isArray(body.vector)) query = checkValues(body.vector);
      else throw new HttpError(400, "either vector or id is required");
      const accepts = body.filter === undefined ? () => true : compile(body.filter);
      const matches = query
        ? [...vectors.values()]
            .filter((vector) => accepts(vector.metadata ?? {}))
            .map((vector) => ({ vector, score: cosine(query, vector.values) }))
            .sort((a, b) => b.score - a.score || (a.vector.id < b.vector.id ? -1 : 1))
            .slice(0, topK as number)
            .map(({ vector, score }) => ({
              id: vector.id,
              score,
              values: body.includeValues ? vector.values : [],
              ...(body.includeMetadata && vector.metadata ? { metadata: vector.metadata } : {}),
            }))
        : [];
      return { results: [], matches, namespace: body.namespace ?? "", usage: { readUnits: 1 } };
    },
    "GET /vectors/fetch": (_body, query) => {
      const vectors = namespaceOf(query.get("namespace") ?? "");
      const found: Record<string, StoredVector> = {};
      for (const id of query.getAll("ids")) {
        const vector = vectors.get(id);
        if (vector) found[id] = vector;
      }
      return { vectors: found, namespace: query.get("namespace") ?? "", usage: { readUnits: 1 } };
    },
    "GET /vectors/list": (_body, query) => {
      const prefix = query.get("prefix") ?? "";
      const limit = Number(query.get("limit") ?? 100);
      const after = query.get("paginationToken");
      const ids = [...namespaceOf(query.get("namespace") ?? "").keys()]
        .filter((id) => id.startsWith(prefix) && (after === null || id > after))
        .sort();
      const page = ids.slice(0, limit);
      return {
        vectors: page.map((id) => ({ id })),
        ...(ids.length > limit ? { pagination: { next: page[page.length - 1] } } : {}),
        namespace: query.get("namespace") ?? "",
        usage: { readUnits: 1 },
      };
    },
    "POST /vectors/delete": (body) => {
      const name = typeof body.namespace === "string" ? body.namespace : "";
      const vectors = namespaces.get(name);
      if (body.deleteAll === true) {
        if (!vectors || vectors.size === 0) throw new HttpError(404, "Namespace not found");
        namespaces.delete(name);
      } else if (Array.isArray(body.ids)) {
        for (const id of body.ids) vectors?.delete(String(id));
      } else if (body.filter !== undefined) {
        const accepts = compile(body.filter);
        for (const vector of [...(vectors?.values() ?? [])]) if (accepts(vector.metadata ?? {})) vectors!.delete(vector.id);
      } else {
        throw new HttpError(400, "one of ids, deleteAll or filter is required");
      }
      return {};
    },
    "POST /describe_index_stats": () => {
      const summary: Record<string, { vectorCount: number }> = {};
      let total = 0;
      for (const [name, vectors] of namespaces) {
        if (vectors.size === 0) continue;
        summary[name] = { vectorCount: vectors.size };
        total += vectors.size;
      }
      return {
        namespaces: summary,
        dimension: dimension ?? 0,
        indexFullness: 0,
        totalVectorCount: total,
        metric: "cosine",
        vectorType: "dense",
      };
    },
  };

  function checkVector(vector: StoredVector): StoredVector {
    if (typeof vector?.id !== "string" || vector.id === "") throw new HttpError(400, "vector id must be a non-empty string");
    const values = checkValues(vector.values);
    if (values.every((value) => value === 0)) throw new HttpError(400, "Dense vectors must contain at least one non-zero value");
    if (vector.metadata !== undefined) checkMetadata(vector.metadata);
    return { id: vector.id, values, ...(vector.metadata ? { metadata: vector.metadata } : {}) };
  }

  function checkValues(values: unknown): number[] {
    if (!Array.isArray(values) || !values.every((value) => typeof value === "number" && Number.isFinite(value))) {
      throw new HttpError(400, "values must be an array of finite numbers");
    }
    dimension ??= values.length;
    if (values.length !== dimension) {
      throw new HttpError(400, `Vector dimension ${values.length} does not match the dimension of the index ${dimension}`);
    }
    return values as number[];
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://fake");
    const raw = await readBody(request);
    if (Buffer.byteLength(raw) > MAX_REQUEST_BYTES) {
      return send(response, 400, {
        code: 3,
        message: `Request size ${Buffer.byteLength(raw)} exceeds the maximum supported size of ${MAX_REQUEST_BYTES}`,
        details: [],
      });
    }
    let body: Record<string, unknown>;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return send(response, 400, { code: 3, message: "invalid JSON", details: [] });
    }
    const query: Record<string, string[]> = {};
    for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
    requests.push({
      method: request.method ?? "",
      path: url.pathname,
      query,
      apiKey: header(request, "api-key"),
      apiVersion: header(request, "x-pinecone-api-version"),
      body: raw ? body : undefined,
    });
    if (header(request, "api-key") !== apiKey) return send(response, 401, { code: 16, message: "Invalid API Key", details: [] });
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (!handler) return send(response, 404, { code: 5, message: "Not Found", details: [] });
    try {
      send(response, 200, handler(body, url.searchParams));
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      send(response, status, { code: status === 404 ? 5 : 3, message: (error as Error).message, details: [] });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function checkMetadata(metadata: unknown): void {
  if (typeof metadata !== "object" || metadata === null || Array.isArray(metadata)) {
    throw new HttpError(400, "metadata must be an object");
  }
  for (const [field, value] of Object.entries(metadata)) {
    const valid =
      typeof value === "string" ||
      typeof value === "number" ||
      typeof value === "boolean" ||
      (Array.isArray(value) && value.every((element) => typeof element === "string"));
    if (!valid) {
      throw new HttpError(
        400,
        `Metadata value must be a string, number, boolean or list of strings, got '${value === null ? "null" : typeof value}' for field '${field}'`,
      );
    }
  }
}

type Predicate = (metadata: Metadata) => boolean;

function compile(filter: unknown): Predicate {
  if (typeof filter !== "object" || filter === null || Object.keys(filter).length === 0) {
    throw new HttpError(400, "filter must be a non-empty object");
  }
  const parts: Predicate[] = Object.entries(filter as Record<string, unknown>).map(([key, operand]) => {
    if (key === "$and" || key === "$or") {
      if (!Array.isArray(operand)) throw new HttpError(400, `${key} takes a list`);
      const inner = operand.map(compile);
      return key === "$and" ? (m) => inner.every((p) => p(m)) : (m) => inner.some((p) => p(m));
    }
    const conditions: Record<string, unknown> =
      typeof operand === "object" && operand !== null && !Array.isArray(operand) ? (operand as Record<string, unknown>) : { $eq: operand };
    const checks = Object.entries(conditions).map(([operator, expected]): Predicate => {
      const listOperand = operator === "$in" || operator === "$nin";
      if (listOperand && !Array.isArray(expected)) throw new HttpError(400, `${operator} takes a list`);
      const wanted: unknown[] = listOperand ? (expected as unknown[]) : [expected];
      const hit = (m: Metadata) => {
        const actual = m[key];
        if (actual === undefined) return false;
        return (Array.isArray(actual) ? actual : [actual]).some((element) => wanted.includes(element));
      };
      switch (operator) {
        case "$eq":
        case "$in":
          return hit;
        case "$ne":
        case "$nin":
          return (m) => !hit(m);
        case "$gt":
        case "$gte":
        case "$lt":
        case "$lte": {
          if (typeof expected !== "number") throw new HttpError(400, `${operator} takes a number`);
          const holds = {
            $gt: (a: number) => a > expected,
            $gte: (a: number) => a >= expected,
            $lt: (a: number) => a < expected,
            $lte: (a: number) => a <= expected,
          }[operator];
          return (m) => typeof m[key] === "number" && holds(m[key]);
        }
        default:
          throw new HttpError(400, `unsupported operator ${operator}`);
      }
    });
    return (m) => checks.every((check) => check(m));
  });
  return (m) => parts.every((part) => part(m));
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    normA += a[i] * a[i];
    normB += b[i] * b[i];
  }
  return dot / Math.sqrt(normA * normB);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}
