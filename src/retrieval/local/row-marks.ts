/**
 * Marks rows as seen during one lookup without allocating a Set per lookup: a row is marked when its stamp
 * equals the current generation, and starting a new lookup is one increment.
 */
export class RowMarks {
  private stamps = new Uint32Array(0);
  private generation = 0;

  /** Starts a lookup over `rows` rows with nothing marked. */
  reset(rows: number): void {
    if (this.stamps.length < rows || this.generation === 0xffffffff) {
      this.stamps = new Uint32Array(Math.max(rows, this.stamps.length * 2));
      this.generation = 0;
    }
    this.generation++;
  }

  mark(row: number): void {
    this.stamps[row] = this.generation;
  }

  /** Marks the row and tells whether it was marked already. */
  testAndMark(row: number): boolean {
    if (this.stamps[row] === this.generation) return true;
    this.stamps[row] = this.generation;
    return false;
  }
}
