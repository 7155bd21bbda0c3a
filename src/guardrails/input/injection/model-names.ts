/**
 * The words that name the model, singular and plural, as anchors of the rules that address it or speak of it ("a.i."
 * reads as "a" and "i"; "language model" as two words).
 */
export const MODEL_NAME_WORDS = [
  "ai",
  "assistant",
  "llm",
  "model",
  "chatbot",
  "bot",
  "gpt",
  "chatgpt",
  "i",
  "language",
  "models",
  "assistants",
  "bots",
  "chatbots",
  "ais",
  "llms",
  "gpts",
  "chatgpts",
];
