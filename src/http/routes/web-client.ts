import express, { Router, type Response } from "express";
import type { ClientInfo } from "../client-info";
import { eventsourceParserModulePath, locateWebRoot } from "../web-assets";

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
