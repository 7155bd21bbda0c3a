/** Event-loop turns taken while `work` runs: each one a moment when a request could have been served. */
export async function turnsDuring(work: () => Promise<void>): Promise<number> {
  let turns = 0;
  let done = false;
  const count = (): void => {
    turns += 1;
    if (!done) setImmediate(count);
  };
  setImmediate(count);
  await work();
  done = true;
  return turns;
}
