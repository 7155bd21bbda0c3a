import type { ApiFragment } from "../api-fragment";
import { jsonResponse } from "../objects";
import { healthSchema, notReadySchema, readySchema } from "../response-bodies";

/** Probes, metrics and this document: mounted in every profile. */
export const operationsFragment: ApiFragment = {
  paths: {
    "/healthz": {
      get: {
        operationId: "health",
        summary: "Liveness: the process is up",
        tags: ["operations"],
        responses: { "200": jsonResponse("Alive", "Health") },
      },
    },
    "/readyz": {
      get: {
        operationId: "readiness",
        summary: "Readiness: every dependency answers, and the service is not draining",
        tags: ["operations"],
        responses: {
          "200": jsonResponse("Ready", "Ready"),
          "503": jsonResponse("A dependency failed, or the service is shutting down", "NotReady"),
        },
      },
    },
    "/metrics": {
      get: {
        operationId: "metrics",
        summary: "Prometheus metrics (guardrail_events_total, runs, durations, tokens, cost, process)",
        tags: ["operations"],
        responses: {
          "200": { description: "Prometheus text exposition format", content: { "text/plain": { schema: { type: "string" } } } },
        },
      },
    },
    "/openapi.json": {
      get: {
        operationId: "openApiDocument",
        summary: "This document, for the running profile",
        tags: ["operations"],
        responses: {
          "200": { description: "OpenAPI 3.1", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
  },
  responseSchemas: { Health: healthSchema, Ready: readySchema, NotReady: notReadySchema },
};
