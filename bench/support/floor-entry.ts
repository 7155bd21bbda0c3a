/** The floor proxy in its own process: `LLMHOST_BASE_URL` names the model server. Prints `LISTENING <url>`. */
import { startFloorProxy } from "./floor-proxy";

async function main(): Promise<void> {
  const proxy = await startFloorProxy({ llmUrl: process.env.LLMHOST_BASE_URL ?? "http://127.0.0.1:8011/v1" });
  process.stdout.write(`LISTENING ${proxy.url}\n`);
  process.once("SIGTERM", () => {
    void proxy.close().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`floor-entry: ${(error as Error)?.message ?? String(error)}\n`);
  process.exit(1);
});
