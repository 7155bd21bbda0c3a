import { HumanMessage } from "@langchain/core/messages";
import { redactDeep } from "../../src/tracing/langsmith-client";

const upper = (text: string) => text.toUpperCase();

describe("redactDeep", () => {
  it("redacts every string in nested objects and arrays, keys included, leaving other values alone", () => {
    const value = { a: "x", list: ["y", 1, true, null, { b: "z" }], n: 2.5, missing: undefined };

    expect(redactDeep(value, upper)).toEqual({
      A: "X",
      LIST: ["Y", 1, true, null, { B: "Z" }],
      N: 2.5,
      MISSING: undefined,
    });
  });

  it("walks objects in their serialised form (toJSON), like a LangChain message", () => {
    const redacted = redactDeep({ messages: [new HumanMessage("mail alice")] }, (t) => t.replace("alice", "[x]"));

    expect(JSON.stringify(redacted)).toContain('"content":"mail [x]"');
    expect(JSON.stringify(redacted)).not.toContain("alice");
  });

  it("does not modify its input and survives cycles", () => {
    const cyclic: Record<string, unknown> = { text: "loop" };
    cyclic.self = cyclic;

    const copy = redactDeep(cyclic, upper) as Record<string, unknown>;

    expect(cyclic.text).toBe("loop");
    expect(copy.TEXT).toBe("LOOP");
    expect(copy.SELF).toBe(copy);
  });

  it("rewrites a string by its field name before redacting it, in the same walk, cycles included", () => {
    const state: Record<string, unknown> = { userId: "alice", note: "alice", nested: [{ userId: "bob" }] };
    state.self = state;
    const hashFor = (field: string, text: string) => (field === "userId" ? `hash(${text})` : text);

    const copy = redactDeep(state, (t) => t, hashFor) as Record<string, unknown>;

    expect(copy.userId).toBe("hash(alice)");
    expect(copy.note).toBe("alice");
    expect(copy.nested).toEqual([{ userId: "hash(bob)" }]);
    expect(copy.self).toBe(copy);
  });
});
