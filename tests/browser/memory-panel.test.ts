import type { Browser } from "playwright-core";
import { startHarness, type Harness } from "../support/service-harness";
import { ask, settledTurn } from "./support/chat";
import { launchChromium } from "./support/chromium";
import { openClient, type ClientPage } from "./support/client-page";
import { saveScreenshot } from "./support/screenshots";

describe("web client: what the service remembers", () => {
  let browser: Browser;
  let h: Harness;
  let client: ClientPage;
  beforeAll(async () => {
    browser = await launchChromium();
    h = await startHarness({ AGENT_PROFILE: "guarded" });
  });
  afterAll(async () => {
    await h?.close();
    await browser?.close();
  });
  beforeEach(async () => {
    h.llm.reset();
    client = await openClient(browser, h.url);
  });
  afterEach(async () => {
    await client.close();
  });

  const userId = (client: ClientPage) => client.page.getByLabel("User id").inputValue();
  const memoryTexts = (client: ClientPage) => client.page.locator("#memory-list .memory-text").allTextContents();
  const serverMemories = async (user: string) =>
    ((await (await fetch(`${h.url}/memory/${user}`)).json()) as { memories: Array<{ text: string }> }).memories;

  it("lists, summarises and, after confirmation, forgets the memories and threads of this browser's user", async () => {
    const { page } = client;
    const panel = page.getByRole("region", { name: "What I remember" });
    expect(await panel.locator("#memory-status").textContent()).toBe("Nothing remembered about you yet.");
    h.llm.enqueue({ text: "Try The Left Hand of Darkness." });
    await ask(page, "Remember that my favorite author is Ursula K. Le Guin. What should I read next?");
    const turn = await settledTurn(page, 1);
    expect(await turn.locator('.timeline li[data-phase="memory_saved"] .detail').textContent()).toBe(
      "2 messages in this thread, 1 new memory",
    );
    await panel.getByText("1 memory (newest first, up to 5 shown).").waitFor();
    expect(await memoryTexts(client)).toEqual(["Favorite author: Ursula K. Le Guin"]);

    await panel.getByRole("button", { name: "Summarise" }).click();
    await panel.locator("#memory-summary").waitFor();
    expect(await panel.locator("#memory-summary").textContent()).toBe(
      "I remember 1 thing about you:\n- Favorite author: Ursula K. Le Guin",
    );
    await saveScreenshot(page, "memory-panel", { fullPage: true });

    // Cancelling (Escape) keeps everything.
    await panel.getByRole("button", { name: "Forget me" }).click();
    const dialog = page.getByRole("dialog", { name: "Forget everything about you?" });
    await dialog.waitFor();
    await saveScreenshot(page, "memory-forget-dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await serverMemories(await userId(client))).toHaveLength(1);

    const threadBefore = await page.locator("#thread-id").textContent();
    await panel.getByRole("button", { name: "Forget me" }).click();
    await dialog.getByRole("button", { name: "Forget me" }).click();
    await panel.getByText("Forgot 1 memory and 1 conversation thread.").waitFor();
    expect(await memoryTexts(client)).toEqual([]);
    expect(await serverMemories(await userId(client))).toEqual([]);
    expect(await page.locator(".turn").count()).toBe(0);
    expect(await page.locator("#thread-id").textContent()).not.toBe(threadBefore);
    expect(client.problems).toEqual([]);
  });

  it("switches to another user id: its own (empty) memory, and new statements are stored under it", async () => {
    const { page } = client;
    const input = page.getByLabel("User id");
    expect(await input.inputValue()).toMatch(/^reader-[a-z0-9]{8}$/);
    await input.fill("not valid!");
    await input.press("Enter");
    expect(await page.locator("#user-id-error").textContent()).toBe(
      "Use 1–128 letters, digits or . _ : @ - (starting with a letter or digit).",
    );
    expect(await input.getAttribute("aria-invalid")).toBe("true");

    await input.fill("reader-two");
    await input.press("Enter");
    expect(await page.locator("#user-id-error").isHidden()).toBe(true);
    h.llm.enqueue({ text: "Noted." });
    await ask(page, "Remember that my favorite genre is space opera.");
    await settledTurn(page, 1);
    await page.locator("#memory-list .memory-text").first().waitFor();
    expect(await memoryTexts(client)).toEqual(["Favorite genre: space opera"]);
    expect((await serverMemories("reader-two")).map((m) => m.text)).toEqual(["Favorite genre: space opera"]);
    await page.reload();
    await page.waitForSelector("body[data-ready]");
    expect(await page.getByLabel("User id").inputValue()).toBe("reader-two");
    expect(client.problems).toEqual([]);
  });
});
