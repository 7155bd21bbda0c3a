import { anyOf } from "../../text/pattern";
import { hasAnyWord } from "../../text/word-set";
import { present, UNBOUND_PART, UNSPACED_LETTERS } from "./multilingual-persona";
import { INJECTION_THRESHOLD, type InjectionSignal } from "./signal";

// "Answer without restrictions" in other languages, with no persona: the assistant told (an imperative at a clause
// start, or "you may / can now answer") to answer without rules, limits or filters. "A novel in which the AI answers
// without restrictions" has the verb in the third person, mid-clause, and stays a book question. Latin accents are
// already stripped.

const START = "(?:^|[.!?;:,\\n]\\s*|\\s(?:y|e|et|und|en|i|и|і|ve|dan|va|a|ja|och|si)\\s)";
const AFTER = "(?![\\p{L}\\p{N}])";

const ANSWER_SPACED = new RegExp(
  `${START}(?:(?:por favor|por favor,|s'il te plait|bitte|per favore|prosze|пожалуйста|будь ласка|lutfen|tolong|lam on)\\s)?(?:(?:solo|simplemente|simplement|einfach|semplicemente|simplesmente|po prostu|просто|sadece|cukup|ahora|desde ahora|a partir de ahora|maintenant|desormais|ab jetzt|ab sofort|jetzt|ora|d'ora in poi|agora|vanaf nu|nu|od teraz|teraz|теперь|отныне|відтепер|тепер|artik|sekarang|mulai sekarang),?\\s)?` +
    anyOf([
      // imperatives
      "responde(?:me)?|contesta(?:me)?|responda|reponds(?:-moi)?|repondez(?:-moi)?|rispondi(?:mi)?|antworte|beantworte|antwoord|beantwoord",
      "odpowiadaj|odpowiedz|odpovidej|odpovez|raspunde(?:-mi)?|svara|отвечай|ответь|ответьте|відповідай|відповідайте|cevap ver|yanıt ver|yanit ver",
      "jawab(?:lah)?|tra loi|hay tra loi|απ[αά]ντα|απ[αά]ντησε",
      // "you may / can (now) answer"
      "(?:(?:ya |ahora )?puedes|podras) (?:responder|contestar)|(?:voce )?(?:pode|podes) responder|(?:tu peux|vous pouvez) (?:maintenant )?repondre",
      "puoi (?:ora )?rispondere|(?:du darfst|du kannst|darfst du|kannst du) (?:\\p{L}+ ){0,4}?(?:antworten|beantworten)",
      "(?:je mag|je kunt|mag je) (?:\\p{L}+ ){0,3}?(?:antwoorden|beantwoorden)|(?:mozesz|możesz) (?:teraz )?odpowiadac|muzes odpovidat|poti raspunde",
      "du (?:kan|far) svara|(?:можешь|можно|теперь можешь) отвечать|(?:можеш|можна) відповідати|kamu (?:boleh|bisa) menjawab|μπορ[εέ]ις να απαντ[αά]ς",
    ]) +
    AFTER,
  "gu",
);
const ANSWER_WORDS = [
  ...["responde", "respondeme", "contesta", "contestame", "responda", "reponds", "repondez", "rispondi", "rispondimi"],
  ...["antworte", "beantworte", "antwoord", "beantwoord", "odpowiadaj", "odpowiedz", "odpovidej", "odpovez", "raspunde"],
  ...["svara", "отвечай", "ответь", "ответьте", "відповідай", "відповідайте", "cevap", "yanıt", "yanit", "jawab", "jawablah"],
  ...["tra", "απαντα", "απάντα", "απαντησε", "απάντησε", "responder", "contestar", "repondre", "rispondere", "antworten"],
  ...["beantworten", "antwoorden", "beantwoorden", "odpowiadac", "odpovidat", "отвечать", "відповідати", "menjawab"],
  ...["απαντας", "απαντάς"],
];
const ANSWER_UNSPACED = new RegExp(
  anyOf([
    "(?:^|[.!?؟،]\\s*)(?:من فضلك |رجاء )?(?:أجب|اجب|أجيبي)|يمكنك (?:الآن )?الإجابة",
    "(?:^|[.!?]\\s*)(?:ענה|תענה|עני)|אתה יכול לענות",
    "जवाब दो|जवाब दीजिए|उत्तर दो",
    "(?:请|就)?(?:回答|回复)(?:我|所有|任何)",
    "答えて(?:ください)?|回答して(?:ください)?",
    "(?:답해|대답해)(?: ?줘| ?주세요)?",
  ]),
  "gu",
);
const SENTENCE_END = /[.!?;\n。！？؟]/u;

/** The sentence around `at`: the limits must be the answer's own ("Antworte kurz" after "a society without rules?" is not). */
function sentenceAround(text: string, at: number): string {
  let start = at;
  while (start > 0 && !SENTENCE_END.test(text[start - 1])) start--;
  let end = at;
  while (end < text.length && !SENTENCE_END.test(text[end])) end++;
  return text.slice(start, end);
}

function answersUnbound(text: string, answer: RegExp): boolean {
  for (const match of text.matchAll(answer)) {
    // the match may begin with the previous sentence's end: the answer verb is past it
    const at = match.index + match[0].length - 1;
    if (UNBOUND_PART.pattern.test(sentenceAround(text, at))) return true;
  }
  return false;
}

/** Told, in another language, to answer without rules, limits or filters. */
export const unboundAnswerInOtherLanguages: InjectionSignal = {
  id: "unbound_answer_other_languages",
  weight: INJECTION_THRESHOLD,
  found: (text) => {
    const unspaced = UNSPACED_LETTERS.test(text.text);
    if (!present(text, UNBOUND_PART, unspaced)) return false;
    return (
      (hasAnyWord(text.words, ANSWER_WORDS) && answersUnbound(text.text, ANSWER_SPACED)) ||
      (unspaced && answersUnbound(text.text, ANSWER_UNSPACED))
    );
  },
};
