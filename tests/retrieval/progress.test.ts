import { createProgress } from "../../src/retrieval/ingest/progress";

describe("ingestion progress", () => {
  it("redraws one bar with the rate on a terminal", () => {
    const written: string[] = [];
    let clock = 0;
    const progress = createProgress({ isTTY: true, write: (text) => written.push(text) }, 400, "vectors", () => clock);
    clock = 500;
    progress.advance(100);
    clock = 1000;
    progress.advance(300);
    progress.finish();
    expect(written).toEqual([
      `\r[${"#".repeat(8)}${"-".repeat(22)}] 25% 100/400 vectors 200/s`,
      `\r[${"#".repeat(30)}] 100% 400/400 vectors 400/s`,
      "\n",
    ]);
  });

  it("writes a plain line each time another tenth is done elsewhere", () => {
    const written: string[] = [];
    const progress = createProgress({ write: (text) => written.push(text) }, 100, "vectors");
    for (let i = 0; i < 25; i++) progress.advance(4);
    progress.finish();
    expect(written).toEqual([12, 20, 32, 40, 52, 60, 72, 80, 92, 100].map((n) => `progress: ${n}/100 vectors (${n}%)\n`));
  });
});
