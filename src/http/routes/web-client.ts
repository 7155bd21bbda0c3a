import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import express, { Router, type Response } from "express";
import type { Config } from "../../config";
import type { ClientInfo } from "../../contract/responses";

/** Same-origin only: the page loads its own scripts and styles and talks only to this service. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

// The assets are not fingerprinted, so browsers keep them but revalidate (ETag) before each use.
function setAssetHeaders(res: Response): void {
  res.setHeader("cache-control", "no-cache");
  res.setHeader("x-content-type-options", "nosniff");
  res.setHeader("content-security-policy", CONTENT_SECURITY_POLICY);
  res.setHeader("referrer-policy", "no-referrer");
}

/** The web chat client: `GET /` and its static assets, the SSE parser module, and `GET /info` for the client. */
export function webClientRoutes(info: ClientInfo, webRoot: string = locateWebRoot()): Router {
  const router = Router();
  const parserModule = eventsourceParserModulePath();

  router.get("/info", (_req, res) => {
    res.setHeader("cache-control", "no-store");
    res.setHeader("x-content-type-options", "nosniff");
    res.json(info);
  });

  router.get("/vendor/eventsource-parser.js", (_req, res, next) => {
    setAssetHeaders(res);
    res.sendFile(parserModule, { headers: { "content-type": "text/javascript; charset=utf-8" } }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });

  router.use(
    express.static(webRoot, {
      index: "index.html",
      dotfiles: "ignore",
      redirect: false,
      cacheControl: false,
      setHeaders: setAssetHeaders,
    }),
  );
  return router;
}

/** What the web client may know about the running service: its profile and features. Nothing secret. */
export function clientInfoFromConfig(config: Config): ClientInfo {
  const guarded = config.AGENT_PROFILE === "guarded";
  return {
    profile: config.AGENT_PROFILE,
    features: {
      memory: config.AGENT_PROFILE !== "retrieval",
      guardrails: guarded && config.GUARDRAILS_ENABLED,
      tracing: guarded && config.TRACER_TRACING,
      webSearch: config.AGENT_PROFILE === "retrieval" && Boolean(config.WEBSEARCH_API_KEY),
      signIn: config.AUTH_MODE === "jwt",
    },
    limits: { maxPromptChars: config.MAX_PROMPT_CHARS },
  };
}

const MAX_LEVELS_UP = 6;

/**
 * The repository's `web/` folder, found by walking up from this file: it sits four levels up from
 * `src/http/routes/` under tsx and five from `dist/src/http/routes/` once compiled.
 */
export function locateWebRoot(fromDir: string = __dirname): string {
  let dir = resolve(fromDir);
  for (let level = 0; level <= MAX_LEVELS_UP; level++) {
    const candidate = join(dir, "web");
    if (existsSync(join(candidate, "index.html"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`web client not found: no web/index.html above ${fromDir}`);
}

/** The browser (ESM) build of eventsource-parser, as its package.json declares it. */
function eventsourceParserModulePath(): string {
  const manifestPath = require.resolve("eventsource-parser/package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { module?: string; exports?: { ".": { import?: string } } };
  const entry = manifest.exports?.["."]?.import ?? manifest.module;
  if (!entry) throw new Error("eventsource-parser declares no ES module entry");
  return join(dirname(manifestPath), entry);
}
