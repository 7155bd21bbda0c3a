/**
 * Runs the local model server as its own process:
 *   npx tsx scripts/local-model-server/cli.ts --port 8011 [--host 127.0.0.1] [--demo] [--api-key K]
 * Prints one line ending with its base URL; stops on SIGINT/SIGTERM.
 */
import { parseArgs } from "node:util";
import { startLocalModelServer } from "./server";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "8011" },
      host: { type: "string", default: "127.0.0.1" },
      demo: { type: "boolean", default: false },
      "api-key": { type: "string" },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0..65535, got ${values.port}`);
  const mode = values.demo ? "demo" : "scripted";
  const server = await startLocalModelServer({ port, host: values.host, mode, apiKey: values["api-key"] });
  console.log(`local-model-server (${mode} mode) listening on ${server.url}`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(`local-model-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
