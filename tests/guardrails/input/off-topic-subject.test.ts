import { readdirSync } from "node:fs";
import path from "node:path";
import { ENGLISH_SUBJECT, OFF_TOPIC_SUBJECT } from "../../../src/guardrails/input/topic/off-topic-words";
import { normalise } from "../../../src/guardrails/normalize";
import { sampleMatches } from "../../../scripts/anchor-gaps/regex-samples";
import { CASES_DIR, readCaseFile } from "../case-files";

// `inPrompt` looks single-word subjects up in the prompt's list of distinct words before scanning the prompt: it must
// answer exactly as the plain scan does, whatever surrounds the word.
function caseFiles(folder = ""): string[] {
  return readdirSync(path.join(CASES_DIR, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? caseFiles(path.join(folder, entry.name)) : entry.name.endsWith(".jsonl") ? [path.join(folder, entry.name)] : [],
  );
}

const SURROUNDINGS: readonly ((subject: string) => string)[] = [
  (subject) => `what about ${subject}?`,
  (subject) => `Any novels set around ${subject}, for a long flight?`,
  (subject) => `x${subject}`,
  (subject) => `${subject}é and more`,
  (subject) => `_${subject}_`,
  (subject) => `my_${subject} and ${subject}_list`,
  (subject) => `${subject}ж`,
  (subject) => `${subject}-fi`,
  (subject) => `"${subject}"`,
  (subject) => `${subject}s${subject}`,
  (subject) => `${subject.toUpperCase()} ${subject.slice(1)}`,
];

describe("OFF_TOPIC_SUBJECT.inPrompt", () => {
  const subjects = sampleMatches(ENGLISH_SUBJECT, 3000, 11);
  const prompts = [
    ...caseFiles().flatMap((file) => readCaseFile(file).map((row) => row.text)),
    ...subjects.flatMap((subject) => SURROUNDINGS.map((surround) => surround(subject))),
  ];

  it("answers as the plain scan of the prompt's text does", () => {
    const differ = prompts.filter((prompt) => {
      const text = normalise(prompt);
      return OFF_TOPIC_SUBJECT.inPrompt(text) !== OFF_TOPIC_SUBJECT.test(text.text);
    });
    expect(differ).toEqual([]);
  });

  it("was checked on both answers, over many generated subjects", () => {
    expect(subjects.length).toBeGreaterThan(300);
    const answers = prompts.map((prompt) => OFF_TOPIC_SUBJECT.test(normalise(prompt).text));
    expect(answers.filter(Boolean).length).toBeGreaterThan(1000);
    expect(answers.filter((answer) => !answer).length).toBeGreaterThan(1000);
  });
});
