import { words } from "../../text/pattern";

// A turn that leans on the previous one: an elliptical opener or a pronoun pointing back.
const FOLLOW_UP_OPENER =
  /^(?:and|but|also|so|ok(?:ay)?|what about|how about|why|why not|really|which|any|more|another|anything|something|same|similar|others?|else|is (?:it|that|this|she|he)|was (?:it|that|she|he)|are (?:they|those|these)|were they|does (?:it|she|he)|did (?:it|she|he|they)|has (?:she|he)|have they|how (?:long|many|old|so)|tell me more|go on|continue|more like|like that|in what order|which one|the (?:first|second|third|last|other|next|previous|latest|earlier) one|that one|this one|those|these|then|yes|yeah|no|nope|sure|please)\b/;
const BACK_REFERENCE = words(
  "it|its|that one|this one|those|these|them|they|their|her|hers|his|him|she|he|ones?|others|another|else|same|similar|first one|second one|third one|last one|previous|earlier|above|sequel|next one|that|this",
);

/** Whether the text has between 1 and `maxWords` whitespace-separated words; stops counting past the limit. */
function hasWordsUpTo(text: string, maxWords: number): boolean {
  const word = /\S+/g;
  let count = 0;
  while (word.exec(text) !== null) if ((count += 1) > maxWords) return false;
  return count > 0;
}

/** Whether the text has at most `maxWords` words. */
export function isShort(text: string, maxWords: number): boolean {
  return hasWordsUpTo(text, maxWords);
}

/** Whether the text points back at something said before ("that one", "it", "the sequel"). */
export function pointsBack(text: string): boolean {
  return BACK_REFERENCE.test(text);
}

/** A short turn that continues the conversation ("any others by her?", "and the second one?", "why?"). */
export function isFollowUp(text: string, maxWords = 12): boolean {
  return hasWordsUpTo(text, maxWords) && (FOLLOW_UP_OPENER.test(text) || BACK_REFERENCE.test(text));
}

// Statements the memory feature stores: "remember that ...", "my favorite author is ...", "I love Dune".
const PREFERENCE =
  /^(?:(?:please |can you |could you )?(?:remember|keep in mind|bear in mind|note|don't forget|do not forget|never forget)(?: that)?\b|(?:just )?(?:so you know|fyi|for the record|for future reference|for later|note for later|heads up),? |from now on,? (?:assume|remember|note|keep in mind)|note that )|\bmy (?:all-time |absolute )?favou?rite (?:\w+ ){0,2}(?:is|are|was|were)\b|^i (?:really |absolutely |truly |just |also |kind of |kinda |do(?:n't| not) )?(?:love|like|enjoy|adore|hate|dislike|prefer|loathe|can't stand|cannot stand|am into|'m into|am a fan of|'m a fan of)\b/;

export function isPreferenceStatement(text: string): boolean {
  return PREFERENCE.test(text);
}

const SMALL_TALK =
  /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|thanks?(?: you)?(?: (?:so|very) much)?|thank you|cheers|ok(?:ay)?|great|cool|nice|awesome|perfect|got it|bye|goodbye|see you|who are you|what can you do|what do you do|how are you|help)(?: there)?[\s!.?,]*(?:(?:that'?s|this is) (?:great|helpful|perfect))?[\s!.?]*$/;

/** Greetings, thanks and "what can you do?": harmless, and the answer steers back to books. */
export function isSmallTalk(text: string): boolean {
  return SMALL_TALK.test(text);
}
