import { MAIL_PROVIDER } from "./mail-providers";
import type { PiiSpan } from "./span";

// "at" and "dot" spelled out, bare or in brackets, in any case: "jane dot doe at mail dot com", "bob [AT] x (dot) org",
// "bob [at] x [.] org";
// a spelled "at" may come with a written domain: "jane_doe at gmail.com". Other languages spell them too: "arroba" /
// "punto", "chez" / "point", "Punkt", "chiocciola", "ponto", "собака" / "точка", "małpa" / "kropka", "nokta", "titik".
const OTHER_AT_WORD = "(?:arroba|arr?obase|chez|chiocciola|klammeraffe|собака|ma[lł]pa)";
const OTHER_DOT_WORD = "(?:punto|point|punkt|ponto|точка|kropka|nokta|titik)";
const AT_WORD = `(?:at[- ](?:sign|symbol)|at|${OTHER_AT_WORD})`;
const DOT_WORD = `(?:d[o0]t|period|${OTHER_DOT_WORD})`;
// Also marked by dashes, stars, bars or quotes ("jane-at-example-dot-com", "jane 'at' example 'dot' com"), bracketed
// in any language ("jana(at)beispiel(punkt)de") and an "@" beside spelled dots ("jane @ example dot com").
const WRAPPER = "[-*~|'\"‘’“”]";
const AT = `(?: ?[[({<] ?(?:at|@|${OTHER_AT_WORD}) ?[\\])}>] ?| ${AT_WORD} | ?${WRAPPER}at${WRAPPER} ?| ?@ ?)`;
const DOT = `(?: ?[[({<] ?(?:dot|\\.|${OTHER_DOT_WORD}) ?[\\])}>] ?| ${DOT_WORD} | ?${WRAPPER}dot${WRAPPER} ?|\\.)`;
const LABEL = "[a-z0-9-]{1,63}";
const SPELLED_EMAIL = new RegExp(
  `(?<![\\w.+-])[\\w.+-]{1,64}(?:${DOT}[\\w+-]{1,64}){0,3}${AT}${LABEL}(?:${DOT}${LABEL}){1,4}(?![\\w-])`,
  "gi",
);
// A mailbox-shaped name at a mail provider, the ending left out: "emily.w at gmail", "j_doe99 at yahoo".
const PROVIDER_EMAIL = new RegExp(`(?<![\\w.+-])[\\w+-]*[._\\d][\\w.+-]*${AT}${MAIL_PROVIDER}(?![\\w.-])`, "gi");
// A match that ends at a provider, or at a provider and its ending ("anna-berg at hotmail period com"), is an address
// whatever else it holds.
const PROVIDER_AT_END = new RegExp(`${AT}${MAIL_PROVIDER}(?:$|${DOT}${LABEL}$)`, "iu");
// Underscores for separators: "j_smith_at_outlook_dot_com".
const UNDERSCORE_EMAIL = /(?<![\w.+-])[a-z0-9.+-]+(?:_[a-z0-9.+-]+)*_at_[a-z0-9-]{1,63}(?:_dot_[a-z0-9-]{1,63}){1,4}(?![\w-])/gi;
const COMMON_TLD = "(?:com|org|net|edu|gov|io|co|uk|de|fr|es|it|nl|ca|au|info|me|us|in|ie|ch|be|at|se|no|dk|fi|pl|pt|br|jp|ru|eu)";
const COMMON_SPELLED_TLD = new RegExp(`(?:${DOT}|_dot_) ?${COMMON_TLD}$`, "i");
const BRACKETED_AT = new RegExp(`[[({<] ?(?:at|@|${OTHER_AT_WORD}) ?[\\])}>]`, "i");
// An "at" no prose writes: wrapped in dashes or stars, "at-sign", or the sign itself. The ending must still be common.
const MARKED_AT = new RegExp(`${WRAPPER}at${WRAPPER}|\\bat[- ](?:sign|symbol)\\b|@`, "i");
const PERIOD = / period /i;
const WRITTEN_DOMAIN = / at [a-z0-9-]+\./i;
// A name in a mailbox: dots, underscores, plus tags or digits ("j.doe at x.org"), or the "AT" of someone hiding it.
const MAILBOX_NAME = /^[\w+-]*[._+\d][\w.+-]*(?: |$)/;
const LOUD_AT = / AT /;
const NUMBER_BEFORE_AT = /^[\d.,]+ at /i;
// "write to", "e-mail me", "contact", "send it to": what comes next is an address, even when it is plain ("jane at example.com").
const MAILBOX_CONTEXT = /\b(?:e-?mail|mail|write|contact|reach|message|ping|inbox|address|send|forward|cc)\b[^.!?\n]{0,30}$/i;
// Words that end a phrase before a bare " at " ("found it at goodreads dot com", "meet me at ..."): never a mailbox.
const NOT_A_MAILBOX = new Set(
  (
    "it me us him her them this that one read found look buy bought get got available listed sold here there online copy " +
    "copies book books price rated review reviews ebook edition those these ones others recommendations lists"
  ).split(" "),
);
const LOCAL_PART = /^[\w.+-]+/;

/** A bare " at " after an everyday word is prose; a bracketed [at] is an address whatever precedes it. */
function isProseAt(match: string): boolean {
  return !BRACKETED_AT.test(match) && NOT_A_MAILBOX.has((LOCAL_PART.exec(match)?.[0] ?? "").toLowerCase());
}

/**
 * " at " alone is ordinary English; a known domain ending or a bracketed "at" makes it an address. With the domain
 * written as one ("at example.com") it is prose as often ("she works at example.com"), so a mailbox-shaped name, a
 * loud "AT" or words asking for an address must come with it.
 */
function isSpelledAddress(match: string, before: string): boolean {
  if (PROVIDER_AT_END.test(match)) return true;
  if (MARKED_AT.test(match) && COMMON_SPELLED_TLD.test(match)) return true;
  if (!(COMMON_SPELLED_TLD.test(match) || BRACKETED_AT.test(match)) || isProseAt(match)) return false;
  // "period" is an everyday word ("books at school period in …"): it spells a dot only where an address is asked for.
  if (PERIOD.test(match) && !BRACKETED_AT.test(match) && !MAILBOX_CONTEXT.test(before)) return false;
  if (BRACKETED_AT.test(match) || !WRITTEN_DOMAIN.test(match)) return true;
  // "at 4.99 at bn.com": a price or a number before the "at" is no mailbox.
  if (NUMBER_BEFORE_AT.test(match)) return false;
  return MAILBOX_NAME.test(match) || LOUD_AT.test(match) || MAILBOX_CONTEXT.test(before);
}

// A rejected match ("me at anna dot kowalski" in "reach me at anna dot kowalski at gmail dot com") is tried again one
// word later, at most this many times per text, so that a long run of "x at y dot z" stays linear.
const MAX_RETRIES = 64;

function spelledEmailsOf(text: string, source: RegExp): PiiSpan[] {
  const spans: PiiSpan[] = [];
  const pattern = new RegExp(source.source, source.flags);
  let retries = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (isSpelledAddress(match[0], text.slice(Math.max(0, match.index - 40), match.index))) {
      spans.push({ start: match.index, end: match.index + match[0].length });
    } else if (retries < MAX_RETRIES) {
      retries += 1;
      const nextWord = text.indexOf(" ", match.index + 1);
      if (nextWord < 0) break;
      pattern.lastIndex = nextWord + 1;
    }
  }
  return spans;
}

// Cheap tests first (no look-behind, so they scan fast): an English "dot" or "at x.", then any other language's word
// (one pass over most prompts), and only then whether it comes with the "at" it needs.
const ENGLISH_SPELLING = /d[o0]t|period|\bat \S+\.|[[({<] ?(?:at|@|\.) ?[\])}>]|[-*~|'"‘’“”]at[-*~|'"‘’“”]/i;
const PROVIDER_AFTER_AT = `\\bat ${MAIL_PROVIDER}\\b`;
const OTHER_WORDS = new RegExp(`${OTHER_AT_WORD}|${OTHER_DOT_WORD}|${PROVIDER_AFTER_AT}`, "i");
const OTHER_AT = new RegExp(`${OTHER_AT_WORD}|${PROVIDER_AFTER_AT}`, "i");
const AT_ALONE = /\bat\b/i;

function mayHoldSpelledEmail(text: string): boolean {
  if (ENGLISH_SPELLING.test(text)) return true;
  return OTHER_WORDS.test(text) && (OTHER_AT.test(text) || AT_ALONE.test(text));
}

/** "name [at] domain [dot] com", "name at domain dot com", "j.doe at domain.com", "name_at_domain_dot_com", "j.doe at gmail". */
export function findSpelledEmails(text: string): PiiSpan[] {
  const handles = providerHandles(text);
  if (!mayHoldSpelledEmail(text)) return handles;
  return [
    ...[SPELLED_EMAIL, UNDERSCORE_EMAIL, PROVIDER_EMAIL].flatMap((pattern) => spelledEmailsOf(text, pattern)),
    ...plainProviderEmails(text),
    ...handles,
  ];
}

// Providers that are only mail services (not employers or words): "anna at gmail" is an address whatever the name.
const MAIL_ONLY_PROVIDER = "(?:gmail|googlemail|hotmail|icloud|protonmail|gmx|yandex|ymail)";
const PLAIN_PROVIDER_EMAIL = new RegExp(`(?<![\\w.+-])[a-z][\\w+-]{1,63}${AT}${MAIL_ONLY_PROVIDER}(?![\\w.-])`, "gi");

/**
 * "write to anna at gmail": a plain name at a mail-only provider, where the words before ask for an address ("I work
 * at gmail" and "we met at hotmail" do not).
 */
function plainProviderEmails(text: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  for (const match of text.matchAll(PLAIN_PROVIDER_EMAIL)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    if (!isProseAt(match[0]) && MAILBOX_CONTEXT.test(before)) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

// "my gmail is janedoe1987": the handle alone, named as one at a provider. It has a digit or a separator in it, so
// "my gmail is down" stays.
const PROVIDER_HANDLE = new RegExp(
  `\\bmy ${MAIL_PROVIDER}(?: (?:address|account|id|username|handle|name))?(?: is:?|:) ([a-z][\\w+-]*[\\d._+-][\\w.+-]*)(?![\\w@])`,
  "gi",
);

function providerHandles(text: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  for (const match of text.matchAll(PROVIDER_HANDLE)) {
    const start = match.index + match[0].length - match[1].length;
    spans.push({ start, end: start + match[1].length });
  }
  return spans;
}
