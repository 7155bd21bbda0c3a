export interface IngestReport {
  rows: number;
  books: number;
  skipped: number;
  duplicates: number;
  /** Valid books whose row lists no genre: theme expansion cannot use them. */
  booksWithoutGenres: number;
  authors: number;
  genres: number;
  vectors: number;
  embeddingTokens: number;
  seconds: number;
  recordsPerSecond: number;
  /** Book records in the index (from earlier runs too) that lack `genres` and need upserting again. */
  booksLackingGenres: string[];
}

/** The final lines of a run: what was written, the throughput, and anything that needs attention. */
export function describeIngestReport(report: IngestReport, namespace: string): string[] {
  const lines = [
    `ingested ${report.books} books, ${report.authors} authors, ${report.genres} genres (${report.vectors} vectors) ` +
      `into namespace ${JSON.stringify(namespace)} in ${report.seconds.toFixed(2)} s: ${report.recordsPerSecond} records/s, ` +
      `${report.embeddingTokens} embedding tokens`,
    `rows read: ${report.rows}, skipped (invalid): ${report.skipped}, duplicate ids: ${report.duplicates}, books without genres: ${report.booksWithoutGenres}`,
  ];
  if (report.booksLackingGenres.length > 0) {
    const shown = report.booksLackingGenres.slice(0, 20).join(", ");
    const more = report.booksLackingGenres.length > 20 ? `, … (${report.booksLackingGenres.length - 20} more)` : "";
    lines.push(`warning: ${report.booksLackingGenres.length} book records in the index lack genres and need re-upserting: ${shown}${more}`);
  }
  return lines;
}
