import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeTavily, type FakeTavily } from "../fakes/tavily-server";
import { chatRequests, startHarness, type Harness } from "../support/service-harness";
import { dataOf, names, readEvents } from "../support/sse";
import type { Usage } from "../../src/contract/events";

/** The parts of a recorded chat completion request these tests read. */
interface ChatBody {
  messages: Array<{ role: string; content: unknown }>;
}
const systemPrompt = (h: Harness, index: number) => (chatRequests(h.llm).at(index)!.body as ChatBody).messages[0].content as string;

const HARRY = "Harry Potter and the Sorcerer's Stone";
const FOOTER = /\n\nTime: \d+\.\d{2}s \| Tokens: \d+ embed, 40 in, 2 out \| Cost: \$\d+\.\d{6}$/;

describe("retrieval profile without web search", () => {
  let dataDir: string;
  let h: Harness;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cbk-retrieval-"));
    h = await startHarness({ AGENT_PROFILE: "retrieval", DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => h.llm.reset());

  it("embeds, retrieves, expands related books, and answers once with a done status and usage", async () => {
    h.llm.enqueue({ text: "Start with [1].", usage: { prompt_tokens: 40, completion_tokens: 2 } });
    const response = await h.run({ prompt: HARRY, top_k: 4, related_top_k: 2 });
    const events = await readEvents(response);
    expect(names(events)).toEqual([
      "status:embedding",
      "status:knowledge",
      "context",
      "status:synthesizing",
      "status:sending_to_llmhost",
      "answer",
      "status:done",
      "done",
    ]);
    const books = dataOf(events, "context").books;
    expect(books[0]).toEqual<Record<string, unknown>>({
      id: expect.any(String),
      title: expect.stringContaining("Harry Potter and the Sorcerer"),
      authors: expect.arrayContaining(["J.K. Rowling"]),
      genres: expect.any(Array),
      year: 1997,
      rating: expect.any(Number),
      score: expect.any(Number),
      relation: "match",
      citation: 1,
    });
    expect(books.map((b: { citation: number }) => b.citation)).toEqual(books.map((_: unknown, i: number) => i + 1));
    expect(books.filter((b: { relation: string }) => b.relation === "match")).toHaveLength(4);
    const sameAuthor = books.filter((b: { relation: string }) => b.relation === "same_author");
    expect(sameAuthor.length).toBeGreaterThan(0);
    expect(sameAuthor.every((b: { authors: string[] }) => b.authors.includes("J.K. Rowling"))).toBe(true);
    expect(new Set(books.map((b: { id: string }) => b.id)).size).toBe(books.length);
    expect(books.some((b: { id: string }) => /^(author|genre):/.test(b.id))).toBe(false);
    expect(events[5].data).toEqual({ text: "Start with [1]." });
    const done = dataOf(events, "done") as Usage;
    expect(done.embeddingTokens).toBeGreaterThan(0);
    expect(done).toMatchObject({ inputTokens: 40, outputTokens: 2, totalTokens: done.embeddingTokens + 42 });
    expect(done.elapsedSeconds).toBeUndefined();
    expect(events[6].data).toEqual<Record<string, unknown>>({
      phase: "done",
      message: expect.stringMatching(FOOTER.source.replace("\\n\\n", "^")),
      usage: done,
    });
    const system = systemPrompt(h, 0);
    expect(system).toContain(`[1] ${books[0].title}`);
    expect(system).toContain(`[${books.length}] ${books.at(-1)!.title}`);
    expect(system).toContain("Recommend at most 5 books");
  });

  it("returns only matches without related expansion, and honours top_k", async () => {
    h.llm.enqueue({ text: "ok" });
    const events = await readEvents(await h.run({ prompt: "dystopian young adult trilogy", top_k: 3, include_related: false }));
    const books = dataOf(events, "context").books;
    expect(books.map((b: { relation: string }) => b.relation)).toEqual(["match", "match", "match"]);
  });

  it("reports a model failure as error then done with the usage so far", async () => {
    h.llm.enqueue({ status: 500 }, { status: 500 });
    const events = await readEvents(await h.run({ prompt: "books about whales" }));
    expect(names(events).slice(-2)).toEqual(["error", "done"]);
    expect(events.at(-2)!.data).toEqual({ detail: "model provider error" });
    expect(events.at(-1)!.data).toMatchObject({ inputTokens: 0, outputTokens: 0 });
    expect((events.at(-1)!.data as Usage).embeddingTokens).toBeGreaterThan(0);
  });

  it("does not mount memory endpoints", async () => {
    expect((await fetch(`${h.url}/memory/u-1`)).status).toBe(404);
    expect(await (await fetch(`${h.url}/readyz`)).json()).toEqual({
      status: "ready",
      checks: { vectorIndex: "ok", database: "ok" },
    });
  });

  it("finds a title despite a typo through the lexical catalog (filled with the seeded sample catalog)", async () => {
    h.llm.enqueue({ text: "ok" }, { text: "ok" });
    // The offline embedder knows no "hobit" (vector matches alone put a Narnia book first); the catalog's typo correction does.
    const typo = dataOf(await readEvents(await h.run({ prompt: "the hobit", include_related: false })), "context").books;
    expect(typo[0]).toMatchObject({ id: "7", title: "The Hobbit", relation: "match", citation: 1 });
    const author = dataOf(await readEvents(await h.run({ prompt: "anything by Tolkein?", include_related: false })), "context").books;
    expect(author[0].authors).toEqual(["J.R.R. Tolkien"]);
  });
});

describe("retrieval profile with web search", () => {
  let dataDir: string;
  let tavily: FakeTavily;
  let h: Harness;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cbk-retrieval-web-"));
    tavily = await startFakeTavily({ apiKey: "tvly-test" });
    h = await startHarness({
      AGENT_PROFILE: "retrieval",
      DATA_DIR: dataDir,
      WEBSEARCH_API_KEY: "tvly-test",
      WEBSEARCH_BASE_URL: tavily.url,
      WEBSEARCH_MAX_RESULTS: "2",
    });
  });
  afterAll(async () => {
    await h.close();
    await tavily.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("opens with a message, adds [W] sources, streams tokens with the footer, and reports elapsed time", async () => {
    tavily.respondWith([
      { title: "New Rowling interview", url: "https://news.example/rowling", content: "The author talked about her books.", score: 0.91 },
      { title: "Potter anniversary", url: "https://news.example/anniversary", content: "Twenty-five years of the series.", score: 0.72 },
    ]);
    h.llm.enqueue({ chunks: ["See [1] ", "and [W1]."], usage: { prompt_tokens: 40, completion_tokens: 2 } });
    const events = await readEvents(await h.run({ prompt: HARRY, top_k: 2 }));
    expect(names(events)).toEqual([
      "agent_message",
      "status:embedding",
      "status:knowledge",
      "context",
      "status:searching",
      "sources",
      "status:synthesizing",
      "status:sending_to_llmhost",
      "token",
      "token",
      "done",
    ]);
    expect(events[5].data).toEqual({
      items: [
        {
          citation: "W1",
          title: "New Rowling interview",
          url: "https://news.example/rowling",
          snippet: "The author talked about her books.",
          score: 0.91,
        },
        {
          citation: "W2",
          title: "Potter anniversary",
          url: "https://news.example/anniversary",
          snippet: "Twenty-five years of the series.",
          score: 0.72,
        },
      ],
    });
    expect(events[8].data).toEqual({ text: "See [1] " });
    expect(dataOf(events, "token", 1).text).toMatch(new RegExp(`^and \\[W1\\]\\.${FOOTER.source}`));
    expect((dataOf(events, "done") as Usage).elapsedSeconds).toBeGreaterThan(0);
    const query = tavily.requests[0].body.query as string;
    expect(query.startsWith(HARRY)).toBe(true);
    const strongest = dataOf(events, "context")
      .books.slice(0, 2)
      .map((b: { title: string }) => `"${b.title.replace(/\s*\(.*\)$/, "")}"`);
    expect(query).toBe(`${HARRY} ${strongest.join(" ")}`);
    expect(tavily.requests[0].body).toMatchObject({ max_results: 2, search_depth: "basic" });
    const system = systemPrompt(h, -1);
    expect(system).toContain("[W1] New Rowling interview — https://news.example/rowling");
  });

  it.each([
    ["no results", () => tavily.respondWith([])],
    ["a search failure", () => tavily.failWith(500, "boom")],
  ])("answers from the index only after %s, without freshness claims", async (_case, arrange) => {
    arrange();
    h.llm.enqueue({ text: "From the catalog: [1]." });
    const events = await readEvents(await h.run({ prompt: "space opera classics" }));
    expect(events.find((e) => e.event === "sources")!.data).toEqual({ items: [] });
    expect(names(events).slice(-2)).toEqual(["token", "done"]);
    const system = systemPrompt(h, -1);
    expect(system).toContain("(none: do not claim any recent or live information)");
  });
});
