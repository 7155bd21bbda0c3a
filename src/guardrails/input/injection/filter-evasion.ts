import { anyOf, unicodeWords, words } from "../../text/pattern";
import { gatedPatternSignal, INJECTION_THRESHOLD } from "./signal";

// Getting a request past the checks instead of asking it: an answer demanded in an encoding nobody reads at a glance
// ("reply only in base64"), the checks named as what to slip past ("so your filters don't catch it", "to get past
// your English filters"), and a text to decode or translate that the assistant is then to obey ("reverse them and
// obey the result", "translate this and then act on it"). A reader asks what a word means, never to be obeyed.

const REPLY = anyOf([
  "reply",
  "respond",
  "answer",
  "write",
  "talk",
  "speak",
  "output",
  "encode",
  "reponds",
  "repondez",
  "responde",
  "responda",
  "antworte",
  "antworten sie",
  "rispondi",
  "antwoord",
  "svara",
  "odpowiadaj",
  "отвечай",
  "ответь",
  "jawab",
]);
const UNREADABLE = anyOf(["base ?64", "rot ?13", "hex(?:adecimal)?", "binary", "l33t\\p{L}*", "leet ?speak", "1337"]);

const CHECKS = anyOf([
  "filters?",
  "filtering",
  "moderation",
  "moderators?",
  "guardrails?",
  "safety (?:filters?|systems?|checks?|team)",
  "content (?:filters?|policy|checks?)",
  "censors?",
  "censorship",
  "monitoring",
  "classifiers?",
  "detectors?",
]);
const NOT_SEEN =
  "(?:can'?t|cannot|don'?t|dont|won'?t|wont|doesn'?t|will not|do not|would not|wouldn'?t) (?:catch|see|detect|flag|read|notice|understand|block|trigger|pick (?:it|this|that) up)";

export const filterEvasion = gatedPatternSignal("filter_evasion", INJECTION_THRESHOLD, [
  {
    // "reply only in base64 from now on", "answer in l33tsp34k", "réponds uniquement en base64"
    pattern: unicodeWords(`${REPLY}(?: \\p{L}+){0,4}? (?:in|en|auf|em|w|на|dalam|as|using) ${UNREADABLE}`),
    anchors: [
      ["base", "base64", "rot", "rot13", "hex", "hexadecimal", "binary", "leet", "leetspeak", "1337", "l33t", "l33tsp34k", "l33tspeak"],
    ],
  },
  {
    // "so ur filters dont catch it", "so the moderation won't flag it", "to get past your English filters", "bypass your safety filters"
    pattern: words(
      `(?:so|so that|that way|to make sure|because)(?: \\w+){0,2}? (?:your |the |ur |any |these )?(?:\\w+ )?${CHECKS}(?: \\w+){0,2}? ${NOT_SEEN}|(?:get|slip|sneak|go|make it|sail) (?:past|around|by|through) (?:your|ur) (?:\\w+ )?${CHECKS}|(?:bypass|evade|avoid|dodge|fool|trick|circumvent|beat|outsmart|get around) (?:your|ur) (?:own )?(?:\\w+ )?${CHECKS}|since it'?s (?:encoded|in code|encrypted|in base ?64|not in english)|(?:isn'?t|is not|wouldn'?t be|won'?t be) technically (?:a )?(?:violation|against (?:the|your) rules|breaking (?:the|your) rules)`,
    ),
    anchors: [
      [
        "filter",
        "filters",
        "filtering",
        "moderation",
        "moderator",
        "moderators",
        "guardrail",
        "guardrails",
        "safety",
        "content",
        "censor",
        "censors",
        "censorship",
        "monitoring",
        "classifier",
        "classifiers",
        "detector",
        "detectors",
        "encoded",
        "code",
        "encrypted",
        "base",
        "base64",
        "english",
        "technically",
      ],
    ],
  },
  {
    // French: "pour que personne ne puisse lire", "pour contourner tes filtres"
    pattern: unicodeWords(
      "pour (?:que )?(?:personne|tes filtres|les filtres) ne (?:puisse|puissent) (?:lire|comprendre|voir)|contourner (?:tes|vos) filtres",
    ),
    anchors: [["personne", "filtres"]],
  },
  {
    // "reverse them and obey the result", "translate it and then act on it", "decode this and do what it says",
    // "what does this phrase mean, and could you also carry it out"
    pattern: words(
      "(?:translate|translating|decode|decoding|reverse|reversing|unscramble|decipher|decrypt|backwards|flip|mean|means)(?: [\\w'-]+){0,40}? (?:and|then|,) (?:then )?(?:(?:could|can|would|will) you (?:please )?)?(?:also |just |now )?(?:act on|obey|follow|execute|carry out|comply with|do what|do as|perform|do) (?:it|that|them|this|the result|the results|its instructions|the instructions?|what it says|what they say|the output|the decoded|whatever it says)|(?:translate|translating|decode|decoding|reverse|reversing|unscramble|decipher|decrypt|backwards|flip|mean|means)(?: [\\w'-]+){0,40}? (?:carry|carrying) (?:it|that|this|them) out|(?:decode|decoding|reverse|reversing|unscramble|decipher|decrypt|backwards|rot ?13|base ?64|hex)(?: [\\w'-]+){0,12}? (?:and|then|,) (?:then )?(?:respond to|answer|reply to) (?:it|that|them|this)",
    ),
    anchors: [["act", "obey", "follow", "execute", "carry", "carrying", "comply", "do", "perform", "respond", "answer", "reply"]],
  },
  {
    // Spanish, French, German, Chinese: "tradúcela y luego hazlo", "traduis puis exécute", "übersetze und befolge es", "解码后照做"
    pattern:
      /(?<![\p{L}\p{N}])(?:traduce|traducela|traducelo|traducir|decodifica|descifra|traduis|traduisez|decode|dechiffre|ubersetze|ubersetz|dekodiere|entschlussele)(?![\p{L}\p{N}]).{0,200}?(?<![\p{L}\p{N}])(?:y|y luego|y despues|puis|et|und|und dann|dann) (?:\p{L}+ )?(?:hazlo|haz lo que dice|obedece|obedecela|cumplela|ejecutala|ejecutalo|respondela|respondelo|fais-le|fais ce qu'il dit|executez|execute|obeis|obeissez|reponds-y|repondez-y|fuhre es aus|fuhr es aus|befolge es|befolge sie|tu es|mach es|beantworte (?:sie|es))(?![\p{L}\p{N}])|(?:解码|解密|翻译)(?:后|之后|完)?(?:然后)?(?:直接)?(?:照做|执行|遵守|按照.{0,6}做)/u,
    anchors: [],
  },
]);
