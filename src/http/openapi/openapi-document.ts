import type { z } from "zod";
import type { Profile } from "../../runs/profile-runner";
import type { ApiFragment } from "./api-fragment";
import { componentSchemas } from "./component-schemas";
import { jsonResponse } from "./objects";
import type { OpenApiDocument } from "./openapi-types";
import { profileFragments } from "./profile-fragments";

/** Tracks package.json's version (tests/openapi checks they agree). */
export const API_VERSION = "0.1.0";

const DESCRIPTION =
  "A guarded, streaming book assistant. `POST /agent/run` streams named server-sent events; every other endpoint " +
  "answers JSON. No authentication. Any path not listed here answers 404 with `components.responses.NotFound`.";

/**
 * The OpenAPI 3.1 document of one running profile, generated from the zod schemas the service validates and sends.
 * `agentRequestSchema` is the schema that validates `/agent/run` bodies in that profile (its runner's).
 */
export function buildOpenApiDocument(profile: Profile, agentRequestSchema: z.ZodType): OpenApiDocument {
  const fragments = profileFragments(profile, agentRequestSchema);
  return {
    openapi: "3.1.0",
    info: { title: `Book assistant (${profile} profile)`, version: API_VERSION, description: DESCRIPTION },
    paths: Object.assign({}, ...fragments.map((fragment) => fragment.paths)),
    components: {
      schemas: {
        ...componentSchemas(collect(fragments, "requestSchemas"), "input"),
        ...componentSchemas(collect(fragments, "responseSchemas"), "output"),
      },
      responses: { NotFound: jsonResponse("No such route", "NotFound") },
    },
  };
}

/** Every fragment's schemas of one kind; one name must always mean one schema. */
function collect(fragments: ApiFragment[], kind: "requestSchemas" | "responseSchemas"): Record<string, z.ZodType> {
  const merged: Record<string, z.ZodType> = {};
  for (const [name, schema] of fragments.flatMap((fragment) => Object.entries(fragment[kind] ?? {}))) {
    if (merged[name] && merged[name] !== schema) throw new Error(`two different schemas are named ${name}`);
    merged[name] = schema;
  }
  return merged;
}
