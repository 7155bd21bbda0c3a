import type { Exchange } from "./exchange";
import { sendJson, sendOpenAIError } from "./http-helpers";
import { catalogModelById, modelsCatalog } from "./models-catalog";
import type { PricingShape } from "./types";

/** `GET /v1/models[?verbose=true]` and `GET /v1/models/{id}`; pricing "error" imitates a failing catalog. */
export function handleModels(exchange: Exchange, pricing: PricingShape, modelId?: string): void {
  const { res } = exchange;
  if (pricing === "error") {
    sendOpenAIError(res, 500, "The model catalog is unavailable");
    return;
  }
  if (modelId === undefined) {
    sendJson(res, 200, modelsCatalog(pricing));
    return;
  }
  const model = catalogModelById(modelId, pricing);
  if (model) sendJson(res, 200, model);
  else sendOpenAIError(res, 404, `The model '${modelId}' does not exist`, "model_not_found");
}
