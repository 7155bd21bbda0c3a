/**
 * Retrieval benchmark: `npx tsx bench/retrieval.bench.ts [--with-pglite]`.
 * On 10k books (goodbooks-10k when present, else synthetic) it measures ingestion throughput with the in-process
 * hash embedder (vectors only, and with the lexical catalog written too), index open time, top-k plus related
 * expansion latency (p50/p99) vector-only, with the question understood, and hybrid with the lexical catalog (the
 * service's step), agreement with an exact naive scan and recall@5 on queries derived from the catalog, each against
 * a naive baseline measured in the same run.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { hashEmbedding } from "../scripts/local-model-server/hash-embedding";
import type { Book } from "../src/retrieval/book";
import { bookEmbeddingText } from "../src/retrieval/book";
import { bookToRecord } from "../src/retrieval/book-records";
import { createPgliteDatabase } from "../src/db/pglite-database";
import { ingestBooks } from "../src/retrieval/ingest/ingest-books";
import { PostgresCatalog } from "../src/retrieval/lexical/catalog-store";
import { readIndexFile } from "../src/retrieval/local/index-file";
import { readBookRows } from "../src/retrieval/ingest/read-book-rows";
import { localIndexDirectory, openLocalIndex } from "../src/retrieval/local/local-index";
import { TopK } from "../src/retrieval/local/top-k";
import { compileFilter } from "../src/retrieval/metadata-filter";
import { retrieveBooks, type RetrieveOptions } from "../src/retrieval/retrieve-books";
import type { IndexMatch, QueryOptions, RecordMetadata, RelatedQuery, VectorIndex, VectorRecord } from "../src/retrieval/vector-index";
import { createHashEmbedder } from "../tests/retrieval/hash-embedder";
import { seeded } from "../scripts/lib/random";

const GOODBOOKS = process.env.BENCH_CATALOG ?? "/work/shared/data/books/goodbooks-10k.jsonl";
const RETRIEVE: RetrieveOptions = { topK: 8, relatedTopK: 3, includeRelated: true };
const WARMUP = 30;
const ROUNDS = 3;

export async function runRetrievalBench(
  options: { withPglite?: boolean; log?: (line: string) => void } = {},
): Promise<Record<string, number>> {
  const log = options.log ?? ((line: string) => console.log(line));
  const figures: Record<string, number> = {};
  const workDir = await mkdtemp(path.join(tmpdir(), "retrieval-bench-"));
  try {
    const { file, books, source } = await loadCatalog(workDir);
    const queries = deriveQueries(books);

    // Ingestion through the real pipeline (validation, helper vectors, batches of 100/200, concurrency 6).
    const dataDir = path.join(workDir, "data");
    const ingestIndex = await openLocalIndex({ directory: localIndexDirectory(dataDir) });
    const quiet = { write: () => true };
    const report = await ingestBooks({
      inputFile: file,
      index: ingestIndex,
      embedder: createHashEmbedder(),
      output: quiet,
      errorOutput: quiet,
    });
    await ingestIndex.close();
    // The same ingest writing the lexical catalog table too (embedded PGlite in memory), as `npm run ingest` does.
    const db = await createPgliteDatabase();
    const catalog = new PostgresCatalog(db, "bench_cbk_07");
    await catalog.migrate();
    const catalogIndex = await openLocalIndex({ directory: path.join(workDir, "with-catalog") });
    const catalogReport = await ingestBooks({
      inputFile: file,
      index: catalogIndex,
      embedder: createHashEmbedder(),
      catalog,
      output: quiet,
      errorOutput: quiet,
    });
    await catalogIndex.close();
    figures.books = report.books;
    figures.vectors = report.vectors;
    figures.ingest_seconds = round(report.seconds, 2);
    figures.ingest_records_per_s = report.recordsPerSecond;
    log(
      `machine: load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")} (1/5/15 min), node ${process.version}`,
    );
    figures.load_average_1m = round(loadavg()[0], 2);
    log(`catalog: ${source} (${report.books} books, ${report.vectors} vectors incl. author/genre helpers, 256 dimensions)`);
    log(
      `ingest (hash embedder in process): ${report.vectors} vectors in ${report.seconds.toFixed(2)} s = ${report.recordsPerSecond} records/s`,
    );
    figures.ingest_with_catalog_seconds = round(catalogReport.seconds, 2);
    figures.ingest_with_catalog_records_per_s = catalogReport.recordsPerSecond;
    log(
      `ingest with the lexical catalog table (PGlite in memory): ${catalogReport.vectors} vectors + ${catalogReport.books} catalog rows in ${catalogReport.seconds.toFixed(2)} s = ${catalogReport.recordsPerSecond} records/s`,
    );

    // Open time: the binary file versus the same data as JSON arrays.
    const indexFile = path.join(localIndexDirectory(dataDir), "_default.vectors");
    const openTimes: number[] = [];
    let index: VectorIndex | null = null;
    for (let i = 0; i < 5; i++) {
      await index?.close();
      const started = performance.now();
      index = await openLocalIndex({ directory: localIndexDirectory(dataDir) });
      openTimes.push(performance.now() - started);
    }
    const local = index!;
    const naive = await NaiveIndex.fromIndexFile(indexFile);
    const naiveFile = path.join(workDir, "naive.json");
    await writeFile(naiveFile, JSON.stringify(naive.toJSON()));
    const naiveOpenTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      JSON.parse(await readFile(naiveFile, "utf8"));
      naiveOpenTimes.push(performance.now() - started);
    }
    figures.index_file_mb = round((await stat(indexFile)).size / 2 ** 20, 1);
    figures.open_ms_p50 = round(median(openTimes), 1);
    figures.naive_open_ms_p50 = round(median(naiveOpenTimes), 1);
    figures.open_speedup = round(figures.naive_open_ms_p50 / figures.open_ms_p50, 1);
    log(
      `open: ${figures.open_ms_p50} ms median for a ${figures.index_file_mb} MB file (naive JSON arrays: ${figures.naive_open_ms_p50} ms, ${figures.open_speedup}x)`,
    );

    // Latency of the knowledge step and of the bare top-k: the chosen engine against two baselines, interleaved.
    const allVectors = queries.map((query) => hashEmbedding(query.text));
    // Latency on every third query keeps the slow baselines to a few minutes; recall uses them all.
    const vectors = allVectors.filter((_, i) => i % 3 === 0);
    const packedJs = PackedJsIndex.fromNaive(naive);
    const engines: Record<string, VectorIndex> = { local: local, packed_js: packedJs, naive };
    const retrieve = await measure(engines, vectors, (index, vector) => retrieveBooks(index, vector, RETRIEVE));
    for (const [name, result] of Object.entries(retrieve))
      Object.assign(figures, latencyFigures(name === "local" ? "retrieve" : `${name}_retrieve`, result));
    figures.retrieve_speedup_vs_naive = round(figures.naive_retrieve_ms_p50 / figures.retrieve_ms_p50, 1);
    figures.retrieve_speedup_vs_packed_js = round(figures.packed_js_retrieve_ms_p50 / figures.retrieve_ms_p50, 1);
    log(
      `top-k + related (topK ${RETRIEVE.topK}, relatedTopK ${RETRIEVE.relatedTopK}), ${vectors.length} queries x ${ROUNDS} rounds, median of round medians:\n` +
        `  local (packed Float32 + WASM SIMD): p50 ${figures.retrieve_ms_p50} ms, p99 ${figures.retrieve_ms_p99} ms, cpu p50 ${figures.retrieve_cpu_ms_p50} ms\n` +
        `  packed Float32 + JS loop:           p50 ${figures.packed_js_retrieve_ms_p50} ms, p99 ${figures.packed_js_retrieve_ms_p99} ms (${figures.retrieve_speedup_vs_packed_js}x slower)\n` +
        `  naive arrays + full sort:           p50 ${figures.naive_retrieve_ms_p50} ms, p99 ${figures.naive_retrieve_ms_p99} ms (${figures.retrieve_speedup_vs_naive}x slower)`,
    );
    // The same step with the question understood (years, rating, authors, genres as metadata filters), local only.
    const questionOf = new Map(allVectors.map((vector, i) => [vector, queries[i].text]));
    const understood = await measure({ local }, vectors, (index, vector) =>
      retrieveBooks(index, vector, { ...RETRIEVE, question: questionOf.get(vector) }),
    );
    Object.assign(figures, latencyFigures("retrieve_understood", understood.local));
    log(
      `top-k + related with the question understood: p50 ${figures.retrieve_understood_ms_p50} ms, p99 ${figures.retrieve_understood_ms_p99} ms`,
    );
    // The service's step: question understood, and the lexical catalog search (PGlite) fused with the vector matches.
    const hybrid = await measure({ local }, vectors, (index, vector) =>
      retrieveBooks(index, vector, { ...RETRIEVE, question: questionOf.get(vector), lexical: catalog }),
    );
    Object.assign(figures, latencyFigures("retrieve_hybrid", hybrid.local));
    const lexicalOnly = await measure({ local }, vectors, (_index, vector) =>
      catalog.search(questionOf.get(vector)!, { limit: RETRIEVE.topK * 2 }),
    );
    Object.assign(figures, latencyFigures("lexical_search", lexicalOnly.local));
    await db.close();
    log(
      `top-k + related, understood, hybrid with the lexical catalog (PGlite): p50 ${figures.retrieve_hybrid_ms_p50} ms, p99 ${figures.retrieve_hybrid_ms_p99} ms ` +
        `(lexical search alone p50 ${figures.lexical_search_ms_p50} ms, p99 ${figures.lexical_search_ms_p99} ms)`,
    );
    const topK: QueryOptions = { topK: RETRIEVE.topK, filter: { record_type: { $eq: "book" } } };
    const topKOnly = await measure(engines, vectors, (index, vector) => index.query(vector, topK));
    for (const [name, result] of Object.entries(topKOnly))
      Object.assign(figures, latencyFigures(name === "local" ? "topk" : `${name}_topk`, result));
    log(
      `top-k only: local p50 ${figures.topk_ms_p50} ms, packed JS ${figures.packed_js_topk_ms_p50} ms, naive ${figures.naive_topk_ms_p50} ms`,
    );
    const localRetrieve = retrieve.local;
    const naiveRetrieve = retrieve.naive;
    const localTopK = topKOnly.local;
    const naiveTopK = topKOnly.naive;

    // Exactness: the flat index must return what the exact naive scan returns.
    const identical = localRetrieve.results.filter((books, i) => sameList(books.books, naiveRetrieve.results[i].books)).length;
    const localTopKAll = await Promise.all(allVectors.map((vector) => local.query(vector, topK)));
    figures.identical_to_exact = round(identical / vectors.length, 4);
    figures.topk_overlap_with_exact = round(mean(localTopK.results.map((matches, i) => overlap(matches, naiveTopK.results[i]))), 4);
    log(
      `agreement with the exact naive scan (${vectors.length} queries): ${(figures.identical_to_exact * 100).toFixed(1)}% identical context lists, top-k overlap ${figures.topk_overlap_with_exact}`,
    );

    // Retrieval quality on catalog-derived queries (hash embedding, so lexical).
    for (const kind of ["title", "author", "genre"] as const) {
      const scores = queries.flatMap((query, i) => (query.kind === kind ? [recallAt5(localTopKAll[i], query.relevant)] : []));
      figures[`recall5_${kind}`] = round(mean(scores), 3);
      figures[`queries_${kind}`] = scores.length;
    }
    figures.recall5_all = round(mean(queries.map((query, i) => recallAt5(localTopKAll[i], query.relevant))), 3);
    log(
      `recall@5: title ${figures.recall5_title} (${figures.queries_title} q), author ${figures.recall5_author} (${figures.queries_author} q), genre ${figures.recall5_genre} (${figures.queries_genre} q), all ${figures.recall5_all}`,
    );
    await local.close();

    Object.assign(
      figures,
      await wideVectorFigures(
        books,
        queries.filter((_, i) => i % 5 === 0),
        workDir,
        log,
      ),
    );
    if (options.withPglite) Object.assign(figures, await pgliteFigures(naive, vectors.slice(0, 40), log));
    return figures;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Real embedding models have ~1536 dimensions: the scan is 6x the work, so measure it too (books only). */
async function wideVectorFigures(
  books: Book[],
  queries: Query[],
  workDir: string,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const dimensions = 1536;
  const index = await openLocalIndex({ directory: path.join(workDir, "wide") });
  const records = books.map((book) => bookToRecord(book, hashEmbedding(bookEmbeddingText(book), dimensions)));
  for (let start = 0; start < records.length; start += 200) await index.upsert(records.slice(start, start + 200));
  const naive = NaiveIndex.fromRecords(records);
  const vectors = queries.map((query) => hashEmbedding(query.text, dimensions));
  const results = await measure({ local: index, naive }, vectors, (engine, vector) => retrieveBooks(engine, vector, RETRIEVE));
  await index.close();
  const figures = { ...latencyFigures("retrieve_1536", results.local), ...latencyFigures("naive_retrieve_1536", results.naive) };
  log(
    `at ${dimensions} dimensions (${books.length} book vectors): top-k + related p50 ${figures.retrieve_1536_ms_p50} ms, ` +
      `p99 ${figures.retrieve_1536_ms_p99} ms; naive p50 ${figures.naive_retrieve_1536_ms_p50} ms ` +
      `(${round(figures.naive_retrieve_1536_ms_p50 / figures.retrieve_1536_ms_p50, 1)}x)`,
  );
  return figures;
}

/** PGlite has no pgvector here: an exact scan with the dot product computed in SQL over real[] columns. */
async function pgliteFigures(naive: NaiveIndex, vectors: number[][], log: (line: string) => void): Promise<Record<string, number>> {
  const { PGlite } = await import("@electric-sql/pglite");
  const started = performance.now();
  const db = await PGlite.create();
  await db.exec("CREATE TABLE vectors (id text PRIMARY KEY, record_type text NOT NULL, v real[] NOT NULL)");
  const rows = naive.toJSON();
  for (let start = 0; start < rows.ids.length; start += 500) {
    const ids = rows.ids.slice(start, start + 500);
    await db.query(
      "INSERT INTO vectors SELECT id, record_type, v_text::real[] FROM unnest($1::text[], $2::text[], $3::text[]) AS t(id, record_type, v_text)",
      [ids, ids.map((_, i) => rows.metadata[start + i].record_type), ids.map((_, i) => `{${rows.vectors[start + i].join(",")}}`)],
    );
  }
  const loadSeconds = (performance.now() - started) / 1000;
  const times: number[] = [];
  for (const vector of vectors) {
    const query = Array.from(normalize(vector));
    const begin = performance.now();
    await db.query(
      "SELECT id, (SELECT sum(a * b) FROM unnest(v, $1::real[]) AS t(a, b)) AS score FROM vectors WHERE record_type = 'book' ORDER BY score DESC LIMIT 8",
      [query],
    );
    times.push(performance.now() - begin);
  }
  await db.close();
  const figures = { pglite_load_s: round(loadSeconds, 1), pglite_topk_ms_p50: round(median(times), 1) };
  log(
    `pglite (in memory, SQL dot product over real[], no pgvector): load ${figures.pglite_load_s} s, top-k only p50 ${figures.pglite_topk_ms_p50} ms (${vectors.length} queries)`,
  );
  return figures;
}

/** The alternative without WebAssembly: the same packed Float32Array rows, a JS dot loop and a top-k heap. */
class PackedJsIndex implements VectorIndex {
  readonly backend = "local" as const;
  readonly namespace = "";
  private readonly rowOf: Map<string, number>;
  private constructor(
    private readonly ids: string[],
    private readonly metadata: RecordMetadata[],
    private readonly data: Float32Array,
    private readonly dimension: number,
  ) {
    this.rowOf = new Map(ids.map((id, row) => [id, row]));
  }

  static fromNaive(naive: NaiveIndex): PackedJsIndex {
    const { ids, metadata, vectors } = naive.toJSON();
    const dimension = vectors[0].length;
    const data = new Float32Array(ids.length * dimension);
    vectors.forEach((vector, row) => data.set(vector, row * dimension));
    return new PackedJsIndex(ids, metadata, data, dimension);
  }

  query(vector: number[], options: QueryOptions): Promise<IndexMatch[]> {
    const query = Float32Array.from(normalize(vector));
    const accepts = options.filter ? compileFilter(options.filter) : () => true;
    const top = new TopK(options.topK, (row) => this.ids[row]);
    for (let row = 0; row < this.ids.length; row++) if (accepts(this.metadata[row])) top.offer(row, atSixDecimals(this.dot(row, query)));
    return Promise.resolve(top.results().map(({ row, score }) => ({ id: this.ids[row], score, metadata: this.metadata[row] })));
  }

  queryRelated(related: RelatedQuery): Promise<IndexMatch[]> {
    const seedRow = this.rowOf.get(related.seedId);
    if (seedRow === undefined) return Promise.resolve([]);
    const seed = this.data.slice(seedRow * this.dimension, (seedRow + 1) * this.dimension);
    const excluded = new Set(related.excludeIds);
    const top = new TopK(related.topK, (row) => this.ids[row]);
    this.ids.forEach((id, row) => {
      const metadata = this.metadata[row];
      const value = metadata[related.field];
      const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
      if (metadata.record_type !== "book" || excluded.has(id) || !values.some((v) => related.values.includes(v as string | number))) return;
      top.offer(row, atSixDecimals(this.dot(row, seed)));
    });
    return Promise.resolve(top.results().map(({ row, score }) => ({ id: this.ids[row], score, metadata: this.metadata[row] })));
  }

  private dot(row: number, query: Float32Array): number {
    const data = this.data;
    const offset = row * this.dimension;
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let i = 0;
    for (; i + 3 < this.dimension; i += 4) {
      a += data[offset + i] * query[i];
      b += data[offset + i + 1] * query[i + 1];
      c += data[offset + i + 2] * query[i + 2];
      d += data[offset + i + 3] * query[i + 3];
    }
    for (; i < this.dimension; i++) a += data[offset + i] * query[i];
    return a + b + c + d;
  }

  fetch = (): Promise<never> => Promise.reject(new Error("not used by the benchmark"));
  listIds = this.fetch;
  stats = this.fetch;
  upsert = this.fetch;
  deleteAll = this.fetch;
  async flush(): Promise<void> {}
  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}

/** The baseline: vectors as arrays of numbers, every lookup a full scan and a full sort. */
class NaiveIndex implements VectorIndex {
  readonly backend = "local" as const;
  readonly namespace = "";
  private constructor(
    private readonly ids: string[],
    private readonly metadata: RecordMetadata[],
    private readonly vectors: number[][],
  ) {}

  static fromRecords(records: VectorRecord[]): NaiveIndex {
    return new NaiveIndex(
      records.map((r) => r.id),
      records.map((r) => r.metadata),
      records.map((r) => Array.from(normalize(r.values))),
    );
  }

  /** The same records and stored (normalised) vectors as a local index file, as plain arrays. */
  static async fromIndexFile(file: string): Promise<NaiveIndex> {
    const contents = await readIndexFile(file);
    const vectors = contents.ids.map((_, row) =>
      Array.from(contents.vectors.subarray(row * contents.dimension, (row + 1) * contents.dimension)),
    );
    return new NaiveIndex(contents.ids, contents.metadata, vectors);
  }

  toJSON() {
    return { ids: this.ids, metadata: this.metadata, vectors: this.vectors };
  }

  query(vector: number[], options: QueryOptions): Promise<IndexMatch[]> {
    const query = Array.from(normalize(vector));
    const accepts = options.filter ? compileFilter(options.filter) : () => true;
    const scored: IndexMatch[] = [];
    this.ids.forEach((id, row) => {
      if (accepts(this.metadata[row]))
        scored.push({ id, score: atSixDecimals(dot(this.vectors[row], query)), metadata: this.metadata[row] });
    });
    return Promise.resolve(scored.sort(byScoreThenId).slice(0, options.topK));
  }

  queryRelated(related: RelatedQuery): Promise<IndexMatch[]> {
    const seedRow = this.ids.indexOf(related.seedId);
    if (seedRow < 0) return Promise.resolve([]);
    const seed = this.vectors[seedRow];
    const scored: IndexMatch[] = [];
    this.ids.forEach((id, row) => {
      const metadata = this.metadata[row];
      const value = metadata[related.field];
      const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
      if (metadata.record_type !== "book" || related.excludeIds.includes(id)) return;
      if (!values.some((v) => related.values.includes(v as string | number))) return;
      scored.push({ id, score: atSixDecimals(dot(this.vectors[row], seed)), metadata });
    });
    return Promise.resolve(scored.sort(byScoreThenId).slice(0, related.topK));
  }

  fetch = (): Promise<never> => Promise.reject(new Error("not used by the benchmark"));
  listIds = this.fetch;
  stats = this.fetch;
  upsert = this.fetch;
  deleteAll = this.fetch;
  async flush(): Promise<void> {}
  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}

interface Query {
  kind: "title" | "author" | "genre";
  text: string;
  relevant: Set<string>;
}

/** Queries derived from the catalog with a fixed seed: a book's title, "books by <author>", "<genre> books". */
function deriveQueries(books: Book[]): Query[] {
  const random = seeded(20240611);
  const pick = <T>(items: T[], count: number) => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
    return chosen;
  };
  const queries: Query[] = pick(books, 300).map((book) => ({
    kind: "title",
    text: book.title.replace(/\s*\([^()]*#\s*[\d.]+\)\s*$/, ""),
    relevant: new Set([book.id]),
  }));
  const byAuthor = groupIds(books, (book) => book.authors.slice(0, 1));
  const prolific = [...byAuthor].filter(([, ids]) => ids.length >= 2);
  for (const [author, ids] of pick(prolific, 150)) queries.push({ kind: "author", text: `books by ${author}`, relevant: new Set(ids) });
  const byGenre = groupIds(books, (book) => book.genres.slice(0, 2));
  const common = [...byGenre].filter(([, ids]) => ids.length >= 20);
  for (const [genre, ids] of pick(common, 60))
    queries.push({ kind: "genre", text: `${genre.replace(/-/g, " ")} books`, relevant: new Set(ids) });
  return queries;
}

async function loadCatalog(workDir: string): Promise<{ file: string; books: Book[]; source: string }> {
  if (existsSync(GOODBOOKS)) return { file: GOODBOOKS, books: await readBooks(GOODBOOKS), source: path.basename(GOODBOOKS) };
  const books = syntheticBooks(10_000);
  const file = path.join(workDir, "synthetic.jsonl");
  await writeFile(file, books.map((book) => JSON.stringify({ ...book, ratings_count: book.ratingsCount })).join("\n"));
  return { file, books, source: "synthetic catalog (goodbooks-10k not found)" };
}

async function readBooks(file: string): Promise<Book[]> {
  const books: Book[] = [];
  for await (const row of readBookRows(file)) if ("book" in row) books.push(row.book);
  return books;
}

function syntheticBooks(count: number): Book[] {
  const random = seeded(7);
  const words = Array.from({ length: 600 }, (_, i) => `word${i.toString(36)}`);
  const genres = Array.from({ length: 60 }, (_, i) => `genre-${i}`);
  const authors = Array.from({ length: 4000 }, (_, i) => `Author ${i.toString(36)} Surname${(i * 7919) % 997}`);
  const any = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  return Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    title: Array.from({ length: 2 + Math.floor(random() * 3) }, () => any(words)).join(" "),
    authors: [any(authors)],
    year: 1800 + Math.floor(random() * 220),
    genres: [...new Set(Array.from({ length: 3 + Math.floor(random() * 4) }, () => any(genres)))],
    rating: round(2.5 + random() * 2.5, 2),
    ratingsCount: Math.floor(random() * 100_000),
    isbn13: null,
  }));
}

interface Measured<T> {
  wall: number[][];
  cpu: number[][];
  results: T[];
}

/**
 * Runs every query on every engine, engines interleaved per query so machine load hits them alike, for ROUNDS
 * rounds after a warm-up; keeps the wall and CPU time of each call and the results of the first round.
 */
async function measure<T>(
  engines: Record<string, VectorIndex>,
  vectors: number[][],
  work: (index: VectorIndex, vector: number[]) => Promise<T>,
): Promise<Record<string, Measured<T>>> {
  const measured: Record<string, Measured<T>> = {};
  for (const [name, index] of Object.entries(engines)) {
    measured[name] = { wall: [], cpu: [], results: [] };
    for (const vector of vectors.slice(0, WARMUP)) await work(index, vector);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const entry of Object.values(measured)) {
      entry.wall.push([]);
      entry.cpu.push([]);
    }
    for (const vector of vectors) {
      for (const [name, index] of Object.entries(engines)) {
        const cpuStart = process.cpuUsage();
        const started = performance.now();
        const result = await work(index, vector);
        measured[name].wall[round].push(performance.now() - started);
        const cpu = process.cpuUsage(cpuStart);
        measured[name].cpu[round].push((cpu.user + cpu.system) / 1000);
        if (round === 0) measured[name].results.push(result);
      }
    }
  }
  return measured;
}

/** p50 and p99 as the median over rounds of each round's percentile, which damps bursts of load from elsewhere. */
function latencyFigures(name: string, measured: Measured<unknown>): Record<string, number> {
  const across = (times: number[][], q: number) => median(times.map((round) => percentile(round, q)));
  return {
    [`${name}_ms_p50`]: round(across(measured.wall, 0.5), 3),
    [`${name}_ms_p99`]: round(across(measured.wall, 0.99), 3),
    [`${name}_cpu_ms_p50`]: round(across(measured.cpu, 0.5), 3),
  };
}

function recallAt5(matches: IndexMatch[], relevant: Set<string>): number {
  const hits = matches.slice(0, 5).filter((match) => relevant.has(match.id)).length;
  return hits / Math.min(5, relevant.size);
}

function sameList(a: Array<{ id: string; relation: string }>, b: Array<{ id: string; relation: string }>): boolean {
  return a.length === b.length && a.every((item, i) => item.id === b[i].id && item.relation === b[i].relation);
}

function overlap(a: IndexMatch[], b: IndexMatch[]): number {
  const ids = new Set(b.map((match) => match.id));
  return b.length === 0 ? 1 : a.filter((match) => ids.has(match.id)).length / b.length;
}

function groupIds(books: Book[], keys: (book: Book) => string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const book of books) for (const key of keys(book)) groups.set(key, [...(groups.get(key) ?? []), book.id]);
  return groups;
}

/** Scores compared at six decimals everywhere, as the local index does, so rounding noise does not break ties. */
function atSixDecimals(score: number): number {
  return Math.round(score * 1e6) / 1e6;
}

function byScoreThenId(a: IndexMatch, b: IndexMatch): number {
  return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function normalize(values: number[]): Float64Array {
  const norm = Math.hypot(...values);
  return Float64Array.from(values, (value) => value / norm);
}

function dot(a: number[], b: number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function median(values: number[]): number {
  return percentile(values, 0.5);
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

if (require.main === module) {
  runRetrievalBench({ withPglite: process.argv.includes("--with-pglite") }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
