/** One Dockerfile instruction, continuation lines joined, comments dropped. */
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** A build stage: its base image, optional name and instructions. */
export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** Splits a Dockerfile into stages (parser directives and escape changes are not supported). */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of instructions(text)) {
    if (instruction.keyword === "FROM") {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      if (!match) throw new Error(`line ${instruction.line}: cannot read FROM ${instruction.args}`);
      stages.push({ from: match[1], name: match[2], instructions: [] });
    } else if (stages.length === 0) {
      throw new Error(`line ${instruction.line}: ${instruction.keyword} before FROM`);
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

function instructions(text: string): Instruction[] {
  const result: Instruction[] = [];
  let pending: { text: string; line: number } | undefined;
  text.split("\n").forEach((raw, index) => {
    const line = raw.replace(/\r$/, "");
    if (/^\s*#/.test(line) || (!pending && line.trim() === "")) return;
    const continued = line.endsWith("\\");
    const part = continued ? line.slice(0, -1) : line;
    pending = pending ? { ...pending, text: `${pending.text} ${part.trim()}` } : { text: part.trim(), line: index + 1 };
    if (continued) return;
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(pending.text)!;
    result.push({ keyword: keyword.toUpperCase(), args: args.trim(), line: pending.line });
    pending = undefined;
  });
  if (pending) throw new Error(`line ${pending.line}: the file ends inside a continued instruction`);
  return result;
}

/** `--name=value` flags at the start of an instruction's arguments, and what follows them. */
export function splitFlags(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args;
  for (let match = /^--([\w-]+)=(\S+)\s+/.exec(rest); match; match = /^--([\w-]+)=(\S+)\s+/.exec(rest)) {
    flags[match[1]] = match[2];
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** The exec form `["a", "b"]` of CMD, HEALTHCHECK CMD, or COPY. */
export function execForm(args: string): string[] | undefined {
  if (!args.startsWith("[")) return undefined;
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "string")) throw new Error(`not an exec form: ${args}`);
  return parsed;
}

/** `ENV a=1 b="two words"` (the `ENV a 1` form is refused). */
export function envPairs(args: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)\s*/gy;
  let consumed = 0;
  for (let match = pattern.exec(args); match; match = pattern.exec(args)) {
    pairs[match[1]] = match[2].startsWith('"') ? (JSON.parse(match[2]) as string) : match[2];
    consumed = pattern.lastIndex;
  }
  if (consumed !== args.length) throw new Error(`cannot read ENV ${args}`);
  return pairs;
}
