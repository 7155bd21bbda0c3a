import { VectorMatrix, normalized } from "../../src/retrieval/local/vector-matrix";

function randomVector(dimension: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: dimension }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  });
}

function cosine(a: number[], b: number[]): number {
  const dot = a.reduce((sum, value, i) => sum + value * b[i], 0);
  return dot / Math.hypot(...a) / Math.hypot(...b);
}

describe("VectorMatrix (WebAssembly SIMD kernel)", () => {
  it.each([3, 16, 37, 256])("scores listed rows like an exact cosine at %i dimensions, through growth", (dimension) => {
    const vectors = Array.from({ length: 150 }, (_, i) => randomVector(dimension, i + 1));
    const matrix = new VectorMatrix(dimension, 4);
    vectors.forEach((vector, row) => matrix.set(row, normalized(vector)));
    expect(matrix.rows).toBe(150);
    const query = randomVector(dimension, 999);
    const rows = Int32Array.from([149, 0, 77, 3, 3]);
    const scores = Array.from(matrix.score(normalized(query), rows, 4));
    expect(scores).toHaveLength(4);
    [149, 0, 77, 3].forEach((row, i) => expect(scores[i]).toBeCloseTo(cosine(vectors[row], query), 5));
    expect(matrix.score(matrix.row(77), Int32Array.from([77]), 1)[0]).toBeCloseTo(1, 5);
  });

  it("round-trips the packed file layout and overwrites rows in place", () => {
    const packed = Float32Array.from([1, 0, 0, 0, 1, 0]);
    const matrix = VectorMatrix.fromPacked(3, packed, 2);
    expect(Array.from(matrix.packed())).toEqual([1, 0, 0, 0, 1, 0]);
    matrix.set(0, normalized([0, 0, 2]));
    matrix.set(2, normalized([3, 4, 0]));
    expect(Array.from(matrix.packed())).toEqual([0, 0, 1, 0, 1, 0, Math.fround(0.6), Math.fround(0.8), 0]);
    expect(Array.from(matrix.score(normalized([0, 1, 0]), Int32Array.from([0, 1, 2]), 3))).toEqual([0, 1, Math.fround(0.8)]);
  });

  it("refuses vectors that cannot be normalised", () => {
    expect(() => normalized([0, 0])).toThrow("vector must contain at least one non-zero value");
    expect(() => normalized([1, Number.NaN])).toThrow("vector values must be finite numbers");
  });
});
