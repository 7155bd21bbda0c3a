import type { RecordMetadata, RelatedField } from "../vector-index";

const RELATED_FIELDS: readonly RelatedField[] = ["authors", "genres", "year"];
const NONE = new Int32Array(0);

interface Posting {
  rows: Set<number>;
  /** The rows as a packed array for fast scans; dropped whenever the set changes. */
  packed: Int32Array | null;
}

/** For each related-lookup field, which rows hold each value (author → rows, genre → rows, year → rows). */
export class Postings {
  private readonly byField = new Map<RelatedField, Map<string | number, Posting>>(RELATED_FIELDS.map((field) => [field, new Map()]));

  add(row: number, metadata: RecordMetadata): void {
    for (const [field, byValue] of this.byField) {
      for (const value of valuesOf(metadata, field)) {
        let posting = byValue.get(value);
        if (!posting) byValue.set(value, (posting = { rows: new Set(), packed: null }));
        posting.rows.add(row);
        posting.packed = null;
      }
    }
  }

  remove(row: number, metadata: RecordMetadata): void {
    for (const [field, byValue] of this.byField) {
      for (const value of valuesOf(metadata, field)) {
        const posting = byValue.get(value);
        if (!posting) continue;
        posting.rows.delete(row);
        posting.packed = null;
        if (posting.rows.size === 0) byValue.delete(value);
      }
    }
  }

  /** Rows holding `value` in `field`. */
  rowsWith(field: RelatedField, value: string | number): Int32Array {
    const posting = this.byField.get(field)!.get(value);
    if (!posting) return NONE;
    return (posting.packed ??= Int32Array.from(posting.rows));
  }

  clear(): void {
    for (const byValue of this.byField.values()) byValue.clear();
  }
}

function valuesOf(metadata: RecordMetadata, field: RelatedField): Array<string | number> {
  const value = metadata[field];
  if (Array.isArray(value)) return value;
  return typeof value === "string" || typeof value === "number" ? [value] : [];
}
