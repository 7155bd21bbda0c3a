import type { NormalisedText } from "../../normalize";
import type { InjectionSignal } from "./signal";

// Optimised adversarial suffixes (GCG and similar) are strings of code-like shards: `](#collapse`, `");)}`,
// `<?hide](textit`. Prose rarely puts such symbols inside a word; a parenthesised year "(1965)" is not a shard.
const CODE_SYMBOL = /[{}[\]<>\\|$^~=#@*`_]/g;
const ANY_CODE_SYMBOL = /[{}[\]<>\\|$^~=#@*`_]/;
// Only tokens that hold a code symbol, or camel-case shards, are worth a closer look.
// Each alternative can only start at the beginning of a token, which keeps the scan linear.
const CANDIDATE_TOKEN = /(?<!\S)[^\s{}[\]<>\\|$^~=#@*`_]*[{}[\]<>\\|$^~=#@*`_]\S*|(?<!\S)[a-z]{2,}[A-Z][a-z]+[A-Z]\S*/g;
const BRACKET_OR_QUOTE = /[()"']/;
const CAMEL_SHARD = /^[a-z]{2,}[A-Z][a-z]+[A-Z]/;
const CAMEL_ANYWHERE = /[a-z]{2}[A-Z][a-z]+[A-Z]/;
const SHARDS_FOR_SUFFIX = 2;

function isShard(token: string): boolean {
  const symbols = token.match(CODE_SYMBOL)?.length ?? 0;
  return symbols >= 2 || (symbols === 1 && BRACKET_OR_QUOTE.test(token)) || CAMEL_SHARD.test(token);
}

function hasAdversarialSuffix(original: string): boolean {
  if (!ANY_CODE_SYMBOL.test(original) && !CAMEL_ANYWHERE.test(original)) return false;
  let shards = 0;
  for (const [token] of original.matchAll(CANDIDATE_TOKEN)) {
    if (token.length > 1 && isShard(token)) shards += 1;
    if (shards >= SHARDS_FOR_SUFFIX) return true;
  }
  return false;
}

export const adversarialSuffix: InjectionSignal = {
  id: "adversarial_suffix",
  weight: 2,
  found: (text: NormalisedText) => hasAdversarialSuffix(text.original),
};
