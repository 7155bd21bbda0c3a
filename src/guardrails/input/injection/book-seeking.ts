import { anyOf, unicodeWords, words } from "../../text/pattern";
import type { GatedPattern } from "./signal";

// The question asks for books: "which thrillers ...", "recommend ...", "is there a novel where ...", "any books on
// ...". Such a question may name a pretext, a harmful subject and "step by step" ("which novels describe a heist step
// by step?") and still only wants titles.

const BOOKS = anyOf([
  "books?",
  "novels?",
  "novellas?",
  "thrillers?",
  "titles?",
  "memoirs?",
  "non-?fiction",
  "reads",
  "authors?",
  "writers?",
  "series",
  "histor(?:y|ies)",
  "biograph(?:y|ies)",
  "classics?",
  "mysteries",
  "crime fiction",
  "fiction",
  "picks?",
  "reading",
  "sources",
]);

// French, German and Spanish verbs of recommending, as written to a reader.
const RECOMMEND_VERBS = [
  "conseille",
  "conseilles",
  "conseillez",
  "conseiller",
  "conseillerais",
  "conseilleriez",
  "recommande",
  "recommandes",
  "recommandez",
  "recommander",
  "recommanderais",
  "suggere",
  "suggeres",
  "suggerez",
  "empfehlen",
  "empfiehl",
  "empfiehlst",
  "empfehlung",
  "empfehlungen",
  "recomienda",
  "recomiendas",
  "recomiendame",
  "recomendar",
  "recomendarias",
  "recomendacion",
  "recomendaciones",
  "sugiere",
  "sugieres",
  "sugiereme",
];

export const BOOK_SEEKING: readonly GatedPattern[] = [
  {
    pattern: words(
      `(?:recommend|suggest)(?:s|ed|ing|ations?)?|(?:which|what|any|good|best|other|similar|some|favou?rite) (?:[\\w'-]+ ){0,2}${BOOKS}|(?:is|are) there (?:(?:a|an|any|some) )?(?:[\\w'-]+ ){0,2}(?:book|novel|story|thriller|memoir|series|stories|books|novels|thrillers|memoirs)|(?:do|can|could) you (?:know|name|think) of (?:a|an|any)|(?:books?|novels?|reading) (?:like|similar to)|^(?:any |some |good )?(?:books?|novels?|thrillers?|stories|memoirs?|mysteries) (?:with|about|where|in which|that (?:have|has|show|include|feature)|featuring|set in)`,
    ),
    anchors: [
      [
        "recommend",
        "recommends",
        "recommended",
        "recommending",
        "recommendation",
        "recommendations",
        "suggest",
        "suggests",
        "suggested",
        "suggesting",
        "suggestion",
        "suggestions",
        "which",
        "what",
        "any",
        "good",
        "best",
        "other",
        "similar",
        "some",
        "favourite",
        "favorite",
        "there",
        "know",
        "name",
        "think",
        "like",
        "books",
        "book",
        "novels",
        "novel",
        "thrillers",
        "thriller",
        "stories",
        "memoirs",
        "memoir",
        "mysteries",
      ],
    ],
  },
  {
    // "quels livres", "welche Bücher", "qué libros", "me conseilles-tu"
    pattern: unicodeWords(
      anyOf([
        "(?:quels?|quelles?) (?:\\p{L}+ )?(?:livres?|romans?|ouvrages?|auteurs?)",
        "(?:welche|welches|welchen) (?:\\p{L}+ )?(?:bucher|buch|romane|roman|krimis|autoren)",
        "(?:que|cuales|cual) (?:\\p{L}+ )?(?:libros?|novelas?|autores)",
        anyOf(RECOMMEND_VERBS),
      ]),
    ),
    anchors: [["quel", "quels", "quelle", "quelles", "welche", "welches", "welchen", "que", "cuales", "cual", ...RECOMMEND_VERBS]],
  },
];
