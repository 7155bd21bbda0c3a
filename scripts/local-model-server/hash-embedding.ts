/**
 * Deterministic "embedding" for the offline model server: signed feature hashing of lower-cased content words and
 * word bigrams, L2-normalised. Not semantic, but texts sharing words (titles, authors, genres) land close together,
 * which is enough for the demo and for retrieval tests to be meaningful.
 *
 * Function words, single letters and the words every book text or question shares ("by", "genres", "published",
 * "book", "recommend"...) are left out: they carry no meaning here, and with them the shortest book texts (whose few
 * words weigh most after normalisation) came back in the top five of most unrelated questions — hubs. A text made
 * only of such words keeps them, so it still has a direction.
 */
export const DEFAULT_EMBEDDING_DIMENSIONS = 256;

const SHARED_WORDS = new Set(
  (
    "a an and are as at be but by can could did do does for from had has have he her him his how i if in into is it its " +
    "me my no not of on or our she so than that the their them then there these they this those to us was we were what " +
    "when where which who whom why will with would you your am any all about like want give tell show find looking need " +
    "some something anything else more most very just also really good great best new one other same such get got " +
    "book books novel novels read reading reads story stories recommend recommendation recommendations suggest " +
    "please written wrote write author authors genre genres published publish publication set around"
  ).split(" "),
);

const HASHES_PER_FEATURE = 4;

export function hashEmbedding(text: string, dimensions = DEFAULT_EMBEDDING_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const all =
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const content = all.filter((word) => word.length > 1 && !SHARED_WORDS.has(word));
  const words = content.length > 0 ? content : all;
  const features = [...words, ...words.slice(1).map((word, i) => `${words[i]} ${word}`)];
  for (const feature of features) {
    let hash = fnv1a(feature);
    for (let copy = 0; copy < HASHES_PER_FEATURE; copy++) {
      vector[(hash >>> 1) % dimensions] += hash & 1 ? 1 : -1;
      hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) >>> 0;
    }
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
