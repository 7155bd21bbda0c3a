/** Polls until `condition` holds; fails the test with `description` if it never does. */
export async function waitFor(condition: () => boolean, description: string, attempts = 200): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for: ${description}`);
}
