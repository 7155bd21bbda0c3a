import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { events } from "../../contract/events";
import type { ChatMessage } from "../../llm/stream-chat";
import { streamChat } from "../../llm/stream-chat";
import { formatFooter } from "../../llm/usage";
import type { ContextBook } from "../../retrieval/context-book";
import { retrieveBooks } from "../../retrieval/retrieve-books";
import type { WebSource } from "../../retrieval/web-search";
import { emit, runContext, runSignal } from "../shared/run-context";
import type { RetrievalDeps, RetrievalStateValue, RetrievalUpdate } from "./retrieval-state";

const OPENING_MESSAGE = "Looking through the catalog and fresh web sources for you…";
const STRONGEST_TITLES = 3;
const MAX_RECOMMENDED_BOOKS = 5;

/** The `embed` node: the prompt's vector (its tokens count in usage). The web variant opens with an agent message. */
export function createEmbedNode(deps: RetrievalDeps) {
  return async (state: RetrievalStateValue, config: LangGraphRunnableConfig): Promise<RetrievalUpdate> => {
    if (deps.webSearch) emit(config, events.agentMessage(OPENING_MESSAGE));
    emit(config, events.status("embedding", { message: "Embedding your question" }));
    const { vectors, tokens } = await deps.embedder.embed([state.prompt], runSignal(config));
    runContext(config).meter.addEmbedding(tokens);
    return { vector: vectors[0] };
  };
}

/**
 * The `retrieval.search` node (the contract's `knowledge` phase): the nearest books, helper vectors filtered out,
 * plus related books by author, theme and year.
 */
export function createSearchIndexNode(deps: RetrievalDeps) {
  return async (state: RetrievalStateValue, config: LangGraphRunnableConfig): Promise<RetrievalUpdate> => {
    emit(config, events.status("knowledge", { message: "Searching the book catalog" }));
    const { books, booksLackingGenres, understanding } = await retrieveBooks(deps.index, state.vector, {
      topK: state.topK,
      relatedTopK: state.relatedTopK,
      includeRelated: state.includeRelated,
      question: state.prompt,
      lexical: deps.lexical,
      onLexicalFailure: deps.onLexicalFailure,
    });
    if (booksLackingGenres.length > 0) deps.onBooksLackingGenres?.(booksLackingGenres);
    if (understanding) deps.onQuestionUnderstood?.(understanding);
    emit(config, events.context(books));
    return { books, vector: [], understanding };
  };
}

/** The `web.search` node: fresh sources for the prompt plus the strongest titles; failure or no results degrade to none. */
export function createSearchWebNode(deps: RetrievalDeps) {
  return async (state: RetrievalStateValue, config: LangGraphRunnableConfig): Promise<RetrievalUpdate> => {
    emit(config, events.status("searching", { message: "Searching the web for fresh sources" }));
    const titles = state.books
      .filter((book) => book.relation === "match")
      .slice(0, STRONGEST_TITLES)
      .map((book) => book.title);
    const outcome = await deps.webSearch!.search(state.prompt, titles, runSignal(config));
    if (outcome.failure) deps.onWebSearchFailure?.(outcome.failure.reason);
    emit(config, events.sources(outcome.sources));
    return { sources: outcome.sources };
  };
}

/**
 * The `synthesize` node: with web search the answer streams as `token` events (the last carries the usage footer);
 * without it the answer is one `answer` event followed by `status{phase:"done"}`.
 */
export function createSynthesizeNode(deps: RetrievalDeps) {
  return async (state: RetrievalStateValue, config: LangGraphRunnableConfig): Promise<RetrievalUpdate> => {
    const { meter } = runContext(config);
    const streaming = deps.webSearch !== undefined;
    emit(config, events.status("synthesizing", { message: `Choosing from ${state.books.length} candidate books` }));
    emit(config, events.status("sending_to_llmhost", { message: "Writing the answer" }));
    let pending: string | undefined;
    const result = await streamChat(deps.chat.chatModel, synthesisMessages(state.prompt, state.books, state.sources, state.history), {
      temperature: state.temperature,
      maxTokens: state.maxTokens,
      signal: runSignal(config),
      timeoutMs: deps.chat.timeoutMs,
      runConfig: config,
      buffered: !streaming,
      onDelta: streaming
        ? (delta) => {
            if (pending !== undefined) emit(config, events.token(pending));
            pending = delta;
          }
        : undefined,
    });
    meter.addChat(result.inputTokens, result.outputTokens);
    const usage = meter.toUsage(await deps.chat.pricing.get(), { withElapsed: streaming });
    const footer = formatFooter(usage, meter.elapsedSeconds());
    if (streaming) {
      emit(config, events.token((pending ?? "") + footer));
    } else {
      emit(config, events.answer(result.text));
      emit(config, events.status("done", { message: footer.trim(), usage }));
    }
    return { answer: result.text };
  };
}

/**
 * The model sees every candidate (matches and related books) but recommends at most five. Catalog books are cited
 * [n], web sources [Wn], never mixed; without web sources it must not claim fresh information.
 */
function synthesisMessages(prompt: string, books: ContextBook[], sources: WebSource[], history: ChatMessage[]): ChatMessage[] {
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
