import path from "node:path";
import langgraphConfig from "../../langgraph.json";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { chatRequests } from "../support/service-harness";
import { freePort } from "./free-port";
import { spawnGroup, type ProcessGroup } from "./process-group";
import { untilAnswered } from "./wait-for-http";

const ROOT = path.resolve(__dirname, "../..");
const STARTUP_MS = 40_000;

/** No keys, no network: the model is the local model server on loopback; no analytics, no browser. */
function offlineEnv(llmUrl: string): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(LLMHOST|TRACER|VECTORDB|WEBSEARCH|LANGSMITH|LANGCHAIN)_/.test(name)),
  );
  return { ...inherited, LLMHOST_BASE_URL: llmUrl, MEMORY_BACKEND: "memory", LANGGRAPH_CLI_NO_ANALYTICS: "1", BROWSER: "none" };
}

describe("LangGraph Studio: `npm run studio` with langgraph.json", () => {
  let llm: LocalModelServer;
  let studio: ProcessGroup;
  let base: string;
  const post = (route: string, body: unknown) =>
    fetch(base + route, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  beforeAll(async () => {
    llm = await startLocalModelServer({ mode: "demo" });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    studio = spawnGroup("npm", ["run", "--silent", "studio", "--", "--port", String(port)], { cwd: ROOT, env: offlineEnv(llm.url) });
    await untilAnswered(() => fetch(`${base}/ok`), studio, STARTUP_MS);
  }, STARTUP_MS + 5_000);

  afterAll(async () => {
    await studio?.stop();
    await llm?.close();
  }, 30_000);

  it("lists the three compiled graphs of langgraph.json as assistants", async () => {
    const assistants = (await (await untilAnswered(() => post("/assistants/search", {}), studio, 10_000)).json()) as Array<{
      graph_id: string;
    }>;
    expect(assistants.map((a) => a.graph_id).sort()).toEqual(["guarded", "memory", "retrieval"]);
    expect(Object.keys(langgraphConfig.graphs).sort()).toEqual(["guarded", "memory", "retrieval"]);
  });

  it("runs the memory graph with dependencies built lazily from the environment", async () => {
    const input = { prompt: "Recommend a classic science fiction novel", userId: "studio-user", threadId: "studio-thread" };
    const run = await untilAnswered(() => post("/runs/wait", { assistant_id: "memory", input }), studio, 20_000);
    const state = (await run.json()) as { routing: unknown; answer: string };
    expect(state.routing).toEqual({ route: "deliberate", contextNeed: "curated_recommendation" });
    expect(state.answer).toMatch(/^Hello! I am the offline demo model/);
    expect(chatRequests(llm)).toHaveLength(1);
  });
});
