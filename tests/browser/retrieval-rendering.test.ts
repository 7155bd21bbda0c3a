import type { Browser, Page } from "playwright-core";
import { startHarness, type Harness } from "../support/service-harness";
import { ask, settledTurn, timeline } from "./support/chat";
import { launchChromium } from "./support/chromium";
import { openClient, type ClientPage } from "./support/client-page";
import { saveScreenshot } from "./support/screenshots";

/**
 * The retrieval profile's events, exactly as the contract shapes them, replayed by the browser's network layer:
 * this checks how the client renders context books, web sources and citations, whatever profile serves the page.
 */
const RETRIEVAL_INFO = {
  profile: "retrieval",
  features: { memory: false, guardrails: false, tracing: false, webSearch: true },
  limits: { maxPromptChars: 4000 },
};
const BOOKS = [
  {
    id: "b1",
    title: "Dune",
    authors: ["Frank Herbert"],
    genres: ["science fiction"],
    year: 1965,
    rating: 4.25,
    score: 0.91,
    relation: "match",
    citation: 1,
  },
  {
    id: "b2",
    title: "Children of Dune",
    authors: ["Frank Herbert"],
    genres: ["science fiction"],
    year: 1976,
    rating: 3.9,
    score: 0.8,
    relation: "same_author",
    citation: 2,
  },
];
const SOURCES = [
  { citation: "W1", title: "Dune at 60: a review", url: "https://example.org/dune-review", snippet: "Why it still matters.", score: 0.7 },
  { citation: "W2", title: "Not a link", url: "javascript:alert(1)", snippet: "", score: 0.1 },
];
const ANSWER =
  'Start with Dune [1], then Children of Dune [2]; critics still praise it [W1]. See also [7] and [W2]. <img src=x onerror="window.pwned=1">';
const USAGE = { embeddingTokens: 12, inputTokens: 800, outputTokens: 60, totalTokens: 872, costUsd: 0.00262, elapsedSeconds: 1.4 };
const FOOTER = "\n\nTime: 1.40s | Tokens: 12 embed, 800 in, 60 out | Cost: $0.002620";

const sse = (events: Array<[string, unknown]>) =>
  events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`).join("");
const WEB_SEARCH_STREAM = sse([
  ["agent_message", { text: "Let me look through the catalogue and the web." }],
  ["status", { phase: "embedding", message: "Embedding your question" }],
  ["status", { phase: "knowledge", message: "Found 2 books" }],
  ["context", { books: BOOKS }],
  ["status", { phase: "searching", message: "Searching the web" }],
  ["sources", { items: SOURCES }],
  ["status", { phase: "synthesizing", message: "Writing the answer" }],
  ["status", { phase: "sending_to_llmhost", message: "Asking the model" }],
  ["token", { text: ANSWER.slice(0, 40) }],
  ["token", { text: ANSWER.slice(40) + FOOTER }],
  ["done", USAGE],
]);

async function replay(page: Page, stream: string, status = 200): Promise<void> {
  await page.route("**/info", (route) => route.fulfill({ json: RETRIEVAL_INFO }));
  await page.route("**/agent/run", (route) =>
    status === 200
      ? route.fulfill({ status, headers: { "content-type": "text/event-stream; charset=utf-8" }, body: stream })
      : route.fulfill({ status, contentType: "application/json", body: stream }),
  );
  await page.reload();
  await page.waitForSelector("body[data-ready]");
}

describe("web client: retrieval answers with cited books and web sources", () => {
  let browser: Browser;
  let h: Harness;
  let client: ClientPage;
  beforeAll(async () => {
    browser = await launchChromium();
    h = await startHarness({ AGENT_PROFILE: "memory" });
  });
  afterAll(async () => {
    await h?.close();
    await browser?.close();
  });
  beforeEach(async () => {
    client = await openClient(browser, h.url);
  });
  afterEach(async () => {
    await client.close();
  });

  it("links [n] to the listed book and [Wn] to the web source, leaves unknown or unsafe ones as text, and never renders HTML", async () => {
    const { page } = client;
    await replay(page, WEB_SEARCH_STREAM);
    expect(await page.locator("#profile").textContent()).toBe("Retrieval profile · web search");
    expect(await page.locator("#memory-panel").isHidden()).toBe(true);
    await ask(page, "Recommend a science fiction classic");
    const turn = await settledTurn(page, 1);

    expect(await turn.locator(".agent-message").textContent()).toBe("Let me look through the catalogue and the web.");
    expect(await timeline(turn)).toEqual([
      "Embedding: Embedding your question",
      "Catalog search: Found 2 books",
      "Web search: Searching the web",
      "Choosing books: Writing the answer",
      "Asking the model: Asking the model",
    ]);
    const answer = turn.locator(".answer");
    expect(await answer.textContent()).toBe(ANSWER);
    expect(await answer.locator("img").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned)).toBeUndefined();
    const links = await answer.locator("a").evaluateAll((anchors) =>
      anchors.map((a) => ({
        text: a.textContent,
        href: a.getAttribute("href"),
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
      })),
    );
    expect(links).toEqual([
      { text: "1", href: "#turn-1-ref-1", target: null, rel: null },
      { text: "2", href: "#turn-1-ref-2", target: null, rel: null },
      { text: "W1", href: "https://example.org/dune-review", target: "_blank", rel: "noopener noreferrer" },
      { text: "W2", href: "#turn-1-ref-W2", target: null, rel: null },
    ]);
    expect(await turn.locator(".refs li").allTextContents()).toEqual([
      "[1]Dune — Frank Herbert · 1965 · science fiction · match",
      "[2]Children of Dune — Frank Herbert · 1976 · science fiction · same author",
      "[W1]Dune at 60: a review — Why it still matters.",
      "[W2]Not a link",
    ]);
    expect(await turn.locator("#turn-1-ref-W2 a").count()).toBe(0);
    expect(await turn.locator(".usage").textContent()).toBe("872 tokens (12 embed, 800 in, 60 out) · cost $0.00262 · 1.4 s");

    await answer.getByRole("link", { name: "1", exact: true }).click();
    expect(await page.evaluate(() => location.hash)).toBe("#turn-1-ref-1");
    await saveScreenshot(page, "retrieval-citations", { fullPage: true });
    expect(client.problems).toEqual([]);
  });

  it("shows the service's reasons when it refuses a request before streaming", async () => {
    const { page } = client;
    await replay(page, JSON.stringify({ detail: "invalid request body", errors: [{ path: "prompt", message: "Too small" }] }), 400);
    await ask(page, "Recommend a book");
    const turn = await settledTurn(page, 1);
    expect(await turn.locator(".blocked").textContent()).toBe(
      "The service did not accept this messageinvalid request body — prompt: Too small",
    );
  });
});
