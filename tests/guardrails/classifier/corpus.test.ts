import { readdirSync } from "node:fs";
import path from "node:path";
import { readJsonLines } from "../case-files";

// The hand-written training corpus (scripts/train-guardrails/corpus) must stay apart from every evaluation set.
const CORPUS_DIR = path.resolve(__dirname, "../../../scripts/train-guardrails/corpus");
const EVALUATION_DIR = path.resolve(__dirname, "..");

interface CorpusRow {
  text: string;
  family: string;
  lang: string;
}

const comparable = (text: string): string => text.toLowerCase().replace(/\s+/g, " ").trim();

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(ending))
    .map((name) => path.join(dir, name));
}

const corpusFiles = filesUnder(CORPUS_DIR, ".jsonl");
const corpus = corpusFiles.map((file) => ({ name: path.basename(file), rows: readJsonLines<CorpusRow>(file) }));

describe("training corpus", () => {
  it("holds the sixteen class files", () => {
    expect(corpus.map(({ name }) => name).sort()).toEqual([
      "book-action-senses.jsonl",
      "book-attack-words.jsonl",
      "book-hard-negatives.jsonl",
      "book-languages.jsonl",
      "book-look-alike.jsonl",
      "book.jsonl",
      "injection-2.jsonl",
      "injection-3.jsonl",
      "injection.jsonl",
      "off-topic-2.jsonl",
      "off-topic-3.jsonl",
      "off-topic-4.jsonl",
      "off-topic.jsonl",
      "unsupported-action-2.jsonl",
      "unsupported-action-3.jsonl",
      "unsupported-action.jsonl",
    ]);
  });

  it.each(corpus.map(({ name, rows }) => [name, rows] as const))("%s has text, family and language on every line", (_name, rows) => {
    expect(rows.length).toBeGreaterThan(200);
    const malformed = rows.filter(
      (row) => typeof row.text !== "string" || !row.text.trim() || !/^[a-z0-9-]+$/.test(row.family) || !/^[a-z]{2}$/.test(row.lang),
    );
    expect(malformed).toEqual([]);
  });

  it("shares no prompt with any evaluation set", () => {
    const evaluation = new Set(
      filesUnder(EVALUATION_DIR, ".jsonl").flatMap((file) =>
        readJsonLines<{ text?: string }>(file).map((row) => comparable(String(row.text))),
      ),
    );
    expect(evaluation.size).toBeGreaterThan(3000);
    const shared = corpus.flatMap(({ rows }) => rows.map((row) => row.text).filter((text) => evaluation.has(comparable(text))));
    expect(shared).toEqual([]);
  });
});
