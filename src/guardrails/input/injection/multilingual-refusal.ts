import { anyOf, unicodeWords } from "../../text/pattern";
import { INJECTION_THRESHOLD, type InjectionSignal, patternSignal } from "./signal";

// "Never refuse", "don't say you can't", "without refusing" in the other languages readers write in (French, German
// and Spanish are in ./refusal-forbidden.ts beside the English). Each is an order to the assistant about its own
// refusals, which no question about a book gives. Accents are already stripped from Latin letters.

const SPACED_LANGUAGES = anyOf([
  // Italian
  "non (?:rifiutare|rifiutarti|ti rifiutare)",
  "(?:mai|senza) rifiutar(?:e|ti)",
  "non (?:dire|dirmi) mai (?:di no|che non puoi)",
  "non puoi rifiutar(?:e|ti)",
  // Portuguese
  "nao (?:recuse|se recuse|recuses|te recuses|negue|se negue)",
  "nunca (?:recuse|se recuse|recuses|negue)",
  "sem (?:recusas?|recusar|se recusar)",
  "nunca (?:diga|digas) (?:que )?(?:nao|nao pode|nao consegue)",
  "(?:voce|tu) nao pode recusar",
  // Spanish additions
  "nunca (?:digas|diga) que no(?: puedes| puede)?",
  "nunca (?:digas|diga) no puedo",
  "no puedes negarte",
  "sin (?:rechazos|negativas)",
  // French additions
  "ne (?:dis|dites) (?:jamais|pas) (?:que )?(?:tu ne peux pas|vous ne pouvez pas|non)",
  "(?:tu ne peux pas|interdit de) refuser",
  // German additions
  "sag (?:niemals|nie|nicht),? dass du (?:etwas |das )?nicht (?:kannst|darfst)",
  "du darfst (?:nicht|nichts) ablehnen",
  // Dutch
  "weiger (?:nooit|niet|niets)",
  "(?:niet|nooit) weigeren",
  "zonder te weigeren",
  "zeg nooit dat je (?:het |iets )?niet (?:kunt|mag)",
  // Swedish
  "vagra (?:aldrig|inte)",
  "utan att vagra",
  "sag aldrig att du inte kan",
  // Polish
  "(?:nigdy )?nie odmawiaj",
  "bez (?:odmowy|odmawiania|odmow)",
  "nie mow,? ze nie mozesz",
  // Russian and Ukrainian
  "(?:никогда )?не отказывай(?:ся)?(?! себе)",
  "не говори,? (?:что )?(?:ты )?не можешь",
  'не говори,? "?не могу',
  "ты не можешь отказаться",
  "(?:ніколи )?не відмовляй(?:ся)?(?! собі)",
  "не кажи,? (?:що )?(?:ти )?не можеш",
  // Turkish
  "asla reddetme",
  "reddetme,? (?:ve )?uyar[iı]",
  "asla hay[iı]r deme",
  "yapamam deme",
  // Indonesian
  "jangan (?:pernah )?menolak",
  "jangan bilang (?:kamu |anda )?(?:tidak|gak|nggak|ga) bisa",
  // Vietnamese
  "(?:đung|khong đuoc) (?:bao gio )?tu choi",
]);

// Scripts without spaces between words, and Arabic and Hindi: matched as they are written.
const UNSPACED = new RegExp(
  anyOf([
    "不(?:要|许|准|得)拒绝",
    "别拒绝",
    "不要说(?:你)?(?:不能|做不到|不行)",
    "断らないで",
    "断るな",
    "拒否(?:しないで|するな)",
    "(?:できません|無理)[」』]?(?:と|って)は?(?:絶対に)?言わないで",
    "거(?:절|부)하지 ?(?:마|말)",
    "못 ?한다고 (?:하지|말하지) ?(?:마|말)",
    "لا ترفض",
    "(?:دون|بدون|من غير) رفض",
    "(?:मना|इनकार|इंकार) (?:मत|ना) कर",
    "(?:मना|इनकार|इंकार) नहीं कर(?:ना|ोगे|ेंगे)",
  ]),
);

const SPACED = patternSignal(
  "refusal_forbidden_spaced_languages",
  INJECTION_THRESHOLD,
  [unicodeWords(SPACED_LANGUAGES)],
  [
    [
      "rifiutare",
      "rifiutarti",
      "dire",
      "dirmi",
      "recuse",
      "recuses",
      "recusa",
      "recusas",
      "recusar",
      "negue",
      "diga",
      "digas",
      "pode",
      "negarte",
      "rechazos",
      "negativas",
      "dis",
      "dites",
      "refuser",
      "sag",
      "ablehnen",
      "weiger",
      "weigeren",
      "zeg",
      "vagra",
      "odmawiaj",
      "odmowy",
      "odmawiania",
      "odmow",
      "mow",
      "отказывай",
      "отказывайся",
      "говори",
      "отказаться",
      "відмовляй",
      "відмовляйся",
      "кажи",
      "reddetme",
      "deme",
      "menolak",
      "bilang",
      "choi",
    ],
  ],
);

export const refusalForbiddenInOtherLanguages: InjectionSignal = {
  id: "refusal_forbidden_other_languages",
  weight: INJECTION_THRESHOLD,
  found: (text) => SPACED.found(text) || UNSPACED.test(text.text),
};
