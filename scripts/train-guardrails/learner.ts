import { BUCKETS, extractFeatures } from "../../src/guardrails/classifier/features";
import { CLASSES, LinearModel, scoreBuckets, softmax } from "../../src/guardrails/classifier/model";
import { encodeGaps, type WeightFile } from "../../src/guardrails/classifier/weights-format";
import { seeded, shuffle } from "../lib/random";

export interface Featurised {
  buckets: Int32Array;
  label: number;
}

interface TrainOptions {
  epochs: number;
  learningRate: number;
  /** L2 decay per epoch, applied to the whole weight table between epochs. */
  decay: number;
  seed: number;
}

const DEFAULT_OPTIONS: TrainOptions = { epochs: 8, learningRate: 2, decay: 0.02, seed: 14 };
/** Buckets the weight file keeps (the strongest; the rest are dropped). */
const KEEP_BUCKETS = 100000;

export function featurise(normalisedText: string, label: number): Featurised {
  const { buckets, count } = extractFeatures(normalisedText);
  return { buckets: buckets.slice(0, count), label };
}

/** Multinomial logistic regression by SGD, classes balanced by weight, a fixed-seed order: same data, same weights. */
function train(data: readonly Featurised[], options: TrainOptions = DEFAULT_OPTIONS): { weights: Float32Array; bias: Float64Array } {
  const width = CLASSES.length;
  const weights = new Float32Array(BUCKETS * width);
  const bias = new Float64Array(width);
  const perClass = new Array<number>(width).fill(0);
  for (const item of data) perClass[item.label] += 1;
  const classWeight = perClass.map((n) => (n === 0 ? 0 : data.length / (width * n)));
  const random = seeded(options.seed);
  const order = data.map((_, index) => index);
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    shuffle(random, order);
    for (const index of order) {
      const { buckets, label } = data[index];
      const rate = options.learningRate / (1 + step / data.length);
      step += 1;
      const probabilities = softmax(scoreBuckets(weights, 1, bias, buckets, buckets.length));
      const scale = buckets.length > 0 ? 1 / Math.sqrt(buckets.length) : 0;
      for (let c = 0; c < width; c += 1) {
        const gradient = (probabilities[c] - (c === label ? 1 : 0)) * classWeight[label] * rate;
        bias[c] -= gradient * 0.1;
        const g = gradient * scale;
        for (const bucket of buckets) weights[bucket * width + c] -= g;
      }
    }
    const keep = 1 - options.decay;
    for (let i = 0; i < weights.length; i += 1) weights[i] *= keep;
  }
  return { weights, bias };
}

/** Keeps the `keep` buckets with the largest weight (any class) and quantises them to int8. */
function compress(model: { weights: Float32Array; bias: Float64Array }, keep: number): WeightFile {
  const width = CLASSES.length;
  const strength = new Float32Array(BUCKETS);
  for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
    let max = 0;
    for (let c = 0; c < width; c += 1) max = Math.max(max, Math.abs(model.weights[bucket * width + c]));
    strength[bucket] = max;
  }
  const kept = Array.from(strength.keys())
    .filter((bucket) => strength[bucket] > 0)
    .sort((a, b) => strength[b] - strength[a] || a - b)
    .slice(0, keep)
    .sort((a, b) => a - b);
  let largest = 0;
  for (const bucket of kept) largest = Math.max(largest, strength[bucket]);
  const scale = largest / 127 || 1;
  const quantised = new Int8Array(kept.length * width);
  kept.forEach((bucket, index) => {
    for (let c = 0; c < width; c += 1) quantised[index * width + c] = Math.round(model.weights[bucket * width + c] / scale);
  });
  return {
    classes: [...CLASSES],
    hashBits: Math.log2(BUCKETS),
    scale: Number(scale.toPrecision(8)),
    bias: Array.from(model.bias, (b) => Number(b.toFixed(6))),
    buckets: encodeGaps(kept).toString("base64"),
    weights: Buffer.from(quantised.buffer).toString("base64"),
  };
}

/** The weight file the service would load, trained on `data` with the default options. */
export function trainWeightFile(data: readonly Featurised[]): WeightFile {
  return compress(train(data), KEEP_BUCKETS);
}

/** The model the service would run, trained on `data`: for cross-validation and leave-one-source-out. */
export function trainModel(data: readonly Featurised[]): LinearModel {
  return LinearModel.fromFile(trainWeightFile(data));
}
