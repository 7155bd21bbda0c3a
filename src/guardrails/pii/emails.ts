import { MAIL_PROVIDER } from "./mail-providers";
import { findSpelledEmails } from "./spelled-emails";
import { type PiiSpan, withoutOverlaps } from "./span";

// "@" as typed, full-width or small. Local parts and labels may hold any letter ("josé@exemplo.pt").
const AT_SIGN = "[@\\uFF20\\uFE6B]";
const HAS_AT_SIGN = /[@\uFF20\uFE6B]/;
const LOCAL = "(?<![\\p{L}\\p{N}_.%+-])[\\p{L}\\p{N}_.%+-]{1,64}";
const LABEL = "[\\p{L}\\p{N}-]{1,63}";
const END = "(?![\\p{L}\\p{N}_-])";
// Local part and labels are bounded and the look-behind only lets a match start at the beginning of a run, so a
// long run without "@" is scanned once.
// The dot as typed or full-width ("jane＠example．com").
const EMAIL = new RegExp(`${LOCAL}${AT_SIGN}${LABEL}(?:[.\\uFF0E]${LABEL}){0,8}${END}`, "gu");
const ASCII_EMAIL = /(?<![\w.%+-])[\w.%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}(?![\w-])/g;
const NON_ASCII = /[^ -~\s]/;
const SPACED_AT_SIGN = /\s[@\uFF20\uFE6B]|[@\uFF20\uFE6B]\s/;
const TOP_LEVEL_DOMAIN = /[.\uFF0E]\p{L}{2,24}$/u;
// A file name ends so ("cover@2x.png"), no mail domain does.
const FILE_ENDING = /\.(?:png|jpe?g|gif|svg|webp|pdf|epub|mobi|azw3?|txt|docx?|html?|mp[34])$/i;
const isMailDomain = (match: string): boolean => TOP_LEVEL_DOMAIN.test(match) && !FILE_ENDING.test(match);
// A mail provider named without its ending: "jane.doe@gmail".
const PROVIDER_WITHOUT_ENDING = new RegExp(`${AT_SIGN}${MAIL_PROVIDER}$`, "iu");
// Spaced out ("jane @ example . com"), only a common ending that is no English word makes it an address ("me @ home . It").
const SPACED_EMAIL = new RegExp(
  `${LOCAL}(?: ${AT_SIGN} ?| ?${AT_SIGN} )${LABEL}(?: ?\\. ?${LABEL}){0,7} ?\\. ?(?:com|org|net|edu|gov|io|uk|fr|nl|ca|au|info|eu)${END}`,
  "giu",
);

// "follow @penguin.books and @HarperCollins.UK": a handle, the sign on its name and a linking word before it.
const HANDLE_AFTER_WORD =
  /^(?:and|or|follow|at|on|by|to|with|from|like|via|see|check|tag|dm|cc|also|is|are|was|me|us|\p{P})\s[@\uFF20\uFE6B]\S/iu;
const isHandleAfterWord = (match: string): boolean => HANDLE_AFTER_WORD.test(match);

// Spelled letter by letter: "r o b e r t . k i n g @ y a h o o . c o m".
const LETTER_SPACED_EMAIL = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}._+-] ){2,64}[@\uFF20\uFE6B](?: [\p{L}\p{N}.-]){3,255}(?![\p{L}\p{N}])/gu;
const isLetterSpacedAddress = (match: string): boolean => TOP_LEVEL_DOMAIN.test(match.replace(/ /g, ""));

function spansOf(text: string, pattern: RegExp, isAddress: (match: string) => boolean = () => true): PiiSpan[] {
  const spans: PiiSpan[] = [];
  for (const match of text.matchAll(pattern)) {
    if (isAddress(match[0])) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** Email addresses as written, and spelled out ("name [at] domain [dot] com", "name_at_domain_dot_com"). */
export function findEmails(text: string): PiiSpan[] {
  const spans = findSpelledEmails(text);
  if (HAS_AT_SIGN.test(text)) {
    // Most texts are plain ASCII: the ASCII pattern finds the same addresses there, several times faster.
    const written = NON_ASCII.test(text) ? EMAIL : ASCII_EMAIL;
    spans.push(...spansOf(text, written, (match) => isMailDomain(match) || PROVIDER_WITHOUT_ENDING.test(match)));
    if (SPACED_AT_SIGN.test(text)) {
      spans.push(...spansOf(text, SPACED_EMAIL, (match) => !isHandleAfterWord(match)));
      spans.push(...spansOf(text, LETTER_SPACED_EMAIL, isLetterSpacedAddress));
    }
  }
  return withoutOverlaps(spans);
}
