import { tavily } from "@tavily/core";
import { buildWebQuery } from "./web-query";

/** A fresh web source, cited in answers as [W1], [W2]… separately from catalog books. */
export interface WebSource {
  citation: string;
  title: string;
  url: string;
  snippet: string;
  score: number;
}

type WebSearchFailure = { reason: "timeout" | "error" | "aborted"; detail: string };

/** Never throws: on failure `sources` is empty and `failure` says why, for the caller to log. */
interface WebSearchOutcome {
  query: string;
  sources: WebSource[];
  failure: WebSearchFailure | null;
}

export interface WebSearch {
  search(prompt: string, strongestTitles: string[], signal?: AbortSignal): Promise<WebSearchOutcome>;
}

export interface TavilyWebSearchOptions {
  apiKey: string;
  /** Tavily's public API when absent; tests point it at a fake. */
  baseUrl?: string;
  searchDepth?: "basic" | "advanced";
  maxResults?: number;
  /** Our own bound on the whole call (the SDK takes seconds and no AbortSignal). */
  timeoutMs?: number;
}

const WEB_SEARCH_DEFAULTS = { searchDepth: "basic", maxResults: 5, timeoutMs: 8000 } as const;
const SNIPPET_CHARS = 500;

/** Web search through the official Tavily client. */
export function createTavilyWebSearch(options: TavilyWebSearchOptions): WebSearch {
  const client = tavily({ apiKey: options.apiKey, ...(options.baseUrl ? { apiBaseURL: options.baseUrl } : {}) });
  const searchDepth = options.searchDepth ?? WEB_SEARCH_DEFAULTS.searchDepth;
  const maxResults = options.maxResults ?? WEB_SEARCH_DEFAULTS.maxResults;
  const timeoutMs = options.timeoutMs ?? WEB_SEARCH_DEFAULTS.timeoutMs;

  return {
    async search(prompt, strongestTitles, signal) {
      const query = buildWebQuery(prompt, strongestTitles);
      // The SDK's own timeout (a second later than ours) only closes the socket once we have given up.
      const request = client.search(query, { searchDepth, maxResults, timeout: (timeoutMs + 1000) / 1000 });
      const outcome = await settleWithin(request, timeoutMs, signal);
      if ("failure" in outcome) return { query, sources: [], failure: outcome.failure };
      return { query, sources: toSources(outcome.value.results ?? [], maxResults), failure: null };
    },
  };
}

interface TavilyResult {
  title?: string;
  url?: string;
  content?: string;
  score?: number;
}

function toSources(results: TavilyResult[], maxResults: number): WebSource[] {
  const seen = new Set<string>();
  const sources: WebSource[] = [];
  for (const result of results) {
    const url = typeof result.url === "string" ? result.url.trim() : "";
    const host = webHost(url);
    if (host === null || seen.has(url) || sources.length === maxResults) continue;
    seen.add(url);
    sources.push({
      citation: `W${sources.length + 1}`,
      title: collapse(typeof result.title === "string" ? result.title : "") || host,
      url,
      snippet: clip(collapse(typeof result.content === "string" ? result.content : ""), SNIPPET_CHARS),
      score: typeof result.score === "number" && Number.isFinite(result.score) ? result.score : 0,
    });
  }
  return sources;
}

/** The host of an http(s) URL, or null for anything else (such results are dropped). */
function webHost(url: string): string | null {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "" ? parsed.hostname : null;
  } catch {
    return null;
  }
}

async function settleWithin<T>(
  request: Promise<T>,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<{ value: T } | { failure: WebSearchFailure }> {
  if (signal?.aborted) {
    request.catch(() => undefined);
    return { failure: { reason: "aborted", detail: "the request was aborted" } };
  }
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const bounds = new Promise<{ failure: WebSearchFailure }>((resolve) => {
    timer = setTimeout(() => resolve({ failure: { reason: "timeout", detail: `no answer within ${timeoutMs} ms` } }), timeoutMs);
    onAbort = () => resolve({ failure: { reason: "aborted", detail: "the request was aborted" } });
    signal?.addEventListener("abort", onAbort, { once: true });
  });
  const settled = request.then(
    (value) => ({ value }),
    (error: unknown) => ({ failure: classify(error) }),
  );
  try {
    return await Promise.race([settled, bounds]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener("abort", onAbort);
  }
}

function classify(error: unknown): WebSearchFailure {
  const detail = error instanceof Error ? error.message : String(error);
  return { reason: /timed out/i.test(detail) ? "timeout" : "error", detail };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2)).trimEnd()}…`;
}
