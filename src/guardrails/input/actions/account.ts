import { anyOf } from "../../text/pattern";
import { ASK } from "./ask";
import { NAMED_PLATFORM } from "./recipients";

// Changing an account: cancelling or upgrading a subscription, passwords and sign-in, settings and privacy,
// linking services, shelves and ratings kept on a service.
const ACCOUNT_THING = anyOf([
  "accounts?",
  "passwords?",
  "pins?",
  "pin codes?",
  "subscriptions?",
  "memberships?",
  "plan",
  "profile",
  "(?:shipping |billing |delivery |email |e-mail |home )?address",
  "billing",
  "payment (?:method|details|info)",
  "credit card",
  "username",
  "user ?name",
  "display name",
  "nickname",
  "screen name",
  "handle",
  "avatar",
  "profile (?:picture|photo|pic)",
  "bio",
  "settings",
  "orders?",
  "library card",
  "loans?",
  "holds?",
  "wish ?list",
  "reading history",
  "history",
  "preferences",
  "notifications",
  // what an e-reader or reading app keeps: "sync my reading progress", "clear my highlights"
  "(?:reading )?progress",
  "highlights",
  "annotations",
  "bookmarks",
  "devices",
]);
/** Services whose account "delete my Goodreads" or "unlink my Facebook" means. */
const SERVICE = anyOf([
  NAMED_PLATFORM,
  "kindle",
  "audible",
  "libby",
  "kobo",
  "scribd",
  "everand",
  "overdrive",
  "hoopla",
  "bookbub",
  "netgalley",
]);

/** What one does to an account, a subscription or a membership (both account-action patterns and their anchors). */
const ACCOUNT_VERB_WORDS = [
  "cancel",
  "renew",
  "pause",
  "change",
  "reset",
  "update",
  "delete",
  "remove",
  "close",
  "deactivate",
  "reactivate",
  "upgrade",
  "downgrade",
  "manage",
  "edit",
  "freeze",
  "clear",
  "erase",
  "wipe",
  "merge",
  "switch",
  "transfer",
  "link",
  "unlink",
  "connect",
  "disconnect",
  "sync",
  "hide",
  "unhide",
];
const ACCOUNT_VERBS = ACCOUNT_VERB_WORDS.join("|");
/** What a reading service keeps for a user, as restored or recovered. */
const KEPT_DATA =
  "(?:reading list|wish ?list|to-?read list|tbr|shelf|shelves|reading history|history|notes|highlights|bookmarks|annotations|reviews?|ratings?|account|progress|reading challenge)";
const PRIVACY_THING = "(?:history|profile|account|shelf|shelves|reviews?|lists?|activity|ratings?|goals?|challenge|reading)";

/** Request patterns, each with the words it cannot match without. */
export const ACCOUNT_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    new RegExp(`${ASK}(?:${ACCOUNT_VERBS}|unsubscribe me from|unsubscribe from) (?:my|our) (?:\\w+ ){0,2}?${ACCOUNT_THING}\\b`),
    [...ACCOUNT_VERB_WORDS, "unsubscribe"],
  ],
  [
    new RegExp(`${ASK}(?:${ACCOUNT_VERBS}) (?:the|a) (?:\\w+ )?${ACCOUNT_THING} (?:on|for|of|in|from|tied to|linked to) (?:my|our)\\b`),
    ACCOUNT_VERB_WORDS,
  ],
  [
    new RegExp(
      `${ASK}(?:reset|unlock|disable|enable|turn (?:off|on)|remove|bypass|change|set up) (?:the |my |our )?(?:two-?factor|2fa|mfa|multi-?factor|two-?step)(?: authentication| verification| login)?\\b`,
    ),
    ["reset", "unlock", "disable", "enable", "turn", "remove", "bypass", "change", "set"],
  ],
  [
    new RegExp(`${ASK}(?:unlock|lock|ban|unban|suspend|reinstate|reactivate|verify|restore) (?:[\\w'-]+ ){0,3}?accounts?\\b`),
    ["unlock", "lock", "ban", "unban", "suspend", "reinstate", "reactivate", "verify", "restore"],
  ],
  [
    new RegExp(`${ASK}(?:subscribe|sign|enrol|enroll|register) (?:me|us) (?:up )?(?:to|for|in|on|with|using|via)\\b`),
    ["subscribe", "sign", "enrol", "enroll", "register"],
  ],
  [new RegExp(`${ASK}(?:log|sign) ?(?:in|into|on)(?: to)? (?:my|our|the) `), ["log", "sign", "login", "signin"]],
  [new RegExp(`${ASK}(?:log|sign) (?:me|us) (?:in|into|on|out|off)\\b`), ["log", "sign"]],
  [
    new RegExp(
      `${ASK}(?:mark|rate|shelve|add|move|remove|rate|review) (?:[\\w'-]+ ){1,6}?(?:on|in|to|from|as) (?:my|our) (?:\\w+ )?(?:goodreads|storygraph|kindle|audible|account|shelf|shelves|library|cart|basket|wish ?list|want-to-read|to-read list|profile)\\b`,
    ),
    ["mark", "rate", "shelve", "add", "move", "remove", "review"],
  ],
  // a service named for its account: "delete my StoryGraph", "unlink my Facebook from my Goodreads"
  [
    new RegExp(`${ASK}(?:${ACCOUNT_VERBS}) (?:my|our) (?:\\w+ )?${SERVICE}\\b(?! (?:books?|edition|version|reader|recommendations?)\\b)`),
    ACCOUNT_VERB_WORDS,
  ],
  // settings: "turn off the marketing emails", "opt me out of"
  [
    new RegExp(
      `${ASK}(?:turn|switch) (?:off|on) (?:the |my |all |our )?(?:[\\w'-]+ ){0,3}?(?:notifications?|e-?mails?|newsletters?|alerts?|reminders?|auto-?renew(?:al)?|tracking|sync|settings?|personali[sz]ation|recommendation e-?mails)\\b`,
    ),
    ["turn", "switch"],
  ],
  [new RegExp(`${ASK}unsubscribe (?:me |us )?(?:from|to)\\b`), ["unsubscribe"]],
  [new RegExp(`${ASK}(?:opt (?:me |us )?(?:out of|in to|into)|remove me from|take me off)\\b`), ["opt", "remove", "take"]],
  // privacy: "make my reading history private", "hide my ratings"
  [
    new RegExp(`${ASK}make (?:my|our) (?:[\\w'-]+ ){0,2}?${PRIVACY_THING} (?:private|public|visible|hidden|invisible|friends-only)\\b`),
    ["make"],
  ],
  [new RegExp(`${ASK}verify (?:my|our) (?:identity|e-?mail|phone|number|age|address|card|payment)\\b`), ["verify"]],
  // "reset it for me", "change the email on my Audible account", "switch my spotify to the family plan",
  // "downgrade my subscription", "unlock my account", "bump my reading challenge goal to 75"
  [
    new RegExp(`${ASK}(?:reset|unlock|unblock|recover|reactivate) (?:it|that|this) (?:for me|and get me back in)\\b`),
    ["reset", "unlock", "unblock", "recover", "reactivate"],
  ],
  [
    new RegExp(
      `${ASK}(?:change|update|edit|swap) the (?:e-?mail|password|address|phone number|username|plan|tier|payment method|card) (?:on|of|for|in) my\\b`,
    ),
    ["change", "update", "edit", "swap"],
  ],
  [
    new RegExp(
      `${ASK}(?:switch|move|change|downgrade|upgrade|pause|cancel|renew|unlock|unblock|recover|reactivate) my (?:[\\w'-]+ ){0,2}?(?:subscription|membership|plan|tier|account|login)\\b`,
    ),
    ["switch", "move", "change", "downgrade", "upgrade", "pause", "cancel", "renew", "unlock", "unblock", "recover", "reactivate"],
  ],
  [
    new RegExp(`${ASK}(?:bump|raise|lower|set|change|update|reset) my (?:[\\w'-]+ ){0,3}?(?:goal|target|challenge|streak)\\b`),
    ["bump", "raise", "lower", "set", "change", "update", "reset"],
  ],
  // fourth pass: new accounts, signing in as the user, profile settings
  [
    new RegExp(`${ASK}(?:create|open|make|set up) (?:a |an |my )?(?:[\\w'-]+ ){0,2}?account (?:for me|on|at|with)\\b`),
    ["create", "open", "make", "set"],
  ],
  [
    new RegExp(
      `${ASK}(?:log|sign) (?:in|on) as me\\b|${ASK}(?:sign|log) (?:in|into|on) (?:to )?(?:my )?[\\w.&'-]+(?: account)? (?:and|then|to)\\b`,
    ),
    ["log", "sign"],
  ],
  [
    new RegExp(
      `${ASK}(?:set|make|switch|change|update) my (?:[\\w'-]+ ){0,2}?(?:profile|privacy settings?|profile picture|avatar|display name|username)\\b|${ASK}(?:set|switch|change|update) the (?:language|currency|region|country|time ?zone|theme|font size) (?:of|on|in|for) my (?:[\\w'-]+ )?(?:account|profile|app|settings)\\b`,
    ),
    ["set", "make", "switch", "change", "update"],
  ],
  // privileges and restored data: "make me an admin", "give me moderator rights", "restore the reading list I deleted"
  [
    new RegExp(
      `${ASK}(?:make|set|promote|upgrade) me (?:to )?(?:an? |the )?(?:admin|administrator|moderator|mod|owner|superuser|super ?user|root|editor|premium (?:member|user)|vip)\\b(?!'s)|${ASK}(?:give|grant) me (?:[\\w'-]+ )?(?:admin|administrator|root|moderator|superuser|elevated|owner|editor|write) (?:access|rights|privileges|permissions|role|status)\\b`,
    ),
    ["make", "set", "promote", "upgrade", "give", "grant"],
  ],
  [
    new RegExp(
      `${ASK}(?:restore|recover|undelete|retrieve|bring back|undo (?:the )?(?:deletion|removal) of) (?:my|our) (?:[\\w'-]+ ){0,2}?${KEPT_DATA}\\b|${ASK}(?:restore|recover|undelete|retrieve|bring back) the (?:[\\w'-]+ ){0,3}?${KEPT_DATA} (?:i|we) (?:deleted|removed|lost|cleared|erased|wiped)\\b`,
    ),
    ["restore", "recover", "undelete", "retrieve", "bring", "undo"],
  ],
];
