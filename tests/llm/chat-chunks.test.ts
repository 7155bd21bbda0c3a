import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import { HumanMessage, SystemMessage, AIMessage } from "@langchain/core/messages";
import { streamChatChunks, type ChatChunk } from "../../src/llm/chat-chunks";
import { createChatModelFactory } from "../../src/llm/provider";
import { ModelProviderError, streamChat } from "../../src/llm/stream-chat";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";

/** A LangChain callback that only counts model starts: its presence is what sends a call through ChatOpenAI. */
class CountingHandler extends BaseCallbackHandler {
  name = "counting_handler";
  starts = 0;
  handleChatModelStart() {
    this.starts++;
  }
}

const messages = [
  new SystemMessage("Answer about books."),
  new HumanMessage("Who wrote Middlemarch?"),
  new AIMessage("George Eliot."),
  new HumanMessage("Her first novel?"),
];

async function collect(stream: AsyncIterable<ChatChunk>): Promise<ChatChunk[]> {
  const chunks: ChatChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe("streamChatChunks: the SDK path and ChatOpenAI send one request", () => {
  let server: LocalModelServer;
  beforeAll(async () => {
    server = await startLocalModelServer({});
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  it.each([
    ["a chat model", "gpt-4o-mini", { max_tokens: 120, temperature: 0.2 }, "system"],
    // A reasoning model: max_completion_tokens instead of max_tokens, and the system message in the developer role.
    ["a reasoning model", "o3-mini", { max_completion_tokens: 120 }, "developer"],
  ])(
    "%s: identical bodies, same deltas and usage; only a listening callback takes ChatOpenAI",
    async (_, modelName, limits, systemRole) => {
      const factory = createChatModelFactory({ baseUrl: server.url, timeoutMs: 5000 }, modelName);
      const model = factory({ temperature: 0.2, maxTokens: 120 });
      const signal = new AbortController().signal;
      const handler = new CountingHandler();
      const reply = { chunks: ["Scenes of ", "Clerical Life", "."], usage: { prompt_tokens: 31, completion_tokens: 4 } };

      server.enqueue(reply);
      const direct = await collect(await streamChatChunks({ model, client: factory.client, messages, signal }));
      server.enqueue(reply);
      const viaLangChain = await collect(
        await streamChatChunks({ model, client: factory.client, messages, signal, runConfig: { callbacks: [handler] } }),
      );

      expect(handler.starts).toBe(1);
      const [sdkRequest, langChainRequest] = server.requests;
      expect(sdkRequest.path).toBe("/v1/chat/completions");
      expect(sdkRequest.body).toEqual(langChainRequest.body);
      expect(sdkRequest.body).toMatchObject({
        model: modelName,
        stream: true,
        stream_options: { include_usage: true },
        ...limits,
        messages: [
          { role: systemRole, content: "Answer about books." },
          { role: "user", content: "Who wrote Middlemarch?" },
          { role: "assistant", content: "George Eliot." },
          { role: "user", content: "Her first novel?" },
        ],
      });
      const text = (chunks: ChatChunk[]) => chunks.map((chunk) => chunk.delta).join("");
      expect(text(direct)).toBe("Scenes of Clerical Life.");
      expect(text(viaLangChain)).toBe("Scenes of Clerical Life.");
      expect(direct.filter((chunk) => chunk.usage).map((chunk) => chunk.usage)).toEqual([{ inputTokens: 31, outputTokens: 4 }]);
      expect(viaLangChain.filter((chunk) => chunk.usage).map((chunk) => chunk.usage)).toEqual([{ inputTokens: 31, outputTokens: 4 }]);
    },
  );

  it("a model ChatOpenAI reaches through the Responses API keeps going through ChatOpenAI", async () => {
    const factory = createChatModelFactory({ baseUrl: server.url, timeoutMs: 5000 }, "gpt-5.6");
    const model = factory({ temperature: 0.2, maxTokens: 120 });
    await expect(
      (async () => collect(await streamChatChunks({ model, client: factory.client, messages, signal: new AbortController().signal })))(),
    ).rejects.toThrow();
    expect(server.requests.map((request) => request.path)).toEqual(["/v1/responses"]);
  });

  it("streamChat on the SDK path: a client abort mid-answer is an abort, not a short answer", async () => {
    const factory = createChatModelFactory({ baseUrl: server.url, timeoutMs: 5000 }, "gpt-4o-mini");
    const controller = new AbortController();
    server.enqueue({ chunks: ["one ", "two ", "three"], chunkDelayMs: 200 });
    const deltas: string[] = [];
    const call = streamChat(factory, [{ role: "user", content: "Count slowly" }], {
      temperature: 0,
      maxTokens: 10,
      timeoutMs: 5000,
      signal: controller.signal,
      onDelta: (delta) => {
        deltas.push(delta);
        controller.abort();
      },
    });
    await expect(call).rejects.toThrow("run aborted by the client");
    expect(deltas).toEqual(["one "]);
  });

  it("streamChat on the SDK path: a provider slower than the timeout is a timeout", async () => {
    const factory = createChatModelFactory({ baseUrl: server.url, timeoutMs: 5000 }, "gpt-4o-mini");
    server.enqueue({ chunks: ["late"], delayMs: 1000 });
    const call = streamChat(factory, [{ role: "user", content: "Hello" }], {
      temperature: 0,
      maxTokens: 10,
      timeoutMs: 100,
      signal: new AbortController().signal,
    });
    await expect(call).rejects.toEqual(new ModelProviderError("timeout"));
  });
});
