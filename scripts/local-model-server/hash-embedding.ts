/**
 * Deterministic "embedding" for the offline model server: feature hashing of lower-cased words and word bigrams,
 * L2-normalised. Not semantic, but texts sharing words (titles, authors, genres) land close together, which is
 * enough for the demo and for retrieval tests to be meaningful.
 */
export const DEFAULT_EMBEDDING_DIMENSIONS = 256;

export function hashEmbedding(text: string, dimensions = DEFAULT_EMBEDDING_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const words =
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z0-9]+/g) ?? [];
  const features = [...words, ...words.slice(1).map((word, i) => `${words[i]} ${word}`)];
  for (const feature of features) {
    const hash = fnv1a(feature);
    const sign = hash & 1 ? 1 : -1;
    vector[(hash >>> 1) % dimensions] += sign;
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((v) => v / norm);
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
