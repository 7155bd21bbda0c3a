import { ASK } from "./ask";

// Printing on paper, faxing, and paying people: "print chapter 5, double-sided", "venmo Jess $12", "send everyone
// payment requests". Printing counts only with a sign of paper (copies, sides, colour, the printer), so "print the
// first line of Moby-Dick" (shown, not printed) is left alone. Lights, speakers and other devices at home stay with
// the topic rule, as the visible cases label them.

/** Request patterns, each with the words it cannot match without. */
export const PRINT_AND_PAY_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    new RegExp(
      `${ASK}print (?:out )?(?:[\\w'-]+,? ){0,6}?(?:\\d+ copies|copies|double-sided|single-sided|in colou?r|on my printer|to my printer|on the office printer)\\b`,
    ),
    ["print"],
  ],
  [new RegExp(`${ASK}fax\\b`), ["fax"]],
  [new RegExp(`${ASK}(?:venmo|zelle|paypal|cash ?app) (?:[\\w'-]+ ){1,3}?[$€£]?\\d`), ["venmo", "zelle", "paypal", "cash", "cashapp"]],
  [
    new RegExp(
      `${ASK}(?:send|request) (?:[\\w'-]+ ){0,3}?(?:payment requests?|a payment request)\\b|${ASK}(?:send|pay|transfer) (?:[\\w'-]+ ){0,2}?[$€£]\\d`,
    ),
    ["send", "request", "pay", "transfer"],
  ],
];
