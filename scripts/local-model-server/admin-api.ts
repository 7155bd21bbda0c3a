import type { Exchange } from "./exchange";
import { sendJson } from "./http-helpers";
import type { ServerState } from "./server-state";
import type { PricingShape, ScriptedReply } from "./types";

const PRICING_SHAPES: PricingShape[] = ["per_token", "per_million", "none", "error"];

/**
 * Control from another process (benchmarks, reliability runs, the demo): `POST /__admin/script` (ScriptedReply[]),
 * `POST /__admin/reset`, `GET /__admin/requests`, `POST /__admin/pricing` `{pricing}`. Not recorded, no auth.
 */
export function handleAdmin(exchange: Exchange, state: ServerState, method: string, path: string): void {
  const { res, body } = exchange;
  const route = `${method} ${path}`;
  if (route === "POST /__admin/script") {
    const replies = (Array.isArray(body) ? body : [body]) as unknown[];
    if (!replies.every((reply) => !!reply && typeof reply === "object")) {
      sendJson(res, 400, { error: "body must be a ScriptedReply or an array of them" });
      return;
    }
    state.queue.enqueue(...(replies as ScriptedReply[]));
    sendJson(res, 200, { ok: true, enqueued: replies.length });
  } else if (route === "POST /__admin/reset") {
    state.reset();
    sendJson(res, 200, { ok: true });
  } else if (route === "GET /__admin/requests") {
    sendJson(res, 200, state.requests);
  } else if (route === "POST /__admin/pricing") {
    const pricing = isObject(body) ? body.pricing : undefined;
    if (!isPricingShape(pricing)) {
      sendJson(res, 400, { error: `pricing must be one of ${PRICING_SHAPES.join(", ")}` });
      return;
    }
    state.pricing = pricing;
    sendJson(res, 200, { ok: true, pricing });
  } else {
    sendJson(res, 404, { error: "unknown admin route" });
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object";
}

export function isPricingShape(value: unknown): value is PricingShape {
  return PRICING_SHAPES.includes(value as PricingShape);
}
