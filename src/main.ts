import { ConfigError, loadConfig } from "./config";
import { warmUpGuardrails } from "./guardrails";
import { DataDirInUseError } from "./lib/data-dir-lock";
import { createLogger } from "./logger";
import { startService } from "./service";

/** config → dependencies → app → listen → graceful shutdown on SIGTERM/SIGINT (exit 0 once it is done). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  process.on("unhandledRejection", (reason) =>
    logger.error({ err: { type: (reason as Error)?.constructor?.name } }, "unhandled rejection"),
  );
  const service = await startService(config, { logger });
  void warmUpGuardrails().catch((error: unknown) =>
    logger.warn({ err: { type: (error as Error)?.constructor?.name } }, "warming the guardrails up failed"),
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    try {
      await service.close();
    } catch (error) {
      logger.error({ err: { type: (error as Error)?.constructor?.name } }, "releasing resources at shutdown failed");
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`startup failed: ${(error as Error)?.constructor?.name ?? "error"}: ${(error as Error)?.message ?? ""}\n`);
  process.exit(1);
});
