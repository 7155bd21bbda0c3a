import { blockedAsRequest as blocked, describeBlockCases } from "./block-cases";

// The third unsupported-action pass (docs/guardrails.md, "Fifth session"): requests written for these tests (none is
// in a case file, a held-out set or the training corpus) and book questions with the same words.

const REQUESTS: Record<string, readonly string[]> = {
  "web pages watched or read": [
    "Keep an eye on the Blackwell's page and tell me when the signed copies drop.",
    "Is penguin.co.uk down for you too?",
    "Read the reviews on this eBay listing and tell me if the seller is legit.",
  ],
  "code actually run": [
    "What does this Rust snippet print when you run it?",
    "Build my Kotlin project and tell me what breaks.",
    "Execute scrape_titles.py against the sample file.",
    "Paste this into the browser console and tell me the output.",
  ],
  "timers, nudges and calendar changes": [
    "timer 15 minutes",
    "Start a 20-minute countdown for my reading sprint.",
    "Wake me up at 6:30.",
    "Nudge me every Sunday to update my reading log.",
    "Move the book club meeting from Tuesday to Wednesday and tell everyone.",
    "Add my reading goals as tasks in my Todoist.",
  ],
  "payments, accounts, files, commands and library errands": [
    "Use my Mastercard to pay for the preorder.",
    "Donate €15 to the Little Free Library fund for me.",
    "Change the password on my Kobo account to something stronger.",
    "Upgrade my Scribd membership to the annual plan.",
    "Raise my reading challenge goal to 40.",
    "Print the last chapter of the EPUB in my Downloads folder.",
    "Push my changes to the reading-list repo.",
    "Set up a cron job to back up my Calibre library.",
    "Sign my daughter up for the library's summer reading challenge.",
    "Extend the due date on my copy of Wolf Hall.",
  ],
  "replies, posts and messages": [
    "Reply to the publicist's email and say yes to the interview.",
    "Post on r/suggestmeabook that I need more cozy mysteries.",
    "Shoot a text over to my sister about the signing.",
    "Comment on my cousin's Goodreads review and tell her she's right.",
    "Send my manuscript to the three agents you mentioned.",
  ],
  "databases changed": [
    "Grant write access on the loans table to Maria.",
    "Rebuild the indexes, the catalogue search is crawling.",
    "Update the record for the missing copy of Middlemarch.",
  ],
};

const BOOK_QUESTIONS = [
  "Which novels watch a city change over decades, like Edward Rutherfurd's?",
  "Is there a book about the early days of the web, when every site was down half the time?",
  "Recommend a thriller where the hacker builds a bot to rig an election.",
  "In Cloud Atlas, when you read it a second time, does the structure click?",
  "Any novels about a timer ticking down, like a bomb-defusal thriller?",
  "Books about the history of the Oxford English Dictionary's records?",
  "Which book club picks work for a group that meets once a month?",
  "Kill the Messenger or Killing Floor: which one is the Jack Reacher novel?",
  "Which epistolary novels reply to an earlier book's letters, like Letters from Father Christmas?",
  "Any novels where a character posts on a forum that changes everything?",
  "Which thriller has a hero who has to raise the money for a ransom?",
  "Is there a novel where someone pushes a branch of the family out of the will?",
];

describeBlockCases(blocked, REQUESTS, BOOK_QUESTIONS, { bookQuestions: "book questions with the same words", passed: "passed" });
