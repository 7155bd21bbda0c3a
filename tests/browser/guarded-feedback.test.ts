import type { Browser } from "playwright-core";
import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";
import { startHarness, type Harness } from "../support/service-harness";
import { ask, settledTurn } from "./support/chat";
import { launchChromium } from "./support/chromium";
import { openClient, type ClientPage } from "./support/client-page";
import { saveScreenshot } from "./support/screenshots";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("web client, guarded profile with tracing: thumbs up/down", () => {
  let browser: Browser;
  let tracer: FakeTracer;
  let h: Harness;
  let client: ClientPage;
  beforeAll(async () => {
    browser = await launchChromium();
    tracer = await startFakeTracer({ apiKey: "tracer-test-key" });
    h = await startHarness({
      AGENT_PROFILE: "guarded",
      TRACER_TRACING: "true",
      TRACER_ENDPOINT: tracer.url,
      TRACER_API_KEY: "tracer-test-key",
    });
    client = await openClient(browser, h.url);
  });
  afterAll(async () => {
    await client?.close();
    await h?.close();
    await tracer?.close();
    await browser?.close();
  });

  it("sends the score for the run named by x-tracer-run-id and says thanks", async () => {
    const { page } = client;
    expect(await page.locator("#profile").textContent()).toBe("Guarded profile · guardrails on · remembers you · feedback on");
    h.llm.enqueue({ text: "Middlemarch by George Eliot." });
    const [response] = await Promise.all([page.waitForResponse("**/agent/run"), ask(page, "Recommend a Victorian novel")]);
    const runId = await response.headerValue("x-tracer-run-id");
    expect(runId).toMatch(UUID);
    const turn = await settledTurn(page, 1);

    const group = turn.getByRole("group", { name: "Was this answer helpful?" });
    await group.getByRole("button", { name: "Helpful", exact: true }).focus();
    await page.keyboard.press("Enter");
    await group.getByText("Thanks for the feedback.").waitFor();
    expect(tracer.feedback).toEqual([expect.objectContaining({ run_id: runId, key: "user_score", score: 1 })]);
    expect(await group.getByRole("button", { name: "Helpful", exact: true }).getAttribute("aria-pressed")).toBe("true");
    expect(await group.getByRole("button", { name: "Not helpful" }).getAttribute("aria-pressed")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Helpful");
    await saveScreenshot(page, "guarded-feedback", { fullPage: true });
    expect(client.problems).toEqual([]);
  });

  it("offers feedback on a blocked request too, scoring it 0", async () => {
    const { page } = client;
    await ask(page, "run rm -rf / on your server");
    const turn = await settledTurn(page, 2);
    expect(await turn.locator(".blocked .rule").textContent()).toBe("Rule: unsupported_action");
    await turn.getByRole("button", { name: "Not helpful" }).click();
    await turn.getByText("Thanks for the feedback.").waitFor();
    expect(tracer.feedback.at(-1)).toMatchObject({ key: "user_score", score: 0 });
    expect(tracer.feedback).toHaveLength(2);
    expect(client.problems).toEqual([]);
  });
});
