/** Polls `probe` until it returns true; throws with `what` after `timeoutMs`. */
export async function eventually(what: string, probe: () => boolean | Promise<boolean>, timeoutMs = 5000, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
