import { words } from "../../text/pattern";
import { INJECTION_THRESHOLD, patternSignal, rawSignal } from "./signal";

/** Refusal phrases quoted in order to forbid them ("never say 'I'm sorry'"). */
export const quotedRefusal = rawSignal(
  "refusal_quoted",
  2,
  [
    /["'](?:i'?m sorry|i am sorry|i apologi[sz]e|i cannot|i can'?t|as an ai|as a language model|i'?m not able|i am not able|i'?m unable|i am unable|i'?m just an ai)/,
  ],
  [["sorry", "apologize", "apologise", "cannot", "can", "cant", "ai", "language", "able", "unable"]],
);

export const refusalBan = patternSignal(
  "refusal_ban",
  2,
  [
    words(
      "(?:never|do not|don't|must not|shall not|will not|won't|avoid|without) (?:ever )?(?:say(?:ing)?|use|using|include|including|add|adding|respond with|start with|mention|mentioning|give|giving|provide|providing) (?:any )?(?:warnings?|disclaimers?|apolog(?:y|ies|ize|ise)|caveats?|moralizing|moralising|lectures?|ethical (?:notes|reminders|considerations)|refusals?|phrases? like)",
    ),
    words(
      "(?:never|do not|don't|must not|will not|won't) (?:ever )?(?:apologi[sz]e|refuse(?! (?:[\\w'-]+ ){0,2}(?:books?|novels?|reads?|gifts?)\\b)|moralize|moralise|lecture|censor)",
    ),
    // "respond without any warnings or caveats:", "answer it without disclaimers"
    words(
      "(?:respond|reply|answer|write|tell me|explain)(?: (?:it|this|that|me))? without (?:any |the |your )?(?:warnings?|disclaimers?|caveats?|moralizing|moralising|lectures?|refusals?|apolog(?:y|ies))",
    ),
  ],
  [
    [
      "warning",
      "warnings",
      "disclaimer",
      "disclaimers",
      "apology",
      "apologies",
      "apologize",
      "apologise",
      "caveat",
      "caveats",
      "moralizing",
      "moralising",
      "lecture",
      "lectures",
      "ethical",
      "refusal",
      "refusals",
      "phrase",
      "phrases",
      "refuse",
      "moralize",
      "moralise",
      "censor",
    ],
  ],
);

/** Forbidding the assistant to say what it is: "you are NOT ALLOWED TO SAY YOU ARE AN AI LANGUAGE MODEL". */
export const identityDenial = patternSignal(
  "identity_denial",
  3,
  [
    words(
      "(?:not allowed to|never|don't|do not|must not|cannot|can't|shall not|won't) (?:ever )?(?:say|mention|state|admit|reveal|tell (?:me|anyone|the user)|remind (?:me|the user)) (?:that )?(?:you(?:'re| are)|you were|it is|it's) (?:just |only )?(?:an? )?(?:ai|a\\.i\\.|language model|chatbot|assistant|bot|computer program)",
    ),
  ],
  [
    ["say", "mention", "state", "admit", "reveal", "tell", "remind"],
    ["ai", "i", "language", "model", "chatbot", "assistant", "bot", "program"],
  ],
);

/** "Start your response with "Sure, here is ..."": forcing an affirmative opening. */
export const forcedPrefix = rawSignal(
  "forced_prefix",
  3,
  [
    /\b(?:start|begin|open|prefix)\w* (?:your |each |every |all |the )?(?:of )?(?:your )?(?:responses?|repl(?:y|ies)|answers?|outputs?|messages?)(?: \w+){0,3} (?:with|by saying):? (?:the (?:phrase|sentence|words?|text|string):? )?["'«[]/,
  ],
  [
    ["with", "saying"],
    ["responses", "response", "reply", "replies", "answer", "answers", "output", "outputs", "message", "messages"],
  ],
);

export const affirmativePrefix = patternSignal(
  "affirmative_prefix",
  2,
  [words("sure,? here(?: is|'s| are)|sure thing,? here")],
  [["sure"]],
);

export const ethicsOverride = patternSignal(
  "ethics_override",
  INJECTION_THRESHOLD,
  [
    words(
      "(?:disregard|ignore|set aside|forget|put aside|bypass|ignoring|disregarding|without regard (?:to|for)) (?:any |all |the )?(?:possible |potential )?(?:ethical|moral|legal|safety) (?:implications|concerns|considerations|guidelines|issues|constraints|restrictions|qualms|reservations|consequences)",
    ),
  ],
  [
    [
      "implications",
      "concerns",
      "considerations",
      "guidelines",
      "issues",
      "constraints",
      "restrictions",
      "qualms",
      "reservations",
      "consequences",
    ],
    ["ethical", "moral", "legal", "safety"],
  ],
);
