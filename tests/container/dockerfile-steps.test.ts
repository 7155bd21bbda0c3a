import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { names, readEvents } from "../support/sse";
import { freePort } from "../studio/free-port";
import { spawnGroup, type ProcessGroup } from "../studio/process-group";
import { untilAnswered } from "../studio/wait-for-http";
import { baseImageNpm } from "./base-image-npm";
import { buildContextFiles } from "./build-context";
import { parseDockerfile, type Stage } from "./dockerfile";
import { buildStages, onDisk, type BuiltStage } from "./image-builder";
import { GUARDED_PASS_SEQUENCE } from "../support/sequences";

const ROOT = path.resolve(__dirname, "../..");
const BUILD_TIMEOUT_MS = 6 * 60_000;

/** What a RUN step may inherit from this machine in place of the base image's environment (npm cache, CA, proxy). */
function baseEnv(): NodeJS.ProcessEnv {
  const keep = /^(PATH|HOME|NODE_EXTRA_CA_CERTS|(HTTPS?|NO)_PROXY|(https?|no)_proxy)$/;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => keep.test(name)));
}

/** Runs the image's HEALTHCHECK command as Docker would inside the container; resolves to its exit code. */
async function healthcheck(image: BuiltStage, env: NodeJS.ProcessEnv): Promise<number | null> {
  const [command, ...args] = image.healthcheck!;
  const child = spawn(command === "node" ? process.execPath : command, args, { cwd: onDisk(image, "."), env, stdio: "ignore" });
  const [code] = (await once(child, "exit")) as [number | null];
  return code;
}

describe("Dockerfile, performed step by step without a Docker engine", () => {
  let workspace: string;
  let llm: LocalModelServer;
  let service: ProcessGroup | undefined;
  let stages: Stage[];
  let context: string[];
  let built: BuiltStage[];
  const timings: string[] = [];

  beforeAll(async () => {
    workspace = await mkdtemp(path.join(tmpdir(), "dockerfile-steps-"));
    llm = await startLocalModelServer({ mode: "demo" });
    stages = parseDockerfile(await readFile(path.join(ROOT, "Dockerfile"), "utf8"));
    context = await buildContextFiles(ROOT);
    let stepStarted = Date.now();
    let stepName = "";
    const buildStarted = Date.now();
    const npm = await baseImageNpm(path.join(workspace, "base-image-npm"), baseEnv());
    timings.push(`base image npm: ${((Date.now() - buildStarted) / 1000).toFixed(1)} s`);
    stepStarted = Date.now();
    const lap = (next: string) => {
      if (stepName) timings.push(`${stepName}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
      stepName = next;
      stepStarted = Date.now();
    };
    built = await buildStages(stages, {
      context: { root: ROOT, files: context },
      workspace,
      baseEnv: baseEnv(),
      npm,
      onStep: (stage, instruction) => lap(`[${stage}] ${instruction.keyword} ${instruction.args}`.slice(0, 90)),
    });
    lap("");
    timings.push(`whole build: ${((Date.now() - buildStarted) / 1000).toFixed(1)} s`);
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await service?.stop();
    await llm?.close();
    if (workspace) await rm(workspace, { recursive: true, force: true });
    if (timings.length > 0) process.stdout.write(`Dockerfile steps:\n  ${timings.join("\n  ")}\n`);
  }, 60_000);

  const image = () => built.at(-1)!;

  it("builds from node:22-slim in stages, and sends no secrets, state or bulk as build context", () => {
    expect(stages.map((stage) => stage.from)).toEqual(stages.map(() => "node:22-slim"));
    expect(stages.length).toBeGreaterThan(1);
    const leaked = context.filter(
      (file) =>
        /^(\.git|node_modules|dist|\.data|tests|test-output|\.scratch|\.langgraph_api|coverage)\//.test(file) || /^\.env$/.test(file),
    );
    expect(leaked).toEqual([]);
    expect(context).toEqual(
      expect.arrayContaining(["package-lock.json", "src/main.ts", "data/catalog/sample-books.jsonl", "web/index.html"]),
    );
  });

  it("ships the compiled entry point, the sample catalog and the web client, with production dependencies only", async () => {
    expect(existsSync(onDisk(image(), "dist/src/main.js"))).toBe(true);
    expect(existsSync(onDisk(image(), "data/catalog/sample-books.jsonl"))).toBe(true);
    expect(existsSync(onDisk(image(), "web/index.html"))).toBe(true);
    const manifest = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const installed = await readdir(onDisk(image(), "node_modules"));
    const scoped = (
      await Promise.all(
        installed
          .filter((name) => name.startsWith("@"))
          .map(async (scope) => (await readdir(onDisk(image(), `node_modules/${scope}`))).map((name) => `${scope}/${name}`)),
      )
    ).flat();
    const packages = new Set([...installed, ...scoped]);
    expect(Object.keys(manifest.devDependencies).filter((name) => packages.has(name))).toEqual([]);
    expect(Object.keys(manifest.dependencies).filter((name) => !packages.has(name))).toEqual([]);
  });

  it("runs as a non-root user that owns DATA_DIR, exposes 8000, and starts node on dist/src/main.js", () => {
    const { user, exposed, cmd, env, owners } = image();
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user!.split(":")[0]);
    expect(owners[env.DATA_DIR]).toBe(`${user}:${user}`);
    expect(exposed).toContain("8000");
    expect(env.PORT).toBe("8000");
    expect(cmd).toEqual(["node", "dist/src/main.js"]);
  });

  it("starts on embedded defaults: health, readiness, the HEALTHCHECK command and one streamed run; stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    const env = {
      ...baseEnv(),
      ...image().env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: onDisk(image(), image().env.DATA_DIR),
      LLMHOST_BASE_URL: llm.url,
    };
    const [command, ...args] = image().cmd!;
    const started = Date.now();
    service = spawnGroup(command === "node" ? process.execPath : command, args, { cwd: onDisk(image(), "."), env });
    const url = `http://127.0.0.1:${port}`;

    expect(await (await untilAnswered(() => fetch(`${url}/healthz`), service, 60_000)).json()).toEqual({ status: "ok" });
    timings.push(`start to /healthz: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok" } });
    expect(await healthcheck(image(), env)).toBe(0);

    const response = await fetch(`${url}/agent/run`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: "Recommend a classic science fiction novel", thread_id: "container", user_id: "container-user" }),
    });
    expect(response.status).toBe(200);
    const events = names(await readEvents(response)).filter((name) => name !== "heartbeat");
    expect(events).toEqual(GUARDED_PASS_SEQUENCE);

    service.child.kill("SIGTERM");
    const [code] = (await once(service.child, "exit")) as [number | null];
    expect(code).toBe(0);
    expect(await healthcheck(image(), env)).toBe(1);
  }, 120_000);
});
