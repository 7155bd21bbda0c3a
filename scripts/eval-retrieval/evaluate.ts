import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Embedder } from "../../src/llm/embedder";
import type { Book } from "../../src/retrieval/book";
import { createPgliteDatabase } from "../../src/db/pglite-database";
import { ingestBooks } from "../../src/retrieval/ingest/ingest-books";
import { readBookRows } from "../../src/retrieval/ingest/read-book-rows";
import { openLocalIndex } from "../../src/retrieval/local/local-index";
import { PostgresCatalog } from "../../src/retrieval/lexical/catalog-store";
import { retrieveBooks } from "../../src/retrieval/retrieve-books";
import { hashEmbedding } from "../local-model-server/hash-embedding";
import { hubnessQuestions, measureHubness, type HubnessReport } from "./hubness";
import { buildQuestions, type EvalQuestion } from "./questions";

const TOP_K = 8;

/** Scores of one group of questions; the constraint shares are over the top five of constraint questions. */
export interface GroupScores {
  kind: string;
  variant: string;
  questions: number;
  hit1: number;
  hit5: number;
  np5: number;
  mrr: number;
  heldOutHit5: number;
  yearShare: number | null;
  ratingShare: number | null;
  genreShare: number | null;
}

export interface EvalReport {
  catalog: string;
  books: number;
  /** The embedder's vector matches over 300 diverse questions (no lexical help). */
  hubness: HubnessReport;
  /** Without the question (vector only, as before question understanding) and with it. */
  before: GroupScores[];
  after: GroupScores[];
}

/** The offline model server's embedding, in process. */
const offlineEmbedder: Embedder = {
  embed: (texts) => Promise.resolve({ vectors: texts.map((text) => hashEmbedding(text)), tokens: 0 }),
};

const EMBED_BATCH = 100;

async function embedAll(embedder: Embedder, texts: readonly string[]): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += EMBED_BATCH) {
    vectors.push(...(await embedder.embed(texts.slice(start, start + EMBED_BATCH))).vectors);
  }
  return vectors;
}

/**
 * Ingests the catalog with the project's ingest into a temporary local index and an in-memory PGlite catalog, and
 * scores every question: "before" is vector only, "after" the question understood with hybrid (lexical + vector) search.
 */
export async function evaluateRetrieval(options: { catalogFile: string; perKind: number; embedder?: Embedder }): Promise<EvalReport> {
  const embedder = options.embedder ?? offlineEmbedder;
  const directory = await mkdtemp(path.join(tmpdir(), "eval-retrieval-"));
  const quiet = { write: () => true };
  const db = await createPgliteDatabase();
  try {
    const index = await openLocalIndex({ directory });
    const catalog = new PostgresCatalog(db, "eval_cbk_07");
    await ingestBooks({ inputFile: options.catalogFile, index, embedder, catalog, output: quiet, errorOutput: quiet });
    const books: Book[] = [];
    for await (const row of readBookRows(options.catalogFile)) if ("book" in row) books.push(row.book);
    const byId = new Map(books.map((book) => [book.id, book]));
    const questions = buildQuestions(books, options.perKind);
    const results: Array<{ question: EvalQuestion; before: string[]; after: string[] }> = [];
    const vectors = await embedAll(
      embedder,
      questions.map((question) => question.text),
    );
    for (const [i, question] of questions.entries()) {
      const vector = vectors[i];
      // A question of punctuation only has no direction: the service would not get it either (the prompt has words).
      if (vector.every((value) => value === 0)) continue;
      const base = { topK: TOP_K, relatedTopK: 0, includeRelated: false };
      const before = await retrieveBooks(index, vector, base);
      const after = await retrieveBooks(index, vector, { ...base, question: question.text, lexical: catalog });
      results.push({ question, before: before.books.map((b) => b.id), after: after.books.map((b) => b.id) });
    }
    const hubness = await measureHubness(index, (texts) => embedAll(embedder, texts), hubnessQuestions(questions));
    await index.close();
    const score = (pick: "before" | "after") =>
      groups(
        results.map((result) => ({ question: result.question, ranked: result[pick] })),
        byId,
      );
    return {
      catalog: path.basename(options.catalogFile),
      books: books.length,
      hubness,
      before: score("before"),
      after: score("after"),
    };
  } finally {
    await db.close();
    await rm(directory, { recursive: true, force: true });
  }
}

function groups(results: Array<{ question: EvalQuestion; ranked: string[] }>, byId: Map<string, Book>): GroupScores[] {
  const keys = new Map<string, typeof results>();
  for (const result of results) {
    for (const key of [`${result.question.kind}|all`, `${result.question.kind}|${result.question.variant}`]) {
      if (!keys.has(key)) keys.set(key, []);
      keys.get(key)!.push(result);
    }
  }
  return [...keys]
    .filter(([key, members]) => key.endsWith("|all") || members[0].question.kind !== "constraint" || members.length >= 3)
    .map(([key, members]) => {
      const [kind, variant] = key.split("|");
      const per = members.map(({ question, ranked }) => {
        const rank = ranked.findIndex((id) => question.relevant.has(id));
        const top5 = ranked.slice(0, 5);
        const relevantInTop5 = top5.filter((id) => question.relevant.has(id)).length;
        const share = (check: (book: Book) => boolean) =>
          top5.length ? top5.filter((id) => check(byId.get(id)!)).length / top5.length : 0;
        const c = question.constraints;
        return {
          heldOut: question.heldOut,
          hit1: rank === 0 ? 1 : 0,
          hit5: rank >= 0 && rank < 5 ? 1 : 0,
          np5: relevantInTop5 / Math.min(5, question.relevant.size),
          mrr: rank >= 0 ? 1 / (rank + 1) : 0,
          year: c?.years ? share((b) => b.year !== null && b.year >= c.years![0] && b.year <= c.years![1]) : null,
          rating: c?.minRating !== undefined ? share((b) => b.rating !== null && b.rating >= c.minRating!) : null,
          genre: c?.genre ? share((b) => b.genres.includes(c.genre!)) : null,
        };
      });
      const mean = (values: Array<number | null>) => {
        const present = values.filter((v): v is number => v !== null);
        return present.length ? round(present.reduce((a, b) => a + b, 0) / present.length) : null;
      };
      const heldOut = per.filter((p) => p.heldOut);
      return {
        kind,
        variant,
        questions: members.length,
        hit1: mean(per.map((p) => p.hit1))!,
        hit5: mean(per.map((p) => p.hit5))!,
        np5: mean(per.map((p) => p.np5))!,
        mrr: mean(per.map((p) => p.mrr))!,
        heldOutHit5: mean(heldOut.map((p) => p.hit5)) ?? 0,
        yearShare: mean(per.map((p) => p.year)),
        ratingShare: mean(per.map((p) => p.rating)),
        genreShare: mean(per.map((p) => p.genre)),
      };
    })
    .sort(
      (a, b) => a.kind.localeCompare(b.kind) || (a.variant === "all" ? -1 : b.variant === "all" ? 1 : a.variant.localeCompare(b.variant)),
    );
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
