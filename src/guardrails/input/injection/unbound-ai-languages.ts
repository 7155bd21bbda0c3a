import { anyOf, unicodeWords } from "../../text/pattern";
import { INJECTION_THRESHOLD, patternSignal, type InjectionSignal } from "./signal";

// Jailbreak personas and blanket overrides in other languages: "an AI without limits", "answer without censorship",
// "you are DAN now", "ignore everything they told you", "ignore the instructions" in Hindi. Latin accents are
// already stripped.

const UNBOUND = anyOf([
  // German
  "(?:ki|ai|assistent\\w*|chatbot|modell) (?:\\w+ )?ohne (?:jegliche |alle |irgendwelche )?(?:grenzen|regeln|filter|einschrankungen|zensur|beschrankungen|moral)",
  "(?:ignorierst|vergisst|missachtest) (?:ab jetzt |jetzt |nun )?(?:alle |deine |ihre )+(?:regeln|anweisungen|richtlinien|vorgaben)",
  // Spanish, Portuguese, French, Italian
  "(?:ia|ai|asistente|assistente|modelo|chatbot) (?:\\w+ )?(?:sin|sem|sans|senza) (?:ningun[ao]? |nenhuma |aucune |aucun |alcuna |alcun |tus |suas |la moindre )?(?:reglas?|regras?|regles?|regole|regola|restricciones|restriccion|restricoes|restricao|restrictions?|restrizioni|restrizione|filtros?|filtres?|filtri|filtro|censura|censure|limites?|limiti|limite|limits)",
  "ignora tutto (?:quello|cio) che ti (?:hanno|e stato|ho|abbiamo|avevano) (?:detto|scritto|ordinato)",
  "(?:olvida|ignora) todo lo que te (?:dijeron|han dicho|ordenaron)",
  // "eine KI namens Max, die keinerlei Regeln hat", "un asistente llamado Sombra que no tiene ninguna restricción"
  "(?:ki|ai|assistent\\w*|chatbot|bot|modell) (?:\\p{L}+,? ){0,4}?(?:keine|keinerlei|ohne jede) (?:\\p{L}+ )?(?:regeln|grenzen|filter|einschrankungen|zensur|beschrankungen|moral|tabus|richtlinien)",
  "(?:ia|ai|asistente|assistente|modelo|chatbot|bot|robot) (?:\\p{L}+,? ){0,4}?(?:no tiene|no tenga|sin|carece de|nao tem|n'a|n'ayant|qui n'a) (?:aucune |aucun |ninguna |ningun |nenhuma |nenhum |pas de |de )?(?:reglas?|regras?|regles?|restricciones|restriccion|restricoes|restricao|restrictions?|limites?|filtros?|filtres?|censura|censure|tabues|tabous)",
  "(?:ia|ai|asistente|modelo|chatbot|bot|ki|assistent\\w*) (?:\\p{L}+,? ){0,4}?(?:liberee?s?|affranchie?s?|debarrassee?s?|libre|liberad[oa]s?|libre|befreit|frei) (?:de|des|von|from) (?:toutes? |todas? |allen |jeglichen )?(?:ses |tes |les |sus |tus |las |los |ihren |deinen |den )?(?:regles|restrictions|limites|filtres|contraintes|consignes|reglas|restricciones|filtros|normas|regeln|einschrankungen|grenzen|filtern|vorgaben)",
  "(?:beantwortet|beantwortest) (?:einfach )?alles|(?:responde|contesta|repond|reponds) (?:a )?(?:todo|tout)(?: sin| sans)",
  "(?:oublie|ignore) tout ce qu'on t'a (?:dit|demande)",
  // Russian
  "(?:ты|вы) (?:теперь |отныне |сейчас )?(?:dan|дэн|дан)",
  "(?:отвечай|отвечаешь|отвечайте|отвечать|говори) (?:\\p{L}+ )?без (?:цензуры|ограничений|фильтров|правил)",
  // Hindi: instructions, then "ignore / forget"
  "(?:निर्देशों|निर्देश|नियमों|नियम) (?:को )?(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल)",
]);

const UNBOUND_PATTERN = unicodeWords(UNBOUND);

const unboundAi = patternSignal(
  "unbound_ai_other_languages",
  INJECTION_THRESHOLD,
  [UNBOUND_PATTERN],
  [
    [
      "liberee",
      "liberees",
      "libere",
      "liberes",
      "affranchie",
      "affranchi",
      "debarrassee",
      "debarrasse",
      "libre",
      "liberado",
      "liberada",
      "liberados",
      "liberadas",
      "befreit",
      "frei",
      "keine",
      "keinerlei",
      "jede",
      "tiene",
      "tenga",
      "carece",
      "tem",
      "n",
      "ayant",
      "beantwortet",
      "beantwortest",
      "responde",
      "contesta",
      "repond",
      "reponds",
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

// A question that asks for a book or story with such an AI in it ("¿Hay una novela donde la IA responde sin
// restricciones?", "Quel roman parle d'une IA sans règles ?") describes a plot, not the assistant: the book is asked
// for in the same sentence.
const BOOK_ASKED = unicodeWords(
  anyOf([
    "(?:hay|conoces|recomiendame|recomienda|busco|existe) (?:\\p{L}+ ){0,2}?(?:novelas?|libros?|cuentos?|sagas?)|(?:que|cual|alguna) (?:novela|libro|saga)",
    "(?:quel|quels|quelle) (?:romans?|livres?|nouvelles?)|(?:welche[rnms]?|gibt es) (?:\\p{L}+ )?(?:romane?|bucher|buch)",
    "(?:quale|quali) (?:romanz[oi]|libr[oi])|(?:qual|quais) (?:romances?|livros?)",
    "(?:какой|какие|есть ли|посоветуй) (?:\\p{L}+ )?(?:роман|романы|книг\\p{L}*)",
  ]),
);
const SENTENCE = /[^.!?¿¡]+/gu;

function onlyInBookQuestions(text: string): boolean {
  let found = false;
  for (const [sentence] of text.matchAll(SENTENCE)) {
    if (!UNBOUND_PATTERN.test(sentence)) continue;
    if (!BOOK_ASKED.test(sentence)) return false;
    found = true;
  }
  return found;
}

/** A persona or blanket override in another language; a question asking for a book about such an AI is left alone. */
export const unboundAiInOtherLanguages: InjectionSignal = {
  ...unboundAi,
  found: (text) => unboundAi.found(text) && !onlyInBookQuestions(text.text),
};
