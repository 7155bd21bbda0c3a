import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { streamChat } from "../../llm/stream-chat";
import { formatFooter } from "../../llm/usage";
import { buildSynthesisMessages } from "../../prompts/synthesis-prompt";
import { events } from "../../runs/events";
import { emit, runContext, runSignal } from "../run-context";
import type { RetrievalDeps } from "./retrieval-deps";
import type { RetrievalStateValue, RetrievalUpdate } from "./retrieval-state";

/**
 * synthesize: with web search the answer streams as `token` events (the last carries the usage footer); without it
 * the answer is one `answer` event followed by `status{phase:"done"}`.
 */
export function createSynthesizeNode(deps: RetrievalDeps) {
  return async (state: RetrievalStateValue, config: LangGraphRunnableConfig): Promise<RetrievalUpdate> => {
    const { meter } = runContext(config);
    const streaming = deps.webSearch !== undefined;
    emit(config, events.status("synthesizing", { message: `Choosing from ${state.books.length} candidate books` }));
    emit(config, events.status("sending_to_llmhost", { message: "Writing the answer" }));
    let pending: string | undefined;
    const result = await streamChat(deps.chat.chatModel, buildSynthesisMessages(state.prompt, state.books, state.sources, state.history), {
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
