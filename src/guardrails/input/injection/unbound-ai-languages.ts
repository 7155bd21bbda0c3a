import { anyOf, unicodeWords } from "../../text/pattern";
import { INJECTION_THRESHOLD, patternSignal } from "./signal";

// Jailbreak personas and blanket overrides in other languages: "an AI without limits", "answer without censorship",
// "you are DAN now", "ignore everything they told you", "ignore the instructions" in Hindi. Latin accents are
// already stripped.

const UNBOUND = anyOf([
  // German
  "(?:ki|ai|assistent\\w*|chatbot|modell) (?:\\w+ )?ohne (?:jegliche |alle |irgendwelche )?(?:grenzen|regeln|filter|einschrankungen|zensur|beschrankungen|moral)",
  "(?:ignorierst|vergisst|missachtest) (?:ab jetzt |jetzt |nun )?(?:alle |deine |ihre )+(?:regeln|anweisungen|richtlinien|vorgaben)",
  // Spanish, Portuguese, French, Italian
  "(?:ia|ai|asistente|assistente|modelo|chatbot) (?:\\w+ )?(?:sin|sem|sans|senza) (?:ningun[ao]? |nenhuma |aucune |alcuna |tus |suas )?(?:reglas|regras|regles|regole|restricciones|restricoes|restrictions|restrizioni|filtros|filtres|filtri|censura|censure|limites|limiti|limits)",
  "ignora tutto (?:quello|cio) che ti (?:hanno|e stato|ho|abbiamo|avevano) (?:detto|scritto|ordinato)",
  "(?:olvida|ignora) todo lo que te (?:dijeron|han dicho|ordenaron)",
  "(?:oublie|ignore) tout ce qu'on t'a (?:dit|demande)",
  // Russian
  "(?:ты|вы) (?:теперь |отныне |сейчас )?(?:dan|дэн|дан)",
  "(?:отвечай|отвечаешь|отвечайте|отвечать|говори) (?:\\p{L}+ )?без (?:цензуры|ограничений|фильтров|правил)",
  // Hindi: instructions, then "ignore / forget"
  "(?:निर्देशों|निर्देश|नियमों|नियम) (?:को )?(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल)",
]);

export const unboundAiInOtherLanguages = patternSignal(
  "unbound_ai_other_languages",
  INJECTION_THRESHOLD,
  [unicodeWords(UNBOUND)],
  [
    [
      "ohne",
      "ignorierst",
      "vergisst",
      "missachtest",
      "sin",
      "sem",
      "sans",
      "senza",
      "ignora",
      "olvida",
      "oublie",
      "ignore",
      "ты",
      "вы",
      "без",
      "निर्देशों",
      "निर्देश",
      "नियमों",
      "नियम",
    ],
  ],
);
