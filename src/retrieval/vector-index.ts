import type { MetadataFilter, MetadataValue } from "./metadata-filter";

/** Books are what answers cite; author and genre vectors are helpers that must never reach the answer set. */
export type RecordType = "book" | "author" | "genre";

/** Pinecone rejects null metadata: absent fields are omitted instead. */
export type RecordMetadata = { record_type: RecordType } & { [field: string]: MetadataValue };

export interface VectorRecord {
  id: string;
  values: number[];
  metadata: RecordMetadata;
}

export interface StoredRecord {
  id: string;
  metadata: RecordMetadata;
}

/** `score` is the cosine similarity to the query (or seed) vector. */
export interface IndexMatch extends StoredRecord {
  score: number;
}

export interface QueryOptions {
  topK: number;
  filter?: MetadataFilter;
}

/** Book metadata fields related books are looked up by. */
export type RelatedField = "authors" | "genres" | "year";

/**
 * Book records whose `field` shares a value with `values` (list fields: any element), other than `excludeIds`,
 * ranked by cosine similarity to the seed record's vector. An unknown seed yields no matches.
 */
export interface RelatedQuery {
  seedId: string;
  field: RelatedField;
  values: Array<string | number>;
  excludeIds: string[];
  topK: number;
}

export interface IndexStats {
  dimension: number | null;
  namespaces: Record<string, { recordCount: number }>;
  totalRecordCount: number;
}

/**
 * A vector index bound to one namespace. Upserts are idempotent by id (a second upsert replaces the record).
 * Book records carry `book_id` metadata equal to their id, so exclusions work as a metadata filter everywhere.
 */
export interface VectorIndex {
  readonly backend: "local" | "pinecone";
  readonly namespace: string;
  upsert(records: VectorRecord[]): Promise<void>;
  query(vector: number[], options: QueryOptions): Promise<IndexMatch[]>;
  queryRelated(query: RelatedQuery): Promise<IndexMatch[]>;
  /** Records found among `ids`, in the order asked; unknown ids are left out. */
  fetch(ids: string[]): Promise<StoredRecord[]>;
  listIds(options?: { prefix?: string }): Promise<string[]>;
  /** Counts for every namespace of the index, like Pinecone's describe_index_stats. */
  stats(): Promise<IndexStats>;
  /** Removes every record of this namespace. */
  deleteAll(): Promise<void>;
  /** Makes earlier upserts durable (the local index writes its file; Pinecone already has them). */
  flush(): Promise<void>;
  /** Resolves when the index can answer queries; rejects otherwise (readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
