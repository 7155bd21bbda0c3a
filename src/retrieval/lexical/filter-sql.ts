import type { MetadataFilter } from "../metadata-filter";

/** Book metadata fields and the `catalog_books` columns holding them (list fields are text[] columns). */
const COLUMNS: Readonly<Record<string, { column: string; list: boolean }>> = {
  book_id: { column: "id", list: false },
  title: { column: "title", list: false },
  authors: { column: "authors", list: true },
  genres: { column: "genres", list: true },
  year: { column: "year", list: false },
  rating: { column: "rating", list: false },
  ratings_count: { column: "ratings_count", list: false },
  isbn13: { column: "isbn13", list: false },
};

const COMPARISONS = { $gt: ">", $gte: ">=", $lt: "<", $lte: "<=" } as const;

/**
 * A metadata filter (Pinecone's syntax, as the vector side uses it) as an SQL predicate over `catalog_books`, with
 * the same meaning as `compileFilter`: list fields match `$eq`/`$in` when any element does, a missing value fails
 * `$eq`/`$in`/comparisons and passes `$ne`/`$nin`. `record_type` is always `book` here. Values become parameters
 * appended to `params`; an unknown field matches nothing (the catalog does not hold it).
 */
export function filterToSql(filter: MetadataFilter, params: unknown[]): string {
  const and = (filter as { $and?: MetadataFilter[] }).$and;
  if (Array.isArray(and)) return and.length ? `(${and.map((part) => filterToSql(part, params)).join(" AND ")})` : "TRUE";
  const parts: string[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    for (const [operator, operand] of Object.entries(condition as Record<string, unknown>)) {
      parts.push(conditionSql(field, operator, operand, params));
    }
  }
  return parts.length ? `(${parts.join(" AND ")})` : "TRUE";
}

function conditionSql(field: string, operator: string, operand: unknown, params: unknown[]): string {
  if (field === "record_type") {
    const values = Array.isArray(operand) ? operand : [operand];
    const isBook = values.includes("book");
    return (operator === "$eq" || operator === "$in") === isBook ? "TRUE" : "FALSE";
  }
  const target = COLUMNS[field];
  if (!target) return operator === "$ne" || operator === "$nin" ? "TRUE" : "FALSE";
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  switch (operator) {
    case "$eq":
    case "$in":
    case "$ne":
    case "$nin": {
      const values = (Array.isArray(operand) ? operand : [operand]).map(String);
      const cast = target.list || !isNumeric(field) ? "text[]" : "numeric[]";
      const any = target.list
        ? `${target.column} && ${param(values)}::text[]`
        : `${target.column}${cast === "text[]" ? "" : "::numeric"} = ANY(${param(values)}::${cast})`;
      return operator === "$eq" || operator === "$in" ? `coalesce(${any}, FALSE)` : `NOT coalesce(${any}, FALSE)`;
    }
    case "$gt":
    case "$gte":
    case "$lt":
    case "$lte":
      if (typeof operand !== "number") throw new Error(`filter operator ${operator} on ${field} needs a number`);
      if (!isNumeric(field)) return "FALSE";
      return `coalesce(${target.column}::numeric ${COMPARISONS[operator]} ${param(operand)}::numeric, FALSE)`;
    default:
      throw new Error(`unsupported filter operator ${operator} on ${field}`);
  }
}

function isNumeric(field: string): boolean {
  return field === "year" || field === "rating" || field === "ratings_count";
}
