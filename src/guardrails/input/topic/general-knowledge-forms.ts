import { unicodeWords, words } from "../../text/pattern";
import { LITERARY_PRIZE } from "./literary-prizes";
import { testText } from "../../text/pattern-words";

// Question forms of general knowledge, homework, how-to and made-to-order writing: evidence, when a prompt names
// no book word, that it asks for the thing itself ("what is the capital of", "how do I", "convert", "write me a
// poem"). They decide only together with the classifier (src/guardrails/input/topic/without-book-words.ts).
const FORMS = words(
  [
    "(?:capital|population|currency|area|president|prime minister|ceo|gdp) of",
    "how (?:do|can|should|would) (?:i|we|you)",
    "how to",
    "how (?:far|tall|high|deep|big|long does it take to (?:get|drive|fly))",
    // "how old is the Colosseum", "the opening hours of the Louvre", "where is Machu Picchu", "how does a nuclear
    // reactor work", "who was the first person on the Moon"
    "how old is (?:the|a|an) ",
    "opening (?:hours|times) (?:of|for|at)",
    "^where is ",
    "how does an? [\\w-]+(?: [\\w-]+)? work",
    "who was the first (?:person|man|woman|human|president|country) (?:to|on|in)",
    "how many (?:\\w+ )?(?:are there in|in a|does it take)",
    "how much (?:is|are|does|do|should)",
    "what(?:'s| is) the (?:time|weather|temperature|exchange rate|price|score|best way to)",
    "convert",
    "calculate",
    "solve",
    "simplify",
    "derivative",
    "integral",
    "equation",
    "homework",
    "recipe",
    "(?:write|compose|make up|draft) (?:me |us )?(?:a |an |some )?(?:short |funny |little |nice )?(?:poem|song|limerick|haiku|joke|toast|speech|caption|cover letter|email|essay|rap|slogan|story)",
    "tell me a joke",
    "(?:name|names) for (?:my|a|our) (?:new |little |small |first )?(?:dog|cat|puppy|kitten|baby|bakery|business|startup|company|band|boat|cafe|restaurant|shop|team|podcast|channel)",
    "cual es la capital",
    "quelle est la capitale",
    "hauptstadt",
    "capitale d",
    "como se (?:dice|hace|prepara)",
    "wie (?:viel|spat|wird das wetter)",
    "jak (?:ugotowac|zrobic)",
    // trivia and people: "who won the World Cup" (a literary prize is a book question), "who invented", "how many"
    `who (?:won|wins|is winning|will win) (?!(?:the |this year'?s |last year'?s )?${LITERARY_PRIZE})`,
    "who (?:invented|discovered|founded|is the (?:president|prime minister|ceo|richest|tallest|oldest|fastest|best (?:player|team|driver)))",
    "(?:which|what) (?:country|countries|planet|city|cities|team|player|animal|element|ocean|river|mountain) (?:has|have|is|was|are|won)",
    "(?:largest|biggest|tallest|highest|longest|smallest|deepest|fastest|richest) (?:country|city|desert|ocean|river|mountain|animal|planet|building|lake)",
    "why (?:is|are|do|does) (?:the )?(?:sky|sea|ocean|grass|sun|moon|leaves|cats?|dogs?|birds?|water|ice)",
    "how many (?:bones|moons|planets|countries|people|calories|teaspoons|ounces|grams|miles|kilometers|km)",
    "what time",
    "when (?:is|does) the next",
    "is (?:it|this|that) (?:safe|ok|okay|legal|healthy|normal) (?:to|for|if|with)",
    "(?:is|are) (?:\\w+ ){1,3}(?:safe|ok|okay|legal|bad|healthy) (?:to|for|with|during|while|if)",
    "(?:can|should) (?:i|we|my \\w+) (?:take|eat|drink|give|sue|invest|buy|sell|deduct|claim|travel|fly|refinance)",
    "do (?:i|we) need (?:a |an )?(?:visa|passport|lawyer|permit|prescription|doctor|license|licence|vaccine)",
    "how (?:much|long|often) (?:does|do|is|are|should|will|can|to)",
    "how (?:much|long) (?:\\w+ ){1,3}(?:cost|take|last)",
    "(?:price|cost) of",
    "where (?:can|should|do) (?:i|we) (?:buy|get|eat|stay|park|watch)",
    "(?:best|cheapest|good|top) (?:\\w+ ){0,2}(?:under|for less than|below) (?:\\$|\\d)",
    "(?:best|cheapest) (?:time|place|way|deal|price|route) to",
    "worth (?:buying|the money|upgrading)",
    "what should i (?:pack|wear|buy|eat|cook|invest|do about)",
    "tips (?:for|on) (?:a |an |my )?(?!reading|writing)",
    "(?:fix|debug|troubleshoot) (?:my|this|the)",
    "(?:error|exception|exits?|crash(?:es|ing)?|not working)",
    "translate (?:[\"'].*?[\"'] |this |the phrase |the word )?(?:in)?to",
    "how (?:do|would|can) (?:you|i|we) say",
    "(?:what does|meaning of) ['\"]?\\w+['\"]? (?:mean )?in (?:english|spanish|french|german|italian|japanese|korean|chinese)",
    "(?:set|cancel) (?:an|my|the|a) (?:alarm|timer|reminder)|remind me|turn (?:on|off|up|down)|dim the|call (?:the|my|mom|dad)",
    "(?:write|compose|draft) (?:me |us )?(?:a |an )?(?:\\w+ ){0,2}(?:message|text|note|card|bio|caption|tweet|post|invitation|apology)",
    "(?:tell|give) me (?:a |some )?(?:\\d+ )?(?:fun )?facts? about",
    "quiz me",
    // history and classification: "how did the Roman Empire fall", "what languages are spoken in", "is Pluto a planet"
    "tell me about the (?:life|history|origins?|causes?|rise|fall) of",
    "how did (?:the )?(?:[\\w-]+ ){1,3}(?:fall|collapse|rise|begin|start)",
    "what languages? (?:are|is) spoken",
    "is (?:[\\w-]+ ){1,3}an? (?:planet|country|state|continent|mammal|fish|fruit|vegetable|star|reptile|bird|city|insect)",
    "(?:safe|ok|okay|healthy|normal) (?:at|for) (?:his|her|their|my|your) age",
    // weather and the rules of a game: "how cold does it get in Chicago", "is it going to rain", "the rules of pickleball"
    "how (?:cold|hot|warm|wet|humid|windy|rainy|sunny) (?:does|is|will|was|gets?)",
    "is it (?:going to|gonna) (?:rain|snow|be (?:hot|cold|warm|sunny|windy))",
    "(?:what are )?the rules of",
  ].join("|"),
);

// The same forms in other languages and scripts: how much / how long / how to / where / price / weather.
const OTHER_LANGUAGE_FORMS = unicodeWords(
  [
    "cu[aá]nt[oa]s?",
    "c[oó]mo (?:hago|puedo|se)",
    "qu[eé] tiempo",
    "wie (?:lange|teuer|komme)",
    "wer hat (?:die|den|das) (?!.*(?:preis|buchpreis))",
    "combien",
    "comment (?:faire|aller|r[eé]parer)",
    "quanto (?:costa|custa|tempo)",
    "come (?:si fa|faccio)",
    "hoe (?:laat|lang|duur|maak)",
    "ile kosztuje|jak (?:obliczy[cć]|naprawi[cć]|dojecha[cć])",
    "сколько|как (?:приготовить|доехать|починить|вылечить)|какая погода",
    "多少钱|多久|怎么(?:治|去|做|修)|天气|几点",
    "いくら|どうやって|天気|方法",
    "얼마|어떻게|날씨",
    "كم|كيف (?:أ|ا)|ما هي عاصمة|طقس",
    "nerede|ne kadar|nas[ıi]l (?:yap|gid)|gezilecek",
    "कितना|कैसे|मौसम|अच्छा फ़ोन",
  ].join("|"),
);

/** The patterns `testText` may skip on a long prompt (src/guardrails/input/guarded-patterns.ts). */
export const GENERAL_KNOWLEDGE_PATTERNS = [FORMS, OTHER_LANGUAGE_FORMS];

/** Whether the prompt asks in a general-knowledge, how-to, homework or writing-to-order form. */
export function hasGeneralKnowledgeForm(prose: string): boolean {
  return testText(FORMS, prose) || testText(OTHER_LANGUAGE_FORMS, prose);
}
