import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

/**
 * A fake LangSmith API speaking the wire protocol of langsmith 0.10.x's `Client`: `GET /info`, run ingestion
 * (`POST /runs/multipart`, `POST /runs/batch`, `POST /runs`, `PATCH /runs/:id`), `POST /feedback` and projects
 * (`GET /sessions?name=`, `GET /sessions/:id`, `POST /sessions`).
 *
 * Modes: "ok" answers like the real service; "fail" answers every request with 500; "hang" reads every request
 * and never answers (until `close()`).
 */
type FakeTracerMode = "ok" | "fail" | "hang";

/** A run as the service would store it: its create (post) merged with its updates (patch). */
interface RecordedRun {
  id: string;
  name?: string;
  run_type?: string;
  parent_run_id?: string | null;
  trace_id?: string;
  dotted_order?: string;
  session_name?: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  /** LangChain puts the run's metadata (e.g. an llm run's `usage_metadata`) under `extra.metadata`. */
  extra?: { metadata?: Record<string, unknown>; [field: string]: unknown };
  tags?: string[];
  error?: string;
  start_time?: string | number;
  end_time?: string | number;
  [field: string]: unknown;
}

interface FakeTracerRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeTracer {
  url: string;
  runs: RecordedRun[];
  feedback: Record<string, unknown>[];
  /** Every request body as text, so tests can search for text that must never leave the service. */
  rawBodies: string[];
  requests: FakeTracerRequest[];
  /** Resolves once at least `count` requests have arrived (whatever the mode). */
  whenRequests(count: number): Promise<void>;
  setMode(mode: FakeTracerMode): void;
  close(): Promise<void>;
}

export interface FakeTracerOptions {
  mode?: FakeTracerMode;
  /** When set, requests must carry this `x-api-key`. */
  apiKey?: string;
  /** Advertise `use_multipart_endpoint: false` so the client ingests through `POST /runs/batch`. */
  multipart?: boolean;
}

const INFO = {
  version: "0.10.110",
  license_expiration_time: null,
  tenant_handle: null,
  customer_info: null,
  instance_flags: {
    generate_ai_query_enabled: true,
    org_creation_disabled: false,
    show_ttl_ui: true,
    trace_tier_duration_days: { longlived: 400, shortlived: 14 },
    search_enabled: true,
    workspace_scope_org_invites: false,
    s3_storage_enabled: true,
    gzip_body_enabled: false,
    ch_query_enabled: true,
    sdb_query_enabled: false,
    dataset_examples_multipart_enabled: true,
    examples_multipart_enabled: true,
  },
};

export async function startFakeTracer(options: FakeTracerOptions = {}): Promise<FakeTracer> {
  let mode: FakeTracerMode = options.mode ?? "ok";
  const runs: RecordedRun[] = [];
  const parts = new Map<string, { post: Record<string, unknown>; patch: Record<string, unknown>; run: RecordedRun }>();
  const feedback: Record<string, unknown>[] = [];
  const rawBodies: string[] = [];
  const requests: FakeTracerRequest[] = [];
  const projects = new Map<string, { id: string; name: string }>();
  const arrivals = new EventEmitter();

  const projectNamed = (name: string) => {
    if (!projects.has(name)) projects.set(name, { id: randomUUID(), name });
    return projects.get(name)!;
  };

  function ingest(kind: "post" | "patch", fields: Record<string, unknown>): void {
    const id = String(fields.id);
    let entry = parts.get(id);
    if (!entry) {
      entry = { post: {}, patch: {}, run: { id } };
      parts.set(id, entry);
      runs.push(entry.run);
    }
    Object.assign(entry[kind], fields);
    // An update may arrive before its create in a later batch: updates always win.
    Object.assign(entry.run, entry.post, entry.patch);
    entry.run.parent_run_id ??= null; // stored as null for a root run, as LangSmith does
    if (typeof entry.run.session_name === "string") projectNamed(entry.run.session_name);
  }

  async function ingestMultipart(body: Buffer, contentType: string): Promise<void> {
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
    const runFields = new Map<string, { kind: "post" | "patch"; fields: Record<string, unknown> }>();
    for (const [name, value] of form.entries()) {
      const [kind, id, field] = name.split(".");
      if (kind !== "post" && kind !== "patch") continue; // attachments are not recorded
      const text = typeof value === "string" ? value : await value.text();
      const key = `${kind}.${id}`;
      const entry = runFields.get(key) ?? { kind, fields: { id } };
      runFields.set(key, entry);
      if (field === undefined) Object.assign(entry.fields, JSON.parse(text));
      else entry.fields[field] = JSON.parse(text);
    }
    const ordered = [...runFields.values()].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "post" ? -1 : 1));
    for (const { kind, fields } of ordered) ingest(kind, fields);
  }

  async function answer(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    const url = new URL(req.url ?? "/", "http://localhost");
    const route = `${req.method} ${url.pathname}`;
    /** The request's JSON body, of the shape the route expects (`null` when empty). */
    const json = <T = Record<string, unknown>>() => JSON.parse(body.toString("utf8") || "null") as T;
    if (route === "GET /info") return send(res, 200, { ...INFO, batch_ingest_config: batchConfig(options.multipart) });
    if (route === "POST /runs/multipart") {
      if (options.multipart === false) return send(res, 404, { detail: "Not Found" });
      await ingestMultipart(body, String(req.headers["content-type"]));
      return send(res, 202, {});
    }
    if (route === "POST /runs/batch") {
      const batch = json<{ post?: Record<string, unknown>[]; patch?: Record<string, unknown>[] }>();
      batch.post?.forEach((run) => ingest("post", run));
      batch.patch?.forEach((run) => ingest("patch", run));
      return send(res, 202, {});
    }
    if (route === "POST /runs") {
      ingest("post", json());
      return send(res, 202, {});
    }
    const patchedId = url.pathname.match(/^\/runs\/([0-9a-f-]{36})$/)?.[1];
    if (req.method === "PATCH" && patchedId) {
      ingest("patch", { ...json(), id: patchedId });
      return send(res, 202, {});
    }
    if (route === "POST /feedback") {
      const created = { ...json(), created_at: new Date().toISOString() };
      feedback.push(created);
      return send(res, 200, created);
    }
    if (route === "GET /sessions") {
      const name = url.searchParams.get("name");
      const matching = [...projects.values()].filter((project) => name === null || project.name === name);
      return send(res, 200, matching.map(projectBody));
    }
    if (route === "POST /sessions") return send(res, 200, projectBody(projectNamed(String(json<{ name?: unknown } | null>()?.name))));
    const projectId = url.pathname.match(/^\/sessions\/([0-9a-f-]{36})$/)?.[1];
    const project = [...projects.values()].find((candidate) => candidate.id === projectId);
    if (req.method === "GET" && project) return send(res, 200, projectBody(project));
    send(res, 404, { detail: "Not Found" });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      requests.push({ method: req.method ?? "GET", path: req.url ?? "/", headers: { ...req.headers } });
      rawBodies.push(body.toString("utf8"));
      arrivals.emit("request");
      if (mode === "hang") return; // hold the connection open until close()
      if (mode === "fail") return send(res, 500, { detail: "Internal Server Error" });
      if (options.apiKey !== undefined && req.headers["x-api-key"] !== options.apiKey) {
        return send(res, 401, { detail: "Invalid token" });
      }
      await answer(req, res, body);
    })().catch(() => {
      if (!res.headersSent) send(res, 500, { detail: "fake tracer fault" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    runs,
    feedback,
    rawBodies,
    requests,
    whenRequests: (count) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (requests.length < count) return;
          arrivals.off("request", check);
          resolve();
        };
        arrivals.on("request", check);
        check();
      }),
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function batchConfig(multipart = true) {
  return {
    use_multipart_endpoint: multipart,
    scale_up_qsize_trigger: 1000,
    scale_up_nthreads_limit: 16,
    scale_down_nempty_trigger: 4,
    size_limit: 100,
    size_limit_bytes: 20_971_520,
  };
}

function projectBody(project: { id: string; name: string }) {
  return {
    id: project.id,
    name: project.name,
    description: null,
    start_time: "2025-01-01T00:00:00.000000",
    end_time: null,
    extra: null,
    reference_dataset_id: null,
    tenant_id: "00000000-0000-4000-8000-000000000000",
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}
