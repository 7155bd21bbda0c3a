import { OpenAIEmbeddings } from "@langchain/openai";
import OpenAI from "openai";
import { hashEmbedding, LOCAL_PRICING, startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";

/** float32 is what travels in base64, so compare against the float32-rounded expectation. */
const asFloat32 = (vector: number[]) => Array.from(Float32Array.from(vector));

describe("local model server: embeddings", () => {
  let server: LocalModelServer;
  let client: OpenAI;

  beforeAll(async () => {
    server = await startLocalModelServer();
    client = new OpenAI({ baseURL: server.url, apiKey: "test-key", maxRetries: 0 });
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  it("answers the SDK's default base64 request with little-endian float32 vectors equal to hashEmbedding", async () => {
    const response = await client.embeddings.create({
      model: LOCAL_PRICING.embeddingModel,
      input: ["Dune by Frank Herbert", "Emma by Jane Austen"],
    });

    expect((server.requests[0].body as { encoding_format?: string }).encoding_format).toBe("base64");
    expect(response.data.map((d) => d.index)).toEqual([0, 1]);
    expect(response.data[0].embedding).toEqual(asFloat32(hashEmbedding("Dune by Frank Herbert", 256)));
    expect(response.data[1].embedding).toEqual(asFloat32(hashEmbedding("Emma by Jane Austen", 256)));
    expect(response.usage).toEqual({ prompt_tokens: 8, total_tokens: 8 });
    expect(response.model).toBe(LOCAL_PRICING.embeddingModel);
  });

  it("answers encoding_format float with plain number arrays", async () => {
    const response = await client.embeddings.create({ model: "m", input: "one string", encoding_format: "float" });

    expect(response.data).toHaveLength(1);
    expect(response.data[0].embedding).toEqual(hashEmbedding("one string", 256));
    expect(response.usage.prompt_tokens).toBe(2);
  });

  it("uses the configured dimensions, and a request's own dimensions when it names them", async () => {
    const small = await startLocalModelServer({ embeddingDimensions: 8 });
    try {
      const smallClient = new OpenAI({ baseURL: small.url, apiKey: "k", maxRetries: 0 });
      const configured = await smallClient.embeddings.create({ model: "m", input: "a b", encoding_format: "float" });
      const requested = await smallClient.embeddings.create({ model: "m", input: "a b", dimensions: 16 });

      expect(configured.data[0].embedding).toEqual(hashEmbedding("a b", 8));
      expect(requested.data[0].embedding).toEqual(asFloat32(hashEmbedding("a b", 16)));
    } finally {
      await small.close();
    }
  });

  it("works with LangChain's OpenAIEmbeddings", async () => {
    const embeddings = new OpenAIEmbeddings({
      model: LOCAL_PRICING.embeddingModel,
      apiKey: "test-key",
      configuration: { baseURL: server.url },
      maxRetries: 0,
    });

    const [vector] = await embeddings.embedDocuments(["The Left Hand of Darkness"]);

    expect(vector).toEqual(asFloat32(hashEmbedding("The Left Hand of Darkness", 256)));
  });

  it("does not consume the chat script queue", async () => {
    server.enqueue({ text: "still queued" });

    await client.embeddings.create({ model: "m", input: "anything" });
    const completion = await client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "hi" }] });

    expect(completion.choices[0].message.content).toBe("still queued");
  });

  it("rejects input that is neither a string nor an array of strings", async () => {
    const error = await client.embeddings.create({ model: "m", input: [] as string[] }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
  });
});
