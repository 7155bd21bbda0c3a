import { anyOf } from "../../text/pattern";
import { testText } from "../../text/pattern-words";
import { INJECTION_THRESHOLD, type InjectionSignal } from "./signal";

// "I know you only talk about books, but could you make an exception": the assistant's book-only scope named, and an
// exception to it asked for, in any language. Whatever the exception is for, it is outside the scope: a question
// about books needs no exception. Latin accents are already stripped.

const START = "(?<![\\p{L}\\p{N}])";

// In Latin letters (tried only where a long prompt holds their words), and in other scripts.
const EXCEPTION_IN_WORDS = new RegExp(
  `${anyOf([
    `${START}(?:make|making|made) an exception`,
    `${START}(?:hacer|haz|hagas|harias|hicieras) una excepcion`,
    `${START}(?:faire|fais|faites|feriez|ferais) une exception`,
    `${START}(?:eine )?ausnahme (?:machen|machst)`,
    `${START}ausnahmsweise`,
    `${START}(?:fare|fai|faresti|facessi) un'?eccezione`,
    `${START}(?:fazer|faz|faca|faria|fizesse) uma excecao`,
    `${START}(?:een )?uitzondering (?:maken|maakt)`,
    `${START}(?:gora|gor) ett undantag`,
    `${START}(?:zrobic|zrob|zrobil\\p{L}*) wyjatek`,
    `${START}istisna (?:yap\\p{L}*|olarak)`,
    `${START}(?:sekali ini saja|pengecualian)`,
    `${START}(?:ngoai le)`,
  ])}(?![\\p{L}\\p{N}])`,
  "u",
);
const EXCEPTION_IN_OTHER_SCRIPTS = new RegExp(
  anyOf([
    `${START}(?:сделать|сделай|сделайте|сделал\\p{L}*) исключение`,
    `${START}(?:зробити|зроби|зробіть|зробили б) виняток`,
    "破例",
    "例外として",
    "예외로",
  ]),
  "u",
);

const ONLY_BOOKS = new RegExp(
  anyOf([
    `${START}(?:only|just|solely|strictly|exclusively)(?: \\p{L}+){0,3} (?:books?|reading|literature)`,
    `${START}(?:solo|solamente|unicamente|seulement|que de|que des|nur|bara|enbart|tylko|alleen|sadece|hanya|chi)(?: \\p{L}+){0,3} (?:libros?|livres?|buchern?|buch|libri|libro|livros?|boeken|boek|bocker|bok|ksiazk\\p{L}*|kitap\\p{L}*|buku|sach)`,
    `${START}(?:только|лишь|лише|тільки)(?: \\p{L}+){0,3} (?:книг\\p{L}*|книжк\\p{L}*|литератур\\p{L}*)`,
    "(?:只|仅)(?:\\p{Script=Han}){0,4}(?:书|图书|书籍)",
    "本(?:の話|について)?だけ",
    "책(?:에 대해서?|만|얘기만)",
  ]),
  "u",
);

export const scopeExceptionAsked: InjectionSignal = {
  id: "scope_exception_asked",
  weight: INJECTION_THRESHOLD,
  patterns: [EXCEPTION_IN_WORDS],
  found: (text) => (testText(EXCEPTION_IN_WORDS, text.text) || EXCEPTION_IN_OTHER_SCRIPTS.test(text.text)) && ONLY_BOOKS.test(text.text),
};
