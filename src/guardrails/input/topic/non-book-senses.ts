import { anyOf } from "../../text/pattern";

// "book" and "read" in senses that have nothing to do with reading books. They are blanked out before looking
// for book vocabulary, so "book a table" or "read my messages" does not count as a book question.
const DETERMINER =
  "(?<!\\b(?:the|a|an|this|that|my|your|his|her|their|our|good|great|new|favou?rite|which|what|any|same|first|second|third|last|next|whose|one|best|that|each|every|whole|entire|comic|picture|e|audio|cook|text|guide|note)[ -]?)";
const BOOKABLE = anyOf([
  "tables?",
  "flights?",
  "hotels?",
  "rooms?",
  "taxis?",
  "cabs?",
  "uber",
  "lyft",
  "rides?",
  "trains?",
  "bus(?:es)?",
  "tickets?",
  "seats?",
  "cars?",
  "car rental",
  "rental cars?",
  "rentals?",
  "restaurants?",
  "reservations?",
  "appointments?",
  "spots?",
  "trips?",
  "holidays?",
  "vacations?",
  "stays?",
  "massages?",
  "tours?",
  "venues?",
  "places?",
  "pubs?",
  "bistros?",
  "bars?",
  "cafes?",
  "osterias?",
  "diners?",
  "brasseries?",
  "tavernas?",
  "food truck",
  "campsites?",
  "oil change",
  "haircut",
  "flat",
  "apartment",
  "cruise",
  "party",
  "next availability",
  "slot",
]);
const GAP = "(?:(?!(?:about|on|by|with|like|set|where|that|for|from|of|in|to)\\b)[\\w'-]+ )";
const BOOK_AS_VERB = [
  `${DETERMINER}\\bbook(?:ing|ed)? (?:me |us |him |her |them |myself )?(?:a |an |the |my |our |\\d+ |two |three |four )?${GAP}{0,3}?${BOOKABLE}\\b`,
  "\\b(?:i (?:want|need|would like|'d like|wanna)|can you|could you|please|help me|let's|lets|want to|need to|like to|go ahead and|you to) (?:to )?book(?!s| (?:club|series|list|recommendations?|suggestions?|reviews?))\\b",
  "^book\\b(?!s| (?:club|series|list|recommendations?|suggestions?|reviews?|about|by|like|for|that|with))",
  "\\b(?:make|cancel|change|confirm|check) (?:a |my |the )?(?:reservation|booking)s?\\b",
];
const OTHER_SENSES = [
  "\\b(?:phone|address|check|cheque|pass|bank|guest|sketch|date|log|order|face|note|mac|chrome)[ -]?books?\\b",
  "\\b(?:kelley )?blue book(?: value)?\\b",
  "\\bbook value\\b",
  "\\b(?:guinness|guiness) book of (?:world )?records\\b",
  "\\bbook of world records\\b",
  "\\bbook(?:ie|maker)s?\\b",
  "\\bby the book\\b",
  "\\bplay ?book\\b",
  "\\bfantasy (?:football|league|sports)\\b",
  "\\b(?:tv|television|netflix|anime|web|streaming|hbo) (?:series|shows?)\\b",
  "\\bread (?:me )?(?:my |the |this |that |a |new |latest |last |unread |\\w+'s )?(?:new |latest |last |unread )?(?:emails?|messages?|texts?|text messages?|sms|notifications?|inbox|mail|voicemails?|news|headlines|weather|forecast|receipts?|meter)\\b",
  "\\b(?:read|reading|interpret|interpreting) (?:my |the |this |that |a |an |your )?(?:chest |dental |knee |brain |blood |lab |test |medical )?(?:x-?rays?|scans?|mri|ct scans?|ultrasounds?|ecgs?|ekgs?|blood ?(?:tests?|results|work)|results|palms?|tarot(?: cards)?|sheet music|music|body language|lips|minds?|the room|maps?|charts?|graphs?|gauges?|thermometers?|barcodes?|qr codes?|pdfs?|csvs?|json|excel|spreadsheets?|invoices?|files?|data|input|sensors?|from (?:a |the )?(?:file|socket|stream|database|port))\\b",
  "\\b(?:python|javascript|js|java|npm|node|rust|go|c\\+\\+|c#|code|software|client|ui|react|pdf|open-source|open source|standard|shared|dynamic|static|component|math|plotting|charting|http|testing) librar(?:y|ies)\\b",
  "\\b(?:excel|spreadsheet|sheets|two|both|multiple|linked|shared|open|separate) workbooks?\\b|\\bworkbooks? (?:in|on|from|with) (?:excel|google sheets|sheets|vba)\\b",
  "\\bchapter (?:7|9|11|13)(?: bankruptcy| filing| protection)?\\b",
  "\\b(?:web|landing|home|facebook|login|settings|sales|product|error|admin|github|wiki) ?pages?\\b|\\bpages? (?:should|long|must|can) (?:a |an |my |the |your )?(?:cv|resume|cover letter|essay|thesis|dissertation|report|website|presentation|slide deck)\\b",
  "^read text\\b",
];

export const BOOK_AS_VERB_PATTERN = new RegExp(anyOf(BOOK_AS_VERB));
const NON_BOOK_SENSE = new RegExp(anyOf([...BOOK_AS_VERB, ...OTHER_SENSES]), "g");

/** Book words that also have other senses ("book a table", "read my messages", "a TV series"). */
export const AMBIGUOUS_BOOK_WORDS: ReadonlySet<string> = new Set([
  "book",
  "books",
  "booking",
  "booked",
  "read",
  "reads",
  "reading",
  "series",
  "fantasy",
  "library",
  "libraries",
  "workbook",
  "workbooks",
  "chapter",
  "chapters",
  "page",
  "pages",
]);

/** The text with non-book senses of "book" and "read" blanked out. */
export function withoutNonBookSenses(text: string): string {
  return text.replace(NON_BOOK_SENSE, " ");
}
