import { ASK } from "./ask";
import { NAMED_PLATFORM, OWNED_PLATFORM, PERSON } from "./recipients";

// Sending e-mail and messages, posting, sharing, replying and reviewing on a platform. "Send me some picks" is a
// request for an answer in the chat, not a message: me/us as the recipient never counts.

// Words between a post verb and its platform that make it a description of books ("books popular on BookTok").
const NOT_DESCRIBED = "(?:(?!popular |trending |viral |famous |hyped |loved |reviewed |rated |recommended |talked )[\\w'-]+ )";
const MESSAGE =
  "(?:messages?|e-?mails?|texts?|notes?|lists?|links?|dms?|invites?|invitations?|reminders?|cards?|recommendations?|picks|summary|reviews?|repl(?:y|ies))";

/** Request patterns, each with the words it cannot match without. */
export const MESSAGE_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    new RegExp(
      `${ASK}(?:e-?mail|mail|text|sms|message|dm|whatsapp|tweet|post|publish|send|forward|cc) (?:[\\w'-]+ ){0,6}?(?:to|on|in|with|onto) (?:my|our|his|her|their|the) (?:\\w+ )?(?:${OWNED_PLATFORM}|${PERSON})\\b`,
    ),
    ["email", "e", "mail", "text", "sms", "message", "dm", "whatsapp", "tweet", "post", "publish", "send", "forward", "cc"],
  ],
  [
    new RegExp(`${ASK}(?:e-?mail|text|sms|message|dm|whatsapp|ping) (?:my|our|his|her|their) (?:\\w+ )?${PERSON}\\b`),
    ["email", "e", "text", "sms", "message", "dm", "whatsapp", "ping"],
  ],
  // someone named, then what to say: "text Sarah that I finished The Overstory", "message Tom to say I'm running late"
  [
    new RegExp(
      `${ASK}(?:e-?mail|text|sms|message|dm|whatsapp) (?!(?:me|us|messages?|texts?)\\b)[a-z][\\w'-]* (?:that (?:i|i'm|i've|we|we're|my|our|it's|she|he|they)|to say|saying|and (?:tell|say|ask|let))\\b`,
    ),
    ["email", "e", "text", "sms", "message", "dm", "whatsapp"],
  ],
  [
    new RegExp(
      `${ASK}(?:e-?mail|tweet|post|publish|dm) (?:this|that|these|those|it|them|my|our|the|a|an)\\b(?! (?:\\w+ )?(?:about|on|by|like))`,
    ),
    ["email", "e", "tweet", "post", "publish", "dm"],
  ],
  [
    new RegExp(
      `${ASK}send (?:a |an |the |my |this |that )?(?:message|e-?mail|text|dm|note|letter|reply|tweet|sms|invite|invitation)s? to\\b`,
    ),
    ["send"],
  ],
  // E-mail or a text to the user themselves leaves the chat: "email me the list", "text me when the new Grisham is out"
  // ("send me some picks" stays an answer in the chat; "text me if you need more details" is an offer, see
  // ../contact-statements.ts)
  [
    new RegExp(
      `${ASK}(?:e-?mail|text|sms|whatsapp|dm) (?:me|us)(?: at(?: \\S+)?)? (?:when|once|whenever|as soon as|if (?:it|the|a|an|there|they|any)|a|an|the|my|our|this|that|these|those|some|every|each|daily|weekly|monthly)\\b`,
    ),
    ["email", "e", "text", "sms", "whatsapp", "dm"],
  ],
  // tweeting is always posting ("a tweet-length summary" is not a verb)
  [new RegExp(`${ASK}(?:tweet|retweet|x-?post)\\b(?!-)`), ["tweet", "retweet", "x", "xpost"]],
  // a named platform needs no "my": "share my list on Instagram", "upload the photo to TikTok"
  [
    new RegExp(
      `${ASK}(?:post|publish|upload|tweet|dm|cross-?post|repost|retweet|leave|add|put) ${NOT_DESCRIBED}{0,6}?(?:to|on|onto|in|via|through) (?:my |our |the )?${NAMED_PLATFORM}\\b`,
    ),
    ["post", "publish", "upload", "tweet", "dm", "cross", "crosspost", "repost", "retweet", "leave", "add", "put"],
  ],
  // sharing needs a thing of one's own: "share some books with my son" asks for picks
  [
    new RegExp(
      `${ASK}share (?:this|that|these|those|it|them|my|our)\\b ${NOT_DESCRIBED}{0,5}?(?:on|to|with|in|via) (?:(?:my |our |the )?${NAMED_PLATFORM}|(?:my|our|his|her|their|the) (?:\\w+ )?(?:${OWNED_PLATFORM}|${PERSON}))\\b`,
    ),
    ["share"],
  ],
  // "send my sister a message", "send Marco the list", "send it"
  [
    new RegExp(
      `${ASK}(?:send|forward|e-?mail|mail) (?:my|our|his|her|their) (?:\\w+ )?${PERSON} (?:a|an|the|this|that|these|those|it|them|my|our)\\b`,
    ),
    ["send", "forward", "email", "e", "mail"],
  ],
  [
    new RegExp(
      `${ASK}(?:send|forward) (?!(?:me|us|over|back|out|along|across|through|in|on|some|more|any|a|an|the) )[\\w'-]+ (?:a |an |the |this |that |these |those |my |our )(?:[\\w'-]+ ){0,3}?${MESSAGE}\\b`,
    ),
    ["send", "forward"],
  ],
  [new RegExp(`${ASK}(?:send|forward) (?:it|them|this|that|these|those)\\b(?! (?:to )?(?:me|us)\\b)`), ["send", "forward"]],
  // replying and writing back: "reply to the comment on my Goodreads review", "write back to the publisher"
  [new RegExp(`${ASK}write back\\b`), ["write"]],
  [
    new RegExp(`${ASK}(?:reply|respond|answer) (?:to )?(?:[\\w'-]+ ){1,6}?(?:for (?:me|us)|on my \\w+|in my inbox|from my \\w+)\\b`),
    ["reply", "respond", "answer"],
  ],
  [new RegExp(`${ASK}answer (?:my|our|the) (?:\\w+ )?(?:e-?mails?|messages?|texts?|dms?|inbox|phone|calls?)\\b`), ["answer"]],
  // telling people: "notify the book club channel", "let my sister know", "contact the publisher"
  [
    new RegExp(
      `${ASK}(?:notify|alert|inform|remind|invite|ping|call|ring|phone|contact|get in touch with|reach out to) (?:my|our|the|everyone in|everybody in|all) (?:[\\w'-]+ ){0,2}?(?:${PERSON}|${NAMED_PLATFORM}|channel|chat|author|publisher|agent|editor|bookshop|bookstore)\\b(?!'s)`,
    ),
    ["notify", "alert", "inform", "remind", "invite", "ping", "call", "ring", "phone", "contact", "get", "reach"],
  ],
  // "tell" and "let" only with what a message says: "tell my sister that ...", "let the club know"
  [
    new RegExp(
      `${ASK}(?:tell|let) (?:my|our|the|everyone in|everybody in|all) (?:[\\w'-]+ ){0,2}?(?:${PERSON}|${NAMED_PLATFORM}|channel|chat|author|publisher|agent|editor|bookshop|bookstore) (?:that|to|we|i|they|it's|know)\\b`,
    ),
    ["tell", "let"],
  ],
  // "leave a review for this book on Amazon", "submit my rating"
  [
    new RegExp(
      `${ASK}(?:leave|submit|drop) (?:a |an |my |this |the |some )(?:[\\w'-]+ ){0,2}?(?:reviews?|ratings?|comments?|repl(?:y|ies)|feedback|stars?)\\b`,
    ),
    ["leave", "submit", "drop"],
  ],
  // "reply to the author's DM", "reply all to the thread", "post in r/books", "comment on my friend's review",
  // "send my query letter to five agents", "shoot an email over to customer service"
  [
    new RegExp(
      `${ASK}(?:reply|respond|reply all|answer) (?:to )?(?:the |my |this |that |her |his |their |a |an )?(?:[\\w'-]+ ){0,4}?(?:dms?|messages?|e-?mails?|thread|review|post|comments?|tweets?|texts?)\\b`,
    ),
    ["reply", "respond", "answer"],
  ],
  [
    new RegExp(
      `${ASK}post (?:it |this |that )?(?:in|on|to) (?:the |my |our )?(?:r\\/\\w+|[\\w-]+ subreddit|subreddit|forum|group|wall|timeline|feed|channel|discord|slack|twitter|instagram|facebook|reddit|goodreads|storygraph|threads|mastodon|bluesky|linkedin)\\b`,
    ),
    ["post"],
  ],
  [
    new RegExp(`${ASK}(?:send|shoot|fire off|drop) (?:a |an )?(?:[\\w'-]+ ){0,2}?(?:message|e-?mail|dm|text|note)(?: over)? to\\b`),
    ["send", "shoot", "fire", "drop"],
  ],
  [
    new RegExp(
      `${ASK}(?:comment|leave a comment|leave a review) on (?:my |his |her |their |this |that |the |a )?(?:[\\w'-]+ ){0,3}?(?:review|post|page|profile|blog|thread|video)\\b`,
    ),
    ["comment", "leave"],
  ],
  [
    new RegExp(
      `${ASK}send (?:my|the|this|our) (?:[\\w'-]+ ){0,2}?(?:query letter|manuscript|pitch|proposal|submission|cv|resume|application)s? to\\b`,
    ),
    ["send"],
  ],
];
