import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Debian's `chromium` package; `.ci/run` installs it. */
const CHROMIUM_PATH = "/usr/bin/chromium";

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Real headless Chromium with a fresh profile. Fails (never skips) when the browser is not installed. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`browser tests need Chromium at ${CHROMIUM_PATH}: install Debian's package with "apt-get install -y chromium"`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}
