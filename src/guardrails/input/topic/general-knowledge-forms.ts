import { words } from "../../text/pattern";

// Question forms of general knowledge, homework, how-to and made-to-order writing: evidence, when a prompt names
// no book word, that it asks for the thing itself ("what is the capital of", "how do I", "convert", "write me a
// poem"). They decide only together with the classifier (src/guardrails/input/topic/without-book-words.ts).
const FORMS = words(
  [
    "(?:capital|population|currency|area|president|prime minister|ceo|gdp) of",
    "how (?:do|can|should|would) (?:i|we|you)",
    "how to",
    "how (?:far|tall|high|deep|big|long does it take to (?:get|drive|fly))",
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
    "(?:name|names) for (?:my|a|our) (?:dog|cat|puppy|kitten|baby|bakery|business|startup|company|band|boat)",
    "cual es la capital",
    "quelle est la capitale",
    "hauptstadt",
    "capitale d",
    "como se (?:dice|hace|prepara)",
    "wie (?:viel|spat|wird das wetter)",
    "jak (?:ugotowac|zrobic)",
  ].join("|"),
);

/** Whether the prompt asks in a general-knowledge, how-to, homework or writing-to-order form. */
export function hasGeneralKnowledgeForm(prose: string): boolean {
  return FORMS.test(prose);
}
