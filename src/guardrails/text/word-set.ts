/**
 * "Does the prompt use any of these words?" is asked of several hundred fixed word lists per prompt. Rather than
 * walking each list, every list gets a number the first time it is asked about, one index maps each word to the
 * lists holding it, and a prompt's word set is looked up in that index once: then each question is one array read.
 */
const listIds = new WeakMap<readonly string[], number>();
const listsByWord = new Map<string, number[]>();
let listCount = 0;
/** Beyond this many lists the callers are building lists per call (a bug): answer directly, index nothing more. */
const MAX_LISTS = 20_000;

/**
 * The last word set indexed: one prompt's rules ask about one set in a row. Its size when indexed is kept because
 * sets only grow (normalisation adds each reading's words to the set), so a change in size means the index is stale.
 */
let indexed: { words: ReadonlySet<string>; size: number; lists: number; present: Uint8Array } | undefined;

function listId(candidates: readonly string[]): number | undefined {
  const known = listIds.get(candidates);
  if (known !== undefined || listCount >= MAX_LISTS) return known;
  const id = listCount++;
  listIds.set(candidates, id);
  for (const word of new Set(candidates)) {
    const lists = listsByWord.get(word);
    if (lists) lists.push(id);
    else listsByWord.set(word, [id]);
  }
  return id;
}

function listsPresent(words: ReadonlySet<string>): Uint8Array {
  if (indexed?.words === words && indexed.size === words.size && indexed.lists === listCount) return indexed.present;
  const present = new Uint8Array(listCount);
  for (const word of words) {
    const lists = listsByWord.get(word);
    if (lists) for (const id of lists) present[id] = 1;
  }
  indexed = { words, size: words.size, lists: listCount, present };
  return present;
}

/** Whether any of the candidate words occurs in the set. `candidates` must be a fixed list, not built per call. */
export function hasAnyWord(words: ReadonlySet<string>, candidates: readonly string[]): boolean {
  const id = listId(candidates);
  if (id === undefined) return candidates.some((word) => words.has(word));
  return listsPresent(words)[id] === 1;
}

let joined: { words: ReadonlySet<string>; size: number; text: string } | undefined;

/** The set's words joined by spaces (kept for the last set asked about, like the index above). */
export function wordsText(words: ReadonlySet<string>): string {
  if (joined?.words !== words || joined.size !== words.size) joined = { words, size: words.size, text: [...words].join(" ") };
  return joined.text;
}
