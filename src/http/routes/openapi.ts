import { Router } from "express";
import type { z } from "zod";
import { envSchema } from "../../config";
import type { Profile } from "../../runs/profile-runner";
import { buildOpenApiDocument } from "../openapi/openapi-document";
import { conversationRequestSchema, retrievalRequestSchema } from "../schemas";

export interface OpenApiRouteOptions {
  /** The schema that validates `/agent/run` in the running service (`runner.requestSchema`); by default the
   * profile's request schema with the default MAX_PROMPT_CHARS. */
  agentRequestSchema?: z.ZodType;
}

/** GET /openapi.json: the OpenAPI 3.1 document of the running profile (only the endpoints it mounts), built once. */
export function openApiRoutes(profile: Profile, options: OpenApiRouteOptions = {}): Router {
  const document = buildOpenApiDocument(profile, options.agentRequestSchema ?? defaultAgentRequestSchema(profile));
  const router = Router();
  router.get("/openapi.json", (_req, res) => {
    res.json(document);
  });
  return router;
}

function defaultAgentRequestSchema(profile: Profile): z.ZodType {
  const maxPromptChars = envSchema.shape.MAX_PROMPT_CHARS.parse(undefined);
  return profile === "retrieval" ? retrievalRequestSchema(maxPromptChars) : conversationRequestSchema(maxPromptChars);
}
