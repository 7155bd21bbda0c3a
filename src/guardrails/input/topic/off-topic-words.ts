import type { NormalisedText } from "../../normalize";
import { anyOf, words } from "../../text/pattern";
import { wordsText } from "../../text/word-set";
import { namesOffTopicSubjectInOtherLanguages } from "./off-topic-words-languages";
import { testText } from "../../text/pattern-words";

// Subjects that are clearly not books, by domain. Only words with no common book sense are listed ("doctor",
// "lawyer", "war", "murder" are not: "Doctor Zhivago", "The Lincoln Lawyer"); a book word elsewhere in the prompt
// still wins (a novel about a nurse with diabetes is a book question), because book vocabulary is looked at first.
const DOMAINS: Readonly<Record<string, readonly string[]>> = {
  music: ["albums?|singers?|rappers?|concerts?|spotify|setlists?|grammys?|billboard hot 100|songs|theme song|lyrics|guitarists?|drummers?"],
  // Not "film" or "movie": a book's adaptation is a book question ("is there a film of it?", "is the Crawdads film
  // faithful?"); a comparison with one is not (src/guardrails/input/topic/classify.ts).
  screen: [
    "season \\d+|episodes?|netflix|hbo|disney\\+|prime video|streaming|podcasts?|video games?|box office|trailers?|zelda|pokemon|minecraft|fortnite|(?:tv|television) (?:shows?|series)|sitcoms?|(?:in|on) the (?:[\\w'-]+ )?(?:tv )?show|(?:board|card) games?|dungeons (?:and|&) dragons|d&d|dnd|tabletop (?:rpgs?|games?)|imax|cinemas?|(?:shows|games) (?:similar to|like)|(?:to|should|i|we) watch",
  ],
  online: [
    "tweets?|twitter|instagram|tiktok|linkedin|facebook|whatsapp|youtube|snapchat|wordpress|websites?|browsers?|chrome|firefox|safari|matplotlib|numpy|excel|powerpoint|jira|404|wi-?fi password",
  ],
  everyday: [
    "weather|forecast|rain(?:ing)?|snow(?:ing)?|temperature|hurricane|humidity|thunderstorms?|tornado(?:e?s)?|heat ?waves?|uv index|windy|sunny|umbrella|foggy|snowfall|blizzards?|freeze tonight|pollen(?: count)?|hay ?fever|sleet|hailstorms?|icy roads|how (?:hot|cold|warm|humid) (?:does|do|is|will|was|gets?)|alarm|timer|traffic|taxi|uber|music|song|playlist|turn up the volume|pets|adopt(?:ing)? a (?:rescue )?(?:dog|cat|greyhound|puppy|kitten)",
  ],
  food: [
    "recipes?|dinner|lunch|breakfast|brunch|calories|air fryer|sourdough|buttermilk|pasta|noodles|pizza|sushi|ramen|restaurants?|bakery|bakeries|cafes?|shelf life|best before|expiry date|expiration date|yog(?:h)?urt|leftovers|fridge|freezer",
  ],
  markets: [
    "stocks?|shares|bitcoin|\\w+coin|ethereum|solana|nfts?|crypto(?:currency)?|exchange rates?|prices?|(?:initiate|make) a (?:bank )?transfer|mortgages?|roth|ira|401k|index funds?|etfs?|savings account|credit (?:card|score)|tax(?:es| return)|interest rates?|inflation|bondholders|bonds|dividends?|portfolio|valuation|seed round|series a|funding round|start-?ups?|insurance|odds|betting|refinanc\\w*|emergency fund|savings",
  ],
  health: [
    "ibuprofen|paracetamol|acetaminophen|tylenol|aspirin|melatonin|antibiotics?|vitamin \\w|vitamins|supplements|dosage|symptoms?|contagious|flu|covid|fever|migraine|diabetes|cholesterol|blood pressure|allerg(?:y|ies)|rash|dentist|pregnan(?:t|cy)|vaccines?|stretches|physio(?:therapy)?|coronavirus|headaches?|sore throat|workouts?|gym|leg day|weight loss|lose weight|losing weight|belly fat",
  ],
  legal: [
    "statute of limitations|contract law|trademarks?|power of attorney|alimony|divorce lawyer|driving (?:test|lessons?|licen[cs]e)|landlord|tenants?|lease|security deposit|lawsuit|small claims|parking ticket|custody|visa|passport|immigration|become (?:a )?law",
  ],
  travel: ["flights?|hotels?|airport|airbnb|hostel|itinerary|layover|sightseeing|things to do in|solo travel\\w*"],
  sport: [
    "nba|nfl|nhl|mlb|fifa|uefa|world cup|premier league|champions league|super bowl|formula (?:1|one)|f1|grand slams?|olympics|offside|touchdown|cricket|soccer|football|tennis|basketball|baseball|golf|score|scores|match|game tonight|playoffs?|boxers?|boxing|championship|grand prix|tournaments?|marathons?|ipl|wimbledon|tour de france|grand national|bundesliga|la liga|six nations|gameweek|lakers|celtics|yankees|world series|pickleball|quarterbacks?|ryder cup|davis cup|stanley cup|fa cup|america'?s cup|carabao cup|copa america|favou?red to win|(?:5|10) ?k|half marathon|running pace|(?:this|next|last) season|retiring",
  ],
  news: ["news|headlines|election|polls"],
  tech: [
    "python|javascript|typescript|docker|kubernetes|git|npm|regex|sql|api|code|coding|compiler|stack trace|wi-?fi|router|printer|drivers?|bluetooth|iphone|android|macbook|windows (?:\\d+|update)|react|vue|angular|django|flask|node\\.?js|kotlin|css|html|battery|charger|charging|firmware|factory reset|won'?t turn on|tcp|udp|ip address(?:es)?|dns|vpns?|ssh|ethernet|subnets?|bandwidth",
  ],
  products: [
    "laptops?|phones?|smartphones?|headphones|earbuds|tablets?|tvs?|televisions?|cameras?|monitors?|keyboards?|mattress(?:es)?|vacuums?|cars?|bikes?|sneakers|shoes|watches|smartwatch(?:es)?|dyson|ipads?|ps5|playstation|xbox|nintendo switch|consoles?|blender|coffee machine|espresso machine|under (?:[$£€] ?)?\\d+ ?(?:dollars|euros|pounds|bucks|usd|eur|gbp)|under [$£€] ?\\d+",
  ],
  business: [
    "profit margins?|volatility|trading volume|balance sheets?|goodwill|bookkeeping|bookkeepers?|accounting software|quickbooks|xero|invoices?|payroll|dividends?|hedge funds?|ebitda|cash flow|valuation|llcs?|sole proprietorship",
  ],
  medicine: [
    "surgery|mri|ct scans?|x-?rays?|physiotherapy|herniated|sciatica|prescriptions?|blood tests?|ecgs?|ekgs?|vaccines?|vaccinations?|boosters?|ferritin|thyroid",
  ],
  software: [
    "kernel|jupyter|operating systems?|page fault|databases?|linux|ubuntu|vs ?code|github|pull requests?|merge conflicts?|sprints?|scrum|backend|frontend|devops|aws|azure|neural networks?|machine learning|chatgpt|blockchain|llms?|programming languages?",
  ],
  school: [
    "spheres?|radius|diameter|circumference|hypotenuse|triangles?|derivatives?|integrals?|geometric series|taylor series|fourier|math|maths|homework|algebra|calculus|bar exam|lsat|gmat|mcat|study schedule|revision timetable|spelling (?:apps?|tests?|lists?|words)|chemistry|physics|photosynthesis|equations?",
  ],
};

/** The alternatives of a pattern source, split at its top level ("a|b(?:c|d)" → "a", "b(?:c|d)"). */
function topLevelAlternatives(source: string): string[] {
  const alternatives: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < source.length; at += 1) {
    const character = source[at];
    if (character === "\\") at += 1;
    else if (character === "(") depth += 1;
    else if (character === ")") depth -= 1;
    else if (character === "|" && depth === 0) {
      alternatives.push(source.slice(start, at));
      start = at + 1;
    }
  }
  return [...alternatives, source.slice(start)];
}

const ALTERNATIVES = Object.values(DOMAINS).flat().flatMap(topLevelAlternatives);
export const ENGLISH_SUBJECT = words(anyOf(ALTERNATIVES));

// About 300 alternatives scanned at every word of a long prompt cost up to a millisecond on 32 KiB. Most are single
// words (letters, digits, optional endings: "albums?", "rain(?:ing)?"), and a match of one lies inside one word of
// the prompt, with the same characters around it there as in the prompt's list of distinct words: so they are first
// looked for in that short list, and only confirmed on the prompt itself when found.
const isSingleWord = (alternative: string): boolean => /^(?:[a-z0-9|?]|\(\?:|\))+$/.test(alternative);
const SINGLE_WORD_SUBJECT = words(anyOf(ALTERNATIVES.filter(isSingleWord)));
/** Tried through `testText` (src/guardrails/input/guarded-patterns.ts). */
export const OTHER_SUBJECT = words(anyOf(ALTERNATIVES.filter((alternative) => !isSingleWord(alternative))));

/** `ENGLISH_SUBJECT.test(text.text)`; `text.words` holds every word of `text.text` (see normalize.ts). */
function namesEnglishSubject(text: NormalisedText): boolean {
  return (SINGLE_WORD_SUBJECT.test(wordsText(text.words)) && SINGLE_WORD_SUBJECT.test(text.text)) || testText(OTHER_SUBJECT, text.text);
}

/**
 * Subjects that make a short, context-free follow-up clearly off-topic ("and the weather?", "what about bitcoin?"),
 * and that count, for a prompt with no book word, as an off-topic form (src/guardrails/input/topic/without-book-words.ts).
 */
// A journey or a holiday named as the occasion for reading ("recommendations for a long flight") is no subject.
const READING_OCCASION =
  /\b(?:for|on|during) (?:a |an |the |my |our )?(?:long |short |overnight |transatlantic |\d+[- ]hours? )?(?:flights?|plane|train(?: ride| journey)?|trips?|holidays?|vacations?|beach|commute|road trip|layovers?|cruise)\b/g;

// The topic rule asks about the same prompt from several places (book sense, cues, stories, picks, the default).
const subjectOfPrompt = new WeakMap<NormalisedText, boolean>();

function promptNamesSubject(text: NormalisedText): boolean {
  let found = subjectOfPrompt.get(text);
  if (found === undefined) {
    found =
      (namesEnglishSubject(text) && ENGLISH_SUBJECT.test(text.text.replace(READING_OCCASION, " "))) ||
      namesOffTopicSubjectInOtherLanguages(text.text);
    subjectOfPrompt.set(text, found);
  }
  return found;
}

export const OFF_TOPIC_SUBJECT = {
  test: (text: string): boolean =>
    (ENGLISH_SUBJECT.test(text) && ENGLISH_SUBJECT.test(text.replace(READING_OCCASION, " "))) || namesOffTopicSubjectInOtherLanguages(text),
  /** The same answer as `test(text.text)` for a normalised prompt, cheaper on long prompts, worked out once per prompt. */
  inPrompt: promptNamesSubject,
};
