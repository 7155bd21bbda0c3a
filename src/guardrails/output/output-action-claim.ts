import { words } from "../text/pattern";
import type { OutputCheck } from "./types";
import { ownSentences } from "./unquoted-sentences";

const I_HAVE = "i(?:'ve| have| just| already|'ve just|'ve already| have just| have already| went ahead and| successfully)?";
const CLAIMS = [
  words(
    `${I_HAVE} (?:ran|run|executed|launched|invoked|tested|compiled|deployed) (?:the |your |this |that |a |an |some )?(?:\\w+ )?(?:code|script|command|program|query|snippet|tests?|function|it)`,
  ),
  words(
    `${I_HAVE} (?:sent|emailed|e-mailed|mailed|texted|messaged|forwarded|posted|tweeted|dm'?d) (?:you |it |them |the |an? |your |this |that |him |her )?(?:\\w+ )?(?:email|e-mail|message|text|sms|link|list|copy|details|invitation|invite|it|them|to|over)`,
  ),
  words(
    `${I_HAVE} (?:bought|purchased|ordered|pre-?ordered|booked|reserved|rented|borrowed|renewed|downloaded|subscribed|checked out|paid for) (?:you |it |them |the |a |an |your |this |that |two |three |\\d+ )?(?:\\w+ ){0,3}?(?:books?|cop(?:y|ies)|tickets?|table|seats?|flights?|room|it|them|for you|on your behalf|order|subscription|edition|hardcover|paperback|ebook|audiobook)`,
  ),
  words(`${I_HAVE} (?:placed|put) (?:a |the )?holds?|(?:a |the )?hold (?:has been|was|is now|is) placed`),
  words(
    "(?:your|the) (?:order|purchase|booking|reservation|hold|email|message|payment|subscription|request) (?:has been|was|is now|have been) (?:successfully )?(?:placed|confirmed|sent|completed|processed|made|booked|submitted|scheduled|delivered|shipped)",
  ),
  words(
    `${I_HAVE} (?:added|saved|scheduled|set|created|bookmarked) (?:\\S+ ){0,10}?(?:to your|in your|on your|a reminder|an alarm|the event|to the calendar|to (?:the |your )?cart|to (?:your )?wish ?list)`,
  ),
  words(
    `${I_HAVE} (?:checked|looked up|searched|browsed|verified|confirmed|called|contacted) (?:the |your |online|amazon|goodreads|google|the web|the internet|the (?:library|store|bookstore|publisher|author)(?:'s)?)`,
  ),
  words(
    "(?:the )?(?:command|script|code|program) (?:returned|printed|outputs?|output|produced|completed)|(?:when|after) (?:i ran|running) (?:the |your |this |that )?(?:code|script|command|program|query|tests?|snippet)",
  ),
];
// A sentence that reports what a book's narrator or character did is plot, not a claim by the assistant.
const ATTRIBUTION = words(
  "narrator|character|protagonist|heroine|hero|says|said|writes|wrote|recalls|recounts|tells|told|in the (?:book|novel|story|memoir|letter|diary)|chapter|quote|quoted|line",
);

/** The answer claims the assistant ran code, sent mail, bought or booked something, or placed a hold. */
export const outputActionClaim: OutputCheck = {
  id: "output_action_claim",
  check: (text) => ownSentences(text).some((sentence) => !ATTRIBUTION.test(sentence) && CLAIMS.some((claim) => claim.test(sentence))),
};
