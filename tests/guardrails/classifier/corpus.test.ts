import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The hand-written training corpus (scripts/train-guardrails/corpus) must stay apart from every evaluation set.
const CORPUS_DIR = path.resolve(__dirname, "../../../scripts/train-guardrails/corpus");
const EVALUATION_DIR = path.resolve(__dirname, "..");

interface CorpusRow {
  text: string;
  family: string;
  lang: string;
}

const comparable = (text: string): string => text.toLowerCase().replace(/\s+/g, " ").trim();

function jsonLines(file: string): unknown[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as unknown);
}

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(ending))
    .map((name) => path.join(dir, name));
}

const corpusFiles = filesUnder(CORPUS_DIR, ".jsonl");

describe("training corpus", () => {
  it("has the class files the training script reads", () => {
    expect(corpusFiles.map((file) => path.basename(file)).sort()).toEqual([
      "book-attack-words.jsonl",
      "book-languages.jsonl",
      "book.jsonl",
      "injection.jsonl",
      "off-topic-2.jsonl",
      "off-topic.jsonl",
      "unsupported-action.jsonl",
    ]);
  });

  it.each(corpusFiles.map((file) => [path.basename(file), file]))("%s has text, family and language on every line", (_name, file) => {
    const rows = jsonLines(file) as CorpusRow[];
    expect(rows.length).toBeGreaterThan(300);
    const malformed = rows.filter(
      (row) => typeof row.text !== "string" || !row.text.trim() || !/^[a-z0-9-]+$/.test(row.family) || !/^[a-z]{2}$/.test(row.lang),
    );
    expect(malformed).toEqual([]);
  });

  it("shares no prompt with any evaluation set", () => {
    const evaluation = new Set(
      filesUnder(EVALUATION_DIR, ".jsonl").flatMap((file) =>
        (jsonLines(file) as { text?: string }[]).map((row) => comparable(String(row.text))),
      ),
    );
    expect(evaluation.size).toBeGreaterThan(3000);
    const shared = corpusFiles.flatMap((file) =>
      (jsonLines(file) as CorpusRow[]).map((row) => row.text).filter((text) => evaluation.has(comparable(text))),
    );
    expect(shared).toEqual([]);
  });
});
