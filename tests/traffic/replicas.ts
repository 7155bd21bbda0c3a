import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { loadConfig } from "../../src/config";
import { startService, type Service } from "../../src/service";

/** Several instances of the service ("replicas") in one process, on one fake model provider. */
export interface Replicas {
  llm: LocalModelServer;
  services: Service[];
  logs: string[];
  /** Where these replicas' counts live in a shared store (`<prefix>:<key>`). */
  keyPrefix: string;
  /** POST /agent/run on replica `index`. */
  run(index: number, body: Record<string, unknown>, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function startReplicas(count: number, env: Record<string, string>): Promise<Replicas> {
  const llm = await startLocalModelServer({ pricing: "per_million" });
  const logs: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
  // One prefix per test run: replicas share their counts, test runs on one Redis never do.
  const rateLimitKeyPrefix = `test-runs-${randomBytes(6).toString("hex")}`;
  const config = loadConfig({
    AGENT_PROFILE: "memory",
    PORT: "0",
    HOST: "127.0.0.1",
    LLMHOST_BASE_URL: llm.url,
    MEMORY_BACKEND: "memory",
    LOG_LEVEL: "info",
    ...env,
  });
  const services: Service[] = [];
  for (let i = 0; i < count; i++) services.push(await startService(config, { logger: pino({ level: "info" }, sink), rateLimitKeyPrefix }));
  return {
    llm,
    services,
    logs,
    keyPrefix: rateLimitKeyPrefix,
    run: (index, body, headers = {}) =>
      fetch(`${services[index].url}/agent/run`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      }),
    async close() {
      for (const service of services) await service.close({ graceMs: 1000 });
      await llm.close();
    },
  };
}

/** The sum of one labelled counter over every replica. */
export async function counterTotal(
  services: Service[],
  pick: (service: Service) => { get(): Promise<{ values: Array<{ value: number; labels: object }> }> },
  labels: object = {},
): Promise<number> {
  let total = 0;
  for (const service of services) {
    const { values } = await pick(service).get();
    for (const value of values)
      if (Object.entries(labels).every(([k, v]) => (value.labels as Record<string, unknown>)[k] === v)) total += value.value;
  }
  return total;
}
