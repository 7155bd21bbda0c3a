import type { Usage } from "../contract/events";

export interface Prices {
  inputPerMillion: number;
  outputPerMillion: number;
  embeddingPerMillion: number;
}

/** Token counts of one run; cost is derived from prices only when a payload is built. */
export class UsageMeter {
  embeddingTokens = 0;
  inputTokens = 0;
  outputTokens = 0;
  readonly startedAt = performance.now();

  addChat(inputTokens: number, outputTokens: number): void {
    this.inputTokens += inputTokens;
    this.outputTokens += outputTokens;
  }

  addEmbedding(tokens: number): void {
    this.embeddingTokens += tokens;
  }

  elapsedSeconds(): number {
    return (performance.now() - this.startedAt) / 1000;
  }

  toUsage(prices: Prices, options: { withElapsed?: boolean } = {}): Usage {
    const costUsd =
      (this.inputTokens * prices.inputPerMillion +
        this.outputTokens * prices.outputPerMillion +
        this.embeddingTokens * prices.embeddingPerMillion) /
      1_000_000;
    const usage: Usage = {
      embeddingTokens: this.embeddingTokens,
      inputTokens: this.inputTokens,
      outputTokens: this.outputTokens,
      totalTokens: this.embeddingTokens + this.inputTokens + this.outputTokens,
      costUsd: roundCost(costUsd),
    };
    if (options.withElapsed) usage.elapsedSeconds = round(this.elapsedSeconds(), 3);
    return usage;
  }
}

/** `\n\nTime: 1.23s | Tokens: 0 embed, 12 in, 34 out | Cost: $0.000123` (contract footer of the last token). */
export function formatFooter(usage: Usage, elapsedSeconds: number): string {
  return (
    `\n\nTime: ${elapsedSeconds.toFixed(2)}s | Tokens: ${usage.embeddingTokens} embed, ${usage.inputTokens} in, ` +
    `${usage.outputTokens} out | Cost: $${usage.costUsd.toFixed(6)}`
  );
}

/** Rough token estimate used only when the provider reports no usage. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function roundCost(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
