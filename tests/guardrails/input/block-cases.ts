import { checkUnsupportedAction } from "../../../src/guardrails/input/unsupported-action";
import { normalise } from "../../../src/guardrails/normalize";

/** Whether the unsupported-action rule blocks the prompt, asked alone (no earlier turn). */
export const blockedAsRequest = (text: string): boolean =>
  checkUnsupportedAction(normalise(text), { previousTurnOnTopic: false }).outcome === "blocked";

/** Each family's prompts are blocked; none of the book questions that share their words is. */
export function describeBlockCases(
  blocked: (text: string) => boolean,
  families: Record<string, readonly string[]>,
  bookQuestions: readonly string[],
  titles: { bookQuestions: string; passed: string },
): void {
  describe.each(Object.entries(families))("%s", (_family, prompts) => {
    test.each(prompts)("blocked: %s", (prompt) => {
      expect(blocked(prompt)).toBe(true);
    });
  });

  describe(titles.bookQuestions, () => {
    test.each(bookQuestions)(`${titles.passed}: %s`, (prompt) => {
      expect(blocked(prompt)).toBe(false);
    });
  });
}
