import { buildWebQuery } from "../../src/retrieval/web-query";
import { createTavilyWebSearch } from "../../src/retrieval/web-search";
import { startFakeTavily, type FakeTavily } from "../fakes/tavily-server";

describe("web search through the Tavily client", () => {
  let fake: FakeTavily;
  beforeEach(async () => {
    fake = await startFakeTavily({ apiKey: "tvly-key" });
  });
  afterEach(() => fake.close());

  const search = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
    createTavilyWebSearch({ apiKey: "tvly-key", baseUrl: fake.url, searchDepth: "advanced", maxResults: 2, ...overrides });

  it("sends the prompt plus the strongest titles and numbers the sources W1, W2", async () => {
    fake.respondWith([
      { title: "  Dune at 60 ", url: "https://example.org/dune", content: "Frank Herbert's\n novel   turns sixty.", score: 0.91 },
      { title: "Duplicate", url: "https://example.org/dune", content: "same page again", score: 0.9 },
      { title: "", url: "https://news.example.com/foundation", content: "Apple TV renews Foundation.", score: 0.5 },
      { title: "Not a web page", url: "javascript:alert(1)", content: "dropped", score: 0.45 },
      { title: "Broken", url: "http://", content: "dropped", score: 0.44 },
      { title: "Third", url: "https://example.net/3", content: "over the limit", score: 0.4 },
    ]);
    const outcome = await search().search("Any news about classic sci-fi?", [
      "Dune (Dune Chronicles, #1)",
      "Foundation",
      "Hyperion",
      "Neuromancer",
    ]);
    expect(outcome).toEqual({
      query: 'Any news about classic sci-fi? "Dune" "Foundation" "Hyperion"',
      sources: [
        {
          citation: "W1",
          title: "Dune at 60",
          url: "https://example.org/dune",
          snippet: "Frank Herbert's novel turns sixty.",
          score: 0.91,
        },
        {
          citation: "W2",
          title: "news.example.com",
          url: "https://news.example.com/foundation",
          snippet: "Apple TV renews Foundation.",
          score: 0.5,
        },
      ],
      failure: null,
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].authorization).toBe("Bearer tvly-key");
    expect(fake.requests[0].body).toEqual({
      query: 'Any news about classic sci-fi? "Dune" "Foundation" "Hyperion"',
      search_depth: "advanced",
      max_results: 2,
    });
  });

  it("returns no sources and no failure when the web has nothing", async () => {
    fake.respondWith([]);
    expect(await search().search("rare books", [])).toEqual({ query: "rare books", sources: [], failure: null });
  });

  it("degrades to no sources with the reason when the service fails or rejects the key", async () => {
    fake.failWith(500, "internal trouble");
    expect(await search().search("books", ["Dune"])).toEqual({
      query: 'books "Dune"',
      sources: [],
      failure: { reason: "error", detail: "internal trouble" },
    });
    expect(await search({ apiKey: "wrong" }).search("books", [])).toEqual({
      query: "books",
      sources: [],
      failure: { reason: "error", detail: "Unauthorized: missing or invalid API key." },
    });
  });

  it("gives up after its own timeout", async () => {
    fake.respondWith([{ title: "late", url: "https://example.org/late", content: "too late", score: 1 }]);
    fake.delayBy(5000);
    expect(await search({ timeoutMs: 100 }).search("books", [])).toEqual({
      query: "books",
      sources: [],
      failure: { reason: "timeout", detail: "no answer within 100 ms" },
    });
  });

  it("stops waiting when the caller aborts", async () => {
    fake.delayBy(5000);
    const controller = new AbortController();
    const pending = search().search("books", [], controller.signal);
    controller.abort();
    expect(await pending).toEqual({ query: "books", sources: [], failure: { reason: "aborted", detail: "the request was aborted" } });
  });
});

describe("buildWebQuery", () => {
  it("keeps at most three distinct titles and strips series suffixes and quotes", () => {
    expect(buildWebQuery("  new   editions? ", ['The "Hobbit"', "Dune (Dune, #1)", "Dune", "Emma", "Persuasion"])).toBe(
      'new editions? "The Hobbit" "Dune" "Emma"',
    );
  });

  it("stays within Tavily's 400 characters by shortening the prompt at a word boundary", () => {
    const query = buildWebQuery(`${"word ".repeat(100)}end`, ["Dune"]);
    // 393 characters are left for the prompt: 78 whole words (389 characters) fit.
    expect(query).toBe(`${"word ".repeat(78).trim()} "Dune"`);
    expect(query.length).toBe(396);
  });

  it("drops titles rather than the prompt when the titles alone would not fit", () => {
    const long = "x".repeat(200);
    expect(buildWebQuery("short prompt", [long, `${long}y`])).toBe(`short prompt "${long}"`);
  });
});
