import { anyOf, unicodeWords, words } from "../../text/pattern";
import { INJECTION_THRESHOLD, type InjectionSignal, patternSignal } from "./signal";

const REVEAL = anyOf([
  "reveal",
  "show",
  "print",
  "display",
  "output",
  "repeat",
  "recite",
  "tell",
  "give",
  "share",
  "leak",
  "dump",
  "write out",
  "write down",
  "copy",
  "paste",
  "spell out",
  "spell[- ]?check",
  "translate",
  "summari[sz]e",
  "list",
  "expose",
  "disclose",
  "echo",
  "return",
  "read back",
  "type out",
  "provide",
  "state",
  "quote",
  "paraphrase",
  "encode",
  "decode",
  "rot13",
  "base64",
  "convert",
  "reveals",
  "revealing",
  "shows",
  "prints",
]);
const SETUP_TEXT = anyOf([
  "system (?:prompt|message|instructions?)",
  "(?:initial|original|hidden|secret|internal|underlying|developer|pre-?) ?(?:prompt|instructions|message|directives)",
  "(?:previous|prior|above|preceding|earlier|first|initial) (?:instructions?|prompts?|text|messages?|directives|rules)",
  "instructions (?:above|you (?:were|have been) given|you received|you got)",
  "pre-?prompt",
  "meta-?prompt",
  "(?:guidelines|rules|instructions) (?:you (?:were|have been) given|you follow|that govern you|you operate under)",
  "(?:text|words|everything|content) (?:above|before) (?:this|the)(?: \\w+)?",
  "configuration",
  "context window",
  "(?:your|the|its) prompt",
  "initiali[sz]ation (?:string|prompt|message|instructions|text)",
  "(?:text|instructions|words|prompt|message) you were given(?: initially| at the start| first)?",
  "your (?:own )?(?:system prompt|instructions|programming|rules)",
  // a machine in a plot may reveal "its programming"; only its prompt is the assistant's own setup
  "its (?:system prompt|prompt|initial instructions|hidden instructions|secret instructions)",
]);

/** Asks to reveal, repeat or transform the assistant's own instructions. */
export const promptExtraction = patternSignal(
  "prompt_extraction",
  INJECTION_THRESHOLD,
  [
    words(
      `${REVEAL}(?: (?:me|us|back|out|verbatim|exactly|word for word|again))?(?: (?:all|the|your|any|of|entire|full|whole|complete|exact|first|last|everything|in|from|inside|within|own|\\d+)){0,4} ${SETUP_TEXT}`,
    ),
    words(
      "(?:your|the assistant'?s|the ai'?s|the model'?s) (?:system|initial|original|hidden|secret|developer|internal|underlying|pre-?)[ -]?(?:prompts?|instructions|messages?|configuration|config|rules|directives|settings)|systemprompt|system_prompt",
    ),
    words(
      `what(?: is|'s| are| was| were) (?:your|the) (?:exact |full |original |initial |hidden |secret )?(?:system prompt|system message|initial instructions|original instructions|instructions|rules|guidelines|directives|prompt)(?: (?:you were given|that you follow|you follow))?(?= ?[?.!]|$)`,
    ),
    words(`(?:repeat|recite|print|output|echo)(?: \\w+){0,3} (?:above|before this|verbatim|word for word)`),
    words(`(?:starting|beginning|begin|start) with (?:the words? )?["']?you are`),
    words(`(?:what|everything|anything) (?:was|is|were) (?:written|said|stated) (?:above|before)`),
    unicodeWords(
      anyOf([
        "(?:muestra|muestrame|revela|dime|repite|imprime) (?:tu|tus|el|las) (?:prompt|instrucciones) (?:del sistema|iniciales|originales)",
        "(?:montre|montrez|revele|revelez|repete|repetez|affiche|affichez) (?:moi |nous )?(?:ton|votre|tes|vos|le|les) (?:prompt|invite|instructions) (?:systeme|initiales|d'origine)",
        "(?:zeig|zeige|zeigen sie|verrate|wiederhole|gib) (?:mir |uns )?(?:deinen|deine|ihren|ihre|den|die) (?:system-?prompt|systemanweisungen|anfangsanweisungen|anweisungen)",
        "(?:покажи|выведи|повтори|раскрой|напиши) (?:свой|свои|твой|твои|системный|системные)(?: \\p{L}+)? (?:промпт|инструкции|подсказку)",
      ]),
    ),
  ],
  [
    [
      "system",
      "prompt",
      "prompts",
      "systemprompt",
      "instructions",
      "instruction",
      "message",
      "messages",
      "directives",
      "text",
      "words",
      "everything",
      "content",
      "configuration",
      "config",
      "context",
      "rules",
      "guidelines",
      "initialization",
      "initialisation",
      "preprompt",
      "metaprompt",
      "programming",
      "above",
      "before",
      "verbatim",
      "word",
      "are",
      "settings",
      "instrucciones",
      "invite",
      "anweisungen",
      "systemanweisungen",
      "anfangsanweisungen",
      "промпт",
      "инструкции",
      "подсказку",
    ],
  ],
);

/** "system prompt", "hidden instructions" mentioned at all: worth a little, a book about prompt engineering may say it. */
export const setupMention = patternSignal(
  "setup_mention",
  2,
  [
    words(
      "system prompts?|system messages?|(?:initial|hidden|secret|original) (?:prompt|instructions)|your (?:instructions|programming|guidelines|training|rules|directives)",
    ),
  ],
  [["system", "prompt", "prompts", "message", "messages", "instructions", "programming", "guidelines", "training", "rules", "directives"]],
);

// Also the instructions the assistant itself was given: "最初に与えられた指示" (the instructions first given), "给你的指令"
// (the instructions given to you), "너에게 주어진 지침"; the instructions given to a character need "you" or "first".
const CJK_EXTRACTION =
  /系统提示|系統提示|系统指令|系統指令|初始指令|システムプロンプト|初期指示|시스템 프롬프트|시스템 지시|(?:あなたが|あなたに|最初に|事前に|開発者(?:から|に))[^。？?]{0,6}?与えられた(?:指示|命令|プロンプト|ルール|設定)|(?:给你|給你|你收到|你得到|你被给予)的(?:所有)?(?:指令|指示|规则|規則|提示词|提示詞|设定|設定)|(?:너에게|당신에게|처음에?) (?:주어진|받은) (?:지시|지침|규칙|프롬프트)/;

/** Asking for the system prompt, or the instructions it was given, in Chinese, Japanese or Korean. */
export const cjkPromptExtraction: InjectionSignal = {
  id: "cjk_prompt_extraction",
  weight: INJECTION_THRESHOLD,
  found: (text) => CJK_EXTRACTION.test(text.text),
};
