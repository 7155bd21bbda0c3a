/**
 * Anchor gaps: matches of an anchored pattern that lack its anchor words, so the rule never runs on them. The anchors
 * test (tests/guardrails/input/anchors.test.ts) checks our prompts; this generates matches from every anchored
 * pattern's own syntax tree, reaching branches no prompt uses yet ("drop your ethical standards" where the anchors
 * only name instructions and rules, a stem like "terminat\w*" whose anchors list three of its forms).
 *
 *   npm run check:anchors            # gaps per rule with examples; exit 1 when there are any
 *   npm run check:anchors -- --all   # every example, not the first three
 */
import { injectionSignals } from "../src/guardrails/input/injection/signals";
import { hasAnchors, type Anchors } from "../src/guardrails/input/injection/signal";
import { offTopicAsks } from "../src/guardrails/input/topic/off-topic-asks";
import { EXECUTION_SYNTAX, EXECUTION_WORDS, UNSUPPORTED_REQUESTS } from "../src/guardrails/input/unsupported-action";
import { normalise, readingsOf, type NormalisedText } from "../src/guardrails/normalize";
import { sampleMatches } from "./anchor-gaps/regex-samples";

interface AnchoredRule {
  name: string;
  patterns: readonly RegExp[];
  anchors: Anchors;
  /** Whether the rule's patterns match the normalised text (on the readings the rule reads). */
  matches(text: NormalisedText): boolean;
}

const onReadings = (patterns: readonly RegExp[]) => (text: NormalisedText) =>
  readingsOf(text).some((reading) => patterns.some((pattern) => pattern.test(reading)));

function anchoredRules(): AnchoredRule[] {
  return [
    ...injectionSignals.flatMap((signal): AnchoredRule[] => [
      ...(signal.anchors && signal.patterns && signal.matches
        ? [
            {
              name: `injection ${signal.id}`,
              patterns: signal.patterns,
              anchors: signal.anchors,
              matches: (text: NormalisedText) => signal.matches?.(text) === true,
            },
          ]
        : []),
      ...(signal.gatedPatterns ?? []).map((gated, index) => ({
        name: `injection ${signal.id} #${index + 1}`,
        patterns: [gated.pattern],
        anchors: gated.anchors,
        matches: onReadings([gated.pattern]),
      })),
    ]),
    ...offTopicAsks.flatMap((ask): AnchoredRule[] =>
      ask.anchors
        ? [
            {
              name: `off-topic ${ask.category}`,
              patterns: [ask.pattern],
              anchors: [ask.anchors],
              matches: (text) => ask.pattern.test(ask.readsRaw ? text.raw : text.text),
            },
          ]
        : [],
    ),
    ...UNSUPPORTED_REQUESTS.map(([pattern, anchors], index) => ({
      name: `action request #${index + 1}`,
      patterns: [pattern],
      anchors: [anchors],
      matches: onReadings([pattern]),
    })),
  ];
}

function main(): void {
  const showAll = process.argv.includes("--all");
  let rulesWithGaps = 0;
  let generated = 0;
  for (const rule of anchoredRules()) {
    const gaps = rule.patterns.flatMap((pattern, index) =>
      sampleMatches(pattern, 40, index + 1).filter((sample) => {
        generated += 1;
        const text = normalise(sample);
        return rule.matches(text) && !hasAnchors(text, rule.anchors);
      }),
    );
    if (gaps.length === 0) continue;
    rulesWithGaps += 1;
    console.log(`${rule.name}: ${gaps.length} — ${JSON.stringify(showAll ? gaps : gaps.slice(0, 3))}`);
  }
  // Execution syntax is gated by words or two literal markers instead of anchor groups.
  const execution = sampleMatches(EXECUTION_SYNTAX, 200, 1).filter((sample) => {
    const text = normalise(sample);
    return EXECUTION_SYNTAX.test(text.raw) && !hasAnchors(text, [EXECUTION_WORDS]) && !text.raw.includes("$(") && !text.raw.includes("__");
  });
  if (execution.length > 0) {
    rulesWithGaps += 1;
    console.log(`execution syntax: ${execution.length} — ${JSON.stringify(execution.slice(0, 3))}`);
  }
  console.log(`${rulesWithGaps} anchored rules with gaps, from ${generated} generated matches`);
  process.exitCode = rulesWithGaps > 0 ? 1 : 0;
}

main();
