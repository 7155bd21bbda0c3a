import type { ProcessGroup } from "./process-group";

/**
 * Polls `request` until it answers 2xx; fails at once if the process that should serve it exits, and with its
 * output if it never answers within `timeoutMs`. A dev server may restart while files change, so every
 * request is retried, not only the first.
 */
export async function untilAnswered(request: () => Promise<Response>, server: ProcessGroup, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`the server exited:\n${server.output()}`);
    try {
      const response = await request();
      if (response.ok) return response;
      last = `HTTP ${response.status}: ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer within ${timeoutMs} ms (${last}):\n${server.output()}`);
}
