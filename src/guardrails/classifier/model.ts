import { BUCKETS, extractFeatures, maxFeatures } from "./features";
import { decodeGaps, type WeightFile } from "./weights-format";

export const CLASSES = ["book", "injection", "unsupported_action", "off_topic"] as const;
export type ClassifierLabel = (typeof CLASSES)[number];

export interface Prediction {
  label: ClassifierLabel;
  /** Softmax probability per class, in `CLASSES` order. */
  probabilities: Float64Array;
}

/**
 * A multinomial logistic regression over hashed features, its int8 weights dense in memory (4 × 2^18 bytes, so that
 * the random reads stay in cache) times one scale.
 */
export class LinearModel {
  private buffer = new Int32Array(maxFeatures(4096));
  /** The four int8 weights of a bucket read as one 32-bit word: one memory read per feature instead of four. */
  private readonly packed: Int32Array | undefined;

  constructor(
    /** weights[bucket * classes + class], times `scale` */
    readonly weights: Int8Array,
    readonly scale: number,
    readonly bias: Float64Array,
  ) {
    const littleEndian = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
    if (littleEndian && bias.length === 4 && weights.byteOffset % 4 === 0) {
      this.packed = new Int32Array(weights.buffer, weights.byteOffset, weights.length / 4);
    }
  }

  static fromFile(file: WeightFile): LinearModel {
    if (file.classes.join() !== CLASSES.join()) throw new Error(`classifier classes ${file.classes.join()} != ${CLASSES.join()}`);
    if (1 << file.hashBits !== BUCKETS) throw new Error(`classifier hash bits ${file.hashBits} do not match the features`);
    const width = CLASSES.length;
    const weights = new Int8Array(BUCKETS * width);
    const buckets = decodeGaps(Buffer.from(file.buckets, "base64"));
    const quantised = new Int8Array(Buffer.from(file.weights, "base64"));
    if (quantised.length !== buckets.length * width) throw new Error("classifier weight file is inconsistent");
    buckets.forEach((bucket, index) => {
      for (let c = 0; c < width; c += 1) weights[bucket * width + c] = quantised[index * width + c];
    });
    return new LinearModel(weights, file.scale, Float64Array.from(file.bias));
  }

  /** Class scores (logits) of a normalised text. */
  scores(normalisedText: string): Float64Array {
    const needed = maxFeatures(normalisedText.length + 2);
    if (this.buffer.length < needed) this.buffer = new Int32Array(needed);
    const { buckets, count } = extractFeatures(normalisedText, this.buffer);
    if (this.packed) return scorePackedBuckets(this.packed, this.scale, this.bias, buckets, count);
    return scoreBuckets(this.weights, this.scale, this.bias, buckets, count);
  }

  predict(normalisedText: string): Prediction {
    const probabilities = softmax(this.scores(normalisedText));
    let best = 0;
    for (let c = 1; c < probabilities.length; c += 1) if (probabilities[c] > probabilities[best]) best = c;
    return { label: CLASSES[best], probabilities };
  }
}

/** Linear scores of a feature list, each feature weighted 1/sqrt(count), the weights times `weightScale`. */
export function scoreBuckets(
  weights: Float32Array | Int8Array,
  weightScale: number,
  bias: Float64Array,
  buckets: Int32Array,
  count: number,
): Float64Array {
  const width = bias.length;
  const sums = new Float64Array(width);
  for (let i = 0; i < count; i += 1) {
    const base = buckets[i] * width;
    for (let c = 0; c < width; c += 1) sums[c] += weights[base + c];
  }
  const scale = count > 0 ? weightScale / Math.sqrt(count) : 0;
  for (let c = 0; c < width; c += 1) sums[c] = bias[c] + sums[c] * scale;
  return sums;
}

/** `scoreBuckets` for four classes whose int8 weights are packed little-endian in one 32-bit word per bucket. */
function scorePackedBuckets(packed: Int32Array, weightScale: number, bias: Float64Array, buckets: Int32Array, count: number): Float64Array {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  for (let i = 0; i < count; i += 1) {
    const word = packed[buckets[i]];
    s0 += (word << 24) >> 24;
    s1 += (word << 16) >> 24;
    s2 += (word << 8) >> 24;
    s3 += word >> 24;
  }
  const scale = count > 0 ? weightScale / Math.sqrt(count) : 0;
  return Float64Array.of(bias[0] + s0 * scale, bias[1] + s1 * scale, bias[2] + s2 * scale, bias[3] + s3 * scale);
}

export function softmax(scores: Float64Array): Float64Array {
  let max = -Infinity;
  for (const score of scores) max = Math.max(max, score);
  const out = new Float64Array(scores.length);
  let total = 0;
  for (let c = 0; c < scores.length; c += 1) {
    out[c] = Math.exp(scores[c] - max);
    total += out[c];
  }
  for (let c = 0; c < scores.length; c += 1) out[c] /= total;
  return out;
}
