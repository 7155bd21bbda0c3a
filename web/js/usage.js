/**
 * The memory and retrieval profiles end their last `token` with a usage footer; the client shows usage from the
 * `done` event instead, so the footer is cut from the answer text.
 */
const FOOTER = /\n*Time: ([\d.]+)s \| Tokens: \d+ embed, \d+ in, \d+ out \| Cost: \$[\d.eE+-]+\s*$/;

export function splitFooter(text) {
  const match = FOOTER.exec(text);
  if (!match) return { body: text, seconds: null };
  return { body: text.slice(0, match.index), seconds: Number(match[1]) };
}

const numberFormat = new Intl.NumberFormat("en-US");

function formatCost(costUsd) {
  if (!costUsd) return "$0";
  if (costUsd >= 0.01) return `$${costUsd.toFixed(4).replace(/0+$/, "").replace(/\.$/, "")}`;
  const fixed = costUsd.toFixed(6).replace(/0+$/, "");
  return fixed === "0." ? "< $0.000001" : `$${fixed}`;
}

const hasUsage = (usage) => usage && typeof usage.totalTokens === "number";

/** "1,234 tokens (0 embed, 1,000 in, 234 out) · $0.000123 · 2.3 s" or, without usage, "2.3 s". */
export function formatUsage(usage, seconds) {
  const parts = [];
  if (hasUsage(usage)) {
    const n = (value) => numberFormat.format(value ?? 0);
    parts.push(
      `${n(usage.totalTokens)} tokens (${n(usage.embeddingTokens)} embed, ${n(usage.inputTokens)} in, ${n(usage.outputTokens)} out)`,
    );
    parts.push(`cost ${formatCost(usage.costUsd ?? 0)}`);
  }
  const elapsed = usage?.elapsedSeconds ?? seconds;
  if (typeof elapsed === "number") parts.push(`${elapsed.toFixed(1)} s`);
  return parts.join(" · ");
}
