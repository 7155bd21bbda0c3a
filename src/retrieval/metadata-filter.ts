/** A value a record's metadata field may hold (Pinecone's metadata types). */
export type MetadataValue = string | number | boolean | string[];

/** The subset of Pinecone's metadata filter language this project uses, with the same meaning. */
type FilterScalar = string | number | boolean;

interface FieldCondition {
  $eq?: FilterScalar;
  $ne?: FilterScalar;
  $in?: FilterScalar[];
  $nin?: FilterScalar[];
  $gt?: number;
  $gte?: number;
  $lt?: number;
  $lte?: number;
}

export type MetadataFilter = { $and: MetadataFilter[] } | { [field: string]: FieldCondition };

type Metadata = Readonly<Record<string, MetadataValue | undefined>>;

/**
 * Compiles a filter into a predicate. Like Pinecone, a list-valued field matches `$eq`/`$in` when any element
 * matches and `$ne`/`$nin` when no element does; a missing field fails `$eq`/`$in` and passes `$ne`/`$nin`.
 * `$gt`/`$gte`/`$lt`/`$lte` compare numbers: a field that is missing or not a number fails them.
 */
export function compileFilter(filter: MetadataFilter): (metadata: Metadata) => boolean {
  if (isAnd(filter)) {
    const parts = filter.$and.map(compileFilter);
    return (metadata) => parts.every((part) => part(metadata));
  }
  const checks = Object.entries(filter).map(([field, condition]) => compileCondition(field, condition));
  if (checks.length === 1) return checks[0];
  return (metadata) => checks.every((check) => check(metadata));
}

function isAnd(filter: MetadataFilter): filter is { $and: MetadataFilter[] } {
  return Array.isArray((filter as { $and?: unknown }).$and);
}

function compileCondition(field: string, condition: FieldCondition): (metadata: Metadata) => boolean {
  const checks: Array<(value: MetadataValue | undefined) => boolean> = [];
  for (const [operator, operand] of Object.entries(condition)) {
    const candidates: readonly FilterScalar[] = Array.isArray(operand) ? operand : [operand as FilterScalar];
    switch (operator) {
      case "$eq":
      case "$in":
        checks.push((value) => anyEquals(value, candidates));
        break;
      case "$ne":
      case "$nin":
        checks.push((value) => !anyEquals(value, candidates));
        break;
      case "$gt":
      case "$gte":
      case "$lt":
      case "$lte": {
        if (typeof operand !== "number") throw new Error(`filter operator ${operator} on ${field} needs a number`);
        checks.push(comparison(operator, operand));
        break;
      }
      default:
        throw new Error(`unsupported filter operator ${operator} on ${field}`);
    }
  }
  if (checks.length === 1) {
    const [check] = checks;
    return (metadata) => check(metadata[field]);
  }
  return (metadata) => checks.every((check) => check(metadata[field]));
}

function comparison(operator: "$gt" | "$gte" | "$lt" | "$lte", bound: number): (value: MetadataValue | undefined) => boolean {
  switch (operator) {
    case "$gt":
      return (value) => typeof value === "number" && value > bound;
    case "$gte":
      return (value) => typeof value === "number" && value >= bound;
    case "$lt":
      return (value) => typeof value === "number" && value < bound;
    case "$lte":
      return (value) => typeof value === "number" && value <= bound;
  }
}

function anyEquals(value: MetadataValue | undefined, candidates: readonly FilterScalar[]): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.some((element) => candidates.includes(element));
  return candidates.includes(value);
}

/** The record type a filter of exactly `{ record_type: { $eq: type } }` asks for, else null (fast paths use it). */
export function recordTypeOf(filter: MetadataFilter): string | null {
  const entries = Object.entries(filter);
  if (entries.length !== 1 || entries[0][0] !== "record_type") return null;
  const condition = entries[0][1] as FieldCondition;
  const operators = Object.keys(condition);
  return operators.length === 1 && operators[0] === "$eq" && typeof condition.$eq === "string" ? condition.$eq : null;
}

/**
 * The ids a filter restricts `book_id` to (`$eq` or `$in`, alone or as one part of a top-level `$and`), else null:
 * such a filter can be answered by looking those records up instead of testing every record.
 */
export function bookIdsOf(filter: MetadataFilter): string[] | null {
  const parts = isAnd(filter) ? filter.$and : [filter];
  for (const part of parts) {
    if (isAnd(part)) continue;
    const condition = (part as Record<string, FieldCondition>).book_id;
    if (!condition) continue;
    if (condition.$in !== undefined) return condition.$in.map(String);
    if (condition.$eq !== undefined) return [String(condition.$eq)];
  }
  return null;
}

/** The record type every record passing the filter has (its `record_type $eq`, alone or in a top-level `$and`), else null. */
export function requiredRecordType(filter: MetadataFilter): string | null {
  const parts = isAnd(filter) ? filter.$and : [filter];
  for (const part of parts) {
    const type = isAnd(part) ? null : recordTypeOf(part);
    if (type !== null) return type;
  }
  return null;
}
