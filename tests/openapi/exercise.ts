import type { Harness } from "../support/service-harness";
import { withFault } from "./fault";
import type { LiveContract } from "./live-contract";
import { badPosts } from "./requests";

/** The documented errors of POST /agent/run: 415, 413, both 400s, and a masked 500 from a faulty runner. */
export async function exerciseAgentRunErrors(h: Harness, contract: LiveContract, validBody: Record<string, unknown>): Promise<void> {
  const bad = badPosts(`${h.url}/agent/run`);
  const check = (response: Response) => contract.check("post", "/agent/run", response);
  expect(await check(await bad.notJson())).toEqual({ detail: "content-type must be application/json" });
  expect(await check(await bad.tooLarge())).toEqual({ detail: "request body too large (limit 32 KiB)" });
  expect(await check(await bad.malformed())).toEqual({ detail: "invalid JSON body" });
  expect(await check(await bad.invalid({ ...validBody, prompt: "   ", temperature: 3 }))).toEqual({
    detail: "invalid request body",
    errors: [
      { path: "prompt", message: "must not be empty" },
      { path: "temperature", message: "Too big: expected number to be <=2" },
    ],
  });
  await withFault(h.service.profile.runner, "prepare", async () => {
    expect(await check(await bad.invalid(validBody))).toEqual({ detail: "internal error" });
  });
}

/** 409 thread busy: a second turn of a thread whose first turn outlasts THREAD_LOCK_TIMEOUT_MS (set short). */
export async function exerciseThreadBusy(h: Harness, contract: LiveContract, body: Record<string, unknown>): Promise<void> {
  h.llm.enqueue({ text: "A slow answer.", delayMs: 1500 });
  const first = h.run(body);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await contract.check("post", "/agent/run", await h.run(body))).toEqual({ detail: "thread busy" });
  await (await first).text();
}

/** The privacy endpoints with their successes, malformed ids and masked dependency faults. */
export async function exercisePrivacyEndpoints(h: Harness, contract: LiveContract, userId: string, threadId: string): Promise<void> {
  const memory = h.service.profile.privacy!;
  const call = (method: "get" | "delete", template: string, path: string) =>
    fetch(h.url + path, { method: method.toUpperCase() }).then((response) => contract.check(method, template, response));

  const listed = (await call("get", "/memory/{user_id}", `/memory/${userId}`)) as { memories: Array<{ text: string }> };
  expect(listed.memories.map((m) => m.text)).toEqual(["Favorite author: Ursula K. Le Guin"]);
  expect(await call("get", "/memory/{user_id}/summary", `/memory/${userId}/summary`)).toMatchObject({ userId, memoryCount: 1 });
  expect(await call("delete", "/threads/{thread_id}", `/threads/${threadId}?user_id=${userId}`)).toEqual({ threadId, deleted: true });
  expect(await call("delete", "/memory/{user_id}", `/memory/${userId}`)).toMatchObject({ userId, deleted: 1 });

  const invalid = { detail: "invalid request", errors: [expect.objectContaining({ path: "user_id" })] };
  expect(await call("get", "/memory/{user_id}", "/memory/-bad")).toEqual(invalid);
  expect(await call("get", "/memory/{user_id}/summary", "/memory/-bad/summary")).toEqual(invalid);
  expect(await call("delete", "/memory/{user_id}", "/memory/-bad")).toEqual(invalid);
  expect(await call("delete", "/threads/{thread_id}", "/threads/t-1?user_id=-bad")).toEqual(invalid);
  expect(await call("delete", "/threads/{thread_id}", "/threads/t-1")).toEqual(invalid);

  const internal = { detail: "internal error" };
  await withFault(memory.store, "list", async () => {
    expect(await call("get", "/memory/{user_id}", `/memory/${userId}`)).toEqual(internal);
    expect(await call("get", "/memory/{user_id}/summary", `/memory/${userId}/summary`)).toEqual(internal);
  });
  await withFault(memory.store, "deleteAll", async () => {
    expect(await call("delete", "/memory/{user_id}", `/memory/${userId}`)).toEqual(internal);
  });
  await withFault(memory.threads, "deleteThread", async () => {
    expect(await call("delete", "/threads/{thread_id}", `/threads/${threadId}?user_id=${userId}`)).toEqual(internal);
  });
}

/** Liveness, readiness (ready, then not ready while an injected check fails), metrics. */
export async function exerciseProbes(h: Harness, contract: LiveContract): Promise<void> {
  const get = (path: string) => fetch(h.url + path).then((response) => contract.check("get", path, response));
  expect(await get("/healthz")).toEqual({ status: "ok" });
  expect(await get("/readyz")).toMatchObject({ status: "ready" });
  const checks = h.service.profile.readiness;
  checks.injected = () => Promise.reject(new Error("injected readiness fault"));
  try {
    expect(await get("/readyz")).toMatchObject({ status: "not_ready", checks: { injected: "error" } });
  } finally {
    delete checks.injected;
  }
  expect(await get("/metrics")).toContain("# TYPE ");
  expect(await get("/info")).toMatchObject({ profile: h.service.profile.runner.profile });
}
