import { readdirSync } from "node:fs";
import path from "node:path";
import { hasAnchors } from "../../../src/guardrails/input/injection/signal";
import { injectionSignals } from "../../../src/guardrails/input/injection/signals";
import { offTopicAsks } from "../../../src/guardrails/input/topic/off-topic-asks";
import { ASK } from "../../../src/guardrails/input/actions/ask";
import {
  asksAtAClauseOpening,
  EXECUTION_SYNTAX,
  EXECUTION_WORDS,
  UNSUPPORTED_REQUESTS,
} from "../../../src/guardrails/input/unsupported-action";
import { normalise, readingsOf } from "../../../src/guardrails/normalize";
import { hasAnyWord } from "../../../src/guardrails/text/word-set";
import { CASES_DIR, readCaseFile, readSharedFile, SHARED_DATA_DIR } from "../case-files";

// Anchors are a shortcut: a rule only runs its patterns when one of its anchor words occurs. That must never hide a
// match, so on every prompt we have (our cases and their development sub-folders, and the shared evaluation data when
// present), a pattern that matches must also find its anchors.
function caseFiles(folder = ""): string[] {
  return readdirSync(path.join(CASES_DIR, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? caseFiles(path.join(folder, entry.name)) : entry.name.endsWith(".jsonl") ? [path.join(folder, entry.name)] : [],
  );
}

function allPrompts(): string[] {
  const own = caseFiles().flatMap((file) => readCaseFile(file));
  const shared = ["attacks", "benign"].flatMap((folder) => {
    try {
      return readdirSync(path.join(SHARED_DATA_DIR, folder)).flatMap((file) => readSharedFile(`${folder}/${file}`));
    } catch {
      return [];
    }
  });
  return [...own, ...shared].map((row) => row.text);
}

const prompts = allPrompts().map((prompt) => normalise(prompt));

describe("anchors never hide a match", () => {
  test.each(
    injectionSignals.filter((signal) => signal.anchors && signal.matches !== undefined).map((signal) => [signal.id, signal] as const),
  )("injection signal %s", (_id, signal) => {
    const hidden = prompts.filter((text) => signal.matches?.(text) && !hasAnchors(text, signal.anchors)).map((text) => text.original);
    expect(hidden).toEqual([]);
  });

  test.each(
    injectionSignals.flatMap((signal) =>
      (signal.gatedPatterns ?? []).map((gated, index) => [`${signal.id} #${index + 1}`, gated] as const),
    ),
  )("injection signal pattern %s", (_name, gated) => {
    const hidden = prompts
      .filter((text) => [text.text, ...text.variants].some((reading) => gated.pattern.test(reading)) && !hasAnchors(text, gated.anchors))
      .map((text) => text.original);
    expect(hidden).toEqual([]);
  });

  test.each(offTopicAsks.filter((ask) => ask.anchors).map((ask) => [ask.category, ask] as const))("off-topic ask %s", (_category, ask) => {
    const hidden = prompts
      .filter((text) => ask.pattern.test(ask.readsRaw ? text.raw : text.text) && !hasAnyWord(text.words, ask.anchors ?? []))
      .map((text) => text.original);
    expect(hidden).toEqual([]);
  });

  test("unsupported-action requests and execution syntax", () => {
    const hidden = prompts.filter(
      (text) =>
        UNSUPPORTED_REQUESTS.some(
          ([pattern, anchors]) => readingsOf(text).some((reading) => pattern.test(reading)) && !hasAnyWord(text.words, anchors),
        ) ||
        (EXECUTION_SYNTAX.test(text.raw) &&
          !hasAnyWord(text.words, EXECUTION_WORDS) &&
          !text.raw.includes("$(") &&
          !text.raw.includes("__")),
    );
    expect(hidden.map((text) => text.original)).toEqual([]);
  });

  // Request patterns that open with ASK are only tried where a clause opens, when one of their anchors stands in the
  // verb's place: that must find exactly what testing every pattern on every reading finds.
  test("request patterns tried at clause openings", () => {
    const atOpenings = UNSUPPORTED_REQUESTS.filter(([pattern]) => pattern.source.startsWith(ASK)).map(([pattern]) => pattern);
    const differ = prompts.filter(
      (text) => asksAtAClauseOpening(text) !== atOpenings.some((pattern) => readingsOf(text).some((reading) => pattern.test(reading))),
    );
    expect(atOpenings.length).toBe(176);
    expect(differ.map((text) => text.original)).toEqual([]);
  });

  test("the check ran on a meaningful number of prompts", () => {
    expect(prompts.length).toBeGreaterThanOrEqual(1000);
  });
});
