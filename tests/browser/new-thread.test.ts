import type { Browser } from "playwright-core";
import { startHarness, type Harness } from "../support/service-harness";
import { ask, settledTurn } from "./support/chat";
import { launchChromium } from "./support/chromium";
import { openClient, type ClientPage } from "./support/client-page";

describe("web client: new thread", () => {
  let browser: Browser;
  let h: Harness;
  let client: ClientPage;
  beforeAll(async () => {
    browser = await launchChromium();
    h = await startHarness({ AGENT_PROFILE: "guarded" });
    client = await openClient(browser, h.url);
  });
  afterAll(async () => {
    await client?.close();
    await h?.close();
    await browser?.close();
  });

  const memoryLoaded = async (n: number) =>
    (await settledTurn(client.page, n)).locator('.timeline li[data-phase="memory_loaded"] .detail').textContent();
  const hasThread = (user: string, thread: string) => h.service.profile.privacy!.threads.hasThread(user, thread);

  it("keeps turns in one thread until New thread starts a fresh one with no messages", async () => {
    const { page } = client;
    const user = await page.getByLabel("User id").inputValue();
    const firstThread = (await page.locator("#thread-id").textContent())!;
    expect(firstThread).toMatch(/^thread-[a-z0-9]{10}$/);

    h.llm.enqueue({ text: "Try Dune." }, { text: "Also try Hyperion." });
    await ask(page, "Recommend a science fiction novel");
    expect(await memoryLoaded(1)).toBe("0 messages in this thread, 0 long-term memories");
    await ask(page, "Recommend another science fiction novel");
    expect(await memoryLoaded(2)).toBe("2 messages in this thread, 0 long-term memories");

    await page.getByRole("button", { name: "New thread" }).focus();
    await page.keyboard.press("Enter");
    const secondThread = (await page.locator("#thread-id").textContent())!;
    expect(secondThread).toMatch(/^thread-[a-z0-9]{10}$/);
    expect(secondThread).not.toBe(firstThread);
    expect(await page.locator(".turn").count()).toBe(0);
    expect(await page.locator("#welcome").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("prompt");

    h.llm.enqueue({ text: "Try The Dispossessed." });
    await ask(page, "Recommend a science fiction novel");
    expect(await memoryLoaded(3)).toBe("0 messages in this thread, 0 long-term memories");
    expect(await hasThread(user, firstThread)).toBe(true);
    expect(await hasThread(user, secondThread)).toBe(true);
    expect(client.problems).toEqual([]);
  });
});
