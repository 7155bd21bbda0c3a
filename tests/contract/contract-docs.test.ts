import { readFileSync } from "node:fs";
import path from "node:path";
import { statusPhaseSchema, streamEventSchemas } from "../../src/contract/events";

const REPO = path.join(__dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(REPO, file), "utf8");

/** The rows of the first Markdown table under `## Events` whose header starts with `| <first> |`, as cells. */
function readmeTable(first: string): string[][] {
  const events = read("README.md").split("\n## Events\n")[1].split("\n## ")[0];
  const lines = events.split("\n");
  const header = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  expect(header).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const unquote = (cell: string) => cell.replace(/^`|`$/g, "");

/** `PHASE_LABELS` of the web client, read from its source (a plain object literal of string keys and values). */
function webPhaseLabels(): Record<string, string> {
  const source = read("web/js/status-text.js");
  const literal = /const PHASE_LABELS = \{([^}]*)\};/.exec(source)?.[1] ?? "";
  return Object.fromEntries([...literal.matchAll(/(\w+): "([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

describe("the run-event contract, its documentation and the web client agree", () => {
  it("the README's event table lists exactly the contract's events, in its order", () => {
    expect(readmeTable("event").map((row) => unquote(row[0]))).toEqual(Object.keys(streamEventSchemas));
  });

  it("the README's phase table lists exactly the contract's status phases, with the web client's labels", () => {
    const rows = readmeTable("phase");
    expect(rows.map((row) => unquote(row[0]))).toEqual(statusPhaseSchema.options);
    expect(Object.fromEntries(rows.map((row) => [unquote(row[0]), row[2]]))).toEqual(webPhaseLabels());
  });

  it("the web client labels every phase and handles every event but the heartbeat", () => {
    expect(Object.keys(webPhaseLabels())).toEqual(statusPhaseSchema.options);
    const handled = [...read("web/js/conversation.js").matchAll(/case "(\w+)":/g)].map((match) => match[1]);
    expect([...handled].sort()).toEqual(
      Object.keys(streamEventSchemas)
        .filter((name) => name !== "heartbeat")
        .sort(),
    );
  });
});
