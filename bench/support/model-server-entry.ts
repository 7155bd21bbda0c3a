/**
 * The local model server in its own process. `MODEL_DEFAULT_REPLY` is a JSON ScriptedReply (default: a short
 * instant answer). Prints `LISTENING <base url>`; the admin API (`/__admin/reset`) keeps its recordings bounded.
 */
import { startLocalModelServer, type ScriptedReply } from "../../scripts/local-model-server";
import { INSTANT_REPLY } from "./instant-reply";

async function main(): Promise<void> {
  const defaultReply = process.env.MODEL_DEFAULT_REPLY ? (JSON.parse(process.env.MODEL_DEFAULT_REPLY) as ScriptedReply) : INSTANT_REPLY;
  const server = await startLocalModelServer({ pricing: "per_million", defaultReply });
  process.stdout.write(`LISTENING ${server.url}\n`);
  process.once("SIGTERM", () => {
    void server.close().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`model-server-entry: ${(error as Error)?.message ?? String(error)}\n`);
  process.exit(1);
});
