import { connect, type Socket } from "node:net";
import { SERVER_TIMEOUTS } from "../../src/http/traffic/server-timeouts";
import { chatRequests, startHarness, type Harness } from "../support/service-harness";
import { expectCompleteRun } from "./answers";

/** A raw client: what it received, and how long after connecting the server closed the socket. */
interface RawClient {
  socket: Socket;
  received: () => string;
  closed: Promise<number>;
}

async function rawClient(url: string): Promise<RawClient> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const startedAt = Date.now();
  let received = "";
  socket.on("data", (chunk) => (received += String(chunk)));
  socket.on("error", () => undefined);
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - startedAt)));
  return { socket, received: () => received, closed };
}

/** Writes `text` one byte every `everyMs` until the socket closes (a slowloris client never finishes its headers). */
function dribble(socket: Socket, text: string, everyMs: number): void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]);
  }, everyMs);
  socket.once("close", () => clearInterval(timer));
}

const SLOW_HEADERS = `POST /agent/run HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Padding: ${"a".repeat(400)}`;

describe("server timeouts in production", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it("uses headers 10 s, request 30 s, keep-alive 65 s, checked every second", async () => {
    expect(SERVER_TIMEOUTS).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 65_000,
      connectionsCheckingInterval: 1_000,
    });
    const { server } = h.service;
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([10_000, 30_000, 65_000]);
    const response = await fetch(`${h.url}/healthz`);
    expect(response.headers.get("keep-alive")).toBe("timeout=65");
  });

  it("disconnects a slowloris client within the headers timeout (10 s, checked every second, not every 30 s)", async () => {
    const client = await rawClient(h.url);
    dribble(client.socket, SLOW_HEADERS, 50);
    const closedAfterMs = await client.closed;
    expect(closedAfterMs).toBeGreaterThanOrEqual(9_000);
    expect(closedAfterMs).toBeLessThan(14_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(h.llm.requests).toHaveLength(0);
  }, 30_000);
});

describe("server timeouts, shortened for the test", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(
      { SSE_HEARTBEAT_MS: "200" },
      {},
      { serverTimeouts: { headersTimeout: 500, requestTimeout: 1000, connectionsCheckingInterval: 100 } },
    );
  });
  afterAll(() => h.close());

  it("disconnects a client that never finishes its headers", async () => {
    const client = await rawClient(h.url);
    dribble(client.socket, SLOW_HEADERS, 50);
    const closedAfterMs = await client.closed;
    expect(closedAfterMs).toBeGreaterThanOrEqual(400);
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("disconnects a client that never finishes its body, before anything reaches the model", async () => {
    const client = await rawClient(h.url);
    client.socket.write(
      `POST /agent/run HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"prompt":`,
    );
    const closedAfterMs = await client.closed;
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(h.llm.requests).toHaveLength(0);
  });

  it("does not cut a stream that lasts longer than the request timeout", async () => {
    const chunks = Array.from({ length: 12 }, (_, i) => `word${i} `);
    h.llm.enqueue({ chunks, chunkDelayMs: 250 });
    const startedAt = Date.now();
    const events = await expectCompleteRun(await h.run({ prompt: "Recommend a long novel", thread_id: "t-long", user_id: "u-1" }));
    expect(Date.now() - startedAt).toBeGreaterThan(2_500);
    const text = events
      .filter((event) => event.event === "token")
      .map((event) => (event.data as { text: string }).text)
      .join("");
    expect(text.startsWith(chunks.join(""))).toBe(true); // every chunk arrived (the memory profile then adds its footer)
    expect(chatRequests(h.llm)).toHaveLength(1);
  });
});
