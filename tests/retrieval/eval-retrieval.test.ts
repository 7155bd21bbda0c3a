import { evaluateRetrieval } from "../../scripts/eval-retrieval/evaluate";
import { sampleCatalogFile } from "../../src/retrieval/sample-catalog";

/** Floors on the sample catalog with the offline embedder (`npm run eval:retrieval` reports the 10k catalog). */
describe("retrieval evaluation on the sample catalog", () => {
  it("holds its floors", async () => {
    const report = await evaluateRetrieval({ catalogFile: sampleCatalogFile(), perKind: 60 });
    const after = (kind: string, variant = "all") => report.after.find((group) => group.kind === kind && group.variant === variant)!;
    // Hybrid retrieval: the catalog's lexical search (PGlite) fused with the offline embedder's matches.
    expect(after("title", "as written").hit5).toBeGreaterThanOrEqual(0.95);
    expect(after("title", "lower case").hit5).toBeGreaterThanOrEqual(0.95);
    expect(after("title", "partial").hit5).toBeGreaterThanOrEqual(0.9);
    expect(after("title", "one typo").hit5).toBeGreaterThanOrEqual(0.9);
    expect(after("author").hit5).toBeGreaterThanOrEqual(0.95);
    expect(after("author").np5).toBeGreaterThanOrEqual(0.9);
    expect(after("author", "surname").hit5).toBeGreaterThanOrEqual(0.9);
    expect(after("author", "one typo").hit5).toBeGreaterThanOrEqual(0.9);
    const constraint = after("constraint");
    expect(constraint.hit5).toBeGreaterThanOrEqual(0.8);
    expect(constraint.yearShare).toBeGreaterThanOrEqual(0.9);
    expect(constraint.ratingShare).toBeGreaterThanOrEqual(0.9);
    expect(constraint.genreShare).toBeGreaterThanOrEqual(0.7);
    // Understanding and lexical search never cost the vector-only answer on titles.
    const before = report.before.find((group) => group.kind === "title" && group.variant === "all")!;
    expect(after("title").hit5).toBeGreaterThanOrEqual(before.hit5);
  }, 90_000); // ingests the catalog into an in-memory PGlite and asks ~700 questions: about 20 s on 2 busy cores
});
