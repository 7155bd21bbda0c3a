import { rawSignal } from "./signal";

/** Fill-in slots of shared jailbreak templates: "[INSERT PROMPT HERE]", "[TARGETLANGUAGE]", "{prompt}". */
export const templatePlaceholder = rawSignal(
  "template_placeholder",
  2,
  [
    /\[(?:your|insert|enter|put|add|write)? ?(?:\w+ ){0,3}(?:prompt|question|request|text|topic)(?: here)?\]|\[targetlanguage\]|\{prompt\}|\[keyword\]|\[input\]|\[output\]|\[(?:country|name|x|y|target|product|person|group|company|city)\]|replace (?:the |this )?(?:[\w.]+ ){0,5}with (?:whatever|your (?:own )?(?:prompt|request|question))/,
  ],
  [
    [
      "prompt",
      "question",
      "request",
      "text",
      "topic",
      "targetlanguage",
      "keyword",
      "input",
      "output",
      "country",
      "name",
      "x",
      "y",
      "target",
      "product",
      "person",
      "group",
      "company",
      "city",
      "replace",
    ],
  ],
);

/** Prompt-program syntax: "Limit output to <2000 tokens", "Await [INPUT]", "Personality = [...]", "#BEGIN". */
export const promptProgram = rawSignal(
  "prompt_program",
  2,
  [
    /limit output to|await \[?input\]?|free input action|#begin\b|\+: ?(?:user|assistant|personality)|(?:personality|persona|assistant|user class|rules) ?= ?[[("]/,
  ],
  [["limit", "await", "free", "begin", "user", "assistant", "personality", "persona", "class", "rules"]],
);

/** Images rendered from markdown leak data through their URLs. */
export const markdownImage = rawSignal(
  "markdown_image",
  3,
  [/!\[[^\]]{0,100}\]\(https?:|(?:write|render|embed|display|add|show) (?:the |an? )?images? (?:in|with|using|by) markdown/],
  [["http", "https", "markdown"]],
);
