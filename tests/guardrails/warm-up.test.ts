import { warmUpPatternWords } from "../../src/guardrails/input/guarded-patterns";
import { warmUpGuardrails } from "../../src/guardrails/warm-up";
import { turnsDuring } from "../support/event-loop-turns";

const cpuMillis = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

describe("warmUpGuardrails", () => {
  beforeAll(async () => {
    await warmUpPatternWords();
  }, 60_000);

  it("spends its CPU budget on the checks, one check per event-loop turn", async () => {
    const started = cpuMillis();
    const turns = await turnsDuring(() => warmUpGuardrails({ cpuMs: 300 }));
    expect(cpuMillis() - started).toBeGreaterThanOrEqual(300);
    // A cold check takes 1–200 ms: 300 ms of them is at least a few checks, each followed by a turn.
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it("runs no check with a budget of zero", async () => {
    const turns = await turnsDuring(() => warmUpGuardrails({ cpuMs: 0 }));
    // Reading the (already read) pattern words still yields between batches, and no check adds turns of its own.
    const readingOnly = await turnsDuring(() => warmUpPatternWords());
    expect(turns).toBeLessThanOrEqual(readingOnly + 1);
  });
});
