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
  "(?:driving |dentist |doctor'?s? )?tests?",
  "lessons?",
  "class(?:es)?",
  "sessions?",
  "courts?",
  "tee times?",
  "consultations?",
  "viewings?",
  "check-?ups?",
]);
const GAP = "(?:(?!(?:about|on|by|with|like|set|where|that|for|from|of|in|to)\\b)[\\w'-]+ )";
const BOOK_AS_VERB = [
  `${DETERMINER}\\bbook(?:ing|ed)? (?:me |us |him |her |them |myself )?(?:a |an |the |my |our |\\d+ |two |three |four )?${GAP}{0,3}?${BOOKABLE}\\b`,
  "\\b(?:i (?:want|need|would like|'d like|wanna)|can you|could you|please|help me|let's|lets|want to|need to|like to|go ahead and|you to) (?:to )?book(?!s| (?:club|series|list|recommendations?|suggestions?|reviews?))\\b",
  "^book\\b(?!s| (?:club|series|list|recommendations?|suggestions?|reviews?|about|by|like|for|that|with))",
  "\\b(?:make|cancel|change|confirm|check) (?:a |my |the )?(?:reservation|booking)s?\\b",
  // a table by its size: "book for one in Indiana at a restaurant", "book 10 people from Monday to Tuesday"
  "\\bbook (?:a table )?for (?:one|two|three|four|five|six|seven|eight|\\d+)(?: people| persons| guests| adults)?\\b(?! (?:of|about|by|that|which|who|where)\\b)",
  "\\bbook (?:\\d+|two|three|four|five|six) (?:people|persons|guests|adults|rooms|nights|seats)\\b",
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
  "\\b(?:read|reading|interpret|interpreting) (?:my |the |this |that |a |an |your )?(?:(?!books?|novels?|stor(?:y|ies)|poems?|chapters?)[\\w-]+ ){0,2}?(?:x-?rays?|ingredients|labels?|nutrition facts|dna|test results?|scans?|mri|ct scans?|ultrasounds?|ecgs?|ekgs?|blood ?(?:tests?|results|work)|results|palms?|tarot(?: cards)?|sheet music|music|body language|lips|minds?|the room|maps?|charts?|graphs?|gauges?|thermometers?|meters?|scales?|dials?|odometers?|speedometers?|clocks?|tea leaves|horoscopes?|contracts?|fine print|terms (?:and conditions|of service)|manuals?|blueprints?|floor plans?|barcodes?|qr codes?|pdfs?|csvs?|json|excel|spreadsheets?|invoices?|files?|data|input|sensors?|from (?:a |the )?(?:file|socket|stream|database|port))\\b",
  "\\b(?:python|javascript|js|java|npm|node|rust|go|c\\+\\+|c#|code|software|client|ui|react|pdf|open-source|open source|standard|shared|dynamic|static|component|math|plotting|charting|http|testing) librar(?:y|ies)\\b",
  "\\b(?:excel|spreadsheet|sheets|two|both|multiple|linked|shared|open|separate) workbooks?\\b|\\bworkbooks? (?:in|on|from|with) (?:excel|google sheets|sheets|vba)\\b",
  "\\bchapter (?:7|9|11|13)(?: bankruptcy| filing| protection)?\\b",
  "\\b(?:web|landing|home|facebook|login|settings|sales|product|error|admin|github|wiki) ?pages?\\b|\\bpages? (?:should|long|must|can) (?:a |an |my |the |your )?(?:cv|resume|cover letter|essay|thesis|dissertation|report|website|presentation|slide deck)\\b",
  "^read text\\b",
  "\\bnovel (?:coronavirus|virus(?:es)?|approach(?:es)?|ideas?|ways?|methods?|techniques?|solutions?|treatments?|therap(?:y|ies)|compounds?|foods?|pathogens?|strains?|variants?|uses?|concepts?|designs?)\\b",
  "\\b(?:title insurance|job titles?|title (?:fight|race|deeds?|bout)|car title)\\b|\\btitle for (?:my|a|the|our) (?:[\\w-]+ ){0,2}?(?:post|blog|essay|video|presentation|e-?mail|talk|thesis|paper|podcast|article|song|slide|newsletter)\\b",
  "\\b(?:blood pressure|meter|thermometer|gauge|glucose|sugar|temperature|tarot|palm|odometer) readings?\\b",
  "\\bpublish(?:ing|ed)? (?:an? |my |the |our )?(?:npm |python |pip |docker )?(?:package|app|website|site|api|container|image|release|build|post|video|podcast|blog|extension|plugin)s?\\b",
  "\\bbookmark (?:this|that|the|my) (?:page|site|link|tab|url|website)\\b|^bookmark\\b",
  "\\bcover charges?\\b|\\bbookshelf speakers?\\b",
  "\\bthrow(?:s|ing)? the book at\\b|\\bprice[- ]to[- ]book\\b",
  // "can my boss read my work emails", "Cannot read properties of undefined (reading 'map')"
  "\\bread (?:me )?(?:my |the |this |that |his |her |their |our )(?:[\\w-]+ )?(?:emails?|messages?|texts?|dms|chats?|inbox|mail|whatsapps?)\\b",
  "\\bcannot read propert(?:y|ies)\\b|\\(reading '",
  "\\bpage (?:numbers?|breaks?|margins?|orientation|layout) (?:in|on|for) (?:word|google docs|docs|excel|pages|indesign|latex|powerpoint)\\b",
  "\\btitle of (?:a |my |the |our )?(?:youtube |tiktok |instagram )?(?:video|post|podcast|episode|listing|playlist)\\b",
  // a rank or office: "the title of the current UK prime minister", "her official title"
  "\\btitles? of (?:the |a |an |our |your |their |his |her )?(?:current |new |former |next |acting |official )?(?:[\\w-]+ ){0,2}?(?:prime minister|president|king|queen|monarch|pope|ceo|head of state|chancellor|emperor|leader|boss|manager|position|role|job|champion)s?\\b|\\b(?:official|royal|noble|honorary|academic|formal) titles?\\b",
  // a document's parts: "the chapters of a typical business plan", "sections of my thesis"
  "\\bchapters? (?:of|in|for) (?:a |an |the |my |our |your )?(?:typical |standard |good )?(?:business plan|thesis|dissertation|report|proposal|grant (?:application|proposal)|white ?paper|user manual|manual|annual report|research paper|phd|master'?s thesis|lab report|case study)s?\\b",
  // an episode of events: "the latest chapter of the Ukraine peace talks", "a dark chapter in the trade war"
  "\\b(?:latest|newest|new|current|recent|dark(?:est)?|sad(?:dest)?|ugly|bloody) chapters? (?:of|in) (?:the |this |that |our |their )?(?!(?:the|this|that|our|their|a|an) )(?:[\\w'-]+ ){1,3}?(?:talks|negotiations|war|conflict|dispute|crisis|elections?|trial|lawsuit|feud|scandal|investigation|strike|protests?|rivalry|standoff|peace process|relations)\\b",
  // a code library by its language or its job: "which library should I use for HTTP requests in Rust?"
  "\\blibrar(?:y|ies) (?:(?!about |on |by |like )[\\w'-]+ ){0,6}?(?:in|for|with) (?:python|javascript|js|java|rust|go|golang|c\\+\\+|c#|typescript|ts|node(?:\\.?js)?|react|swift|kotlin|ruby|php|scala|julia|elixir|haskell|dart|flutter|unity|http|json|csv|logging|unit tests?|testing|plotting|machine learning|web scraping|scraping|image processing|pdf generation)\\b",
  // a measurement: "the reading on a blood pressure monitor", "readings from the sensor"
  "\\breadings? (?:on|of|from) (?:a |an |the |my |your |this |that )?(?:[\\w-]+ ){0,2}?(?:monitors?|meters?|thermometers?|gauges?|scales?|sensors?|odometers?|barometers?|cuffs?|oximeters?|dials?|instruments?|thermostats?|glucometers?)\\b",
  // stories on social media, in software planning and of a building: "my Instagram stories", "story points", "a
  // 40-story tower"
  "\\b(?:instagram|insta|ig|snapchat|snap|facebook|fb|whatsapp|tiktok|youtube|linkedin) stor(?:y|ies)\\b|\\bstor(?:y|ies) (?:on|to|for) (?:instagram|insta|ig|snapchat|facebook|fb|whatsapp|tiktok|linkedin)\\b|\\bstory points?\\b|\\buser stor(?:y|ies)\\b|\\b(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|single|multi)[- ]stor(?:y|ey|ies|eys)\\b",
  // the opening or closing words of something that is not a book: "an epilogue for my wedding speech"
  "\\b(?:prologues?|epilogues?|forewords?|prefaces?) (?:to|for|of) (?:my|our|a|an|the|his|her|their) (?:[\\w'-]+ ){0,2}?(?:speech|toast|report|presentation|thesis|dissertation|essay|newsletter|eulogy|pitch|proposal|talk|lecture|slide deck|website|podcast|video|album|game|season|episode|meeting|wedding)s?\\b",
  "\\blegal fictions?\\b",
  // glasses, device cases and the news idiom: "reading glasses strength", "a hardcover case for an iPad", "what's the
  // story with the stock market today?"
  "\\breading (?:glasses|specs|spectacles)\\b",
  "\\b(?:hard ?cover|hard ?shell|leather|folio|flip|protective) (?:cases?|covers?|sleeves?) (?:for|of) (?:an? |my |the )?(?:ipad|iphone|phone|tablet|laptop|macbook|galaxy|surface|kindle|kobo|e-?reader|switch)\\b",
  "\\bwhat'?s the (?:story|deal) with\\b",
  // the history of a thing that is not a book: "the story behind the Apple logo"
  "\\b(?:the )?(?:real |true )?story behind (?:the |a |an |this |that |their |its )?(?:[\\w'-]+ ){0,2}?(?:logo|brand|name|company|song|painting|photo|picture|meme|flag|building|statue|dish|recipe|tradition|holiday|slogan|product|invention|company name|nickname|mascot|emoji)s?\\b",
  // money and markets read: "read a balance sheet", "how do I read volume bars", "reading candlestick charts"
  "\\b(?:read|reading|interpret|interpreting) (?:a |an |the |my |our |this |these |those )?(?:[\\w'-]+ ){0,2}?(?:balance sheets?|financial statements?|income statements?|cash ?flow statements?|p&l|profit and loss(?: statements?)?|bank statements?|candlesticks?|candlestick charts?|volume bars?|order books?|stock (?:charts?|tickers?|quotes?)|tickers?|payslips?|pay ?stubs?|utility bills?|credit reports?)\\b",
  // a page or a chapter of a form, a law or a document: "which page of the IRS form", "the chapters of the GDPR"
  "\\bpages? (?:of|on|in) (?:the |a |my |this |that |your )?(?:[\\w'-]+ ){0,2}?(?:forms?|applications?|passport|contract|lease|tax return|pdf|website|site|app|invoice|statement|questionnaire|survey)\\b",
  "\\bchapters? (?:of|in) (?:the |a |this |that )?(?:gdpr|constitution|tax code|civil code|criminal code|penal code|act|regulation|directive|treaty|bill|statute|legislation|employment law|labou?r law|code of conduct|employee handbook)\\b",
  // a law's or a document's writers: "which author of the US constitution was the oldest?"
  "\\bauthors? of (?:the |a |this |that )?(?:[\\w'-]+ ){0,2}?(?:constitution|declaration of independence|bill of rights|amendment|treaty|bill|legislation|statute|regulation|patent)s?\\b",
  // a tune or a park, not a book's subject: "the theme song of Friends"
  "\\btheme (?:songs?|tunes?|music|parks?|nights?|part(?:y|ies))\\b",
  // Ledgers, pounds sterling and "book" as a verb in other languages: "libro de caja", "grand livre comptable",
  // "libro giornale", "livre sterling", "Kassenbuch", "boek ik een tafel"
  "\\blibros? (?:de caja|diario|mayor|de cuentas|de reclamaciones|giornale|contabile|mastro|cassa)\\b|\\bgrand livre\\b|\\blivres? (?:comptables?|de caisse|sterling)\\b|\\bkassenbuch\\b|\\bboek(?:t|en)? (?:ik |je |we |jij )?(?:een |de |het )?(?:tafel|kamer|vlucht|hotel|reis|tickets?|auto|taxi)\\b",
];

export const BOOK_AS_VERB_PATTERN = new RegExp(anyOf(BOOK_AS_VERB));
const NON_BOOK_SENSE = new RegExp(anyOf([...BOOK_AS_VERB, ...OTHER_SENSES]), "g");

/** Book words that also have other senses ("book a table", "read my messages", "a TV series"). */
export const AMBIGUOUS_BOOK_WORDS: ReadonlySet<string> = new Set([
  "novel",
  "title",
  "titles",
  "publish",
  "published",
  "publishing",
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
  "stories",
  "prologue",
  "prologues",
  "epilogue",
  "epilogues",
  "fiction",
  "hardcover",
  "hardcovers",
  "theme",
  "themes",
  // other languages' "book" in a ledger, a currency or a verb: "libro de caja", "livre sterling", "boek een tafel"
  "libro",
  "libros",
  "livre",
  "livres",
  "boek",
]);

/** The text with non-book senses of "book" and "read" blanked out. */
export function withoutNonBookSenses(text: string): string {
  return text.replace(NON_BOOK_SENSE, " ");
}
