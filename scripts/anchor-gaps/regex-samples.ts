import { RegExpParser, type AST } from "@eslint-community/regexpp";
import { pick, seeded, type Random } from "../lib/random";

/**
 * Random strings built from a pattern's own syntax tree, kept only when the pattern really matches them: every
 * branch of a long alternation gets exercised, including the ones no prompt of ours happens to use. Assertions and
 * look-arounds are not generated (they produce nothing), so some candidates fail; those are dropped, never checked.
 */
export function sampleMatches(pattern: RegExp, tries: number, seed: number): string[] {
  const unicode = pattern.flags.includes("u") || pattern.flags.includes("v");
  const ast = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern.source, 0, pattern.source.length, {
    unicode,
    unicodeSets: pattern.flags.includes("v"),
  });
  const random = seeded(seed);
  const tester = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ""));
  const matches = new Set<string>();
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const text = ofAlternatives(ast.alternatives, random, unicode);
    if (tester.test(text)) matches.add(text);
  }
  return [...matches];
}

function ofAlternatives(alternatives: readonly AST.Alternative[], random: Random, unicode: boolean): string {
  return pick(random, alternatives)
    .elements.map((element) => ofElement(element, random, unicode))
    .join("");
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** Characters tried for a negated class or a wide set: the kinds prompts are made of. */
const POOL = [" ", "a", "e", "o", "s", "t", "1", ".", ",", "'", "-", "é"];

function ofElement(element: AST.Element, random: Random, unicode: boolean): string {
  switch (element.type) {
    case "Character":
      return String.fromCodePoint(element.value);
    case "Group":
    case "CapturingGroup":
      return ofAlternatives(element.alternatives, random, unicode);
    case "Quantifier": {
      const most = Math.min(element.max, element.min + 2);
      const count = element.min + Math.floor(random() * (most - element.min + 1));
      return Array.from({ length: count }, () => ofElement(element.element as AST.Element, random, unicode)).join("");
    }
    case "CharacterSet":
      return ofSet(element.raw, random, unicode);
    case "CharacterClass":
      return ofClass(element, random, unicode);
    default:
      // Assertions, look-arounds and back-references produce nothing.
      return "";
  }
}

/** `.`, `\w`, `\d`, `\s`, `\p{L}` and the like: a character of the pool (or a letter) that the set admits. */
function ofSet(raw: string, random: Random, unicode: boolean): string {
  const set = new RegExp(`^${raw}$`, unicode ? "u" : "");
  const fitting = [...POOL, ...LETTERS].filter((character) => set.test(character));
  return fitting.length > 0 ? pick(random, fitting) : "";
}

function ofClass(characterClass: AST.CharacterClass, random: Random, unicode: boolean): string {
  if (characterClass.negate || characterClass.unicodeSets) return ofSet(characterClass.raw, random, unicode);
  const element = pick(random, characterClass.elements);
  if (element.type === "Character") return String.fromCodePoint(element.value);
  if (element.type === "CharacterClassRange") {
    const span = Math.min(element.max.value - element.min.value, 60);
    return String.fromCodePoint(element.min.value + Math.floor(random() * (span + 1)));
  }
  return ofSet(element.raw, random, unicode);
}
