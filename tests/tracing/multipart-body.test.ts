import { Client } from "langsmith";
import { buildMultipartBodiesAsOneBuffer } from "../../src/tracing/langsmith-client";

type BodyBuilder = (parts: Array<{ name: string; payload: Blob }>, boundary: string) => Promise<Uint8Array>;
const builderOf = (client: Client) => (client as unknown as { _createNodeFetchBody: BodyBuilder })._createNodeFetchBody.bind(client);

describe("the buffered multipart body of a trace batch", () => {
  it("is byte for byte the client's own, built as one buffer", async () => {
    const json = (value: unknown) => {
      const text = JSON.stringify(value);
      return new Blob([text], { type: `application/json; length=${text.length}` });
    };
    const parts = [
      { name: "post.1", payload: json({ id: "1", name: "agent.run", dotted_order: "20261125T183325716001Z1" }) },
      { name: "post.1.inputs", payload: json({ prompt: "Un roman de Céline — « Voyage » ?\r\n--boundary" }) },
      { name: "post.1.outputs", payload: json({ answer: "你好 😀" }) },
      { name: "patch.2.error", payload: json("Error: failed") },
    ];
    const theirs = builderOf(new Client({ apiUrl: "http://127.0.0.1:1", apiKey: "" }));
    const client = new Client({ apiUrl: "http://127.0.0.1:1", apiKey: "" });
    buildMultipartBodiesAsOneBuffer(client);
    const ours = builderOf(client);
    const own = (client as unknown as { _createNodeFetchBody: BodyBuilder })._createNodeFetchBody;
    expect(own).not.toBe((Client.prototype as unknown as { _createNodeFetchBody: BodyBuilder })._createNodeFetchBody);
    const expected = Buffer.from(await theirs(parts, "----LangSmithFormBoundaryabc"));
    expect(expected.toString()).toContain('Content-Disposition: form-data; name="post.1.outputs"');
    expect(Buffer.from(await ours(parts, "----LangSmithFormBoundaryabc")).equals(expected)).toBe(true);
    expect(Buffer.from(await ours([], "b")).toString()).toBe("--b--\r\n");
  });
});
