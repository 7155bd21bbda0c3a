import { assessGrayZone, type GrayZoneSignal } from "../../../src/guardrails";

const fresh = { previousTurnOnTopic: false };
const inThread = { previousTurnOnTopic: true };

describe("assessGrayZone: when the rules let a request through but are unsure", () => {
  it.each(["Recommend a fantasy novel for a twelve-year-old", "Who wrote Emma?", "Any books like Dune but shorter?"])(
    "a clear book question is not in the gray zone: %s",
    (prompt) => {
      expect(assessGrayZone(prompt, fresh)).toBeUndefined();
    },
  );

  it.each([
    "Recommend a book about lock picking as a hobby.",
    "Any novels about a prison jailbreak, like The Shawshank Redemption novella?",
    "You are a great book recommender. What should I read after The Martian?",
  ])("injection evidence below the threshold makes prompt_injection the candidate: %s", (prompt) => {
    expect(assessGrayZone(prompt, fresh)?.candidate).toBe("prompt_injection");
  });

  it("a bare follow-up is in doubt only when it opens the thread", () => {
    expect(assessGrayZone("why?", fresh)).toEqual({ candidate: "topic_boundary", reasons: ["topic_follow_up"] });
    expect(assessGrayZone("why?", inThread)).toBeUndefined();
  });

  it("an ask for picks that names nothing is a doubtful topic pass", () => {
    expect(assessGrayZone("Recommend me something good", fresh)?.candidate).toBe("topic_boundary");
  });

  it("a signal (the classifier hook) joins the test inside its unsure band; injection doubt takes precedence", () => {
    const classifier = (p: number): GrayZoneSignal => ({
      id: "classifier_unsupported_action",
      rule: "unsupported_action",
      unsure: { low: 0.3, high: 0.7 },
      probability: () => p,
    });
    expect(assessGrayZone("Who wrote Emma?", fresh, [classifier(0.1)])).toBeUndefined();
    expect(assessGrayZone("Who wrote Emma?", fresh, [classifier(0.9)])).toBeUndefined();
    expect(assessGrayZone("Who wrote Emma?", fresh, [classifier(0.5)])).toEqual({
      candidate: "unsupported_action",
      reasons: ["classifier_unsupported_action"],
    });
    expect(assessGrayZone("Recommend a book about lock picking as a hobby.", fresh, [classifier(0.5)])?.candidate).toBe("prompt_injection");
  });
});

test("the gray zone reads a prompt as the input rules do, without the contact details left beside it", () => {
  const ctx = { previousTurnOnTopic: false };
  for (const question of ["Does Gandalf come back after Moria?", "How old is Scout Finch at the start of To Kill a Mockingbird?"]) {
    for (const details of [" My email is jane@example.com.", " (phone: +44 20 7946 0958)", " You can reach me at 555-123-4567."]) {
      expect(assessGrayZone(question + details, ctx)).toEqual(assessGrayZone(question, ctx));
    }
  }
});
