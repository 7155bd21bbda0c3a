import OpenAI from "openai";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { composeDemoReply } from "../../scripts/local-model-server/demo-reply";

describe("offline demo model: reply composition", () => {
  it("cites up to three numbered context books with their citation numbers", () => {
    const system = [
      "You are a book assistant. Context books:",
      "[1] Dune — Frank Herbert (1965), science fiction",
      "[2] Hyperion — Dan Simmons",
      "[3] The Left Hand of Darkness by Ursula K. Le Guin",
      "[4] Solaris — Stanisław Lem",
    ].join("\n");

    expect(composeDemoReply("Something like Dune?", system)).toBe(
      'From the books I was given, you might enjoy "Dune" by Frank Herbert [1], "Hyperion" by Dan Simmons [2] and ' +
        '"The Left Hand of Darkness" by Ursula K. Le Guin [3]. (I am the offline demo model, so this reply is ' +
        "assembled from that context, not written by a real model.)",
    );
  });

  it("names each cited book exactly as the service delivers it, dashes, long titles and punctuation included", () => {
    const long = "Think and Grow Rich: The Landmark Bestseller - Now Revised and Updated for the 21st Century (Revised Edition)";
    const system = [
      "Catalog books:",
      "[1] Harry Potter - The Complete Collection — J.K. Rowling (2005; fantasy, young-adult; rating 4.74; match)",
      `[2] ${long} — Napoleon Hill, Arthur R. Pell (1937; business, self-help; rating 4.17; match)`,
      '[3] "Surely You\'re Joking, Mr. Feynman!" — Richard P. Feynman (1985; science; rating 4.29; same year)',
    ].join("\n");
    expect(composeDemoReply("harry potter", system)).toBe(
      'From the books I was given, you might enjoy "Harry Potter - The Complete Collection" by J.K. Rowling [1], ' +
        `"${long}" by Napoleon Hill [2] and ""Surely You're Joking, Mr. Feynman!"" by Richard P. Feynman [3]. ` +
        "(I am the offline demo model, so this reply is assembled from that context, not written by a real model.)",
    );
  });

  it("repeats remembered facts listed under a memory heading", () => {
    const system = "Be kind.\n\nWhat you remember about the user:\n- favorite author is Toni Morrison\n- dislikes horror\n";

    expect(composeDemoReply("What should I read?", system)).toBe(
      "I remember what you told me: favorite author is Toni Morrison; dislikes horror. (I am the offline demo model, " +
        "so this reply is assembled from that context, not written by a real model.)",
    );
  });

  it("otherwise echoes the question's topic words and says it is the offline demo model", () => {
    expect(composeDemoReply("Can you recommend some gothic horror novels?", "You are a book assistant.")).toBe(
      "Hello! I am the offline demo model, so this is a canned reply rather than a real answer. You asked about " +
        "gothic, horror and novels, and with a real model connected I would suggest books, authors and genres to " +
        "match. Happy reading!",
    );
  });
});

describe("offline demo model: served in demo mode", () => {
  let server: LocalModelServer;

  beforeAll(async () => {
    server = await startLocalModelServer({ mode: "demo" });
  });
  afterAll(() => server.close());

  it("streams the demo reply word by word, while scripted replies still take precedence", async () => {
    const client = new OpenAI({ baseURL: server.url, apiKey: "k", maxRetries: 0 });
    const messages: OpenAI.ChatCompletionMessageParam[] = [
      { role: "system", content: "Known facts about the user:\n- loves sea stories" },
      { role: "user", content: "Any ideas?" },
    ];
    server.enqueue({ text: "scripted first" });

    const scripted = await client.chat.completions.create({ model: "m", messages });
    const stream = await client.chat.completions.create({ model: "m", messages, stream: true });
    const pieces: string[] = [];
    for await (const chunk of stream) pieces.push(chunk.choices[0]?.delta.content ?? "");

    expect(scripted.choices[0].message.content).toBe("scripted first");
    expect(pieces.join("")).toBe(composeDemoReply("Any ideas?", "Known facts about the user:\n- loves sea stories"));
    expect(pieces.filter((p) => p !== "").slice(0, 3)).toEqual(["I ", "remember ", "what "]);
  });
});
