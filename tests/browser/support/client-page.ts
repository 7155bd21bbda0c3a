import type { Browser, BrowserContext, Page } from "playwright-core";

export interface ClientPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, uncaught exceptions and failed requests (a CSP violation shows up here too). */
  problems: string[];
  close(): Promise<void>;
}

/** Opens the web client served by the service at `url` in a fresh browser context and waits until it is ready. */
export async function openClient(browser: Browser, url: string, viewport = { width: 1280, height: 900 }): Promise<ClientPage> {
  // Reduced motion turns smooth scrolling off, so screenshots never catch a page mid-scroll.
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  const response = await page.goto(url);
  if (response?.status() !== 200) throw new Error(`GET ${url} answered ${response?.status()}: is webClientRoutes mounted in createApp?`);
  await page.waitForSelector("body[data-ready]");
  return { page, context, problems, close: () => context.close() };
}
