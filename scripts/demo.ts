/**
 * `npm run demo`: the whole service with no keys and no network. Starts the project's local model server in its
 * deterministic "offline demo" mode (it is NOT a language model) and the service on embedded defaults
 * (PGlite under DATA_DIR, local vector index). Any variable you set (AGENT_PROFILE, PORT...) still applies.
 */
import { startLocalModelServer } from "./local-model-server";
import { loadConfig } from "../src/config";
import { warmUpGuardrails } from "../src/guardrails";
import { startService } from "../src/service";

async function main(): Promise<void> {
  const model = await startLocalModelServer({ mode: "demo", port: Number(process.env.DEMO_MODEL_PORT ?? 8011), host: "127.0.0.1" });
  const config = loadConfig({
    HOST: "127.0.0.1",
    CORS_ORIGINS: "http://localhost:3000,http://127.0.0.1:8000,http://localhost:8000",
    ...process.env,
    LLMHOST_BASE_URL: model.url,
    LLMHOST_API_KEY: "",
  });
  const service = await startService(config);
  // As src/main.ts does: the first questions are answered at full speed (requests are served meanwhile).
  void warmUpGuardrails().catch(() => undefined);
  process.stdout.write(
    `\nBook assistant (${config.AGENT_PROFILE} profile) on ${service.url}\n` +
      `Offline demo model on ${model.url} (deterministic text, not an LLM)\n` +
      `Try: curl -N ${service.url}/agent/run -H 'content-type: application/json' ` +
      `-d '{"prompt":"Recommend a fantasy novel","thread_id":"t1","user_id":"me"}'\n\n`,
  );
  const stop = async () => {
    await service.close();
    await model.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`demo failed to start: ${(error as Error)?.message}\n`);
  process.exit(1);
});
