import { assessInjection } from "../../../src/guardrails/input/injection/score";
import { normalise } from "../../../src/guardrails/normalize";

export const signalsOf = (text: string): string[] => assessInjection(normalise(text), undefined, { exhaustive: true }).signals;
const blockedAsInjection = (text: string): boolean => assessInjection(normalise(text)).score >= 4;

/** Each signal fires on its prompts and blocks them; none of the book questions that share their words is blocked. */
export function describeSignalCases(firedBy: Record<string, readonly string[]>, bookQuestions: readonly string[]): void {
  describe.each(Object.entries(firedBy))("%s", (signal, prompts) => {
    test.each(prompts)("fires and blocks: %s", (prompt) => {
      expect(signalsOf(prompt)).toContain(signal);
      expect(blockedAsInjection(prompt)).toBe(true);
    });
  });

  describe("book questions with the same words", () => {
    test.each(bookQuestions)("not an injection: %s", (prompt) => {
      expect(blockedAsInjection(prompt)).toBe(false);
    });
  });
}
