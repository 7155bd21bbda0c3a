import { writeFileSync } from "node:fs";
import path from "node:path";
import { CLASSES, LinearModel, type ClassifierLabel } from "../src/guardrails/classifier/model";
import { passesWithoutBookWords, type WithoutBookWordsThresholds } from "../src/guardrails/input/topic/without-book-words";
import { normalise, type NormalisedText } from "../src/guardrails/normalize";
import { seeded } from "./lib/random";
import { compress, DEFAULT_OPTIONS, featurise, train, type Featurised } from "./train-guardrails/learner";
import { chooseThresholds, defaultCases, type DefaultCase } from "./train-guardrails/default-thresholds";
import { buildExamples, type Example } from "./train-guardrails/sources";

// Usage: tsx scripts/train-guardrails.ts [--no-loso]
// Builds the training set (../shared/data/guardrails, the book catalog, our written hard negatives; never
// tests/guardrails), evaluates leave-one-source-out, then trains on everything and writes the weight file.
const SEED = 14;
const KEEP_BUCKETS = 60000;
/** The confidence at which the service lets the classifier block for a prompt the rules passed (src/guardrails/classifier/classifier-rule.ts). */
const REPORT_THRESHOLD = 0.95;
/** Book questions with no book word that the topic default must pass, on sources it did not learn from. */
const MIN_DEFAULT_BOOK_PASS = 0.99;
const FOLDS = 5;
const sharedDir = process.env.GUARDRAILS_DATA_DIR ?? path.resolve(__dirname, "../../shared/data/guardrails");
const catalogFile = process.env.BOOK_CATALOG_FILE ?? path.resolve(__dirname, "../../shared/data/books/goodbooks-10k.jsonl");
const weightFile = path.resolve(__dirname, "../src/guardrails/classifier/weights.json");
const log = (line: string): void => void process.stdout.write(`${line}\n`);

const labelIndex = (label: ClassifierLabel): number => CLASSES.indexOf(label);

function fit(data: readonly Featurised[]): LinearModel {
  return LinearModel.fromFile(compress(train(data, { ...DEFAULT_OPTIONS, seed: SEED }), KEEP_BUCKETS));
}

const percent = (part: number, whole: number): string => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)}%`);

/** One row of the leave-one-source-out table: accuracy, and what the service would do at the blocking threshold. */
function losoRow(source: string, model: LinearModel, tests: readonly Example[], texts: Map<Example, string>): string {
  let correct = 0;
  let flaggedRight = 0;
  let flaggedWrongly = 0;
  const label = tests[0].label;
  for (const example of tests) {
    const { label: predicted, probabilities } = model.predict(texts.get(example) ?? "");
    if (predicted === example.label) correct += 1;
    const confident = (name: ClassifierLabel): boolean => probabilities[labelIndex(name)] >= REPORT_THRESHOLD;
    if ((label === "injection" || label === "unsupported_action") && confident(label)) flaggedRight += 1;
    if (label !== "injection" && confident("injection")) flaggedWrongly += 1;
    if (label !== "unsupported_action" && confident("unsupported_action")) flaggedWrongly += 1;
  }
  const attack = label === "injection" || label === "unsupported_action";
  return `| ${source} | ${label} | ${tests.length} | ${percent(correct, tests.length)} | ${attack ? percent(flaggedRight, tests.length) : "-"} | ${percent(flaggedWrongly, tests.length)} |`;
}

function defaultRates(cases: readonly DefaultCase[], thresholds: WithoutBookWordsThresholds): string {
  const books = cases.filter((c) => c.book);
  const offTopic = cases.filter((c) => !c.book);
  const passed = books.filter((c) => passesWithoutBookWords(c.evidence, thresholds)).length;
  const blocked = offTopic.filter((c) => !passesWithoutBookWords(c.evidence, thresholds)).length;
  return `book passed ${percent(passed, books.length)}, off topic blocked ${percent(blocked, offTopic.length)}`;
}

/**
 * The topic default's thresholds (src/guardrails/input/topic/without-book-words.ts), chosen on the training data by
 * 5-fold cross-validation: every prompt with no book word is scored by the model trained on the other folds.
 */
function chooseDefaultThresholds(
  examples: readonly Example[],
  normalised: Map<Example, NormalisedText>,
  featurised: Map<Example, Featurised>,
): ReturnType<typeof chooseThresholds> {
  const random = seeded(SEED);
  const fold = new Map(examples.map((example) => [example, Math.floor(random() * FOLDS)]));
  const cases: DefaultCase[] = [];
  for (let k = 0; k < FOLDS; k += 1) {
    const model = fit(examples.filter((e) => fold.get(e) !== k).map((e) => featurised.get(e) as Featurised));
    for (const label of ["book", "off_topic"] as const) {
      const tests = examples.filter((e) => fold.get(e) === k && e.label === label);
      cases.push(
        ...defaultCases(
          model,
          tests.map((e) => normalised.get(e) as NormalisedText),
          label === "book",
        ),
      );
    }
  }
  const chosen = chooseThresholds(cases, MIN_DEFAULT_BOOK_PASS);
  const books = cases.filter((c) => c.book).length;
  log(
    `\nTopic default, ${FOLDS}-fold cross-validation (${books} book questions and ${cases.length - books} off-topic asks with no book word):`,
  );
  log(`  chosen thresholds ${JSON.stringify(chosen.thresholds)}: ${defaultRates(cases, chosen.thresholds)}`);
  return chosen;
}

function main(): void {
  const started = performance.now();
  const examples = buildExamples(sharedDir, catalogFile, SEED);
  const normalised = new Map(examples.map((example) => [example, normalise(example.text)]));
  const texts = new Map(examples.map((example) => [example, normalised.get(example)?.text ?? ""]));
  const featurised = new Map(examples.map((example) => [example, featurise(texts.get(example) ?? "", labelIndex(example.label))]));
  const sources = [...new Set(examples.map((example) => example.source))];
  log(`${examples.length} training prompts from ${sources.length} sources`);
  for (const label of CLASSES) log(`  ${label}: ${examples.filter((e) => e.label === label).length}`);

  const chosen = chooseDefaultThresholds(examples, normalised, featurised);
  if (!process.argv.includes("--no-loso")) {
    log(`\nLeave-one-source-out (train on the other sources, test on this one; flagged = p >= ${REPORT_THRESHOLD}):\n`);
    log("| held-out source | label | n | argmax right | flagged as its attack class | flagged as another attack class |");
    log("|---|---|---|---|---|---|");
    const reachingDefault: DefaultCase[] = [];
    for (const source of sources) {
      const trainSet = examples.filter((e) => e.source !== source).map((e) => featurised.get(e) as Featurised);
      const tests = examples.filter((e) => e.source === source);
      const model = fit(trainSet);
      log(losoRow(source, model, tests, texts));
      const label = tests[0].label;
      if (label === "book" || label === "off_topic") {
        reachingDefault.push(
          ...defaultCases(
            model,
            tests.map((e) => normalised.get(e) ?? normalise(e.text)),
            label === "book",
          ),
        );
      }
    }
    const books = reachingDefault.filter((c) => c.book).length;
    log(
      `\nTopic default on sources left out (${books} book questions and ${reachingDefault.length - books} off-topic asks with no book word):`,
    );
    log(`  thresholds ${JSON.stringify(chosen.thresholds)}: ${defaultRates(reachingDefault, chosen.thresholds)}`);
  }

  const file = compress(train([...featurised.values()], { ...DEFAULT_OPTIONS, seed: SEED }), KEEP_BUCKETS);
  writeFileSync(weightFile, `${JSON.stringify(file, null, 2)}\n`);
  log(`\nWrote ${path.relative(process.cwd(), weightFile)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main();
