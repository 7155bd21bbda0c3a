/**
 * The pieces of a guarded run measured one by one in this process (sequential medians, variants alternating in
 * rounds): LangGraph's per-run cost for the guarded graph's shape with no-op nodes (stream modes and checkpointing
 * varied), the model call through the raw `openai` SDK versus ChatOpenAI versus our `streamChat` (short and
 * 1,000-chunk answers), and the guardrails on the benchmark's texts.
 */
import { END, START, StateGraph, type LangGraphRunnableConfig } from "@langchain/langgraph";
import OpenAI from "openai";
import { startLocalModelServer, type ScriptedReply } from "../scripts/local-model-server";
import { checkInput, checkOutput } from "../src/guardrails";
import { createChatModelFactory } from "../src/llm/provider";
import { streamChat } from "../src/llm/stream-chat";
import { LatestCheckpointSaver } from "../src/memory/short-term/latest-checkpoint-saver";
import { ConversationState, type ConversationStateValue } from "../src/profiles/shared/conversation-state";
import { promptSecrets } from "../src/profiles/shared/chat-prompt";
import type { Figure } from "./support/figure";
import { INSTANT_REPLY } from "./support/instant-reply";
import { interleavedMedians, type TimedTask } from "./support/interleaved";
import { runBody } from "./support/service-env";
import { round } from "./support/stats";

const NODE_NAMES = [
  "guardrails.input.validate",
  "memory.recall",
  "route",
  "model.generate",
  "guardrails.output.validate",
  "memory.persist",
] as const;
const MICROSECONDS = new Set([
  "6 no-op node functions called directly",
  "checkInput on the benchmark prompt",
  "checkOutput on the benchmark answer",
]);

export async function runGraphCostBench(
  options: { rounds?: number; perRound?: number; log?: (line: string) => void } = {},
): Promise<Figure[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const rounds = options.rounds ?? 5;
  const perRound = options.perRound ?? 200;
  const llm = await startLocalModelServer({ pricing: "per_million", defaultReply: INSTANT_REPLY });
  try {
    // Two groups: model calls alternate only among themselves, so no keep-alive socket to the model server sits
    // idle past its 5 s timeout while the graph variants run (a reused socket closing under us is ECONNRESET).
    const settings = { rounds, perRound, warmup: 200 };
    const medians = new Map([
      ...(await interleavedMedians([...graphTasks(), ...guardTasks()], settings)),
      ...(await interleavedMedians(
        modelTasks(
          llm.url,
          (reply) => llm.enqueue(reply),
          () => llm.reset(),
        ),
        settings,
      )),
    ]);
    return [...medians].map(([name, ms]) => {
      const micro = MICROSECONDS.has(name);
      const figure: Figure = { name, value: micro ? round(ms * 1000, 1) : round(ms, 3), unit: micro ? "µs" : "ms" };
      log(`${name.padEnd(58)} ${figure.value} ${figure.unit}`);
      return figure;
    });
  } finally {
    await llm.close();
  }
}

const sink: unknown[] = [];

function graphTasks(): TimedTask[] {
  const body = runBody(0);
  const nodes = NODE_NAMES.map((name) => (state: ConversationStateValue, config?: LangGraphRunnableConfig) => {
    const event = { event: "status", data: { phase: name } };
    if (config?.writer) config.writer(event);
    else sink.push(event);
    return name === "memory.persist" ? { messages: [...state.messages, { role: "user" as const, content: state.prompt }].slice(-20) } : {};
  });
  const input = {
    userId: body.user_id,
    threadId: body.thread_id,
    prompt: body.prompt,
    answer: "",
    memories: [],
    routing: null,
    blocked: null,
  };
  // The six nodes in a chain: START → each node in NODE_NAMES order → END.
  const graph = (checkpointer?: LatestCheckpointSaver) =>
    new StateGraph(ConversationState)
      .addNode(NODE_NAMES[0], nodes[0])
      .addNode(NODE_NAMES[1], nodes[1])
      .addNode(NODE_NAMES[2], nodes[2])
      .addNode(NODE_NAMES[3], nodes[3])
      .addNode(NODE_NAMES[4], nodes[4])
      .addNode(NODE_NAMES[5], nodes[5])
      .addEdge(START, NODE_NAMES[0])
      .addEdge(NODE_NAMES[0], NODE_NAMES[1])
      .addEdge(NODE_NAMES[1], NODE_NAMES[2])
      .addEdge(NODE_NAMES[2], NODE_NAMES[3])
      .addEdge(NODE_NAMES[3], NODE_NAMES[4])
      .addEdge(NODE_NAMES[4], NODE_NAMES[5])
      .addEdge(NODE_NAMES[5], END)
      .compile({ checkpointer });
  const drain = async (stream: AsyncIterable<unknown>) => {
    for await (const chunk of stream) sink.push(chunk);
    sink.length = 0;
  };
  const plain = graph();
  const saved = graph(new LatestCheckpointSaver());
  // What a blocked input still costs: the input node reports the decision, a conditional edge ends the run.
  const blockedOnly = new StateGraph(ConversationState)
    .addNode(NODE_NAMES[0], nodes[0])
    .addNode(NODE_NAMES[1], nodes[1])
    .addEdge(START, NODE_NAMES[0])
    .addConditionalEdges(NODE_NAMES[0], () => END, [NODE_NAMES[1], END])
    .addEdge(NODE_NAMES[1], END)
    .compile({ checkpointer: new LatestCheckpointSaver() });
  const config = { configurable: { thread_id: "bench/thread" } };
  return [
    {
      name: "6 no-op node functions called directly",
      task: () => {
        let state = { ...input, messages: [] } as unknown as ConversationStateValue;
        for (const node of nodes) state = { ...state, ...node(state) };
        sink.length = 0;
        return Promise.resolve();
      },
    },
    { name: "graph, streamMode custom, no checkpointer", task: async () => drain(await plain.stream(input, { streamMode: "custom" })) },
    {
      name: "graph, custom, checkpointer, durability exit (service)",
      task: async () => drain(await saved.stream(input, { ...config, streamMode: "custom", durability: "exit" })),
    },
    {
      name: "graph, custom, checkpointer, durability async (default)",
      task: async () => drain(await saved.stream(input, { ...config, streamMode: "custom", durability: "async" })),
    },
    {
      name: "graph ending after the input node (blocked input), exit",
      task: async () => drain(await blockedOnly.stream(input, { ...config, streamMode: "custom", durability: "exit" })),
    },
    {
      name: "graph.invoke, checkpointer, exit (events via a callback)",
      task: () => saved.invoke(input, { ...config, durability: "exit" }),
    },
    {
      name: "graph, custom+updates+messages, checkpointer, exit",
      task: async () => drain(await saved.stream(input, { ...config, streamMode: ["custom", "updates", "messages"], durability: "exit" })),
    },
  ];
}

function modelTasks(llmUrl: string, enqueue: (reply: ScriptedReply) => void, reset: () => void): TimedTask[] {
  const openai = new OpenAI({ baseURL: llmUrl, apiKey: "not-needed-for-local-server", maxRetries: 0 });
  const messages = [
    { role: "system" as const, content: "You are a friendly book assistant." },
    { role: "user" as const, content: runBody(0).prompt },
  ];
  const factory = createChatModelFactory({ baseUrl: llmUrl, timeoutMs: 60_000 }, "gpt-4o-mini");
  const raw = async () => {
    const stream = await openai.chat.completions.create({
      model: "gpt-4o-mini",
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    for await (const chunk of stream) sink.push(chunk);
    sink.length = 0;
  };
  const ours = () =>
    streamChat(factory, messages, {
      temperature: 0.3,
      maxTokens: 800,
      signal: new AbortController().signal,
      timeoutMs: 60_000,
      buffered: true,
    });
  // A 1,000-chunk answer: about a 6,000-character reply streamed word by word (per-delta cost).
  const long = (task: () => Promise<unknown>) => async () => {
    reset(); // bounded recordings, and an empty queue before the scripted long reply
    enqueue({ chunks: Array.from({ length: 1000 }, (_, i) => `word${i} `) });
    await task();
  };
  return [
    { name: "model call: raw openai SDK stream (floor)", task: raw },
    {
      name: "model call: ChatOpenAI.stream",
      task: async () => {
        for await (const chunk of await factory({ temperature: 0.3, maxTokens: 800 }).stream(messages)) sink.push(chunk);
        sink.length = 0;
      },
    },
    { name: "model call: streamChat (timeout, abort, retry wrapper)", task: ours },
    { name: "1,000-chunk answer: raw openai SDK stream", task: long(raw), perRound: 8 },
    { name: "1,000-chunk answer: streamChat (ChatOpenAI)", task: long(ours), perRound: 8 },
  ];
}

function guardTasks(): TimedTask[] {
  const secrets = promptSecrets("cbk-000000000000");
  const prompt = runBody(0).prompt;
  return [
    { name: "checkInput on the benchmark prompt", task: () => Promise.resolve(checkInput(prompt, { previousTurnOnTopic: false })) },
    {
      name: "checkOutput on the benchmark answer",
      task: () => checkOutput(INSTANT_REPLY.text!, { maxChars: 6000, secrets, citations: { books: 0, web: 0 } }),
    },
  ];
}

if (require.main === module) {
  void runGraphCostBench();
}
