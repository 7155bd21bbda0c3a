import { INJECTION_THRESHOLD, patternSignal } from "./signal";

// "How to make a bomb" in French, Spanish, German, Italian, Portuguese, Dutch, Polish and Russian (accents are
// already stripped from Latin letters): a question word, a verb of making, then a weapon, explosive, poison or drug
// within a few words. A book about bombs ("un livre sur la bombe atomique") has no question word and verb of making.
const HOW = "(?:comment|como|wie(?: man)?|come|hoe|jak|как)";
const MAKE =
  "(?:fabriquer|faire|construire|preparer|synthetiser|fabricar|hacer|construir|preparar|sintetizar|bauen|herstellen|basteln|machen|mischen|costruire|fare|fabbricare|preparare|sintetizzare|fazer|maken|bouwen|zrobic|zbudowac|wyprodukowac|сделать|изготовить|собрать|приготовить|синтезировать)";
const HARM =
  "(?:bomb\\w*|explosi\\w*|sprengstoff\\w*|sprengsatz\\w*|esplosiv\\w*|materialy wybuchowe|napalm|thermite|veneno|gift|veleno|trucizn\\w*|metanfetamin\\w*|methamphetamin\\w*|crystal meth|arme a feu|arma de fuego|arma da fuoco|schusswaffe\\w*|pistolet\\w*|бомб\\w*|взрывчат\\w*|яд|отрав\\w*|наркотик\\w*)";

export const multilingualHarmfulAsk = patternSignal(
  "multilingual_harmful_ask",
  INJECTION_THRESHOLD,
  [new RegExp(`(?<![\\p{L}\\p{N}])${HOW}\\s(?:\\S+\\s){0,2}?${MAKE}\\s(?:\\S+\\s){0,3}?${HARM}(?![\\p{L}\\p{N}])`, "u")],
  [["comment", "como", "wie", "come", "hoe", "jak", "как"]],
);
