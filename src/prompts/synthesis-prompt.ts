import type { ChatMessage } from "../llm/stream-chat";
import type { ContextBook } from "../retrieval/context-book";
import type { WebSource } from "../retrieval/web-search";

export const MAX_RECOMMENDED_BOOKS = 5;

/**
 * The model sees every candidate (matches and related books) but recommends at most five. Catalog books are cited
 * [n], web sources [Wn], never mixed; without web sources it must not claim fresh information.
 */
export function buildSynthesisMessages(prompt: string, books: ContextBook[], sources: WebSource[], history: ChatMessage[]): ChatMessage[] {
  const catalog = books.length
    ? books
        .map(
          (b) =>
            `[${b.citation}] ${b.title} — ${b.authors.join(", ")} (${b.year ?? "year unknown"}; ${b.genres.slice(0, 4).join(", ") || "no genres"}; rating ${b.rating ?? "n/a"}; ${b.relation.replace("_", " ")})`,
        )
        .join("\n")
    : "(no matching books)";
  const web = sources.length
    ? sources.map((s) => `[${s.citation}] ${s.title} — ${s.url}\n${s.snippet}`).join("\n")
    : "(none: do not claim any recent or live information)";
  const system = [
    "You are a book assistant. Answer from the catalog entries below.",
    `Recommend at most ${MAX_RECOMMENDED_BOOKS} books. Cite catalog books as [n] and web sources as [Wn], only with the numbers listed; never invent sources.`,
    `Catalog books:\n${catalog}`,
    `Web sources:\n${web}`,
  ].join("\n\n");
  return [{ role: "system", content: system }, ...history, { role: "user", content: prompt }];
}
