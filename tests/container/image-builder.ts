import { cp, mkdir } from "node:fs/promises";
import path from "node:path";
import { envPairs, execForm, splitFlags, type Instruction, type Stage } from "./dockerfile";
import { runCommand } from "./run-command";

/** What a stage left behind: its filesystem (under `root`) and the image settings a container starts from. */
export interface BuiltStage {
  name: string;
  /** The stage's filesystem root on this machine; image path `/app` is `<root>/app`. */
  root: string;
  workdir: string;
  env: Record<string, string>;
  user?: string;
  exposed: string[];
  healthcheck?: string[];
  cmd?: string[];
  /** `chown` results: image path → owner. */
  owners: Record<string, string>;
}

export interface BuildOptions {
  /** The build context: its directory and the files `.dockerignore` lets through. */
  context: { root: string; files: string[] };
  /** Where stage filesystems are created. */
  workspace: string;
  /** The environment a RUN step starts from (Docker's base image would provide PATH and HOME). */
  baseEnv: NodeJS.ProcessEnv;
  /** How to run the base image's npm, e.g. `[node, .../npm-cli.js]`. */
  npm: string[];
  /** Called before each step, for progress and timing. */
  onStep?: (stage: string, instruction: Instruction) => void;
}

/**
 * Performs a Dockerfile's stages without a Docker engine: every stage gets a fresh directory as its root
 * filesystem, and only instructions this builder can reproduce faithfully are accepted; anything else throws.
 * The base image is this machine's Node and npm (the test checks the FROM image separately).
 */
export async function buildStages(stages: Stage[], options: BuildOptions): Promise<BuiltStage[]> {
  const built: BuiltStage[] = [];
  for (const [index, stage] of stages.entries()) {
    const current: BuiltStage = {
      name: stage.name ?? String(index),
      root: path.join(options.workspace, `${index}-${stage.name ?? "stage"}`),
      workdir: "/",
      env: {},
      exposed: [],
      owners: {},
    };
    await mkdir(current.root, { recursive: true });
    for (const instruction of stage.instructions) {
      options.onStep?.(current.name, instruction);
      await apply(instruction, current, built, options);
    }
    built.push(current);
  }
  return built;
}

/** The path on this machine of an image path in a stage. */
export const onDisk = (stage: BuiltStage, imagePath: string) => path.join(stage.root, path.posix.resolve(stage.workdir, imagePath));

async function apply(instruction: Instruction, stage: BuiltStage, earlier: BuiltStage[], options: BuildOptions): Promise<void> {
  const { keyword, args, line } = instruction;
  switch (keyword) {
    case "WORKDIR":
      stage.workdir = path.posix.resolve(stage.workdir, args);
      await mkdir(onDisk(stage, "."), { recursive: true });
      return;
    case "ENV":
      Object.assign(stage.env, envPairs(args));
      return;
    case "COPY":
      return copy(args, stage, earlier, options, line);
    case "RUN":
      for (const step of args.split("&&").map((part) => part.trim())) await run(step, stage, options, line);
      return;
    case "USER":
      stage.user = args;
      return;
    case "EXPOSE":
      stage.exposed.push(...args.split(/\s+/));
      return;
    case "HEALTHCHECK": {
      const { rest } = splitFlags(args);
      const command = rest.startsWith("CMD ") ? execForm(rest.slice(4).trim()) : undefined;
      if (!command) throw new Error(`line ${line}: HEALTHCHECK must use CMD in exec form`);
      stage.healthcheck = command;
      return;
    }
    case "CMD": {
      const command = execForm(args);
      if (!command) throw new Error(`line ${line}: CMD must use the exec form (signals reach node directly)`);
      stage.cmd = command;
      return;
    }
    default:
      throw new Error(`line ${line}: the container test cannot follow ${keyword}; teach tests/container/image-builder.ts`);
  }
}

async function copy(args: string, stage: BuiltStage, earlier: BuiltStage[], options: BuildOptions, line: number): Promise<void> {
  const { flags, rest } = splitFlags(args);
  const unknown = Object.keys(flags).filter((flag) => flag !== "from");
  if (unknown.length > 0) throw new Error(`line ${line}: COPY --${unknown[0]} is not supported by the container test`);
  const parts = execForm(rest) ?? rest.split(/\s+/);
  const sources = parts.slice(0, -1);
  const destination = parts.at(-1)!;
  const intoDirectory = destination.endsWith("/") || sources.length > 1;

  if (flags.from) {
    const from = earlier.find((candidate) => candidate.name === flags.from);
    if (!from) throw new Error(`line ${line}: no earlier stage named ${flags.from}`);
    for (const source of sources) {
      const target = intoDirectory ? path.posix.join(destination, path.posix.basename(source)) : destination;
      await cp(onDisk(from, source), onDisk(stage, target), { recursive: true, verbatimSymlinks: true });
    }
    return;
  }

  for (const source of sources) {
    const matched = matchContext(options.context.files, source);
    if (matched.length === 0) throw new Error(`line ${line}: COPY ${source}: nothing in the build context (see .dockerignore)`);
    for (const { file, relative } of matched) {
      const target =
        relative === ""
          ? intoDirectory
            ? path.posix.join(destination, path.posix.basename(file))
            : destination
          : path.posix.join(destination, relative);
      await mkdir(path.dirname(onDisk(stage, target)), { recursive: true });
      await cp(path.join(options.context.root, file), onDisk(stage, target));
    }
  }
}

/** Context files a COPY source names: the file itself (relative ""), or the files under a directory. */
function matchContext(files: string[], source: string): Array<{ file: string; relative: string }> {
  const normalized = path.posix.normalize(source).replace(/^\.\/|\/$/g, "");
  const pattern = new RegExp(
    `^${normalized
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, "[^/]*")
      .replace(/\?/g, "[^/]")}(/.*)?$`,
  );
  return files.flatMap((file) => {
    const match = pattern.exec(file);
    return match ? [{ file, relative: match[1]?.slice(1) ?? "" }] : [];
  });
}

async function run(step: string, stage: BuiltStage, options: BuildOptions, line: number): Promise<void> {
  const env = { ...options.baseEnv, ...stage.env };
  const cwd = onDisk(stage, ".");
  if (/^npm ci(?:\s+--[\w-]+(?:=[\w-]+)?)*$/.test(step) || step === "npm run build") {
    const [command, ...prefix] = options.npm;
    return runCommand(command, [...prefix, ...step.split(/\s+/).slice(1)], { cwd, env });
  }
  const mkdirStep = /^mkdir -p((?:\s+\/\S+)+)$/.exec(step);
  if (mkdirStep) {
    for (const dir of mkdirStep[1].trim().split(/\s+/)) await mkdir(onDisk(stage, dir), { recursive: true });
    return;
  }
  const chownStep = /^chown(?:\s+-R)?\s+(\S+)((?:\s+\/\S+)+)$/.exec(step);
  if (chownStep) {
    for (const target of chownStep[2].trim().split(/\s+/)) stage.owners[target] = chownStep[1];
    return;
  }
  throw new Error(`line ${line}: the container test cannot follow RUN ${step}; teach tests/container/image-builder.ts`);
}
