/**
 * The committed weight file: the buckets that kept a weight (ascending, as base64 of unsigned LEB128 gaps) and their
 * weights per class as int8 (base64, `bucket-major`), scaled by `scale`; biases as plain numbers.
 */
export interface WeightFile {
  classes: string[];
  hashBits: number;
  scale: number;
  bias: number[];
  buckets: string;
  weights: string;
}

export function encodeGaps(sorted: readonly number[]): Buffer {
  const bytes: number[] = [];
  let last = -1;
  for (const value of sorted) {
    let gap = value - last - 1;
    last = value;
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    bytes.push(gap);
  }
  return Buffer.from(bytes);
}

export function decodeGaps(bytes: Uint8Array): number[] {
  const values: number[] = [];
  let last = -1;
  let gap = 0;
  let shift = 0;
  for (const byte of bytes) {
    gap |= (byte & 0x7f) << shift;
    if (byte & 0x80) {
      shift += 7;
      continue;
    }
    last += gap + 1;
    values.push(last);
    gap = 0;
    shift = 0;
  }
  return values;
}
