import type { Browser } from "playwright-core";
import { LOCAL_PRICING } from "../../scripts/local-model-server";
import { chatRequests, startHarness, waitFor, type Harness } from "../support/service-harness";
import { ask, settledTurn, timeline } from "./support/chat";
import { launchChromium } from "./support/chromium";
import { openClient, type ClientPage } from "./support/client-page";
import { saveScreenshot } from "./support/screenshots";

describe("web client, memory profile: streamed tokens, usage and cost", () => {
  let browser: Browser;
  let h: Harness;
  let client: ClientPage;
  beforeAll(async () => {
    browser = await launchChromium();
    h = await startHarness({ AGENT_PROFILE: "memory" });
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

  /** Every distinct text the answer element showed, recorded in the page as it changed. */
  const recordAnswerTexts = (client: ClientPage) =>
    client.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { answerTexts: string[] }).answerTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector(".answer")?.textContent ?? "";
        if (text && text !== seen.at(-1)) seen.push(text);
      }).observe(document.getElementById("transcript")!, { subtree: true, childList: true, characterData: true });
    });

  it("shows the answer growing token by token, without the usage footer, then tokens and cost from done", async () => {
    const { page } = client;
    expect(await page.locator("#profile").textContent()).toBe("Memory profile · remembers you");
    await recordAnswerTexts(client);
    h.llm.enqueue({ chunks: ["Read ", "The Hobbit", "."], chunkDelayMs: 150, usage: { prompt_tokens: 50, completion_tokens: 3 } });
    await ask(page, "Recommend a fantasy novel");
    const turn = await settledTurn(page, 1);

    expect(await page.evaluate(() => (window as unknown as { answerTexts: string[] }).answerTexts)).toEqual([
      "Read ",
      "Read The Hobbit",
      "Read The Hobbit.",
    ]);
    expect(await turn.locator(".answer").textContent()).toBe("Read The Hobbit.");
    expect(await timeline(turn)).toEqual([
      "Memory loaded: 0 messages in this thread, 0 long-term memories",
      "Route: deliberate · a curated recommendation",
      "Writing: the model is writing the answer",
      "Saved: 2 messages in this thread, 0 new memories",
    ]);
    const cost = (50 * LOCAL_PRICING.inputPerMillion + 3 * LOCAL_PRICING.outputPerMillion) / 1e6;
    expect(cost).toBe(0.000155);
    expect(await turn.locator(".usage").textContent()).toMatch(/^53 tokens \(0 embed, 50 in, 3 out\) · cost \$0\.000155 · \d+\.\d\d? s$/);
    await saveScreenshot(page, "memory-streamed-answer", { fullPage: true });
    expect(client.problems).toEqual([]);
  });

  it("stops a run on request: the model request is aborted and the turn says so", async () => {
    const { page } = client;
    h.llm.enqueue({ text: "one two three four five six seven eight", chunkDelayMs: 400 });
    await ask(page, "Recommend a long saga");
    await page.locator(".answer").getByText("one").waitFor();
    await page.getByRole("button", { name: "Stop" }).click();
    const turn = await settledTurn(page, 1);
    expect(await turn.locator(".blocked h3").textContent()).toBe("Stopped");
    await waitFor(() => chatRequests(h.llm)[0]?.closedEarlyAt !== undefined, 5000);
    expect(await page.getByRole("button", { name: "Stop" }).isHidden()).toBe(true);
    expect(await page.getByRole("button", { name: "Send" }).isEnabled()).toBe(true);
  });

  it("reports a model failure as a recoverable error", async () => {
    const { page } = client;
    h.llm.enqueue({ status: 500 }, { status: 500 });
    await ask(page, "Who wrote Middlemarch?");
    const turn = await settledTurn(page, 1);
    expect(await turn.locator(".blocked h3").textContent()).toBe("Something went wrong");
    expect(await turn.locator(".blocked .rule").textContent()).toBe("Details: model provider error");
    expect(await turn.locator(".answer").isHidden()).toBe(true);
  });

  it("does not send a prompt over the service's limit, and marks the counter", async () => {
    const { page } = client;
    const limit = Number((await page.locator("#prompt-count").textContent())!.split(" / ")[1]);
    expect(limit).toBe(4000);
    await page.getByLabel("Your message").fill("x".repeat(limit + 1));
    expect(await page.locator("#prompt-count").getAttribute("class")).toBe("hint count over");
    await page.getByLabel("Your message").press("Enter");
    expect(await page.locator(".turn").count()).toBe(0);
    expect(chatRequests(h.llm)).toHaveLength(0);
  });
});
