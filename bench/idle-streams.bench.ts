/**
 * 1,000 concurrent idle streams: the model takes minutes to answer, so every stream sits open (heartbeats only).
 * The service runs in its own process so its resident memory is its own. Then every client aborts: the upstream
 * model requests must all be cancelled and the service must answer the next request normally.
 */
import { Agent, request, type ClientRequest } from "node:http";
import { startLocalModelServer } from "../scripts/local-model-server";
import { spawnServer } from "./support/child-server";
import type { Figure } from "./support/figure";
import { createHttpClient, eventNames } from "./support/http-client";
import { INSTANT_REPLY } from "./support/instant-reply";
import { runBody, serviceEnv } from "./support/service-env";
import { round } from "./support/stats";

const SLOW_REPLY = { text: "A slow answer.", delayMs: 600_000 };

export async function runIdleStreamsBench(options: { streams?: number; log?: (line: string) => void } = {}): Promise<Figure[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const streams = options.streams ?? 1000;
  const llm = await startLocalModelServer({ pricing: "per_million", defaultReply: SLOW_REPLY });
  const service = await spawnServer("bench/support/service-entry.ts", serviceEnv("guarded", llm.url, { LLMHOST_TIMEOUT_MS: "600000" }), [
    "--expose-gc",
  ]);
  const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const open: ClientRequest[] = [];
  try {
    const warm = createHttpClient(service.url);
    for (let i = 0; i < 50; i++) {
      llm.enqueue(INSTANT_REPLY);
      await warm.post("/agent/run", runBody(i));
    }
    warm.close();
    llm.reset();
    service.signal("SIGHUP"); // full GC in the service
    await sleep(2000);
    const baseline = service.rssMb();
    const heapBaseline = await heapFigures(service.url);

    let headers = 0;
    let failures = 0;
    const url = new URL(service.url);
    for (let i = 0; i < streams; i++) {
      const body = JSON.stringify({ ...runBody(i), thread_id: `idle-${i}`, user_id: `idle-${i}` });
      const req = request(
        { host: url.hostname, port: url.port, path: "/agent/run", method: "POST", agent, headers: { "content-type": "application/json" } },
        (res) => {
          if (res.statusCode === 200) headers++;
          else failures++;
          res.on("data", () => undefined);
          res.on("error", () => undefined);
        },
      );
      req.on("error", () => undefined);
      req.end(body);
      open.push(req);
    }
    const openStarted = performance.now();
    await until(() => llm.requests.length >= streams && headers + failures >= streams, 120_000);
    const openSeconds = (performance.now() - openStarted) / 1000;
    let peak = 0;
    for (let i = 0; i < 12; i++) {
      peak = Math.max(peak, service.rssMb());
      await sleep(250);
    }
    const heapAtPeak = await heapFigures(service.url);
    log(
      `${streams} idle streams open in ${openSeconds.toFixed(1)} s: service RSS ${round(baseline, 1)} MB → ${round(peak, 1)} MB (V8 heap used ${heapAtPeak.heapUsedMb} MB, external ${heapAtPeak.externalMb} MB)`,
    );

    const abortStarted = performance.now();
    for (const req of open) req.destroy();
    await until(() => llm.requests.every((r) => r.closedEarlyAt !== undefined), 60_000);
    const abortSeconds = (performance.now() - abortStarted) / 1000;
    await sleep(15_000); // aborted requests' sockets and timers wind down over ~10 s
    service.signal("SIGHUP");
    await sleep(2000);
    const after = service.rssMb();
    const heapAfter = await heapFigures(service.url);

    llm.reset();
    llm.enqueue(INSTANT_REPLY);
    const probe = createHttpClient(service.url);
    const next = await probe.post("/agent/run", runBody(0));
    probe.close();
    const recovered = next.status === 200 && eventNames(next.body).includes("answer");
    log(
      `aborted: every upstream model request cancelled in ${abortSeconds.toFixed(2)} s; 15 s later, after a full GC: RSS ${round(after, 1)} MB, heap used ${heapAfter.heapUsedMb} MB (baseline ${heapBaseline.heapUsedMb} MB); next request ${recovered ? "answered" : "FAILED"}`,
    );
    return [
      { name: "idle_streams", value: streams, unit: "" },
      { name: "idle_rss_baseline_mb", value: round(baseline, 1), unit: "MB" },
      { name: "idle_heap_used_baseline_mb", value: heapBaseline.heapUsedMb, unit: "MB" },
      { name: "idle_rss_1000_streams_mb", value: round(peak, 1), unit: "MB", target: { op: "<=", value: 400 } },
      { name: "idle_heap_used_1000_streams_mb", value: heapAtPeak.heapUsedMb, unit: "MB" },
      { name: "idle_rss_per_stream_kb", value: round(((peak - baseline) * 1024) / streams, 1), unit: "KB" },
      { name: "idle_open_failures", value: failures, unit: "", target: { op: "<=", value: 0 } },
      { name: "idle_abort_all_upstream_s", value: round(abortSeconds, 2), unit: "s" },
      { name: "idle_rss_after_abort_mb", value: round(after, 1), unit: "MB" },
      { name: "idle_heap_used_after_abort_gc_mb", value: heapAfter.heapUsedMb, unit: "MB" },
      { name: "idle_recovered", value: recovered ? 1 : 0, unit: "bool", target: { op: ">=", value: 1 } },
    ];
  } finally {
    for (const req of open) req.destroy();
    agent.destroy();
    await service.stop();
    await llm.close();
  }
}

/** V8 heap and external memory of the service, from its own Prometheus process metrics. */
async function heapFigures(serviceUrl: string): Promise<{ heapUsedMb: number; externalMb: number }> {
  const client = createHttpClient(serviceUrl);
  const text = (await client.get("/metrics")).body;
  client.close();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? Number.NaN) / 2 ** 20;
  return { heapUsedMb: round(gauge("nodejs_heap_size_used_bytes"), 1), externalMb: round(gauge("nodejs_external_memory_bytes"), 1) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(50);
  }
}

if (require.main === module) {
  void runIdleStreamsBench();
}
