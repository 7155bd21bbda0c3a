import { randomUUID } from "node:crypto";
import { dottedOrderSegment } from "./dotted-order";

export type SpanType = "chain" | "llm";

/** One span as LangSmith's run ingestion takes it (a "run"): complete, with its place in the tree. */
export interface SpanRecord {
  id: string;
  name: string;
  run_type: SpanType;
  trace_id: string;
  parent_run_id?: string;
  dotted_order: string;
  start_time: number;
  end_time?: number;
  inputs: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  error?: string;
  extra?: { metadata: Record<string, unknown> };
}

/**
 * A span of a run's trace. Spans are plain records collected in their trace and sent together when the run ends,
 * so nothing is serialised or sent while the request is running.
 */
export class Span {
  constructor(
    private readonly trace: RunTrace,
    readonly record: SpanRecord,
  ) {}

  get id(): string {
    return this.record.id;
  }

  /** A child span, started now. `inputs` should be what a reader needs, not whole state. */
  child(name: string, type: SpanType, inputs: Record<string, unknown> = {}): Span {
    return this.trace.open(name, type, inputs, this.record);
  }

  /** Adds fields to the span's outputs (a decision the node does not return as state). */
  note(fields: Record<string, unknown>): void {
    this.record.outputs = { ...this.record.outputs, ...fields };
  }

  end(outputs: Record<string, unknown> = {}, metadata?: Record<string, unknown>): void {
    this.record.end_time ??= Date.now();
    this.record.outputs = { ...this.record.outputs, ...outputs };
    if (metadata) this.record.extra = { metadata: { ...this.record.extra?.metadata, ...metadata } };
  }

  fail(error: unknown): void {
    this.record.end_time ??= Date.now();
    this.record.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/**
 * The span tree of one run: a root span (whose id is the run id given to the client) and the spans opened under it.
 * Ids come from `randomUUID`, which Node serves from a pre-filled entropy cache (no random fill per span).
 */
export class RunTrace {
  readonly spans: SpanRecord[] = [];
  readonly root: Span;
  /** Orders spans that start in the same millisecond (LangSmith's dotted order has microseconds). */
  private sequence = 0;
  private withheld: string | undefined;

  constructor(
    name: string,
    inputs: Record<string, unknown>,
    metadata: Record<string, unknown>,
    readonly id: string = randomUUID(),
  ) {
    this.root = this.open(name, "chain", inputs, undefined, id);
    this.root.record.extra = { metadata };
  }

  get ended(): boolean {
    return this.root.record.end_time !== undefined;
  }

  /**
   * Replaces the outputs of every model span (`llm`) and of the spans that carried the answer with a note: the
   * output guardrail blocked that text, so it must not reach the tracer either.
   */
  withholdModelOutputs(reason: string): void {
    this.withheld = reason;
  }

  /**
   * The records, ready to send once the root has ended: a span the run left open (a client gone mid-call) ends with
   * the root and says so; model outputs are withheld when the answer was blocked.
   */
  finished(): SpanRecord[] {
    const { withheld } = this;
    const end = this.root.record.end_time;
    return this.spans.map((span) => {
      const closed = span.end_time === undefined ? { ...span, end_time: end, error: "unfinished: the run ended first" } : span;
      const carriesAnswer = span.run_type === "llm" || span.outputs?.answer !== undefined;
      return withheld !== undefined && carriesAnswer ? { ...closed, outputs: { withheld } } : closed;
    });
  }

  open(name: string, type: SpanType, inputs: Record<string, unknown>, parent?: SpanRecord, id: string = randomUUID()): Span {
    const start = Date.now();
    const stamp = dottedOrderSegment(start, ++this.sequence, id);
    const record: SpanRecord = {
      id,
      name,
      run_type: type,
      trace_id: parent?.trace_id ?? id,
      dotted_order: parent ? `${parent.dotted_order}.${stamp}` : stamp,
      start_time: start,
      inputs,
      ...(parent ? { parent_run_id: parent.id } : {}),
    };
    this.spans.push(record);
    return new Span(this, record);
  }
}
