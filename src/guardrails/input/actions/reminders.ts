import { ASK } from "./ask";

// Reminders, alarms, timers and calendar entries: "remind me to return the books on Friday", "set a timer for 25
// minutes", "add the signing to my calendar", "schedule our book club meeting". "Remind me what happens in chapter
// 3" asks about a book: a reminder needs "to", a time, or "when" something comes out.
const TIME =
  "(?:tomorrow|tonight|today|later|in (?:an? |\\d+ )|at \\d|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \\d)|every |each |next |this (?:evening|afternoon|morning|weekend)|before |after |once )";
const CALENDAR = "(?:calendar|agenda|diary|schedule|planner|google calendar|outlook|ical)";

/** Request patterns, each with the words it cannot match without. */
export const REMINDER_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [new RegExp(`${ASK}remind (?:me|us|everyone|the (?:group|club)) (?:to |about (?:the |my |our )|${TIME}|when )`), ["remind"]],
  [
    new RegExp(
      `${ASK}(?:set|create|make|add|schedule|put) (?:me |us )?(?:up )?(?:a |an |my |the )?(?:\\w+ ){0,3}?(?:reminders?|alarms?|timers?|alerts?|notifications?)\\b`,
    ),
    ["set", "create", "make", "add", "schedule", "put"],
  ],
  [
    new RegExp(
      `${ASK}(?:add|put|enter|save|block out|block off|pencil|mark|note) (?:[\\w'-]+ ){0,8}?(?:in|on|to|into) (?:my|our|the) (?:\\w+ )?${CALENDAR}\\b`,
    ),
    ["add", "put", "enter", "save", "block", "pencil", "mark", "note"],
  ],
  [
    new RegExp(
      `${ASK}(?:schedule|book|arrange|organi[sz]e|set up|plan) (?:a |an |the |our |my )?(?:[\\w'-]+ ){0,3}?(?:meeting|meetup|meet-up|event|session|call|appointment|invite|get-together|pick-?ups?|deliver(?:y|ies)|drop-?offs?|collections?|viewings?|visits?)\\b(?! (?:ideas?|tips?|books?|questions?)\\b)`,
    ),
    ["schedule", "book", "arrange", "organise", "organize", "set", "plan"],
  ],
  [new RegExp(`${ASK}create (?:a |an )?(?:\\w+ )?(?:calendar )?(?:event|invite|invitation)\\b`), ["create"]],
  [
    // "notify me when the audiobook is available", "ping me every evening" ("ping me at <address>" gives a contact)
    new RegExp(
      `${ASK}(?:ping|notify|alert|text|buzz|wake) (?:me|us)(?: up)? (?:(?:by|via|over|with an?) (?:text|sms|e-?mail|push|whatsapp|notification) )?(?:when|if|once|as soon as|every|each|tomorrow|tonight|later today|in (?:an? |\\d+ )(?:hour|minute|day|week))`,
    ),
    ["ping", "notify", "alert", "text", "buzz", "wake"],
  ],
  // "timer 25 min", "start a 45-minute timer", "put a countdown on my phone", "wake me up at 7"
  [new RegExp(`${ASK}(?:timer|alarm) (?:for )?\\d+ ?(?:min|mins|minutes|sec|secs|seconds|h|hrs?|hours?)\\b`), ["timer", "alarm"]],
  [
    new RegExp(`${ASK}(?:start|set|run|put) (?:a |an )?(?:\\d+[- ]?(?:minute|min|hour|second)s? )?(?:timer|countdown|stopwatch)\\b`),
    ["start", "set", "run", "put"],
  ],
  [new RegExp(`${ASK}wake (?:me|us) up\\b`), ["wake"]],
  // "nudge me every evening", "once a month, nudge me to ..."
  [new RegExp(`${ASK}(?:ping|nudge|poke|bug) (?:me|us) (?:every|each|daily|weekly|monthly|to )`), ["ping", "nudge", "poke", "bug"]],
  [/\bonce a (?:day|week|month|year),? (?:remind|nudge|ping|poke) (?:me|us)\b/, ["once"]],
  // "reschedule Thursday's book club to Friday", "RSVP yes to the author event on my calendar"
  [
    new RegExp(
      `${ASK}(?:reschedule|cancel|move|postpone|rsvp (?:yes|no) to|accept|decline) (?:[\\w'-]+ ){0,5}?(?:event|meeting|appointment|book club|session|invite|invitation)\\b(?! (?:ideas?|tips?|books?|questions?)\\b)`,
    ),
    ["reschedule", "cancel", "move", "postpone", "rsvp", "accept", "decline"],
  ],
  [
    new RegExp(
      `${ASK}(?:add|put|schedule|enter) (?:[\\w'-]+ ){0,8}?(?:in|on|to|into|as) (?:my|our) (?:\\w+ )?(?:todoist|to-?do list|to-?dos|reminders app|phone)\\b`,
    ),
    ["add", "put", "schedule", "enter"],
  ],
  // fourth pass: invitations, timers, blocked-out time, alerts, snoozing
  [
    new RegExp(
      `${ASK}invite (?:[\\w'-]+,? ){1,5}?(?:and [\\w'-]+ )?to (?:the |my |our )?(?:book club|meeting|event|party|reading|q&a|call|launch|signing)\\b`,
    ),
    ["invite"],
  ],
  [new RegExp(`${ASK}start an? (?:\\d+|[\\w-]+)[- ]minutes? (?:[\\w'-]+ )?timer\\b`), ["start"]],
  [new RegExp(`${ASK}block (?:out|off) (?:[\\w'-]+ ){0,3}?(?:hours?|minutes?|time|afternoons?|mornings?|evenings?)\\b`), ["block"]],
  [new RegExp(`${ASK}send (?:[\\w'-]+ ){0,2}?(?:calendar )?invites?\\b`), ["send"]],
  [
    new RegExp(`${ASK}(?:send|email|text|message) me an? (?:alert|notification|ping|push notification)\\b`),
    ["send", "email", "text", "message"],
  ],
  [new RegExp(`${ASK}snooze\\b`), ["snooze"]],
  [
    new RegExp(`${ASK}(?:set up|put|add|create) (?:[\\w'-]+ ){0,5}?(?:in|on|to) my (?:outlook |google |apple |icloud |work )?calendar\\b`),
    ["set", "put", "add", "create"],
  ],
];
