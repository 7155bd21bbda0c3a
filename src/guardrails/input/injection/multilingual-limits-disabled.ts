import { anyOf } from "../../text/pattern";
import { hasAnyWord } from "../../text/word-set";
import { UNSPACED_LETTERS } from "./multilingual-persona";
import { INJECTION_THRESHOLD, type InjectionSignal } from "./signal";

// "Disable all your filters / lift the restrictions", ordered in another language: the verb at the start of a clause
// (an imperative, or "you must / I order you to" before it), the assistant's limits as its object. "¿En qué novela el
// gobierno desactiva los filtros?" has the verb mid-clause and stays a book question. English: restrictionsLifted
// (./restrictions-lifted.ts). Latin accents are already stripped (Polish "ł" and Turkish "ı" stay).

const START = "(?:^|[.!?;:,\\n]\\s*|\\s(?:y|e|et|und|en|i|и|і|ve|dan|a|si)\\s)";
const LEAD =
  "(?:(?:por favor|s'il te plait|bitte|per favore|prosze|пожалуйста|будь ласка|lutfen|tolong|prosim),?\\s)?(?:(?:debes|tienes que|tu dois|du musst|devi|voce deve|deve|musisz|je moet|ты должен|ти маєш|musis|trebuie sa)\\s)?";
const LIMITS_OBJECT = "(?:\\p{L}+\\s){0,3}?";

const ORDERS = new RegExp(
  START +
    LEAD +
    anyOf([
      `(?:desactiva|desactivar|quita|quitar|elimina|eliminar|levanta|levantar)\\s${LIMITS_OBJECT}(?:restricciones|filtros|limites|reglas de seguridad)`,
      `(?:desative|desativar|remova|remover|retire|retirar|desliga|desligar)\\s${LIMITS_OBJECT}(?:restricoes|filtros|limites)`,
      `(?:desactive|desactiver|desactivez|enleve|enlever|supprime|supprimer|leve|lever)\\s${LIMITS_OBJECT}(?:restrictions|filtres|limites|garde-fous)`,
      `(?:deaktiviere|deaktivieren|entferne|entfernen|schalte|hebe)\\s${LIMITS_OBJECT}(?:filter|einschrankungen|beschrankungen|grenzen|sicherheitsregeln)`,
      `(?:disattiva|disattivare|rimuovi|rimuovere|togli|togliere)\\s${LIMITS_OBJECT}(?:filtri|restrizioni|limiti)`,
      `(?:schakel|verwijder|zet)\\s${LIMITS_OBJECT}(?:filters|beperkingen|restricties)`,
      `(?:wyłacz|wylacz|usun|znies)\\s${LIMITS_OBJECT}(?:filtry|ograniczenia|zabezpieczenia)|wyłaczenie filtrow|wylaczenie filtrow`,
      `(?:vypni|odstran|zrus)\\s${LIMITS_OBJECT}(?:filtry|omezeni|pravidla)`,
      `(?:dezactiveaza|elimina|inlatura)\\s${LIMITS_OBJECT}(?:filtrele|restrictiile|limitele)`,
      `(?:отключи|отключите|сними|снимите|убери|уберите)\\s${LIMITS_OBJECT}(?:фильтры|ограничения|запреты)`,
      `(?:вимкни|вимкніть|зніми|зніміть|прибери)\\s${LIMITS_OBJECT}(?:фільтри|обмеження|заборони)`,
      `(?:nonaktifkan|matikan|hapus|cabut)\\s${LIMITS_OBJECT}(?:filter|batasan|pembatasan)`,
      `(?:tat|go bo)\\s${LIMITS_OBJECT}(?:bo loc|gioi han|han che)`,
      `απενεργοπο\\p{L}*\\s${LIMITS_OBJECT}(?:περιορισμ\\p{L}*|φίλτρα|φιλτρα)`,
    ]),
  "u",
);
// Turkish, Persian and Hindi put the verb last; Chinese, Japanese and Korean have no spaces.
const VERB_LAST =
  /(?:filtreleri|kısıtlamaları|kisitlamalari|sınırlamaları|sinirlamalari) (?:\p{L}+ )?(?:kapat|kaldır|kaldir|devre dışı bırak|devre disi birak)|محدودیت(?:\u200c?ها)? را (?:\p{L}+ )?(?:غیرفعال|بردار|حذف)|(?:सुरक्षा )?(?:नियम|फ़िल्टर|फिल्टर|प्रतिबंध)\p{L}* (?:\p{L}+ ){0,3}?(?:बंद करो|बंद कर दो|हटा दो|हटाओ)|解除(?:所有|全部|一切)?(?:的)?(?:限制|过滤)|关闭(?:所有|全部)?(?:的)?(?:过滤|安全)|(?:制限|フィルター|安全機能)を(?:すべて)?(?:解除|無効|オフ)|(?:제한|필터|안전 ?장치)(?:을|를)? ?(?:모두 )?(?:해제|꺼|끄|비활성화)|(?:عطّل|عطل|ألغ|الغ|ارفع)\S* (?:\S+ )?(?:القيود|الفلاتر|المرشحات)|(?:בטל|הסר)\S* (?:את )?(?:כל )?(?:ה)?(?:הגבלות|מסננים)/u;

// The patterns run only on a prompt with one of these words, or with letters of a script the word set does not split.
const ORDER_WORDS = [
  ...["desactiva", "desactivar", "quita", "quitar", "elimina", "eliminar", "levanta", "levantar", "desative", "desativar"],
  ...["remova", "remover", "retire", "retirar", "desliga", "desligar", "desactive", "desactiver", "desactivez", "enleve"],
  ...["enlever", "supprime", "supprimer", "leve", "lever", "deaktiviere", "deaktivieren", "entferne", "entfernen", "schalte"],
  ...["hebe", "disattiva", "disattivare", "rimuovi", "rimuovere", "togli", "togliere", "schakel", "verwijder", "zet"],
  ...["wyłacz", "wylacz", "usun", "znies", "wyłaczenie", "wylaczenie", "vypni", "odstran"],
  ...["zrus", "dezactiveaza", "inlatura", "отключи", "отключите", "сними", "снимите", "убери", "уберите", "вимкни"],
  ...["вимкніть", "зніми", "зніміть", "прибери", "nonaktifkan", "matikan", "hapus", "cabut", "tat", "go"],
  ...["filtreleri", "kısıtlamaları", "kisitlamalari", "sınırlamaları", "sinirlamalari"],
];
// Greek and Hebrew besides the unspaced scripts: their verbs here are stems or prefixed forms the word list cannot hold.
const GREEK_OR_HEBREW = /[\u0370-\u03ff\u05d0-\u05ff]/;
const unsplitScript = (text: string) => UNSPACED_LETTERS.test(text) || GREEK_OR_HEBREW.test(text);

/** Ordered, in another language, to disable or lift its filters and restrictions. */
export const limitsDisabledInOtherLanguages: InjectionSignal = {
  id: "limits_disabled_other_languages",
  weight: INJECTION_THRESHOLD,
  found: (text) =>
    (hasAnyWord(text.words, ORDER_WORDS) || unsplitScript(text.text)) && (ORDERS.test(text.text) || VERB_LAST.test(text.text)),
};
