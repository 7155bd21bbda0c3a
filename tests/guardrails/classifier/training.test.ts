import path from "node:path";
import { normalise } from "../../../src/guardrails/normalize";
import { CLASSES } from "../../../src/guardrails/classifier/model";
import type { WithoutBookWordsEvidence } from "../../../src/guardrails/input/topic/without-book-words";
import { crossValidate, originalsOf } from "../../../scripts/train-guardrails/cross-validation";
import { chooseThresholds, rates, type DefaultCase } from "../../../scripts/train-guardrails/default-thresholds";
import { featurise } from "../../../scripts/train-guardrails/learner";
import { buildExamples, type Example } from "../../../scripts/train-guardrails/sources";

const evidence = (pBook: number, pAttack = 0): WithoutBookWordsEvidence => ({
  pBook,
  pAttack,
  named: false,
  generalKnowledgeForm: false,
  offTopicSubject: false,
  bookWordsInOtherSenses: false,
});
const book = (pBook: number, pAttack = 0): DefaultCase => ({ book: true, evidence: evidence(pBook, pAttack) });
const offTopic = (pBook: number, pAttack = 0): DefaultCase => ({ book: false, evidence: evidence(pBook, pAttack) });

describe("choosing the topic default's thresholds", () => {
  test("rates count every book question and off-topic ask, not only those that reach the default", () => {
    const population = { cases: [book(0.05), offTopic(0.05), offTopic(0.9)], books: 100, offTopic: 10 };
    const { bookPass, offTopicBlocked } = rates(population, { plain: 0.1, named: 0.1, generalKnowledgeForm: 0.1, attack: 1 });
    expect(bookPass).toBeCloseTo(0.99);
    expect(offTopicBlocked).toBeCloseTo(0.1);
  });

  test("the chosen set blocks the most off-topic asks within the book budget, the attack bar included", () => {
    // 100 book questions: one at p(book) 0.12, one read as a weak attack; off-topic asks below 0.3 and one strong attack.
    const cases = [book(0.12), book(0.4, 0.6), offTopic(0.25), offTopic(0.08), offTopic(0.1, 0.95)];
    const population = { cases, books: 100, offTopic: 3 };
    const chosen = chooseThresholds(population, 0.99);
    // Every off-topic ask blocked for one book question (1 %); blocking the weak attack reading too would cost 2 %.
    expect(chosen.offTopicBlocked).toBeCloseTo(1);
    expect(chosen.bookPass).toBeCloseTo(0.99);
    expect(chosen.thresholds.attack).toBeGreaterThan(0.6);
    expect(chosen.thresholds.attack).toBeLessThanOrEqual(0.95);
  });

  test("when no set meets the budget, the one passing the most book questions", () => {
    // p(book) 0.01 is under every bar on the grid: at best half the book questions pass.
    const population = { cases: [book(0.01), book(0.3), offTopic(0.5)], books: 2, offTopic: 1 };
    const chosen = chooseThresholds(population, 0.99);
    expect(chosen.bookPass).toBe(0.5);
    expect(chosen.thresholds.plain).toBeLessThanOrEqual(0.3);
  });
});

describe("cross-validation folds", () => {
  const example = (text: string, label: Example["label"], original = text): Example => ({ text, label, source: "s", original });

  test("each original prompt is scored once, register copies and repeats never", () => {
    const examples = [
      example("Is Middlemarch worth it?", "book"),
      example("is middlemarch worth it", "book", "Is Middlemarch worth it?"),
      example("Is Middlemarch worth it?", "book"),
      example("what is the capital of peru", "off_topic"),
    ];
    expect(originalsOf(examples)).toEqual([examples[0], examples[3]]);
  });

  test("copies of a prompt share its fold: each original is scored by a model that saw none of them", () => {
    const texts = Array.from({ length: 40 }, (_, i) => `question number ${i} about the novel ${i % 7}`);
    const examples = texts.flatMap((text, i) => {
      const label = CLASSES[i % CLASSES.length];
      return [example(text, label), example(`${text} please`, label, text), example(`hey ${text}`, label, text)];
    });
    const normalised = new Map(examples.map((e) => [e, normalise(e.text)]));
    const featurised = new Map(examples.map((e) => [e, featurise(normalised.get(e)?.text ?? "", CLASSES.indexOf(e.label))]));
    const { scored, folds, foldOf } = crossValidate(examples, normalised, featurised, 14);
    expect(folds).toBe(5);
    expect(new Set(examples.map(foldOf)).size).toBe(5);
    const originals = new Map(originalsOf(examples).map((e) => [e.text, e]));
    expect(examples.filter((e) => foldOf(e) !== foldOf(originals.get(e.original) as Example))).toEqual([]);
    expect([...scored.keys()]).toEqual(expect.arrayContaining(originalsOf(examples)));
    expect(scored.size).toBe(texts.length);
  });
});

describe("training data", () => {
  const shared = path.resolve(__dirname, "../../../../shared/data");
  const examples = buildExamples(path.join(shared, "guardrails"), path.join(shared, "books/goodbooks-10k.jsonl"), 14);

  test("every corpus prompt comes with two register copies grouped under it", () => {
    const corpus = examples.filter((e) => e.source === "corpus/book.jsonl");
    const originals = corpus.filter((e) => e.text === e.original);
    expect(originals.length).toBeGreaterThanOrEqual(1100);
    expect(corpus.length).toBe(3 * new Set(corpus.map((e) => e.original)).size);
  });

  test("corpus follow-ups are marked, so the topic default sees them after a book turn", () => {
    const followUps = examples.filter((e) => e.followUp);
    expect(followUps.length).toBeGreaterThan(100);
    expect(new Set(followUps.map((e) => e.label))).toEqual(new Set(["book"]));
  });
});
