export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface Progress {
  advance(count: number): void;
  finish(): void;
}

const BAR_WIDTH = 30;
const PLAIN_STEP_PERCENT = 10;

/** A redrawn bar on a terminal; elsewhere (logs, CI, pipes) one plain line per 10% so output stays readable. */
export function createProgress(output: ProgressOutput, total: number, unit: string, now: () => number = Date.now): Progress {
  const started = now();
  let done = 0;
  let lastPlainStep = 0;
  const rate = () => Math.round(done / Math.max((now() - started) / 1000, 0.001));
  return {
    advance(count) {
      done = Math.min(total, done + count);
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      if (output.isTTY) {
        const filled = Math.round((percent / 100) * BAR_WIDTH);
        output.write(`\r[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${percent}% ${done}/${total} ${unit} ${rate()}/s`);
        return;
      }
      const step = Math.floor(percent / PLAIN_STEP_PERCENT);
      if (step > lastPlainStep) {
        lastPlainStep = step;
        output.write(`progress: ${done}/${total} ${unit} (${percent}%)\n`);
      }
    },
    finish() {
      if (output.isTTY) output.write("\n");
    },
  };
}
