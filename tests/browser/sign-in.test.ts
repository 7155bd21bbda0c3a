import { SignJWT } from "jose";
import type { Browser, Page } from "playwright-core";
import { chatRequests, startHarness, type Harness } from "../support/service-harness";
import { lowContrastText, unnamedControls } from "./support/accessibility";
import { ask, settledTurn } from "./support/chat";
import { launchChromium } from "./support/chromium";
import { openClient, type ClientPage } from "./support/client-page";
import { saveScreenshot } from "./support/screenshots";

const SECRET = "browser-test-secret-at-least-32-characters";
const ALICE = "alice.reader-7f3c@example.org";
const MALLORY = "mallory-9d21";
const SIGN_IN_ALERT = "Please sign in: your access token is missing, invalid or expired.";
const TOKEN_KEY = "book-assistant.token";
const TEXT = "h1, h2, h3, p, li, label, button, a, code, strong, .memory-text, .meta, .answer, .user-message";
const now = () => Math.floor(Date.now() / 1000);

const tokenFor = (sub: string, exp = now() + 3600) =>
  new SignJWT({ sub, exp }).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode(SECRET));

const sorted = (lines: string[]) => [...lines].sort();

/** What Chromium reports for one refused call: the response and its "Failed to load resource" console line. */
const refusedCall = (url: string) => [
  `HTTP 401 ${url}`,
  "console error: Failed to load resource: the server responded with a status of 401 (Unauthorized)",
];

interface SentRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string | null;
}

describe("web client, AUTH_MODE=jwt: signing in with an access token", () => {
  let browser: Browser;
  let h: Harness;
  let client: ClientPage;
  let sent: SentRequest[];
  beforeAll(async () => {
    browser = await launchChromium();
    h = await startHarness({ AGENT_PROFILE: "guarded", AUTH_MODE: "jwt", AUTH_JWT_SECRET: SECRET });
  });
  afterAll(async () => {
    await h?.close();
    await browser?.close();
  });
  beforeEach(async () => {
    h.llm.reset();
    client = await openClient(browser, h.url);
    sent = [];
    client.page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/agent/run" || pathname.startsWith("/memory/")) {
        sent.push({ method: request.method(), path: pathname, authorization: request.headers().authorization, body: request.postData() });
      }
    });
  });
  afterEach(async () => {
    await client.close();
  });

  const signInForm = (page: Page) => page.getByRole("form", { name: "Sign in" });
  const signedIn = (page: Page) => page.locator("#signed-in");
  const alert = (page: Page) => page.locator("#sign-in-alert");
  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
  const storedToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
  const memoryTexts = (page: Page) => page.locator("#memory-list .memory-text").allTextContents();
  const signIn = async (page: Page, token: string) => {
    await page.getByLabel("Access token").fill(token);
    await page.getByLabel("Access token").press("Enter");
  };

  it("asks to sign in before a message reaches the model, then streams as the token's user and lists only their memories", async () => {
    const { page } = client;
    // Another user's memory on the service, which Alice's panel must not show.
    h.llm.enqueue({ text: "Noted." });
    const mallory = await fetch(`${h.url}/agent/run`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await tokenFor(MALLORY)}` },
      body: JSON.stringify({ prompt: "Remember that my favorite genre is horror.", thread_id: "thread-m", user_id: MALLORY }),
    });
    await mallory.text();
    h.llm.reset();

    // Signed out: a token field instead of the user id form, no memory panel, nothing asked of the service yet.
    expect(await signInForm(page).isVisible()).toBe(true);
    expect(await page.getByLabel("Access token").getAttribute("type")).toBe("password");
    expect(await page.locator("#access-token-hint").textContent()).toContain("identity provider");
    expect(await page.locator("#identity").isHidden()).toBe(true);
    expect(await signedIn(page).isHidden()).toBe(true);
    expect(await page.locator("#memory-panel").isHidden()).toBe(true);
    expect(await alert(page).isHidden()).toBe(true);
    expect(await unnamedControls(page)).toEqual([]);
    expect(await lowContrastText(page, TEXT)).toEqual([]);
    expect(sent).toEqual([]);

    await ask(page, "Who wrote Middlemarch?");
    const refused = await settledTurn(page, 1);
    await alert(page).waitFor();
    expect(await alert(page).textContent()).toBe(SIGN_IN_ALERT);
    expect(await alert(page).getAttribute("role")).toBe("alert");
    expect(await focusedId(page)).toBe("access-token");
    expect(await refused.locator(".blocked").allTextContents()).toEqual(["Not sentSign in, then send your message again."]);
    expect(await refused.locator('[role="alert"]').count()).toBe(0);
    expect(await page.locator("body").textContent()).not.toContain("missing bearer token");
    expect(chatRequests(h.llm)).toHaveLength(0);
    expect(sent).toEqual([expect.objectContaining({ method: "POST", path: "/agent/run", authorization: undefined })]);
    await saveScreenshot(page, "sign-in-needed", { fullPage: true });

    const token = await tokenFor(ALICE);
    await signIn(page, token);
    await signedIn(page).waitFor();
    expect(await signedIn(page).locator("p").textContent()).toBe(`Signed in as ${ALICE}`);
    expect(await signInForm(page).isHidden()).toBe(true);
    expect(await alert(page).isHidden()).toBe(true);
    expect(await focusedId(page)).toBe("prompt");
    expect(await storedToken(page)).toBe(token);
    const panel = page.getByRole("region", { name: "What I remember" });
    await panel.getByText("Nothing remembered about you yet.").waitFor();

    h.llm.enqueue({ chunks: ["Try ", "The Left Hand of Darkness."] });
    await ask(page, "Remember that my favorite author is Ursula K. Le Guin. What should I read next?");
    const answered = await settledTurn(page, 2);
    expect(await answered.locator(".answer").textContent()).toBe("Try The Left Hand of Darkness.");
    expect(chatRequests(h.llm).length).toBeGreaterThan(0);
    await panel.getByText("1 memory (newest first, up to 5 shown).").waitFor();
    expect(await memoryTexts(page)).toEqual(["Favorite author: Ursula K. Le Guin"]);

    const afterSignIn = sent.slice(1);
    expect(afterSignIn.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /memory/${encodeURIComponent(ALICE)}`,
      "POST /agent/run",
      `GET /memory/${encodeURIComponent(ALICE)}`,
    ]);
    expect(afterSignIn.every((request) => request.authorization === `Bearer ${token}`)).toBe(true);
    expect(JSON.parse(afterSignIn[1].body!)).toMatchObject({ user_id: ALICE });
    expect(await unnamedControls(page)).toEqual([]);
    expect(await lowContrastText(page, TEXT)).toEqual([]);
    await saveScreenshot(page, "signed-in", { fullPage: true });
    expect(sorted(client.problems)).toEqual(sorted(refusedCall(`${h.url}/agent/run`)));
  });

  it("explains a paste that is not a token in the field, and an expired token with the sign-in message", async () => {
    const { page } = client;
    const field = page.getByLabel("Access token");
    await signIn(page, "not a token");
    expect(await page.locator("#access-token-error").textContent()).toBe(
      "This is not an access token: paste the whole token (three parts separated by dots).",
    );
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);

    await signIn(page, await tokenFor(ALICE, now() - 3600));
    await alert(page).waitFor();
    expect(await alert(page).textContent()).toBe(SIGN_IN_ALERT);
    await page.waitForFunction(() => document.activeElement?.id === "access-token");
    expect(await page.locator("#access-token-error").isHidden()).toBe(true);
    expect(await signInForm(page).isVisible()).toBe(true);
    expect(await signedIn(page).isHidden()).toBe(true);
    expect(await page.locator("#memory-panel").isHidden()).toBe(true);
    expect(await storedToken(page)).toBeNull();
    expect(await page.locator("body").textContent()).not.toContain("token expired");
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([`GET /memory/${encodeURIComponent(ALICE)}`]);
    expect(chatRequests(h.llm)).toHaveLength(0);
    expect(sorted(client.problems)).toEqual(sorted(refusedCall(`${h.url}/memory/${encodeURIComponent(ALICE)}`)));
  });

  it("keeps the token across a reload, and signing out forgets it", async () => {
    const { page } = client;
    await signIn(page, await tokenFor(ALICE));
    await signedIn(page).waitFor();
    await page.reload();
    await page.waitForSelector("body[data-ready]");
    expect(await signedIn(page).isVisible()).toBe(true);
    await page.getByRole("region", { name: "What I remember" }).waitFor();

    await page.getByRole("button", { name: "Sign out" }).click();
    await signInForm(page).waitFor();
    expect(await focusedId(page)).toBe("access-token");
    expect(await storedToken(page)).toBeNull();
    expect(await page.locator("#memory-panel").isHidden()).toBe(true);
    expect(await alert(page).isHidden()).toBe(true);

    await page.reload();
    await page.waitForSelector("body[data-ready]");
    expect(await signInForm(page).isVisible()).toBe(true);
    expect(await signedIn(page).isHidden()).toBe(true);
    expect(await page.locator("#memory-panel").isHidden()).toBe(true);
    expect(client.problems).toEqual([]);
  });
});

describe("web client, AUTH_MODE=jwt naming the user by another claim than sub", () => {
  let browser: Browser;
  let h: Harness;
  let client: ClientPage;
  beforeAll(async () => {
    browser = await launchChromium();
    h = await startHarness({ AUTH_MODE: "jwt", AUTH_JWT_SECRET: SECRET, AUTH_USER_CLAIM: "email" });
    client = await openClient(browser, h.url);
  });
  afterAll(async () => {
    await client?.close();
    await h?.close();
    await browser?.close();
  });

  it("explains a 403 (the panel asked for the sub's memory, the service's user is the email) and keeps the token", async () => {
    const { page } = client;
    const token = await new SignJWT({ sub: "alice", email: "alice@example.org", exp: now() + 3600 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(SECRET));
    await page.getByLabel("Access token").fill(token);
    await page.getByLabel("Access token").press("Enter");
    const alert = page.locator("#sign-in-alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("The service refused this request: your access token does not allow it.");
    expect(await page.locator("#memory-status").textContent()).toBe("Your access token does not allow this.");
    expect(await page.locator("body").textContent()).not.toContain("forbidden");
    expect(await page.locator("#signed-in").isVisible()).toBe(true);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBe(token);
    expect(sorted(client.problems)).toEqual(
      sorted([
        `HTTP 403 ${h.url}/memory/alice`,
        "console error: Failed to load resource: the server responded with a status of 403 (Forbidden)",
      ]),
    );
  });
});
