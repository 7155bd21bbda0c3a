import { checkInput } from "../../../src/guardrails";

// Off-topic asks that borrow a book word (a meter read, reading glasses, a hardcover iPad case, "what's the story with
// the stock market", proofreading a speech) or are asked in another language; and book questions in those languages.
// Written for these tests in the eleventh session, none from a data file.
const rule = (prompt: string): string => checkInput(prompt, { previousTurnOnTopic: false }).rule;

test.each([
  "How do I read my electricity meter?",
  "Which reading glasses strength do I need at 45?",
  "What's the best hardcover case for an iPad?",
  "What's the story with the stock market today?",
  "Can you proofread my wedding speech?",
  "Please polish my cover letter for a marketing job.",
  "What's a good spelling app for a 7-year-old?",
  "¿Cómo arreglo la fuga de agua del grifo de la cocina?",
  "Welches Handy hat die beste Kamera unter 400 Euro?",
  "Qual é o melhor plano de celular em Portugal?",
  "Hoe laat vertrekt de trein van Amsterdam naar Utrecht?",
  "怎么做红烧肉？",
  "मुझे दिल्ली में अच्छा होटल बताओ।",
  "Vad är det bästa sättet att spara pengar till en bostad?",
  "Hvordan lager jeg pannekaker?",
])("%s → topic_boundary", (prompt) => {
  expect(rule(prompt)).toBe("topic_boundary");
});

test.each([
  "Which Agatha Christie novels are best read in order?",
  "I need glasses-free large print editions of Jane Austen for my grandmother.",
  "What's the story about in The Overstory, without spoilers?",
  "Could you check my reading list and suggest what to read next?",
  '"Kuyucaklı Yusuf"un film uyarlaması kitaba ne kadar sadık?',
  "Почему Анна Каренина бросилась под поезд, что её довело?",
  "¿Me recomiendas una novela de García Márquez para empezar?",
  "Welches Buch von Thomas Mann ist am leichtesten zu lesen?",
  "Hangi Orhan Pamuk romanını önerirsin?",
])("a book question passes: %s", (prompt) => {
  expect(rule(prompt)).toBe("none");
});

test.each([
  "Who's favoured to win the Ryder Cup this year?",
  "Is it going to be foggy on the drive to Bristol tomorrow morning?",
  "What's the pollen count today?",
  "What is the difference between TCP and UDP?",
  "Is there snowfall in the Alps this weekend?",
  "Exchange rates of INR and USD",
  "give me the timezone where vancouver is",
  "Can I order Olive Garden to go?",
  "Play Let Me Love You by Ariana Grande",
  "Increase the brightness in this room.",
  "book for one in Indiana at a restaurant",
  "is it possible to book 10 people from monday to tuesday in manhattan",
  "What's the best title for my YouTube cooking video?",
  "What's the shelf life of opened yoghurt?",
  "how long until pork spoils in the fridge",
  "skip ahead 30 seconds",
  "How does a nuclear reactor work?",
  "Where is Machu Picchu?",
  "who was the first woman in space",
  "Do my chemistry homework for me.",
  "Finish my English assignment about Macbeth.",
])("sport, weather, networking and smart-home asks: %s → topic_boundary", (prompt) => {
  expect(rule(prompt)).toBe("topic_boundary");
});

test.each([
  "Play Mr Darcy from Pride and Prejudice for me.",
  "Play a character from Pride and Prejudice and let me interview her.",
  "Is The Children's Blizzard by Melanie Benjamin worth reading?",
  "Which mystery novels are set in foggy London?",
  "Any good books about the history of the internet, TCP/IP and all that?",
  "Who is favoured to win the Booker Prize this year?",
  "Is there a novel about a family that hides leftovers from a rationing inspector?",
  "What's the best title in the Discworld series for a beginner?",
  "Skip the spoiler warnings, I've already read it: why does Beth die in Little Women?",
  "What about the weather in that book — does it rain all the time?",
  "Where is the Shire in Middle-earth, roughly?",
  "How old is Gandalf in The Lord of the Rings?",
  "How should I structure my essay on Beloved? Which critics should I read?",
])("a book question with the same words passes: %s", (prompt) => {
  expect(rule(prompt)).toBe("none");
});

// "chapter" for an episode of events (twelfth session): news, not a book, unless a book is asked about.
test.each([
  "Summarize the latest chapter of the Ukraine peace talks.",
  "What happened in the newest chapter of the Apple vs Epic lawsuit?",
  "Explain the latest chapter in the US-China trade war.",
])("%s → topic_boundary", (prompt) => {
  expect(rule(prompt)).toBe("topic_boundary");
});

test.each([
  "Is there a book about the darkest chapter of the Second World War?",
  "Which books cover the latest chapter of the Northern Ireland peace process?",
  "What happens in the final chapter of War and Peace?",
  "Summarize the last chapter of The Trial.",
  "What's in the newest chapter of the war?",
  "What is the latest chapter of The Winds of War about?",
  "What is the newest chapter of the One Piece manga about?",
])("a book question with a chapter passes: %s", (prompt) => {
  expect(rule(prompt)).toBe("none");
});

// Twelfth session: money read, a form's page and a law's chapters are no book words.
test.each([
  "What's the best way to read a balance sheet for a startup?",
  'What does "volume" mean in trading, and how do I read volume bars?',
  "Explain the chapters of the GDPR that apply to small businesses.",
  "Which page of the IRS form do I sign?",
  "how to read a credit report and dispute an error on it",
])("%s → topic_boundary", (prompt) => {
  expect(rule(prompt)).toBe("topic_boundary");
});

test.each([
  "Who is the author of The Da Vinci Code?",
  "What is the story behind the name Hogwarts?",
  "Which page of the novel has the famous opening line?",
  "How do I read a balance sheet? Recommend a beginner book.",
  "What are the chapters of The Constitution of Liberty by Hayek about?",
  "Who are the authors of the Federalist Papers?",
])("a book question passes: %s", (prompt) => {
  expect(rule(prompt)).toBe("none");
});
