/**
 * Anchor gaps: matches of an anchored pattern that lack its anchor words, so the rule never runs on them. The anchors
 * test (tests/guardrails/input/anchors.test.ts) checks our prompts; this generates matches from every anchored
 * pattern's own syntax tree, reaching branches no prompt uses yet ("drop your ethical standards" where the anchors
 * only name instructions and rules, a stem like "terminat\w*" whose anchors list three of its forms).
 *
 *   npm run check:anchors            # gaps per rule with examples; exit 1 on a gap not accepted (CI runs this)
 *   npm run check:anchors -- --all   # every example, not the first three
 *
 * Gaps known not to be real phrasings are accepted by rule in ./anchor-gaps/accepted.ts.
 */
import { injectionSignals } from "../src/guardrails/input/injection/signals";
import { hasAnchors, type Anchors } from "../src/guardrails/input/injection/signal";
import { offTopicAsks } from "../src/guardrails/input/topic/off-topic-asks";
import { EXECUTION_SYNTAX, EXECUTION_WORDS, UNSUPPORTED_REQUESTS } from "../src/guardrails/input/unsupported-action";
import { normalise, readingsOf, type NormalisedText } from "../src/guardrails/normalize";
import { ACCEPTED_GAPS } from "./anchor-gaps/accepted";
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
  const withGaps = new Set<string>();
  let generated = 0;
  const report = (name: string, gaps: readonly string[]): void => {
    withGaps.add(name);
    const accepted = ACCEPTED_GAPS[name] ? " (accepted)" : "";
    console.log(`${name}${accepted}: ${gaps.length} — ${JSON.stringify(showAll ? gaps : gaps.slice(0, 3))}`);
  };
  for (const rule of anchoredRules()) {
    const gaps = rule.patterns.flatMap((pattern, index) =>
      sampleMatches(pattern, 40, index + 1).filter((sample) => {
        generated += 1;
        const text = normalise(sample);
        return rule.matches(text) && !hasAnchors(text, rule.anchors);
      }),
    );
    if (gaps.length > 0) report(rule.name, gaps);
  }
  // Execution syntax is gated by words or two literal markers instead of anchor groups.
  const execution = sampleMatches(EXECUTION_SYNTAX, 200, 1).filter((sample) => {
    const text = normalise(sample);
    return EXECUTION_SYNTAX.test(text.raw) && !hasAnchors(text, [EXECUTION_WORDS]) && !text.raw.includes("$(") && !text.raw.includes("__");
  });
  if (execution.length > 0) report("execution syntax", execution);
  const unaccepted = [...withGaps].filter((name) => !ACCEPTED_GAPS[name]);
  const stale = Object.keys(ACCEPTED_GAPS).filter((name) => !withGaps.has(name));
  console.log(`${withGaps.size} anchored rules with gaps (${unaccepted.length} not accepted), from ${generated} generated matches`);
  for (const name of stale) console.log(`accepted but no longer has gaps (remove it from scripts/anchor-gaps/accepted.ts): ${name}`);
  process.exitCode = unaccepted.length > 0 || stale.length > 0 ? 1 : 0;
}

main();
