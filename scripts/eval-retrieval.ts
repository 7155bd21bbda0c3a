/**
 * `npm run eval:retrieval [-- --catalog FILE] [--per-kind N]`: builds a question set from a catalog (titles as
 * written, lower case, partial, with a typo; authors by full name and surname; genre aliases with year and rating
 * wordings), ingests the catalog with the offline embedder into a temporary local index and reports hit@1, hit@5,
 * nP@5, MRR and the share of the top five meeting each constraint, vector-only ("before") against the service's path
 * ("after": question understood, lexical catalog fused with the vector matches), plus the embedder's hubness.
 * Odd-numbered questions are a held-out half. Default catalog: goodbooks-10k when present. `--embedder-url URL
 * [--embedder-model M]` evaluates an external OpenAI-compatible embedder instead of the offline one.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import OpenAI from "openai";
import { createOpenAiEmbedder } from "../src/llm/embedder";
import { sampleCatalogFile } from "../src/retrieval/sample-catalog";
import { evaluateRetrieval, type GroupScores } from "./eval-retrieval/evaluate";

const GOODBOOKS = "../shared/data/books/goodbooks-10k.jsonl";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      catalog: { type: "string" },
      "per-kind": { type: "string" },
      "embedder-url": { type: "string" },
      "embedder-model": { type: "string" },
    },
  });
  const catalogFile = values.catalog ?? (existsSync(GOODBOOKS) ? GOODBOOKS : sampleCatalogFile());
  // An external embedder: any OpenAI-compatible /embeddings endpoint (LLMHOST_API_KEY when it needs one).
  const url = values["embedder-url"];
  const model = values["embedder-model"] ?? "text-embedding-3-small";
  const embedder = url
    ? createOpenAiEmbedder(new OpenAI({ baseURL: url, apiKey: process.env.LLMHOST_API_KEY || "unused", maxRetries: 1 }), model)
    : undefined;
  const embedderName = url ? `embedder ${model} at ${url}` : "offline hash embedder";
  const report = await evaluateRetrieval({ catalogFile, perKind: Number(values["per-kind"] ?? 150), embedder });
  console.log(
    `catalog ${report.catalog} (${report.books} books), ${embedderName}; before = vector only, after = the service's path (question understood, hybrid lexical + vector)`,
  );
  const { hubness } = report;
  console.log(
    `hubness (vector top 5 of ${hubness.questions} diverse questions): most frequent book in ${hubness.maxQuestionsPerBook}, ten most frequent take ${(hubness.top10Share * 100).toFixed(1)}% of the slots`,
  );
  const cell = (value: number | null) => (value === null ? "    -" : value.toFixed(2).padStart(5));
  console.log(
    `${"kind".padEnd(11)}${"variant".padEnd(42)}${"n".padStart(4)}  hit@1       hit@5       nP@5        MRR         held-out@5  year        rating      genre`,
  );
  report.after.forEach((after: GroupScores, i) => {
    const before = report.before[i];
    const pair = (key: keyof GroupScores) => `${cell(before[key] as number | null)}→${cell(after[key] as number | null)} `;
    console.log(
      `${after.kind.padEnd(11)}${after.variant.padEnd(42)}${String(after.questions).padStart(4)}  ${pair("hit1")}${pair("hit5")}${pair("np5")}${pair("mrr")}${pair("heldOutHit5")}${pair("yearShare")}${pair("ratingShare")}${pair("genreShare")}`,
    );
  });
}

void main();
