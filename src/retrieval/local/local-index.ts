import { access, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { bookIdsOf, compileFilter, recordTypeOf, requiredRecordType, type MetadataFilter } from "../metadata-filter";
import type {
  IndexMatch,
  IndexStats,
  QueryOptions,
  RecordMetadata,
  RelatedQuery,
  StoredRecord,
  VectorIndex,
  VectorRecord,
} from "../vector-index";
import { readIndexFile, readRecordCount, writeIndexFile } from "./index-file";
import { listNamespaceFiles, namespaceFile } from "./namespace-files";
import { Postings } from "./postings";
import { assertTopK, copyMetadata, validMetadata } from "./record-checks";
import { RowMarks } from "./row-marks";
import { TopK } from "./top-k";
import { normalized, VectorMatrix } from "./vector-matrix";

/** Runs synchronous work with an async method's contract: a throw becomes a rejected promise. */
const settled = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));

/** Floating-point noise below this must not decide between equally similar records: ties go to the lower id. */
const SCORE_DECIMALS = 1e6;

export interface LocalIndexOptions {
  /** Directory holding one file per namespace (e.g. `${DATA_DIR}/index`); created when missing. */
  directory: string;
  namespace?: string;
}

/** Where the local index lives under the service's data directory (`DATA_DIR`, default `./.data`). */
export function localIndexDirectory(dataDir: string): string {
  return path.join(dataDir, "index");
}

/** Opens (or creates) the embedded index: the namespace's file is loaded whole into memory. */
export async function openLocalIndex(options: LocalIndexOptions): Promise<VectorIndex> {
  const namespace = options.namespace ?? "";
  await mkdir(options.directory, { recursive: true });
  const file = namespaceFile(options.directory, namespace);
  const contents = await readIndexFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  const index = new LocalVectorIndex(options.directory, namespace, file);
  if (contents) index.load(contents.dimension, contents.ids, contents.metadata, contents.vectors);
  return index;
}

/**
 * Exact search: a query scans every row of the packed matrix (dot products of unit vectors) keeping a top-k heap;
 * related lookups only score the rows the postings name. Writes stay in memory until `flush()` or `close()`.
 */
class LocalVectorIndex implements VectorIndex {
  readonly backend = "local" as const;
  private ids: string[] = [];
  private metadata: RecordMetadata[] = [];
  private readonly rowOf = new Map<string, number>();
  private readonly postings = new Postings();
  private matrix: VectorMatrix | null = null;
  /** Row lists by record type ("*" for all rows), rebuilt after any write. */
  private readonly rowLists = new Map<string, Int32Array>();
  private readonly seen = new RowMarks();
  private candidates = new Int32Array(0);
  private isBook: Uint8Array | null = null;
  private dirty = false;
  private closed = false;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly directory: string,
    readonly namespace: string,
    private readonly file: string,
  ) {}

  load(dimension: number, ids: string[], metadata: RecordMetadata[], vectors: Float32Array): void {
    this.ids = ids;
    this.metadata = metadata;
    this.matrix = VectorMatrix.fromPacked(dimension, vectors, ids.length);
    ids.forEach((id, row) => {
      this.rowOf.set(id, row);
      this.postings.add(row, metadata[row]);
    });
  }

  upsert(records: VectorRecord[]): Promise<void> {
    return settled(() => {
      this.assertOpen();
      const dimension = this.matrix?.dimension ?? records[0]?.values.length;
      const prepared = records.map((record) => {
        if (typeof record.id !== "string" || record.id === "") throw new Error("every record needs a non-empty id");
        if (record.values.length !== dimension) {
          throw new Error(`vector dimension ${record.values.length} does not match index dimension ${dimension}`);
        }
        return { id: record.id, values: normalized(record.values), metadata: validMetadata(record.id, record.metadata) };
      });
      if (prepared.length === 0) return;
      const matrix = (this.matrix ??= new VectorMatrix(dimension));
      for (const record of prepared) {
        let row = this.rowOf.get(record.id);
        if (row === undefined) {
          row = this.ids.length;
          this.ids.push(record.id);
          this.rowOf.set(record.id, row);
        } else {
          this.postings.remove(row, this.metadata[row]);
        }
        matrix.set(row, record.values);
        this.metadata[row] = record.metadata;
        this.postings.add(row, record.metadata);
      }
      this.rowLists.clear();
      this.isBook = null;
      this.dirty = true;
    });
  }

  query(vector: number[], options: QueryOptions): Promise<IndexMatch[]> {
    return settled(() => {
      this.assertOpen();
      assertTopK(options.topK);
      const matrix = this.matrix;
      if (!matrix || this.ids.length === 0) return [];
      if (vector.length !== matrix.dimension) {
        throw new Error(`query dimension ${vector.length} does not match index dimension ${matrix.dimension}`);
      }
      const rows = this.rowsMatching(options.filter);
      return this.best(matrix.score(normalized(vector), rows, rows.length), rows, rows.length, options.topK);
    });
  }

  queryRelated(related: RelatedQuery): Promise<IndexMatch[]> {
    return settled(() => {
      this.assertOpen();
      assertTopK(related.topK);
      const seedRow = this.rowOf.get(related.seedId);
      if (seedRow === undefined || !this.matrix) return [];
      this.seen.reset(this.ids.length);
      for (const id of related.excludeIds) {
        const row = this.rowOf.get(id);
        if (row !== undefined) this.seen.mark(row);
      }
      if (this.candidates.length < this.ids.length) this.candidates = new Int32Array(this.ids.length * 2);
      const candidates = this.candidates;
      const books = this.bookRows();
      let count = 0;
      for (const value of related.values) {
        const rows = this.postings.rowsWith(related.field, value);
        for (let i = 0; i < rows.length; i++) {
          const row = rows[i];
          if (books[row] === 1 && !this.seen.testAndMark(row)) candidates[count++] = row;
        }
      }
      if (count === 0) return [];
      return this.best(this.matrix.score(this.matrix.row(seedRow), candidates, count), candidates, count, related.topK);
    });
  }

  /** The k best of `count` scored rows, as matches. */
  private best(scores: Float32Array, rows: Int32Array, count: number, k: number): IndexMatch[] {
    const top = new TopK(k, (row) => this.ids[row]);
    for (let i = 0; i < count; i++) top.offer(rows[i], Math.round(scores[i] * SCORE_DECIMALS) / SCORE_DECIMALS);
    return top.results().map(({ row, score }) => this.match(row, score));
  }

  /**
   * Rows passing the filter. The usual `record_type $eq` filter is answered from a cached list; other filters test
   * only the rows they can match: the ids a `book_id` condition names, else the rows of the record type they require.
   */
  private rowsMatching(filter: MetadataFilter | undefined): Int32Array {
    if (filter === undefined) return this.rowsOfType("*");
    const recordType = recordTypeOf(filter);
    if (recordType !== null) return this.rowsOfType(recordType);
    const accepts = compileFilter(filter);
    const ids = bookIdsOf(filter);
    const type = requiredRecordType(filter);
    const candidates = ids
      ? Int32Array.from(new Set(ids.flatMap((id) => this.rowOf.get(id) ?? [])))
      : type !== null
        ? this.rowsOfType(type)
        : this.rowsOfType("*");
    const rows = new Int32Array(candidates.length);
    let count = 0;
    for (let i = 0; i < candidates.length; i++) if (accepts(this.metadata[candidates[i]])) rows[count++] = candidates[i];
    return rows.subarray(0, count);
  }

  /** Rows of one record type ("*" for all rows), cached until the next write. */
  private rowsOfType(type: string): Int32Array {
    let rows = this.rowLists.get(type);
    if (!rows) {
      rows = Int32Array.from(this.ids.keys()).filter((row) => type === "*" || this.metadata[row].record_type === type);
      this.rowLists.set(type, rows);
    }
    return rows;
  }

  /** 1 for each row that is a book, 0 otherwise. */
  private bookRows(): Uint8Array {
    if (!this.isBook) this.isBook = Uint8Array.from(this.metadata, (metadata) => (metadata.record_type === "book" ? 1 : 0));
    return this.isBook;
  }

  fetch(ids: string[]): Promise<StoredRecord[]> {
    return settled(() => {
      this.assertOpen();
      const rows = ids.map((id) => this.rowOf.get(id)).filter((row): row is number => row !== undefined);
      return rows.map((row) => ({ id: this.ids[row], metadata: copyMetadata(this.metadata[row]) }));
    });
  }

  listIds(options: { prefix?: string } = {}): Promise<string[]> {
    return settled(() => {
      this.assertOpen();
      const prefix = options.prefix ?? "";
      return this.ids.filter((id) => id.startsWith(prefix));
    });
  }

  async stats(): Promise<IndexStats> {
    this.assertOpen();
    const namespaces: IndexStats["namespaces"] = {};
    let dimension = this.ids.length > 0 ? this.matrix!.dimension : null;
    for (const [namespace, file] of await listNamespaceFiles(this.directory)) {
      if (namespace === this.namespace) continue;
      const header = await readRecordCount(file);
      if (header.count > 0) namespaces[namespace] = { recordCount: header.count };
      dimension ??= header.dimension;
    }
    if (this.ids.length > 0) namespaces[this.namespace] = { recordCount: this.ids.length };
    const totalRecordCount = Object.values(namespaces).reduce((sum, { recordCount }) => sum + recordCount, 0);
    return { dimension, namespaces, totalRecordCount };
  }

  deleteAll(): Promise<void> {
    return settled(() => {
      this.assertOpen();
      this.ids = [];
      this.metadata = [];
      this.rowOf.clear();
      this.postings.clear();
      this.rowLists.clear();
      this.isBook = null;
      this.matrix = null;
      this.dirty = true;
    });
  }

  flush(): Promise<void> {
    const next = this.flushing.catch(() => undefined).then(() => this.writeIfDirty());
    this.flushing = next;
    return next;
  }

  async ping(): Promise<void> {
    this.assertOpen();
    await access(this.directory);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush();
    this.closed = true;
  }

  private async writeIfDirty(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    try {
      if (this.ids.length === 0) {
        await rm(this.file, { force: true });
        return;
      }
      // Copied now, so upserts made while the file is being written cannot tear the snapshot.
      await writeIndexFile(this.file, {
        dimension: this.matrix!.dimension,
        ids: [...this.ids],
        metadata: [...this.metadata],
        vectors: this.matrix!.packed(),
      });
    } catch (error) {
      this.dirty = true;
      throw error;
    }
  }

  private match(row: number, score: number): IndexMatch {
    return { id: this.ids[row], score, metadata: copyMetadata(this.metadata[row]) };
  }

  private assertOpen(): void {
    if (this.closed) throw new Error("the local vector index is closed");
  }
}
