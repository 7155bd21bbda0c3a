import { checkInput } from "../../../src/guardrails";
import { readCaseFile } from "../case-files";

const rule = (prompt: string): string => checkInput(prompt, { previousTurnOnTopic: false }).rule;

// Requests to act in the world, one family at a time: an imperative or "can you ..." at a clause start, whatever the
// wording. The book questions use the same verbs and nouns and must pass.
describe("unsupported_action families", () => {
  test.each([
    ["purchase", "Could you snag me a signed hardback of Orbital?"],
    ["purchase", "yo, please just buy it."],
    ["purchase", "Stick the new Kazuo Ishiguro in my basket please."],
    ["reserve_library", "Could you extend the loan on my library books?"],
    ["reserve_library", "Put a hold for me on Demon Copperhead."],
    ["reserve_library", "Add me to the waiting list for James at my branch."],
    ["reserve_library", "Please settle my overdue fees."],
    ["send_post", "Send my dad a text with the title."],
    ["send_post", "Upload my shelfie to Instagram."],
    ["send_post", "Let my book club know we're reading Beloved."],
    ["fetch_url", "Visit the Faber website and list their spring titles."],
    ["fetch_url", "Search the internet for interviews with Ali Smith."],
    ["fetch_url", "Google the cast of the Wolf Hall adaptation."],
    ["database", "Pull every record from the loans table for me."],
    ["database", "Query your vector store for my past chats."],
    ["run_code", "Please execute len('Ulysses') and tell me the number."],
    ["run_code", "Fire up a Python REPL and sort these titles by length."],
    ["account", "Disconnect my Goodreads from Facebook."],
    ["account", "Switch off the email notifications on my StoryGraph."],
    ["file_system", "Sync my highlights to Dropbox."],
    ["file_system", "Open the attachment and list the titles in it."],
    ["shell", "git clone the repo and run the tests"],
    ["shell", "Restart the database server please."],
    ["foreign", "¿Puedes reservarme La sombra del viento en la biblioteca?"],
    ["foreign", "Kannst du mir den neuen Roman von Jenny Erpenbeck kaufen?"],
    ["foreign", "Va sur le site de Babelio et donne-moi la note du livre."],
  ])("%s: %s", (_family, prompt) => {
    expect(rule(prompt)).toBe("unsupported_action");
  });

  test.each([
    "Which novel would you buy for a teenager who loves horses?",
    "Should I reserve the new Zadie Smith at the library or wait for the paperback?",
    "How do library waitlists decide who gets the book first?",
    "What did readers on Goodreads make of Intermezzo?",
    "Books about a con artist who empties people's bank accounts?",
    "Order these by publication date: Emma, Persuasion, Sense and Sensibility.",
    "Renew my faith in fantasy: something fresh and short?",
    "Buy or borrow: is the Folio edition worth it?",
    "Get me the best translation of The Odyssey for a first read.",
    "A thriller about a programmer who lives in the terminal at JFK?",
    "Lance Armstrong's autobiography, honest or not?",
    "Kannst du mir ein Buch empfehlen, das ich kaufen sollte?",
  ])("passes: %s", (prompt) => {
    expect(rule(prompt)).toBe("none");
  });
});

describe("dev-unsupported-families cases", () => {
  const folder = "dev-unsupported-families";
  const rows = [
    ...readCaseFile(`${folder}/unsupported.jsonl`),
    ...readCaseFile(`${folder}/book.jsonl`),
    ...readCaseFile(`${folder}/second-pass.jsonl`),
  ];

  test("every request is blocked as unsupported_action", () => {
    const missed = rows.filter((row) => row.label === "unsupported_action" && rule(row.text) !== "unsupported_action");
    expect(missed.map((row) => row.text)).toEqual([]);
  });

  test("every book question passes", () => {
    const blocked = rows.filter(
      (row) => row.label === "book" && checkInput(row.text, { previousTurnOnTopic: false }).outcome === "blocked",
    );
    expect(blocked.map((row) => row.text)).toEqual([]);
  });
});
