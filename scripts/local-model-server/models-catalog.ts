import { LOCAL_PRICING } from "./pricing";
import type { PricingShape } from "./types";

const CREATED = 1_700_000_000;

interface CatalogEntry {
  id: string;
  inputPerMillion: number;
  outputPerMillion: number;
}

const ENTRIES: CatalogEntry[] = [
  { id: LOCAL_PRICING.chatModel, inputPerMillion: LOCAL_PRICING.inputPerMillion, outputPerMillion: LOCAL_PRICING.outputPerMillion },
  { id: LOCAL_PRICING.embeddingModel, inputPerMillion: LOCAL_PRICING.embeddingPerMillion, outputPerMillion: 0 },
];

/** Body of `GET /v1/models`; `pricing` picks which provider's price shape is imitated ("error" is handled by the caller). */
export function modelsCatalog(pricing: Exclude<PricingShape, "error">): { object: "list"; data: object[] } {
  return { object: "list", data: ENTRIES.map((entry) => catalogModel(entry, pricing)) };
}

export function catalogModelById(id: string, pricing: Exclude<PricingShape, "error">): object | undefined {
  const entry = ENTRIES.find((candidate) => candidate.id === id);
  return entry && catalogModel(entry, pricing);
}

function catalogModel(entry: CatalogEntry, pricing: Exclude<PricingShape, "error">): object {
  const model = { id: entry.id, object: "model", created: CREATED, owned_by: "local-model-server" };
  switch (pricing) {
    case "per_token": // OpenRouter style: decimal strings, USD per token
      return {
        ...model,
        pricing: { prompt: perTokenString(entry.inputPerMillion), completion: perTokenString(entry.outputPerMillion) },
      };
    case "per_million":
      return { ...model, pricing: { input: entry.inputPerMillion, output: entry.outputPerMillion } };
    case "none":
      return model;
  }
}

/** 2.5 per million → "0.0000025" (plain decimal, never exponent notation like 2.5e-6). */
function perTokenString(perMillion: number): string {
  if (perMillion === 0) return "0";
  return (perMillion / 1_000_000).toFixed(12).replace(/0+$/, "").replace(/\.$/, "");
}
