import { Writable } from "node:stream";
import pino from "pino";
import { startLocalModelServer, type LocalModelServer, type LocalModelServerOptions } from "../../scripts/local-model-server";
import { loadConfig, type Config } from "../../src/config";
import type { Logger } from "../../src/logger";
import { startService, type Service, type ServiceOptions } from "../../src/service";

export interface Harness {
  url: string;
  llm: LocalModelServer;
  service: Service;
  /** Every log line the service wrote, for leak checks. */
  logs: string[];
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  run(body: Record<string, unknown>): Promise<Response>;
  close(): Promise<void>;
}

/** A test service's configuration: loopback port 0, the given model server, in-process memory unless `env` says otherwise. */
export function testConfig(llmUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    AGENT_PROFILE: "memory",
    PORT: "0",
    HOST: "127.0.0.1",
    LLMHOST_BASE_URL: llmUrl,
    MEMORY_BACKEND: "memory",
    LOG_LEVEL: "info",
    ...env,
  });
}

/** A pino logger whose lines land in `logs`, for leak checks. */
export function loggerInto(logs: string[], level = "info"): Logger {
  return pino({ level }, new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) }));
}

/** The real service over real HTTP, with the model provider played by the local model server. */
export async function startHarness(
  env: Record<string, string> = {},
  llmOptions: LocalModelServerOptions = {},
  serviceOptions: Omit<ServiceOptions, "logger"> = {},
): Promise<Harness> {
  const llm = await startLocalModelServer({ pricing: "per_million", ...llmOptions });
  const logs: string[] = [];
  const config = testConfig(llm.url, env);
  const service = await startService(config, { ...serviceOptions, logger: loggerInto(logs, config.LOG_LEVEL) });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(service.url + path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return {
    url: service.url,
    llm,
    service,
    logs,
    post,
    run: (body) => post("/agent/run", body),
    async close() {
      await service.close({ graceMs: 1000 });
      await llm.close();
    },
  };
}

export const chatRequests = (llm: LocalModelServer) => llm.requests.filter((r) => r.path.endsWith("/chat/completions"));

export const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 2000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
