import { anyOf, words } from "../../text/pattern";
import { INJECTION_THRESHOLD, gatedPatternSignal, type GatedPattern } from "./signal";

// This assistant's own limit named as such ("the book-only thing", "the topic rule", "your topic filter", "the
// books-only restriction") and then dropped, waived or declared not to apply: "please disregard the book-only
// limitation", "relax the topic rule this one time", "the book-only thing doesn't need to apply here", "the book
// assistant breaks free of its topic restrictions". Book bans ("book restrictions in Texas schools") are not it:
// plain "book" does not make the phrase.

const LIMIT = anyOf([
  "rules?",
  "restrictions?",
  "limitations?",
  "limits?",
  "polic(?:y|ies)",
  "filters?",
  "constraints?",
  "thing",
  "mode",
  "requirements?",
  "focus",
  "lock",
  "guardrails?",
  "boundar(?:y|ies)",
  "scope",
  "restriction thing",
]);
const SERVICE_LIMIT = `(?:book[- ]only|books[- ]only|only[- ]books?|books?[- ]and[- ]reading[- ]only|reading[- ]only|literature[- ]only|topic|on[- ]topic|off[- ]topic|subject|single[- ]topic|one[- ]topic) ${LIMIT}`;
const SERVICE_LIMIT_ANCHORS = ["only", "topic", "subject"];

const DROP = anyOf([
  "overriding",
  "overrode",
  "lifting",
  "suspending",
  "disabling",
  "removing",
  "waiving",
  "relaxing",
  "bypassing",
  "skipping",
  "setting aside",
  "putting aside",
  "loosening",
  "breaking",
  "bending",
  "drop",
  "dropping",
  "ignore",
  "ignoring",
  "disregard",
  "disregarding",
  "forget",
  "forget about",
  "skip",
  "bypass",
  "relax",
  "lift",
  "suspend",
  "waive",
  "loosen",
  "ease",
  "override",
  "turn off",
  "switch off",
  "disable",
  "remove",
  "set aside",
  "put aside",
  "never mind",
  "break",
  "bend",
  "without",
  "outside(?: of)?",
  "beyond",
  "free (?:of|from)",
  "breaks? free (?:of|from)",
  "breaking free (?:of|from)",
  "escapes?",
  "overlook",
  "overlooking",
  "get (?:around|past)",
  "work around",
  "not bother with",
  "no more",
  "enough with",
  "to hell with",
  "screw",
  "(?:not|don'?t|stop|quit|no need to) (?:worry(?:ing)?|car(?:e|ing)|think(?:ing)?|bother(?:ing)?) (?:about|with)",
  "freed (?:of|from)",
  "released from",
  "liberated from",
  "unshackled from",
  "(?:put|place|keep) (?:\\w+ ){0,2}?on (?:hold|pause|ice)",
  "pause",
  "past",
]);
const NOT_APPLYING = anyOf([
  "(?:doesn'?t|does not|don'?t|do not|won'?t|will not|needn'?t|shouldn'?t|should not|no longer) (?:really |actually )?(?:need to |have to )?(?:apply|applies|matter|count|hold|exist|bind you|stop you)",
  "(?:is|are|'s) (?:now |just |so |kind of |a bit |pretty )?(?:lifted|off|suspended|disabled|gone|void|over|outdated|silly|pointless|stupid|dumb|annoying|unnecessary|overkill|not needed|not important|optional)",
]);

const SERVICE_LIMIT_NAMED: GatedPattern = {
  pattern: words(`${SERVICE_LIMIT}`),
  anchors: [SERVICE_LIMIT_ANCHORS],
};

// "the book restriction" as this assistant's own limit: only singular, after "the/your/this" and a verb dropping it
// (book bans in schools are "book restrictions", "the book bans").
const BOOK_LIMIT_DROPPED = `${DROP} (?:\\w+ ){0,2}?(?:the|your|this|that) (?:books?|reading|literature) (?:rule|restriction|limitation|limit|policy|filter|constraint|thing|mode|focus|lock|requirement|stuff|act|talk|obsession|schtick|shtick|routine)\\b`;

/** The assistant's own topic limit named and dropped (decisive). */
export const serviceRestrictionDropped = gatedPatternSignal("service_restriction_dropped", INJECTION_THRESHOLD, [
  {
    pattern: words(`${DROP} (?:\\w+ ){0,2}?(?:the |your |its |this |that |all |any )?(?:\\w+ )?${SERVICE_LIMIT}`),
    anchors: [SERVICE_LIMIT_ANCHORS],
  },
  {
    // "ignore any limits on topics", "drop the restrictions on what you can discuss"
    pattern: words(
      `${DROP} (?:\\w+ ){0,2}?(?:the |your |its |any |all |those |these )?${LIMIT} (?:on|to|around|about|over) (?:the |your )?(?:topics?|subjects?|what you (?:can |may |are allowed to )?(?:say|discuss|talk about|answer|cover))\\b`,
    ),
    anchors: [["topic", "topics", "subject", "subjects", "what"]],
  },
  {
    pattern: words(BOOK_LIMIT_DROPPED),
    anchors: [
      ["book", "books", "reading", "literature"],
      [
        ...["rule", "restriction", "limitation", "limit", "policy", "filter", "constraint", "thing", "mode", "focus", "lock"],
        ...["requirement", "stuff", "act", "talk", "obsession", "schtick", "shtick", "routine"],
      ],
    ],
  },
  {
    // the assistant's role as the limit: "kindly overlook the reading-assistant framing for a moment"
    pattern: words(
      `${DROP} (?:\\w+ ){0,2}?(?:the|your|this|that) (?:books?|reading|literature|library)[- ](?:assistant|bot|helper|librarian)[- ](?:framing|role|persona|identity|thing|mode|hat|act|character|setup|gig)`,
    ),
    anchors: [
      ["assistant", "bot", "helper", "librarian"],
      ["framing", "role", "persona", "identity", "thing", "mode", "hat", "act", "character", "setup", "gig"],
    ],
  },
  {
    // "drop the librarian act", "quit the bookworm routine"
    pattern: words(
      `${DROP} (?:\\w+ ){0,2}?(?:the|your|this|that) (?:librarian|bookworm|book ?nerd|book ?bot|bookseller|book assistant|reading assistant|literary) (?:act|role|persona|routine|schtick|shtick|thing|gig|hat|character|bit|facade|front)\\b`,
    ),
    anchors: [
      ["librarian", "bookworm", "nerd", "booknerd", "bot", "bookbot", "bookseller", "assistant", "literary"],
      ["act", "role", "persona", "routine", "schtick", "shtick", "thing", "gig", "hat", "character", "bit", "facade", "front"],
    ],
  },
  {
    pattern: words(`${SERVICE_LIMIT}(?: \\w+){0,4}? ${NOT_APPLYING}`),
    anchors: [SERVICE_LIMIT_ANCHORS],
  },
  {
    // "just this once", "for today": the limit set aside for a while
    pattern: words(
      `${SERVICE_LIMIT} (?:just )?(?:this (?:one )?time|this once|just once|for (?:now|today|once|this (?:session|chat|conversation|question)))`,
    ),
    anchors: [SERVICE_LIMIT_ANCHORS],
  },
]);

/** The assistant's own topic limit merely named ("why do you have a book-only rule?"): a little evidence. */
export const serviceRestrictionNamed = gatedPatternSignal("service_restriction_named", 2, [SERVICE_LIMIT_NAMED]);
