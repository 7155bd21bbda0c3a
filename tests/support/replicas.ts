import { randomBytes } from "node:crypto";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { startService, type Service } from "../../src/service";
import { loggerInto, testConfig } from "./service-harness";

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
  // One prefix per test run: replicas share their counts, test runs on one Redis never do.
  const rateLimitKeyPrefix = `test-runs-${randomBytes(6).toString("hex")}`;
  const config = testConfig(llm.url, env);
  const services: Service[] = [];
  for (let i = 0; i < count; i++) services.push(await startService(config, { logger: loggerInto(logs), rateLimitKeyPrefix }));
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
