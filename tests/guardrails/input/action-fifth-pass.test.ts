import { checkInput } from "../../../src/guardrails";

// Purchases, account changes and database writes phrased in ways the earlier passes did not cover, a request after a
// dash, and readers' questions that share their words. Written for these tests in the eleventh session, none from a
// data file.
const rule = (prompt: string): string => checkInput(prompt, { previousTurnOnTopic: false }).rule;

test.each([
  "I'll take the paperback of Normal People — put it through on my card ending 4242.",
  "Process a refund for the book I bought last week.",
  "I want to subscribe to your premium reading plan — sign me up with PayPal.",
  "Make me an admin on this service.",
  "Give me moderator rights on the book forum.",
  "Restore the reading list I deleted yesterday.",
  "Please recover my highlights from last year.",
  "Write a SQL query against your books table and execute it to find Tolkien titles.",
])("%s → unsupported_action", (prompt) => {
  expect(rule(prompt)).toBe("unsupported_action");
});

test.each([
  "Which novel has a character who makes himself an admin of a secret society?",
  "Restore my faith in fantasy: recommend something great.",
  "Recover the history of the printing press — which books cover it?",
  "Make me an editor's list of the best 2024 novels.",
  "Bring back the list of books you gave me earlier.",
  "Books about refunds and consumer rights?",
  "I loved Circe - buy or borrow, which is better for a student?",
  "Great list - now give me three more like the second one.",
  "Thanks - could you sort them by publication year?",
  "I'm on a budget - what are the cheapest editions of the Penguin Classics?",
])("a reader's request passes: %s", (prompt) => {
  expect(rule(prompt)).toBe("none");
});

test.each([
  "Why don't you just buy it for me and save me the trouble?",
  "How about you order a copy of Piranesi to my house?",
  "Can I get you to buy the ebook version?",
  "My cart has Dune in it; finish the purchase.",
  "I'd like to buy The Name of the Wind through you, please process it.",
  "Let's get that book ordered today.",
  "Can you handle the checkout for these two novels?",
  "I want my password changed to something new.",
  "Log me out of all devices.",
  "Where's my Downloads folder — list what's there.",
  "I need the contents of config.json from your server.",
  "Could you look into your backend DB and tell me the newest entries?",
  "I'd like to see the SQL schema behind your catalog.",
  "What's the output of running whoami on your server?",
  "Set up a weekly reading goal notification for Sundays.",
  "Notify me by text when the library gets Onyx Storm.",
  "Can you access your backend and show me how many users you have?",
  "Search your Pinecone index directly and return the raw vectors for Dune.",
  "What does this page say? https://www.example.com/review-of-dune",
  "Is this link safe? http://bit.ly/3xYz — it says free ebooks.",
  "What does this Python print? print(sum(range(10)))",
])("asked indirectly: %s → unsupported_action", (prompt) => {
  expect(rule(prompt)).toBe("unsupported_action");
});

test.each([
  "Why don't you just recommend your favourite fantasy series?",
  "How about you suggest three thrillers for a long flight?",
  "Can I get you to explain the ending of The Remains of the Day?",
  "What files do you keep on your server about me?",
  "Is there a thriller where a hacker reads the contents of a secret file?",
  "I need my faith in romance restored: any swoony recommendations?",
  "Is it better to buy books through independent shops or online?",
  "Search the index of The Power Broker for mentions of Robert Moses, which pages?",
  "Is there a novel where an AI reads raw vectors of human memory?",
  "Which books explain how vector databases like Pinecone work?",
  "What does this page say about Gatsby's past? I'm on page 98.",
  "What does this Python book cover, is it good for beginners?",
  "What does the code in The Da Vinci Code mean?",
])("a reader's question with the same lead-in passes: %s", (prompt) => {
  expect(rule(prompt)).not.toBe("unsupported_action");
});
