/**
 * Dot products in WebAssembly SIMD (four f32x4 accumulators): about 4.5x the best plain-JS loop measured here
 * (bench/retrieval.bench.ts). The module is assembled below from this text, one function:
 *
 *   (func (export "score") (param $matrix i32) (param $strideBytes i32) (param $rows i32) (param $count i32)
 *                          (param $query i32) (param $out i32)
 *     ;; for k in 0..count: out[k] = dot(matrix row rows[k], query)
 *     ;; rows are strideBytes long, strideBytes a multiple of 64; padding lanes hold zeros
 *     (local $k i32) (local $base i32) (local $j i32) (local $a0 v128) (local $a1 v128) (local $a2 v128) (local $a3 v128)
 *     block $done loop $next_row
 *       (br_if $done (i32.ge_u $k $count))
 *       $base = $matrix + load_i32($rows + 4k) * $strideBytes
 *       $a0..$a3 = 0, $j = 0
 *       loop $next_block            ;; 16 floats per turn
 *         $aU += v128.load($base + $j + 16U) * v128.load($query + $j + 16U)   for U in 0..3
 *         (br_if $next_block (i32.lt_u ($j += 64) $strideBytes))
 *       end
 *       store_f32($out + 4k, lanes summed of $a0 + $a1 + $a2 + $a3)
 *       $k += 1, br $next_row
 *     end end)
 *
 * The memory is imported, so JavaScript owns it, grows it and reads the scores in place.
 */
export interface DotKernel {
  memory: WebAssembly.Memory;
  score(matrix: number, strideBytes: number, rows: number, count: number, query: number, out: number): void;
}

export const KERNEL_BLOCK_FLOATS = 16;

let compiled: WebAssembly.Module | null = null;

export function createDotKernel(initialPages: number): DotKernel {
  compiled ??= new WebAssembly.Module(assemble());
  const memory = new WebAssembly.Memory({ initial: initialPages });
  const instance = new WebAssembly.Instance(compiled, { env: { memory } });
  const score = instance.exports.score as DotKernel["score"];
  return { memory, score };
}

const I32 = 0x7f;
const V128 = 0x7b;
const op = {
  block: [0x02, 0x40],
  loop: [0x03, 0x40],
  end: [0x0b],
  br: (depth: number) => [0x0c, depth],
  brIf: (depth: number) => [0x0d, depth],
  get: (local: number) => [0x20, local],
  set: (local: number) => [0x21, local],
  tee: (local: number) => [0x22, local],
  i32Const: (value: number) => [0x41, ...signedLeb(value)],
  i32Load: [0x28, 2, 0],
  f32Store: [0x38, 2, 0],
  i32GeU: [0x4f],
  i32LtU: [0x49],
  i32Add: [0x6a],
  i32Mul: [0x6c],
  i32Shl: [0x74],
  f32Add: [0x92],
  v128Load: (offset: number) => [0xfd, 0x00, 4, ...unsignedLeb(offset)],
  v128Zero: [0xfd, 0x0c, ...new Array<number>(16).fill(0)],
  f32x4ExtractLane: (lane: number) => [0xfd, 0x1f, lane],
  f32x4Add: [0xfd, ...unsignedLeb(0xe4)],
  f32x4Mul: [0xfd, ...unsignedLeb(0xe6)],
};

function assemble(): Uint8Array<ArrayBuffer> {
  const [matrix, strideBytes, rows, count, query, out, k, base, j] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const acc = [9, 10, 11, 12];
  const body = [
    ...op.block,
    ...op.loop,
    ...op.get(k),
    ...op.get(count),
    ...op.i32GeU,
    ...op.brIf(1),
    ...op.get(matrix),
    ...op.get(rows),
    ...op.get(k),
    ...op.i32Const(2),
    ...op.i32Shl,
    ...op.i32Add,
    ...op.i32Load,
    ...op.get(strideBytes),
    ...op.i32Mul,
    ...op.i32Add,
    ...op.set(base),
    ...op.v128Zero,
    ...op.tee(acc[0]),
    ...op.tee(acc[1]),
    ...op.tee(acc[2]),
    ...op.set(acc[3]),
    ...op.i32Const(0),
    ...op.set(j),
    ...op.loop,
    ...acc.flatMap((a, u) => [
      ...op.get(a),
      ...op.get(base),
      ...op.get(j),
      ...op.i32Add,
      ...op.v128Load(16 * u),
      ...op.get(query),
      ...op.get(j),
      ...op.i32Add,
      ...op.v128Load(16 * u),
      ...op.f32x4Mul,
      ...op.f32x4Add,
      ...op.set(a),
    ]),
    ...op.get(j),
    ...op.i32Const(64),
    ...op.i32Add,
    ...op.tee(j),
    ...op.get(strideBytes),
    ...op.i32LtU,
    ...op.brIf(0),
    ...op.end,
    ...op.get(acc[0]),
    ...op.get(acc[1]),
    ...op.f32x4Add,
    ...op.get(acc[2]),
    ...op.f32x4Add,
    ...op.get(acc[3]),
    ...op.f32x4Add,
    ...op.set(acc[0]),
    ...op.get(out),
    ...op.get(k),
    ...op.i32Const(2),
    ...op.i32Shl,
    ...op.i32Add,
    ...op.get(acc[0]),
    ...op.f32x4ExtractLane(0),
    ...[1, 2, 3].flatMap((lane) => [...op.get(acc[0]), ...op.f32x4ExtractLane(lane), ...op.f32Add]),
    ...op.f32Store,
    ...op.get(k),
    ...op.i32Const(1),
    ...op.i32Add,
    ...op.set(k),
    ...op.br(0),
    ...op.end,
    ...op.end,
    ...op.end,
  ];
  const locals = vector([
    [3, I32],
    [4, V128],
  ]);
  const code = [...locals, ...body];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector([[0x60, ...vector(Array.from({ length: 6 }, () => [I32])), 0]])),
    ...section(2, vector([[...name("env"), ...name("memory"), 0x02, 0x00, 0x01]])),
    ...section(3, vector([[0]])),
    ...section(7, vector([[...name("score"), 0x00, 0]])),
    ...section(10, vector([[...unsignedLeb(code.length), ...code]])),
  ]);
}

function section(id: number, bytes: number[]): number[] {
  return [id, ...unsignedLeb(bytes.length), ...bytes];
}

function vector(items: number[][]): number[] {
  return [...unsignedLeb(items.length), ...items.flat()];
}

function name(text: string): number[] {
  return vector([...Buffer.from(text, "utf8")].map((byte) => [byte]));
}

function unsignedLeb(value: number): number[] {
  const bytes: number[] = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (value !== 0);
  return bytes;
}

function signedLeb(value: number): number[] {
  const bytes: number[] = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    const done = (value === 0 && (byte & 0x40) === 0) || (value === -1 && (byte & 0x40) !== 0);
    bytes.push(done ? byte : byte | 0x80);
    if (done) return bytes;
  }
}
