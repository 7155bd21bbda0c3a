import pino from "pino";

/** Structured JSON logs. Prompts, answers and secrets are never logged; these paths are censored as a backstop. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ["prompt", "*.prompt", "text", "*.text", "apiKey", "*.apiKey", "req.headers.authorization", "req.headers.cookie"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

export type Logger = pino.Logger;
