import type { Locator, Page } from "playwright-core";

/** Types a message and sends it with Enter, the way a keyboard user would. */
export async function ask(page: Page, prompt: string): Promise<void> {
  await page.getByLabel("Your message").fill(prompt);
  await page.getByLabel("Your message").press("Enter");
}

/** The nth turn (1-based) once its run has ended. */
export async function settledTurn(page: Page, n: number): Promise<Locator> {
  const turn = page.locator(`.turn[data-turn="${n}"]`);
  await turn.locator('.assistant[aria-busy="false"]').waitFor();
  return turn;
}

/** The status timeline of a turn as "Step: detail" lines. */
export function timeline(turn: Locator): Promise<string[]> {
  return turn
    .locator(".timeline li")
    .evaluateAll((items) =>
      items.map((item) =>
        [item.querySelector(".step")?.textContent, item.querySelector(".detail")?.textContent].filter(Boolean).join(": "),
      ),
    );
}
