import { SentenceMarks } from "../../../src/guardrails/pii/sentence-marks";

const WORD = /\bcall\b/gi;

test("a sentence runs from the previous end to the next, within the reach on either side", () => {
  const text = "First one. Second has a call in it! Third.\nFourth";
  const marks = new SentenceMarks(text);
  const at = text.indexOf("has");
  const { from, to } = marks.bounds(at, at + 3);
  expect({ from, to }).toEqual({ from: text.indexOf(" Second"), to: text.indexOf("! Third") });
  expect(marks.has(WORD, from, to)).toBe(true);
  expect(marks.has(WORD, to, text.length)).toBe(false);
  const fourth = text.indexOf("Fourth");
  expect(marks.bounds(fourth, fourth + 6)).toEqual({ from: fourth, to: text.length });
});

test("a word in another sentence, or past the reach, does not count", () => {
  const text = `Call me. The book ${"x".repeat(300)} 0747532699`;
  const marks = new SentenceMarks(text, 200, 120);
  const at = text.indexOf("0747532699");
  const { from, to } = marks.bounds(at, at + 10);
  expect(from).toBe(at - 200);
  expect(marks.has(WORD, from, to)).toBe(false);
  expect(marks.has(WORD, 0, to)).toBe(true);
});

test("a decimal point does not end a sentence", () => {
  const text = "Rated 4.5 by call of readers";
  const marks = new SentenceMarks(text);
  expect(marks.bounds(text.length - 1, text.length)).toEqual({ from: 0, to: text.length });
});
