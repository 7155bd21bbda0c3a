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
    // Today exactly one question is blocked; the bound is the documented target.
    expect(blocked.map((row) => row.text)).toEqual(["Is Angels & Demons the one with the Illuminati conspiracy?"]);
    expect(blocked.length).toBeLessThanOrEqual(Math.floor(questions.length * 0.01));
  });

  test("every off-topic case is blocked", () => {
    const passed = readCaseFile("off-topic.jsonl").filter(
      (row) => checkInput(row.text, { previousTurnOnTopic: false }).outcome !== "blocked",
    );
    expect(passed.map((row) => row.text)).toEqual([]);
  });
});
