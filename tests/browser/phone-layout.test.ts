import type { Browser } from "playwright-core";
import { startHarness, type Harness } from "../support/service-harness";
import { ask, settledTurn } from "./support/chat";
import { launchChromium } from "./support/chromium";
import { lowContrastText, unnamedControls } from "./support/accessibility";
import { openClient, type ClientPage } from "./support/client-page";
import { saveScreenshot } from "./support/screenshots";

const PHONE = { width: 375, height: 700 };
const TEXT = "h1, h2, h3, p, li, label, button, a, code, .step, .detail, .usage, .memory-text, .meta, .answer, .user-message";

describe("web client on a phone-sized screen", () => {
  let browser: Browser;
  let h: Harness;
  let client: ClientPage;
  beforeAll(async () => {
    browser = await launchChromium();
    h = await startHarness({ AGENT_PROFILE: "guarded" });
    client = await openClient(browser, h.url, PHONE);
  });
  afterAll(async () => {
    await client?.close();
    await h?.close();
    await browser?.close();
  });

  it("fits 375 px without sideways scrolling, keeps the message box on screen, and stays labelled and legible", async () => {
    const { page } = client;
    await saveScreenshot(page, "phone-start");
    h.llm.enqueue({ text: "The Earthsea books by Ursula K. Le Guin are a good start: A Wizard of Earthsea, then The Tombs of Atuan." });
    await ask(page, "Remember that my favorite author is Ursula K. Le Guin. What should I read next?");
    const turn = await settledTurn(page, 1);
    await page.locator("#memory-list .memory-text").first().waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = (await page.getByLabel("Your message").boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect((await turn.locator(".answer").boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await unnamedControls(page)).toEqual([]);
    expect(await lowContrastText(page, TEXT)).toEqual([]);
    await saveScreenshot(page, "phone-answer");

    const answerBottom = (await turn.locator(".answer").boundingBox())!;
    expect(answerBottom.y + answerBottom.height).toBeLessThanOrEqual(box.y);

    await page.getByRole("link", { name: "Your memory" }).click();
    const panel = page.getByRole("region", { name: "What I remember" });
    expect(await panel.getByText("Favorite author: Ursula K. Le Guin").isVisible()).toBe(true);
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y).toBeGreaterThanOrEqual(0);
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(PHONE.height);
    await saveScreenshot(page, "phone-memory");
    await saveScreenshot(page, "phone-full-page", { fullPage: true });
    expect(client.problems).toEqual([]);
  });
});
