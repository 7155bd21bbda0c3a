import { checkInput } from "../../../src/guardrails";

// Written for the tenth session's probe of off-topic asks about other media, eating out and general knowledge, with
// book questions in the same words beside them; none comes from a data file.
const noContext = { previousTurnOnTopic: false };
const decide = (prompt: string) => checkInput(prompt, noContext);

describe("a comparison is about what it compares: another medium or subject is no book question", () => {
  test.each([
    "what are some songs similar to Bohemian Rhapsody",
    "shows similar to Breaking Bad?",
    "games similar to Stardew Valley on switch",
    "movies like Interstellar but less depressing",
    "fans of Succession should watch what next?",
  ])("%s → blocked by the topic rule", (prompt) => {
    expect(decide(prompt)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });

  test.each([
    "something like Piranesi but shorter",
    "similar to Circe by Madeline Miller?",
    "fans of Brandon Sanderson should try what next?",
    "what's similar to The Secret History?",
    "like Gone Girl but less grim",
    "books similar to the movie Interstellar",
    "If I liked the show Shogun, which of Clavell's novels should I read?",
  ])("a comparison with a book, or asking for books, passes: %s", (prompt) => {
    expect(decide(prompt).outcome).toBe("passed");
  });
});

describe("screens, songs, games and places to eat are subjects of their own", () => {
  test.each([
    "who plays Geralt in the Witcher show",
    "What board games are good for 6 players?",
    "Recommend me a sitcom for this weekend.",
    "who sang the theme song of Friends",
    "Suggest a name for my new bakery.",
    "romantic restaurants in Lisbon that aren't too touristy",
  ])("%s → blocked by the topic rule", (prompt) => {
    expect(decide(prompt)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });

  test.each([
    "Is there a film of it?",
    "Did they make a movie?",
    "Was the film adaptation of Rebecca faithful to du Maurier's novel?",
    "Is the Crawdads film faithful?",
    "Is Normal People the novel better than the TV series?",
    "what are the main themes of Beloved?",
    "Where does the Jujutsu Kaisen anime leave off in the original?",
    "Does the Death Note ending differ between the anime and the original?",
    "What's the process for getting a Library of Congress number?",
  ])("an adaptation of a book, or a book's theme, stays a book question: %s", (prompt) => {
    expect(decide(prompt).outcome).toBe("passed");
  });
});

describe("general-knowledge forms ask for the thing itself", () => {
  test.each([
    "My son is 14 and wants to start lifting weights. Is that safe at his age?",
    "We're thinking about adopting a rescue greyhound. Are they good with cats?",
    "What languages are spoken in Switzerland?",
    "Can you tell me about the life of Napoleon?",
    "What is the best diet for losing belly fat?",
    "how do neural networks learn",
    "Is Pluto a planet?",
    "How does a bill become a law in the US?",
  ])("%s → blocked by the topic rule", (prompt) => {
    expect(decide(prompt)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });

  test.each([
    "Tell me about the life of Virginia Woolf.",
    "Tell me about the life of Charles Dickens",
    "How did Tolkien start writing The Hobbit?",
    "Is Piranesi a standalone?",
    "Is Klara and the Sun about artificial intelligence?",
    "ahoj, chci se zeptat jestli Bylo nás pět je vtipný i pro dnešní děcka",
  ])("a book question in the same forms passes: %s", (prompt) => {
    expect(decide(prompt).outcome).toBe("passed");
  });
});

describe("sport and weather, in English and other languages", () => {
  test.each([
    "What are the rules of pickleball?",
    "what's a good running pace for a beginner 5k",
    "Is LeBron James retiring after this season?",
    "What's the chance of a thunderstorm this afternoon?",
    "Why are there so many tornadoes in Oklahoma?",
    "Is the heatwave going to end soon?",
    "¿Va a llover mañana en Madrid?",
    "Vai chover em Lisboa amanhã?",
    "Wer hat gestern das Spiel gewonnen?",
    "Кто выиграл чемпионат мира по футболу?",
    "Apa ibu kota Australia?",
  ])("%s → blocked by the topic rule", (prompt) => {
    expect(decide(prompt)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });

  test.each([
    "a cosy mystery for a rainy afternoon?",
    "books about hurricanes for a 10 year old",
    "Are there good novels about Formula 1?",
    "Recommend a novel where a storm traps everyone in a hotel.",
    "Is Moneyball the book better than the film?",
    "What are the rules of Quidditch?",
    "¿Qué novela de García Márquez me recomiendas?",
  ])("a book question in the same words passes: %s", (prompt) => {
    expect(decide(prompt).outcome).toBe("passed");
  });
});

describe("everyday subjects in other languages", () => {
  test.each([
    "¿Qué me recomiendas para el dolor de espalda?",
    "¿Dónde puedo comprar un portátil barato?",
    "Comment réparer un pneu de vélo crevé ?",
    "Quels sont les symptômes de la grippe ?",
    "Come posso imparare a nuotare da adulto?",
    "Quais são os sintomas da dengue?",
    "İstanbul'da nerede kalmalıyım?",
    "東京でおすすめのレストランは？",
    "서울에서 맛있는 식당 추천해줘",
  ])("%s → blocked by the topic rule", (prompt) => {
    expect(decide(prompt)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });

  test.each([
    '"En un lugar de la Mancha..." ¿cómo sigue exactamente?',
    "¿Alguna novela sobre un restaurante familiar en Madrid?",
    "Un roman sur un voyage à vélo à travers la France ?",
    "¿Hay novelas sobre la gripe de 1918?",
    "Gibt es ein Buch über das Reparieren von Fahrrädern?",
    "レストランが舞台の小説はありますか？",
    "Handy: 0151 23456789",
  ])("a book question, or a contact detail alone, is not blocked: %s", (prompt) => {
    expect(decide(prompt).outcome).not.toBe("blocked");
  });
});
