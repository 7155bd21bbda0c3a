import { isIP } from "node:net";
import { z } from "zod";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { message: "expected true or false" })
    .default(fallback ? "true" : "false")
    .transform((v) => v === "true" || v === "1" || v === "yes");

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int(`expected an integer`).min(min).max(max).default(fallback);

const price = z.coerce.number().min(0).optional();

/** Express's "trust proxy": a hop count, true/false, or comma-separated addresses, subnets or loopback/linklocal/uniquelocal. */
const trustProxy = z
  .string()
  .default("false")
  .refine((value) => /^(true|false|\d+)$/.test(value) || value.split(",").every((entry) => isProxyAddress(entry.trim())), {
    message: "expected a hop count, true, false, or comma-separated addresses or subnets",
  })
  .transform((value): boolean | number | string =>
    /^\d+$/.test(value) ? Number(value) : value === "true" ? true : value === "false" ? false : value,
  );

function isProxyAddress(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address, range, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  return /^\d+$/.test(range) ? Number(range) <= (family === 4 ? 32 : 128) : isIP(range) === family;
}

const httpUrl = () => z.url({ protocol: /^https?$/, message: "expected an http(s) URL" });
const url = (fallback: string) => httpUrl().default(fallback);

/** Every environment variable the service reads. Secrets are never echoed back in errors. */
const envSchema = z.object({
  AGENT_PROFILE: z.enum(["guarded", "memory", "retrieval"]).default("guarded"),
  PORT: int(8000, 0, 65535),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./.data"),
  ENV: z.enum(["development", "production"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CORS_ORIGINS: z.string().default("http://localhost:3000"),
  SSE_HEARTBEAT_MS: int(15000, 100, 600000),
  SHUTDOWN_GRACE_MS: int(25000, 0, 600000),
  MAX_PROMPT_CHARS: int(4000, 1, 32768),

  RATE_LIMIT_RUNS_PER_MINUTE: int(0, 0, 1_000_000),
  MAX_CONCURRENT_RUNS: int(0, 0, 100_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "expected a redis:// or rediss:// URL")
    .optional(),
  TRUST_PROXY: trustProxy,

  AUTH_MODE: z.enum(["none", "jwt"]).default("none"),
  AUTH_JWKS_URL: httpUrl().optional(),
  AUTH_JWT_SECRET: z.string().min(32, "must be at least 32 characters (256 bits) for HS256").optional(),
  AUTH_ISSUER: z.string().min(1).optional(),
  AUTH_AUDIENCE: z.string().min(1).optional(),
  AUTH_USER_CLAIM: z.string().min(1).default("sub"),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  TRACE_USER_HASH_KEY: z.string().min(16, "must be at least 16 characters").optional(),

  LLMHOST_API_KEY: z.string().optional(),
  LLMHOST_BASE_URL: url("https://api.openai.com/v1"),
  LLMHOST_MODEL: z.string().min(1).default("gpt-4o-mini"),
  LLMHOST_EMBEDDING_MODEL: z.string().min(1).default("text-embedding-3-small"),
  LLMHOST_TIMEOUT_MS: int(60000, 100, 600000),
  LLMHOST_INPUT_PRICE_PER_MILLION_TOKENS: price,
  LLMHOST_OUTPUT_PRICE_PER_MILLION_TOKENS: price,
  LLMHOST_EMBEDDING_PRICE_PER_MILLION_TOKENS: price,

  MEMORY_BACKEND: z.enum(["postgres", "memory"]).default("postgres"),
  DB_ADDON_URI: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "expected a postgres:// connection string")
    .optional(),
  LONG_TERM_MEMORY_LIMIT: int(5, 1, 50),
  LONG_TERM_MEMORY_MAX_PER_USER: int(500, 1, 1_000_000),
  THREAD_MEMORY_MAX_MESSAGES: int(20, 2, 200),
  THREAD_LOCK_TIMEOUT_MS: int(30000, 0, 600000),
  THREAD_TTL_DAYS: int(30, 1, 3650),

  GUARDRAILS_ENABLED: bool(true),
  GUARDRAILS_TOPIC: z.string().min(1).default("books and reading recommendations"),
  GUARDRAILS_MAX_OUTPUT_CHARS: int(6000, 1, 1_000_000),
  GUARDRAILS_JUDGE: z.enum(["off", "llm"]).default("off"),
  GUARDRAILS_JUDGE_TIMEOUT_MS: int(3000, 100, 60000),

  TRACER_TRACING: bool(false),
  TRACER_API_KEY: z.string().optional(),
  TRACER_PROJECT: z.string().min(1).default("Agent Blueprint Recipes"),
  TRACER_ENDPOINT: url("https://api.smith.langchain.com"),
  TRACER_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),

  VECTORDB_BACKEND: z.enum(["pinecone", "local"]).optional(),
  RETRIEVAL_LEXICAL: bool(true),
  VECTORDB_API_KEY: z.string().optional(),
  VECTORDB_INDEX_NAME: z.string().optional(),
  VECTORDB_NAMESPACE: z.string().default(""),
  VECTORDB_HOST: httpUrl().optional(),

  WEBSEARCH_API_KEY: z.string().optional(),
  WEBSEARCH_BASE_URL: url("https://api.tavily.com"),
  WEBSEARCH_SEARCH_DEPTH: z.enum(["basic", "advanced"]).default("basic"),
  WEBSEARCH_MAX_RESULTS: int(5, 1, 20),
});

type Env = z.infer<typeof envSchema>;

/** The name of every variable the service reads (the README table and `.env.example` list each one). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);
export type Config = Readonly<Env & { VECTORDB_BACKEND: "pinecone" | "local" }>;

export class ConfigError extends Error {}

/** Validates the environment once; throws ConfigError with one line naming the variable and the reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key]?.trim();
    if (value) present[key] = value;
  }
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`invalid configuration: ${String(issue.path[0])}: ${issue.message}`);
  }
  const config = {
    ...parsed.data,
    VECTORDB_BACKEND: parsed.data.VECTORDB_BACKEND ?? (parsed.data.VECTORDB_API_KEY ? "pinecone" : "local"),
  } as const;
  checkCrossFieldRules(config);
  return Object.freeze(config);
}

function checkCrossFieldRules(config: Env & { VECTORDB_BACKEND: string }): void {
  const fail = (name: string, reason: string) => {
    throw new ConfigError(`invalid configuration: ${name}: ${reason}`);
  };
  if (config.AUTH_MODE === "jwt") {
    if (!config.AUTH_JWKS_URL && !config.AUTH_JWT_SECRET) fail("AUTH_JWKS_URL", "AUTH_MODE=jwt needs AUTH_JWKS_URL or AUTH_JWT_SECRET");
    if (config.AUTH_JWKS_URL && config.AUTH_JWT_SECRET) fail("AUTH_JWT_SECRET", "set either AUTH_JWKS_URL or AUTH_JWT_SECRET, not both");
  }
  if (!config.LLMHOST_API_KEY && !isLoopback(config.LLMHOST_BASE_URL)) {
    fail("LLMHOST_API_KEY", "required unless LLMHOST_BASE_URL is a loopback address");
  }
  if (config.TRACER_TRACING && !config.TRACER_API_KEY && !isLoopback(config.TRACER_ENDPOINT)) {
    fail("TRACER_API_KEY", "required when TRACER_TRACING is true");
  }
  if (config.AGENT_PROFILE === "retrieval" && config.VECTORDB_BACKEND === "pinecone") {
    if (!config.VECTORDB_API_KEY) fail("VECTORDB_API_KEY", "required when VECTORDB_BACKEND is pinecone");
    if (!config.VECTORDB_INDEX_NAME && !config.VECTORDB_HOST) fail("VECTORDB_INDEX_NAME", "required when VECTORDB_BACKEND is pinecone");
  }
}

function isLoopback(address: string): boolean {
  const host = new URL(address).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Whether the running profile keeps state under DATA_DIR (embedded PGlite or the local index), which one process may hold. */
export function usesDataDir(config: Config): boolean {
  if (config.AGENT_PROFILE === "retrieval")
    return config.VECTORDB_BACKEND === "local" || (config.RETRIEVAL_LEXICAL && !config.DB_ADDON_URI);
  return config.MEMORY_BACKEND === "postgres" && !config.DB_ADDON_URI;
}
