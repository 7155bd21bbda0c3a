import type { RecordMetadata, RecordType } from "../vector-index";

const RECORD_TYPES: readonly RecordType[] = ["book", "author", "genre"];

/** Same rules as Pinecone: values are strings, finite numbers, booleans or lists of strings; plus our record_type. */
export function validMetadata(id: string, metadata: RecordMetadata): RecordMetadata {
  if (!RECORD_TYPES.includes(metadata?.record_type)) throw new Error(`record ${id}: unknown record_type`);
  for (const [field, value] of Object.entries(metadata)) {
    const valid =
      typeof value === "string" ||
      (typeof value === "number" && Number.isFinite(value)) ||
      typeof value === "boolean" ||
      (Array.isArray(value) && value.every((element) => typeof element === "string"));
    if (!valid) throw new Error(`record ${id}: metadata ${field} must be a string, number, boolean or list of strings`);
  }
  return copyMetadata(metadata);
}

/** A copy callers cannot use to change what the index holds. */
export function copyMetadata(metadata: RecordMetadata): RecordMetadata {
  const copy = { ...metadata };
  for (const [field, value] of Object.entries(copy)) if (Array.isArray(value)) copy[field] = [...value];
  return copy;
}

export function assertTopK(topK: number): void {
  if (!Number.isInteger(topK) || topK < 1) throw new Error("topK must be a positive integer");
}
