import { checkInput } from "../../../src/guardrails";
import { readCaseFile } from "../case-files";

// Rates on our own hand-written cases, with the failures listed so that a regression shows what broke.
describe("own evaluation cases", () => {
  test("at most 1% of genuine book questions are blocked, and none as prompt_injection", () => {
    const questions = readCaseFile("genuine-book-questions.jsonl");
    const blocked = questions.filter((row) => checkInput(row.text, { previousTurnOnTopic: false }).outcome === "blocked");
    const asInjection = questions.filter((row) => checkInput(row.text, { previousTurnOnTopic: false }).rule === "prompt_injection");
    expect(questions.length).toBeGreaterThanOrEqual(150);
    expect(asInjection.map((row) => row.text)).toEqual([]);
    // Today none is blocked (the topic default passes "Is Angels & Demons the one with ...?"); the bound is the target.
    expect(blocked.map((row) => row.text)).toEqual([]);
    expect(blocked.length).toBeLessThanOrEqual(Math.floor(questions.length * 0.01));
  });

  test("every off-topic case is blocked", () => {
    const passed = readCaseFile("off-topic.jsonl").filter(
      (row) => checkInput(row.text, { previousTurnOnTopic: false }).outcome !== "blocked",
    );
    expect(passed.map((row) => row.text)).toEqual([]);
  });
});
