import type { Exchange } from "./exchange";
import { hashEmbedding } from "./hash-embedding";
import { sendJson, sendOpenAIError } from "./http-helpers";
import { LOCAL_PRICING } from "./pricing";

/**
 * `POST /v1/embeddings` with hashed word vectors. Honours `encoding_format`: the official SDK asks for "base64"
 * by default and decodes little-endian float32; answering plain arrays to it would silently yield broken vectors.
 */
export function handleEmbeddings(exchange: Exchange, defaultDimensions: number): void {
  const { res, body } = exchange;
  const request = isObject(body) ? body : {};
  const texts = inputTexts(request.input);
  if (!texts) {
    sendOpenAIError(res, 400, "'input' must be a string or an array of strings");
    return;
  }
  const encoding = request.encoding_format ?? "float";
  if (encoding !== "float" && encoding !== "base64") {
    sendOpenAIError(res, 400, `Unsupported encoding_format '${typeof encoding === "string" ? encoding : JSON.stringify(encoding)}'`);
    return;
  }
  const requested = request.dimensions;
  const dimensions = typeof requested === "number" && Number.isInteger(requested) && requested > 0 ? requested : defaultDimensions;
  const words = texts.reduce((sum, text) => sum + (text.match(/\S+/g)?.length ?? 0), 0);
  sendJson(res, 200, {
    object: "list",
    data: texts.map((text, index) => {
      const vector = hashEmbedding(text, dimensions);
      return { object: "embedding", index, embedding: encoding === "base64" ? toBase64Float32(vector) : vector };
    }),
    model: typeof request.model === "string" ? request.model : LOCAL_PRICING.embeddingModel,
    usage: { prompt_tokens: words, total_tokens: words },
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object";
}

function inputTexts(input: unknown): string[] | null {
  if (typeof input === "string") return [input];
  if (Array.isArray(input) && input.length > 0 && input.every((item) => typeof item === "string")) return input;
  return null;
}

function toBase64Float32(vector: number[]): string {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((value, i) => bytes.writeFloatLE(value, i * 4));
  return bytes.toString("base64");
}
