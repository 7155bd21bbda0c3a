import { checkInput } from "../../../src/guardrails";
import { mentionsBooksInBookSense } from "../../../src/guardrails/input/topic/book-sense";
import { namesSomething } from "../../../src/guardrails/input/topic/name-evidence";
import { OFF_TOPIC_SUBJECT } from "../../../src/guardrails/input/topic/off-topic-words";
import { normalise } from "../../../src/guardrails/normalize";

const noContext = { previousTurnOnTopic: false };
const outcome = (prompt: string) => checkInput(prompt, noContext).outcome;

describe("book words in other senses, and off-topic subjects with no book word", () => {
  test.each([
    "is the xbox series x faster than a ps5",
    "What's the character limit on Instagram captions?",
    "plot a histogram of my data with matplotlib",
    "Is there a novel coronavirus vaccine for dogs?",
    "Which edition of Windows should I buy for my laptop?",
    "how do I publish my app on the Play Store",
    "My glucose reading is 9.1 after lunch, is that high?",
    "suggest a catchy title for my YouTube video about hiking",
    "could you book a tennis court for Sunday morning",
    "can my manager legally read my private emails at work?",
    "how do I restart page numbers in Word from section 2",
    "Combien de livres sterling pour cent euros ?",
    "any good true crime podcasts for a long drive?",
    "Which library should I use for HTTP requests in Rust?",
    "What's the reading on a blood pressure monitor that counts as high?",
    "What are the best-selling cars of 2024?",
    "Which were the top-selling video games last year?",
  ])("a book word in another sense next to an off-topic subject: %s → blocked", (prompt) => {
    expect(checkInput(prompt, noContext)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });

  test.each([
    "What is the title of the current UK prime minister?",
    "What are the chapters of a typical business plan?",
    "Which library should I use for HTTP requests in Rust?",
    "What's the reading on a blood pressure monitor that counts as high?",
  ])("no book evidence in a title of office, a document's chapters, a code library, a device's reading: %s", (prompt) => {
    expect(mentionsBooksInBookSense(normalise(prompt))).toBe(false);
  });

  test.each([
    "What is the title of the third Wheel of Time book?",
    "How many chapters are in a typical romance novel?",
    "Which library edition of Middlemarch has the best notes?",
    "Is there a reading guide for book clubs doing Demon Copperhead?",
  ])("the same words in their book sense: %s", (prompt) => {
    expect(mentionsBooksInBookSense(normalise(prompt))).toBe(true);
  });

  test.each([
    "Which edition of The Hobbit has Tolkien's own illustrations?",
    "Is the plot of Gone Girl too dark for a book club?",
    "A novel about a football team's season, anything like Friday Night Lights?",
    "What's the best series for a teenager who loves basketball?",
    "Is 'Lessons in Chemistry' funny or serious?",
    "Any page-turners set at the Olympics?",
    "Vilken bok av Selma Lagerlöf ska jag börja med?",
    "Hangi Orhan Pamuk kitabı ile başlamalıyım?",
    "Is there a book about the best-selling albums of the 70s?",
    "Any best-selling memoirs by chefs?",
  ])("a book question that mentions such a subject passes: %s", (prompt) => {
    expect(outcome(prompt)).toBe("passed");
  });

  test.each([
    ["quel temps fera-t-il demain a brest ?", true],
    ["wie viel kostet ein neues fahrrad", true],
    ["明天北京天气怎么样", true],
    ["как приготовить борщ, рецепт", true],
    ["какой курс доллара сегодня?", true],
    ["kannst du mir bei der steuererklarung helfen", true],
    ["¿cuánto cuesta un vuelo a lima?", true],
    ["明天上海会下雨吗", true],
    ["bu kulaklık ne kadar eder?", true],
    ["이 노트북 얼마예요?", true],
    ["tutunamayanlar ne kadar sürer?", false],
    ["『토지』 다 읽는 데 얼마나 걸려요?", false],
    ["wie kann ich schnell abnehmen", true],
    ["プログラミング初心者向けの本はありますか", false],
    ["¿qué pasa al final de desayuno en tiffany's?", false],
    ["quel roman de balzac lire en premier ?", false],
    ["welches buch von thomas mann zuerst", false],
  ])("off-topic subject in another language: %s → %s", (prose, subject) => {
    expect(OFF_TOPIC_SUBJECT.test(normalise(prose).text)).toBe(subject);
  });

  test("no book word and an off-topic subject: blocked, unless the prompt names a work or a person", () => {
    expect(outcome("who is the best boxer ever")).toBe("blocked");
    expect(outcome("Does 'The Art of Fielding' get baseball right?")).toBe("passed");
  });
});

describe("cues other subjects share: an age group, 'the difference between'", () => {
  test.each([
    "normal blood pressure for a 50 year old?",
    "what's the difference between an IRA and a 401k",
    "best vitamin D dose for my kids",
  ])("next to an off-topic subject they are no book cue: %s", (prompt) => {
    expect(outcome(prompt)).toBe("blocked");
  });

  test.each([
    "something funny for a 7 year old who loves dinosaurs",
    "what's the difference between cosy crime and a police procedural?",
    "Something on the history of banking for a curious 15-year-old",
  ])("without one they still make a reading question: %s", (prompt) => {
    expect(outcome(prompt)).toBe("passed");
  });
});

describe("other languages' book words in a ledger or as a verb", () => {
  test.each([
    "¿Cómo se cuadra el libro de caja a fin de mes?",
    "Comment tenir le grand livre d'une association ?",
    "Hoe boek ik een kamer in Gent voor vrijdag?",
  ])("not a book question by its words: %s", (prompt) => {
    expect(mentionsBooksInBookSense(normalise(prompt))).toBe(false);
  });

  test.each(["¿Qué libro de Cortázar leo primero?", "Quel livre de Camus pour commencer ?", "Welk boek van Hella Haasse raad je aan?"])(
    "still a book question: %s",
    (prompt) => {
      expect(mentionsBooksInBookSense(normalise(prompt))).toBe(true);
    },
  );
});

describe("writing to order, and names that are only contractions", () => {
  test.each([
    "write me a haiku about my commute",
    "Could you compose a limerick for my sister's retirement?",
    "tell me a bedtime story about a sleepy owl",
    "I need a short speech for my grandad's 80th",
  ])("writing to order is off topic: %s", (prompt) => {
    expect(checkInput(prompt, noContext)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });

  test.each([
    "Give me a poem by Mary Oliver about geese",
    "Can you give me a short story collection for a long train ride?",
    "Tell me a story like The Road but hopeful",
    "Write me a short review of Middlemarch for my book club",
  ])("asking for existing works or about a book still passes: %s", (prompt) => {
    expect(outcome(prompt)).toBe("passed");
  });

  test.each([
    ["What's the price of a cover charge in Soho?", false],
    ["Who's on the Booker shortlist?", false],
    ["Is Tim Winton's Cloudstreet sad?", true],
  ])("a possessive name, not a contraction: %s → %s", (prompt, named) => {
    expect(namesSomething(prompt)).toBe(named);
  });
});
