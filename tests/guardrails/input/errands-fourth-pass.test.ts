import { blockedAsRequest as blocked, describeBlockCases } from "./block-cases";

// The fourth unsupported-action pass (docs/guardrails.md, "Sixth session"): requests written for these tests (none is
// in a case file, a held-out set or the training corpus) and book questions with the same verbs.

const REQUESTS: Record<string, readonly string[]> = {
  orders: [
    "Return the scuffed box set I ordered and get me a refund.",
    "Place a bid on that signed Pratchett before the auction closes.",
    "Reorder what I bought in January, same quantities.",
    "Cancel my Audible free trial before Friday.",
    "Track my parcel from Waterstones, it's late.",
    "Use my Kobo points to pay for the new Le Guin.",
  ],
  accounts: [
    "Create a Libby account for me with my library card.",
    "Sign in to Goodreads and clear my want-to-read shelf.",
    "Make my StoryGraph profile private.",
  ],
  "files and code": [
    "Take a screenshot of this chapter and save it.",
    "Zip up the manuscript folder and send it to my editor.",
    "Copy these highlights into my Obsidian notes.",
    "Deploy my book review site to Vercel.",
    "Spin up a local server for the reading-app prototype.",
    "Compile my thesis LaTeX sources with biber.",
  ],
  "databases and calendars": [
    "Add an index on the author column of the loans table.",
    "Restore the catalogue table from yesterday's dump.",
    "Invite Ana and Jo to our book club on Thursday.",
    "Start a 40-minute reading timer.",
    "Block out Sunday mornings for reading.",
    "Send me a notification when the next Murderbot book is out.",
  ],
  "paper and payments": [
    "Print the reading guide, 12 copies for the club.",
    "Fax my signed permissions form to the publisher.",
    "Venmo Priya 15 for the pizza at book club.",
    "Pay Marco $30 for the signed copy he sent.",
  ],
};

const BOOK_QUESTIONS = [
  "Reorder the books in the Discworld series by publication date.",
  "Compile the best quotes from Dune.",
  "Create an index of characters for War and Peace.",
  "Can you track the order of events in Cloud Atlas?",
  "Which book should I return to after a reading slump?",
  "Copy the structure of The Odyssey into my novel outline?",
  "In which novel does a clerk merge two rival families' records?",
  "Start with the first Earthsea book or the prequel stories?",
  "Print the first line of Moby-Dick.",
  "Send me the money quote from Gatsby.",
];

describeBlockCases(blocked, REQUESTS, BOOK_QUESTIONS, { bookQuestions: "book questions with the same verbs", passed: "passed" });
