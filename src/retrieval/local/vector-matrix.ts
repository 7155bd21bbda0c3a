import { createDotKernel, KERNEL_BLOCK_FLOATS, type DotKernel } from "./dot-kernel";

const PAGE_BYTES = 65_536;

/**
 * Unit-length vectors packed row after row in WebAssembly memory, each row padded with zeros to a multiple of
 * 16 floats for the SIMD kernel. The same memory holds a query slot, a row-list slot and a score slot:
 *   [query: stride floats][rows: capacity int32][scores: capacity float32][matrix: capacity × stride floats]
 */
export class VectorMatrix {
  readonly stride: number;
  private readonly kernel: DotKernel;
  private capacity = 0;
  private rowCount = 0;
  private rowsOffset = 0;
  private scoresOffset = 0;
  private matrixOffset = 0;
  private floats!: Float32Array;
  private ints!: Int32Array;

  constructor(
    readonly dimension: number,
    capacity = 64,
  ) {
    this.stride = Math.ceil(dimension / KERNEL_BLOCK_FLOATS) * KERNEL_BLOCK_FLOATS;
    this.kernel = createDotKernel(1);
    this.reserve(capacity);
  }

  /** A matrix holding `rows` vectors stored back to back with `dimension` floats each (the file layout). */
  static fromPacked(dimension: number, packed: Float32Array, rows: number): VectorMatrix {
    const matrix = new VectorMatrix(dimension, Math.max(rows, 64));
    const base = matrix.matrixOffset / 4;
    for (let row = 0; row < rows; row++) {
      matrix.floats.set(packed.subarray(row * dimension, (row + 1) * dimension), base + row * matrix.stride);
    }
    matrix.rowCount = rows;
    return matrix;
  }

  get rows(): number {
    return this.rowCount;
  }

  /** Stores a unit vector at `row`, which may be the next free row. */
  set(row: number, values: Float32Array): void {
    if (row === this.rowCount) {
      if (row === this.capacity) this.reserve(this.capacity * 2);
      this.rowCount++;
    }
    const start = this.matrixOffset / 4 + row * this.stride;
    this.floats.set(values, start);
    // Memory once used by a moved matrix may hold old floats: the padding must be zero.
    this.floats.fill(0, start + this.dimension, start + this.stride);
  }

  /** A copy of a stored row (with its zero padding), usable as a query. */
  row(row: number): Float32Array {
    const start = this.matrixOffset / 4 + row * this.stride;
    return this.floats.slice(start, start + this.stride);
  }

  /**
   * Cosine similarity of each listed row with a unit `query`: scores[i] belongs to rows[i]. The result is a view
   * into the kernel's memory, valid until the next call.
   */
  score(query: Float32Array, rows: Int32Array, count: number): Float32Array {
    this.floats.set(query.subarray(0, this.dimension), 0);
    this.floats.fill(0, this.dimension, this.stride);
    this.ints.set(rows.subarray(0, count), this.rowsOffset / 4);
    this.kernel.score(this.matrixOffset, this.stride * 4, this.rowsOffset, count, 0, this.scoresOffset);
    return this.floats.subarray(this.scoresOffset / 4, this.scoresOffset / 4 + count);
  }

  /** The stored vectors without padding, back to back (a copy, for the index file). */
  packed(): Float32Array {
    const packed = new Float32Array(this.rowCount * this.dimension);
    const base = this.matrixOffset / 4;
    for (let row = 0; row < this.rowCount; row++) {
      const start = base + row * this.stride;
      packed.set(this.floats.subarray(start, start + this.dimension), row * this.dimension);
    }
    return packed;
  }

  /** Makes room for `capacity` rows: grows the memory and moves the matrix up past the larger slots. */
  private reserve(capacity: number): void {
    const rowsOffset = align(this.stride * 4);
    const scoresOffset = align(rowsOffset + capacity * 4);
    const matrixOffset = align(scoresOffset + capacity * 4);
    const needed = matrixOffset + capacity * this.stride * 4;
    const memory = this.kernel.memory;
    if (needed > memory.buffer.byteLength) memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE_BYTES));
    if (this.rowCount > 0) {
      new Uint8Array(memory.buffer).copyWithin(matrixOffset, this.matrixOffset, this.matrixOffset + this.rowCount * this.stride * 4);
    }
    this.capacity = capacity;
    this.rowsOffset = rowsOffset;
    this.scoresOffset = scoresOffset;
    this.matrixOffset = matrixOffset;
    this.floats = new Float32Array(memory.buffer);
    this.ints = new Int32Array(memory.buffer);
  }
}

function align(bytes: number): number {
  return Math.ceil(bytes / 64) * 64;
}

/** Scales a vector to unit length; rejects vectors that cannot be (non-finite or all zero). */
export function normalized(values: readonly number[]): Float32Array {
  let sumOfSquares = 0;
  for (const value of values) {
    if (!Number.isFinite(value)) throw new Error("vector values must be finite numbers");
    sumOfSquares += value * value;
  }
  if (sumOfSquares === 0) throw new Error("vector must contain at least one non-zero value");
  const norm = Math.sqrt(sumOfSquares);
  const result = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) result[i] = values[i] / norm;
  return result;
}
