import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

const SCREENSHOT_DIR = join(__dirname, "..", "..", "..", "test-output", "screenshots");

/** Saves `test-output/screenshots/<name>.png` (git-ignored) for a person to look at. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? false });
  return path;
}
