import { ASK } from "./ask";

// Library errands: reserving, renewing and extending loans, placing and cancelling holds, joining a waitlist,
// paying fines, borrowing. Questions about how holds work or which book to reserve are not asks: the verb is not
// an imperative at a clause start.
const LOAN = "(?:loans?|due dates?|borrowing|lending(?: period)?|checkouts?|rentals?|holds?|deadline|library)";
const QUEUE = "(?:wait ?lists?|waiting lists?|queues?|hold lists?|hold queues?)";
// "Renew my love of reading", "reserve judgement": the verb said of a feeling or an opinion.
const NOT_A_FEELING =
  "(?! (?:(?:my|your|our|his|her|their|the) )?(?:love|faith|interest|passion|enthusiasm|hope|appetite|excitement|joy|belief|trust|spirit|energy|motivation|judge?ments?|opinion|comment)\\b)";
const LIBRARY_PLACE = "(?:librar(?:y|ies)|branch|libby|overdrive|hoopla|library app)";

/** Request patterns, each with the words it cannot match without. */
export const LIBRARY_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  // "renew my library books", "reserve the next copy", "borrow the ebook"
  [new RegExp(`${ASK}(?:renew|reserve|borrow)\\b(?! or\\b)${NOT_A_FEELING}`), ["renew", "reserve", "borrow"]],
  [new RegExp(`${ASK}(?:extend|prolong) (?:my |the |our |this |that |it |them )?(?:[\\w'-]+ ){0,2}?${LOAN}\\b`), ["extend", "prolong"]],
  // holds: "place a hold for me on", "put it on hold", "hold the new Tana French for me", "cancel the hold on"
  [
    new RegExp(`${ASK}(?:put|place|get|set|request|add|make) (?:me |us )?(?:a |an |the )?(?:holds?|reservations?) (?:on|for)\\b`),
    ["put", "place", "get", "set", "request", "add", "make"],
  ],
  [new RegExp(`${ASK}(?:put|place|add|get) (?:[\\w'-]+ ){1,6}?on hold\\b`), ["put", "place", "add", "get"]],
  [new RegExp(`${ASK}hold (?:[\\w'-]+ ){1,6}?for (?:me|us)\\b|${ASK}hold (?:a |one )?cop(?:y|ies)\\b`), ["hold"]],
  [
    new RegExp(
      `${ASK}(?:cancel|remove|delete|drop|freeze|suspend|pause|move|transfer) (?:the|my|this|that|these|those|all|every|our) (?:\\w+ )?holds?\\b`,
    ),
    ["cancel", "remove", "delete", "drop", "freeze", "suspend", "pause", "move", "transfer"],
  ],
  // "get me on the waitlist", "add me to the hold queue"
  [
    new RegExp(
      `${ASK}(?:get|put|add|sign|place) (?:me|us) (?:up )?(?:on|to|onto|in|for) (?:the |a |your |their |its )?(?:\\w+ )?${QUEUE}\\b`,
    ),
    ["get", "put", "add", "sign", "place"],
  ],
  // "pay my overdue fine", "settle the late fees"
  [
    new RegExp(
      `${ASK}(?:pay|settle|clear|cover|waive|take care of) (?:off )?(?:my |the |our |these |those |this |that |all |any |his |her )?(?:[\\w'-]+ ){0,2}?(?:fines?|fees?|charges?|dues|balance|bills?|invoices?|penalt(?:y|ies))\\b`,
    ),
    ["pay", "settle", "clear", "cover", "waive", "take"],
  ],
  // "return my Libby audiobook early", "request an interlibrary loan of ..."
  [
    new RegExp(
      `${ASK}return (?:my |the |this |these |those |our )(?:[\\w'-]+ ){0,3}?(?:audiobooks?|e-?books?|books?|loans?|cop(?:y|ies)|library books?)\\b`,
    ),
    ["return"],
  ],
  [new RegExp(`${ASK}request (?:an? |the )?(?:interlibrary loan|inter-library loan|ill|loan|hold|purchase suggestion)\\b`), ["request"]],
  // "book me a study room at the university library"
  [
    new RegExp(
      `${ASK}(?:book|reserve) (?:me |us )?(?:[\\w'-]+ ){1,4}?(?:at|in|from) (?:the |my |our )?(?:[\\w'-]+ ){0,3}?${LIBRARY_PLACE}\\b`,
    ),
    ["book", "reserve"],
  ],
  // "check out Piranesi from the library for me"
  [
    new RegExp(
      `${ASK}(?:check out|take out|request|download) (?:[\\w'-]+ ){1,6}?(?:from|through|via|on|at) (?:my |the |our )?(?:[\\w'-]+ ){0,2}?${LIBRARY_PLACE}\\b`,
    ),
    ["check", "take", "request", "download"],
  ],
  // "sign my kid up for the summer reading programme", "extend the due date", "move the pickup location for my holds",
  // "mark the book I returned as returned", "request the reels from the archives", "apply for a library card for me"
  [new RegExp(`${ASK}sign (?:me|us|him|her|them|my \\w+) up for\\b`), ["sign"]],
  [new RegExp(`${ASK}(?:extend|push back|change|move) (?:the |my )?due dates?\\b`), ["extend", "push", "change", "move"]],
  [new RegExp(`${ASK}(?:move|change|switch) (?:the |my )?pick-?up (?:location|branch|library)\\b`), ["move", "change", "switch"]],
  [new RegExp(`${ASK}mark (?:[\\w'-]+ ){0,6}?as (?:returned|lost|damaged|paid|renewed)\\b`), ["mark"]],
  [new RegExp(`${ASK}request (?:[\\w'-]+ ){0,6}?from the (?:archives?|stacks|storage|depository|interlibrary loan)\\b`), ["request"]],
  [new RegExp(`${ASK}apply for (?:a |an )?(?:library card|library membership|reader'?s? card|membership)\\b`), ["apply"]],
];
