import { Errors, Pinecone, type Index } from "@pinecone-database/pinecone";
import { BOOKS_ONLY } from "../book-records";
import type { MetadataFilter } from "../metadata-filter";
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

export interface PineconeIndexOptions {
  apiKey: string;
  indexName: string;
  /** Data-plane host (`https://…pinecone.io` or `http://127.0.0.1:PORT`); when absent the client asks the control plane. */
  host?: string;
  namespace?: string;
  /** Bounds every HTTP request; the client has no timeout of its own. */
  requestTimeoutMs?: number;
  /** Retries of upserts on server errors (the client's default is 3). */
  maxRetries?: number;
}

/** Pinecone through its official client. The index must use the cosine metric. */
export function createPineconeIndex(options: PineconeIndexOptions): VectorIndex {
  const timeoutMs = options.requestTimeoutMs ?? 10_000;
  const client = new Pinecone({
    apiKey: options.apiKey,
    maxRetries: options.maxRetries,
    fetchApi: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  });
  const namespace = options.namespace ?? "";
  const index = client.index<RecordMetadata>(options.indexName, options.host).namespace(namespace);
  return new PineconeVectorIndex(index, namespace);
}

const FETCH_BATCH = 100;
/** Pinecone refuses upsert requests over 2 MB; 200 vectors of 1536 dimensions are about 6 MB of JSON. */
const MAX_UPSERT_REQUEST_BYTES = 2 * 1024 * 1024 - 64 * 1024;
const LIST_PAGE = 100;

class PineconeVectorIndex implements VectorIndex {
  readonly backend = "pinecone" as const;

  constructor(
    private readonly index: Index<RecordMetadata>,
    readonly namespace: string,
  ) {}

  async upsert(records: VectorRecord[]): Promise<void> {
    for (const request of requestsWithinSizeLimit(records)) await this.index.upsert(request);
  }

  async query(vector: number[], options: QueryOptions): Promise<IndexMatch[]> {
    const response = await this.index.query({
      vector,
      topK: options.topK,
      includeMetadata: true,
      ...(options.filter ? { filter: options.filter } : {}),
    });
    return toMatches(response.matches);
  }

  async queryRelated(related: RelatedQuery): Promise<IndexMatch[]> {
    if (related.values.length === 0) return [];
    const conditions: MetadataFilter[] = [BOOKS_ONLY, { [related.field]: { $in: related.values } }];
    if (related.excludeIds.length > 0) conditions.push({ book_id: { $nin: related.excludeIds } });
    const response = await this.index.query({
      id: related.seedId,
      topK: related.topK,
      includeMetadata: true,
      filter: { $and: conditions },
    });
    return toMatches(response.matches);
  }

  async fetch(ids: string[]): Promise<StoredRecord[]> {
    const found = new Map<string, StoredRecord>();
    for (let start = 0; start < ids.length; start += FETCH_BATCH) {
      const response = await this.index.fetch(ids.slice(start, start + FETCH_BATCH));
      for (const record of Object.values(response.records)) {
        found.set(record.id, { id: record.id, metadata: record.metadata as RecordMetadata });
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  async listIds(options: { prefix?: string } = {}): Promise<string[]> {
    const ids: string[] = [];
    let paginationToken: string | undefined;
    do {
      const page = await this.index.listPaginated({
        limit: LIST_PAGE,
        ...(options.prefix ? { prefix: options.prefix } : {}),
        ...(paginationToken ? { paginationToken } : {}),
      });
      for (const item of page.vectors ?? []) if (item.id) ids.push(item.id);
      paginationToken = page.pagination?.next;
    } while (paginationToken);
    return ids;
  }

  async stats(): Promise<IndexStats> {
    const stats = await this.index.describeIndexStats();
    const namespaces: IndexStats["namespaces"] = {};
    for (const [name, summary] of Object.entries(stats.namespaces ?? {})) {
      namespaces[name] = { recordCount: summary.recordCount };
    }
    return { dimension: stats.dimension ?? null, namespaces, totalRecordCount: stats.totalRecordCount ?? 0 };
  }

  async deleteAll(): Promise<void> {
    try {
      await this.index.deleteAll();
    } catch (error) {
      // Serverless Pinecone answers 404 for a namespace that holds nothing: already empty.
      if (!(error instanceof Errors.PineconeNotFoundError)) throw error;
    }
  }

  async flush(): Promise<void> {}

  async ping(): Promise<void> {
    await this.index.describeIndexStats();
  }

  async close(): Promise<void> {}
}

/** Every record this project writes has metadata; one without cannot be typed and is left out. */
function toMatches(matches: Array<{ id: string; score?: number; metadata?: RecordMetadata }>): IndexMatch[] {
  return matches.flatMap((match) => (match.metadata ? [{ id: match.id, score: match.score ?? 0, metadata: match.metadata }] : []));
}

/** Splits records into consecutive groups whose JSON stays under Pinecone's request size limit. */
function requestsWithinSizeLimit(records: VectorRecord[], limit = MAX_UPSERT_REQUEST_BYTES): VectorRecord[][] {
  const requests: VectorRecord[][] = [];
  let current: VectorRecord[] = [];
  let size = 0;
  for (const record of records) {
    const recordSize = Buffer.byteLength(JSON.stringify(record)) + 1;
    if (current.length > 0 && size + recordSize > limit) {
      requests.push(current);
      current = [];
      size = 0;
    }
    current.push(record);
    size += recordSize;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}
