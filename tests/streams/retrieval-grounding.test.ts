import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startHarness, type Harness } from "../support/service-harness";
import { dataOf, readEvents } from "../support/sse";

interface Book {
  title: string;
  citation: number;
}

/** The offline demo model behind the retrieval profile: every [n] of its answer names the book delivered as n. */
describe("retrieval profile with the offline demo model: grounding", () => {
  let dataDir: string;
  let h: Harness;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cbk-grounding-"));
    h = await startHarness({ AGENT_PROFILE: "retrieval", DATA_DIR: dataDir }, { mode: "demo" });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(["Harry Potter and the Cursed Child", "anything by Tolkien?", "highly rated science fiction from the 60s"])(
    "%s: each cited title is the delivered one",
    async (prompt) => {
      const events = await readEvents(await h.run({ prompt }));
      const books = dataOf(events, "context").books as Book[];
      const answer = dataOf(events, "answer").text;
      const cited = [...answer.matchAll(/"(.+?)"(?: by [^[]+)? \[(\d+)\]/g)].map((m) => [m[1], Number(m[2])] as const);
      expect(cited.length).toBe(3);
      for (const [title, citation] of cited) expect(title).toBe(books[citation - 1].title);
    },
  );

  it("cites a title holding ' - ' in full", async () => {
    const events = await readEvents(await h.run({ prompt: "Harry Potter and the Cursed Child" }));
    expect(dataOf(events, "answer").text).toContain(
      '"Harry Potter and the Cursed Child - Parts One and Two (Harry Potter, #8)" by John Tiffany [1]',
    );
  });
});
