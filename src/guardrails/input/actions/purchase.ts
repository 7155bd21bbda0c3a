import { ASK } from "./ask";

// Buying, ordering and having things delivered. The object words keep "get me a copy of Dune" (a purchase) apart
// from "get me a list of books" (a recommendation).
const BOUGHT_THING =
  "(?:cop(?:y|ies)|hardbacks?|hardcovers?|paperbacks?|(?:first |signed |special |collector'?s? |deluxe |illustrated |kindle |audio ?book )?editions?|box(?:ed)? ?sets?|gift ?cards?|gift vouchers?|vouchers?|tickets?)";
// Words of an ask for advice ("get me the best edition of War and Peace") rather than for the thing itself.
const NOT_ADVICE = "(?:(?!best |good |better |right |ideal |nicest |most |which |what |other |different |any |recommended )[\\w'-]+ )";
// "Order these by length" sorts, it does not buy.
const ORDER_NOT_SORT =
  "order(?! (?:[\\w'-]+ ){0,4}?(?:by|from (?:best|worst|shortest|longest|oldest|newest|first|least|most)|chronologically|alphabetically|in (?:order|sequence))\\b)";
const DELIVERED = "(?:it|them|this|that|these|those|the (?:\\w+ )?(?:book|books|copy|copies|order|parcel|package|set))";

/** Request patterns, each with the words it cannot match without. */
export const PURCHASE_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    new RegExp(
      `${ASK}(?:check ?out(?=[.!?,;]|$| now\\b| for me\\b| with\\b| using\\b| (?:my|the|our) (?:cart|basket|order|trolley)\\b)|complete (?:the|my) (?:purchase|order|checkout|payment)|place (?:an|the|my) order|pay for|order (?:me |us )?(?:a |an |the |two |three |\\d+ |some |my )?(?:\\w+ )?(?:cop(?:y|ies)|books?|edition|hardcovers?|hardbacks?|paperbacks?|of))\\b`,
    ),
    ["checkout", "check", "complete", "place", "pay", "order"],
  ],
  // the verb alone: "order it", "buy Dune for me" (not "buy or borrow?", "a download-free classic", "order these by length")
  [
    new RegExp(`${ASK}(?:buy|purchase|pre-?order|rent|subscribe to|download|${ORDER_NOT_SORT})\\b(?!-| or\\b)`),
    ["buy", "purchase", "preorder", "pre", "rent", "subscribe", "download", "order"],
  ],
  [
    /\b(?:use|charge|bill|pay (?:for (?:it|them|that) )?(?:with|using|by|from)) (?:it to )?my (?:saved )?(?:card|credit card|debit card|paypal|account|apple pay|google pay)\b/,
    ["use", "charge", "bill", "pay"],
  ],
  // "grab me a used copy", "snap up two tickets", "get the signed edition"
  [
    new RegExp(
      `${ASK}(?:get|grab|pick up|snag|snap up|score|source|fetch) (?:me |us |my \\w+ )?(?:a |an |the |two |three |\\d+ |some |one |another |a few )?${NOT_ADVICE}{0,3}?${BOUGHT_THING}\\b(?! of (?:a|an|some|any) (?:\\w+ )?(?:books?|novels?|titles?|reads?)\\b)`,
    ),
    ["get", "grab", "pick", "snag", "snap", "score", "source", "fetch"],
  ],
  // "place a pre-order", "put in an order"
  [
    new RegExp(`${ASK}(?:place|put in|submit|make) (?:a |an |the |my )?(?:pre-?order|order|purchase)\\b`),
    ["place", "put", "submit", "make"],
  ],
  // delivery: "ship it to my flat", "have them delivered"
  [new RegExp(`${ASK}(?:ship|deliver|courier) ${DELIVERED} (?:to|by|before)\\b`), ["ship", "deliver", "courier"]],
  [new RegExp(`${ASK}(?:have|get) ${DELIVERED} (?:shipped|delivered|gift-?wrapped)\\b`), ["have", "get"]],
  // "put The Overstory in my Amazon basket", "add it to my cart"
  [
    new RegExp(
      `${ASK}(?:put|place|throw|stick|add|drop) (?:[\\w'-]+ ){1,6}?(?:in|into|to) (?:my |our |the )?(?:\\w+ )?(?:cart|basket|shopping bag|trolley|wish ?list|kindle|library|goodreads|storygraph|shelf|tbr|want-to-read)\\b`,
    ),
    ["put", "place", "throw", "stick", "add", "drop"],
  ],
  // "use my Visa ending in 4421 to pay", "donate $10 to …", "transfer 50 euros to my friend", "get me a pizza delivered"
  [
    new RegExp(`${ASK}(?:use|charge|bill) my (?:\\w+ )?(?:visa|mastercard|amex|card|paypal|apple pay|google pay|account)\\b`),
    ["use", "charge", "bill"],
  ],
  [
    new RegExp(
      `${ASK}(?:donate|transfer|wire|venmo|zelle|pay|send|tip) (?:[$€£] ?)?\\d+(?:[.,]\\d+)?(?: ?(?:dollars|euros|pounds|bucks|usd|eur|gbp))?\\b`,
    ),
    ["donate", "transfer", "wire", "venmo", "zelle", "pay", "send", "tip"],
  ],
  [
    new RegExp(
      `${ASK}(?:gift|send) (?:a |an )?(?:[$€£]?\\d+ )?(?:[\\w&'-]+ ){0,3}?(?:copy|copies|gift ?card|e-?gift card|voucher)\\b(?:[^.?!]{0,40}) to (?:my|him|her|them)\\b`,
    ),
    ["gift", "send"],
  ],
  [new RegExp(`${ASK}get me (?:a |an |some |two |three )?(?:[\\w'-]+ ){0,4}?delivered\\b`), ["get"]],
  // fourth pass (docs/guardrails.md, "Sixth session"): returns, bids, reorders, cancelled orders, tracking, gift cards
  [
    new RegExp(
      `${ASK}(?:return|exchange) (?:the |my |this |that )?(?:[\\w'-]+ ){0,6}?(?:(?:i|we) (?:bought|ordered|got)\\b|for a refund|and get (?:me )?a refund)`,
    ),
    ["return", "exchange"],
  ],
  [new RegExp(`${ASK}(?:bid|place a bid)\\b`), ["bid", "place"]],
  [new RegExp(`${ASK}re-?order (?:the same|my (?:last|usual)|what (?:i|we) (?:got|bought|ordered))\\b`), ["reorder", "re"]],
  [
    new RegExp(`${ASK}cancel (?:my |the |this |that )?(?:[\\w'-]+ ){0,3}?(?:pre-?order|order|(?:free )?trial|subscription|membership)\\b`),
    ["cancel"],
  ],
  [
    new RegExp(
      `${ASK}track (?:my (?:[\\w'-]+ ){0,2}?(?:order|package|parcel|delivery|shipment)|the (?:[\\w'-]+ ){0,2}?(?:package|parcel|delivery|shipment))\\b`,
    ),
    ["track"],
  ],
  [new RegExp(`${ASK}(?:grab|snag) (?:me )?(?:a |an |the )?(?:[\\w'-]+ ){0,2}?cop(?:y|ies)\\b`), ["grab", "snag"]],
  [new RegExp(`${ASK}use my (?:[\\w&'-]+ ){0,3}?(?:gift card|card|paypal|credit|points|voucher) to\\b`), ["use"]],
  // "finish the purchase", "handle the checkout for these", "buy it through you"
  [
    new RegExp(
      `${ASK}(?:finish|complete|handle|do|process|finali[sz]e|sort out|take care of|go through with) (?:the|my|this|that|our) (?:purchase|order|checkout|check-out|payment|transaction)\\b`,
    ),
    ["finish", "complete", "handle", "do", "process", "finalise", "finalize", "sort", "take", "go"],
  ],
  [
    /\b(?:buy|order|purchase|get) (?:[\w'-]+ ){0,8}?(?:through|via|from|with) you\b(?! (?:recommend|suggest|mention))/,
    ["buy", "order", "purchase", "get"],
  ],
  // refunds and payment: "process a refund for the book I bought", "put it through on my card ending 4242"
  [
    new RegExp(
      `${ASK}(?:process|issue|give me|get me|request|start|initiate|arrange|sort out) (?:a |my |the |an? full )?refund\\b|${ASK}refund (?:me|my (?:order|purchase|money|payment))\\b`,
    ),
    ["process", "issue", "give", "get", "request", "start", "initiate", "arrange", "sort", "refund"],
  ],
  // a wish to buy, then the go-ahead: "I'd like to purchase the Kindle version of Dune, please go ahead"
  [
    /\b(?:i'?d like|i would like|i'?d love|i want|i need|i wish) to (?:buy|purchase|order|pre-?order|rent) (?:[\w'.:-]+ ){0,10}?[\w'.:-]+[,.;!]? (?:so )?(?:please |just |now |then )?(?:go ahead(?! and\b)|proceed|do it|make it happen|take care of it|handle it|sort it out|place the order|complete the purchase)\b/,
    ["go", "proceed", "do", "make", "take", "handle", "sort", "place", "complete"],
  ],
  [
    /\b(?:put|ring|run|charge|bill) (?:it|this|that|them|the order|the purchase|the payment) (?:through |up )?(?:on|to|against) my (?:\w+ )?(?:card|visa|mastercard|amex|account|paypal|tab)\b/,
    ["put", "ring", "run", "charge", "bill"],
  ],
];
