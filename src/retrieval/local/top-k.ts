export interface RowScore {
  row: number;
  score: number;
}

/**
 * Keeps the k best rows seen so far in a min-heap (worst at the root), so a scan of n rows costs O(n log k)
 * and most rows are rejected by a single comparison. Equal scores rank by id, ascending, for a stable order.
 */
export class TopK {
  private readonly heap: RowScore[] = [];

  constructor(
    private readonly k: number,
    private readonly idOf: (row: number) => string,
  ) {}

  offer(row: number, score: number): void {
    const heap = this.heap;
    if (heap.length < this.k) {
      heap.push({ row, score });
      this.siftUp(heap.length - 1);
      return;
    }
    // The common case in a scan: worse than the worst kept, rejected without allocating.
    if (this.k === 0 || score < heap[0].score) return;
    const candidate = { row, score };
    if (this.worse(heap[0], candidate)) {
      heap[0] = candidate;
      this.siftDown(0);
    }
  }

  /** Best first. */
  results(): RowScore[] {
    return [...this.heap].sort((a, b) => (this.worse(a, b) ? 1 : this.worse(b, a) ? -1 : 0));
  }

  private worse(a: RowScore, b: RowScore): boolean {
    if (a.score !== b.score) return a.score < b.score;
    return this.idOf(a.row) > this.idOf(b.row);
  }

  private siftUp(index: number): void {
    const heap = this.heap;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.worse(heap[index], heap[parent])) return;
      [heap[index], heap[parent]] = [heap[parent], heap[index]];
      index = parent;
    }
  }

  private siftDown(index: number): void {
    const heap = this.heap;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let worst = index;
      if (left < heap.length && this.worse(heap[left], heap[worst])) worst = left;
      if (right < heap.length && this.worse(heap[right], heap[worst])) worst = right;
      if (worst === index) return;
      [heap[index], heap[worst]] = [heap[worst], heap[index]];
      index = worst;
    }
  }
}
