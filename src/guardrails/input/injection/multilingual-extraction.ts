import { anyOf, unicodeWords } from "../../text/pattern";
import { INJECTION_THRESHOLD, type InjectionSignal } from "./signal";

// The assistant's system prompt named in other languages (Latin accents already stripped): a chatbot's term, enough on
// its own, as "系统提示" is for cjkPromptExtraction (./prompt-extraction.ts, which reads Chinese, Japanese and Korean).
// Hidden or secret instructions count only as the assistant's own ("tes instructions cachées"): a novel may well hide
// "instructions secrètes".
const BOUNDED = [
  // the system prompt, message or instructions
  "prompt (?:del|de|do|di) sistema|(?:prompt|invite) systeme|system-?prompt|systemanweisung\\p{L}*|systeemprompt|prompt systemowy|instrukcje systemowe|prompt sistem|instruksi sistem",
  "системн\\p{L}* (?:промпт\\p{L}*|инструкц\\p{L}*|сообщени\\p{L}*|підказк\\p{L}*|інструкц\\p{L}*)|sistem (?:komutu\\p{L}*|mesaj\\p{L}*|istemi\\p{L}*|talimat\\p{L}*)",
  "loi nhac he thong|huong dan he thong|सिस्टम प्रॉम्प्ट|موجه النظام|تعليمات النظام",
  // your hidden, secret or first instructions; the instructions you were given
  "tus (?:instrucciones|reglas) (?:ocultas|secretas|iniciales)|instrucciones que (?:te )?(?:dieron|han dado|recibiste)|(?:suas|tuas) (?:instrucoes|regras) (?:ocultas|secretas|iniciais)|instrucoes que (?:voce )?recebeu",
  "(?:tes|vos) (?:instructions|regles) (?:cachees|secretes|initiales)|instructions que tu as recues|(?:le )?tue (?:istruzioni|regole) (?:nascoste|segrete|iniziali)|istruzioni che hai ricevuto",
  "deine (?:versteckten|geheimen) (?:regeln|anweisungen)|je (?:verborgen|geheime) (?:instructies|regels)|instructies die je (?:hebt )?(?:gekregen|ontvangen)|dina dolda instruktioner|(?:twoje|swoje) ukryte instrukcje",
  "(?:твои|свои|ваши) (?:скрыт|секретн)\\p{L}* инструкц\\p{L}*|(?:твої|свої|ваші) (?:прихован|секретн)\\p{L}* інструкц\\p{L}*|gizli talimatlar(?:in|ini|iniz)|instruksi (?:tersembunyi|rahasia) (?:kamu|mu|anda)|chi dan bi mat cua ban|تعليماتك المخفية",
];
const NAMED = unicodeWords(anyOf(BOUNDED));
// Word openings every bounded pattern above needs: looked for in the prompt's word set, so that the Unicode-bounded
// pattern runs only on the rare prompt that has one.
const STEM =
  /^(?:prompt|sistem|syst|instru|istru|regl|regol|regra|regel|anweis|talimat|промпт|системн|инструкц|інструкц|підказк|сообщени|nhac|chi|huong|प्रॉम्प्ट|निर्देश|النظام|تعليمات)/;

function someWord(words: ReadonlySet<string>, pattern: RegExp): boolean {
  for (const word of words) if (pattern.test(word)) return true;
  return false;
}

/** The system prompt or hidden instructions named in another language. */
export const multilingualSetupNamed: InjectionSignal = {
  id: "multilingual_setup_named",
  weight: INJECTION_THRESHOLD,
  found: (text) => someWord(text.words, STEM) && NAMED.test(text.text),
};
