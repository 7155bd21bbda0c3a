import { jsonResponse, jsonResponseOneOf } from "./objects";
import type { ResponseObject } from "./openapi-types";

/** The HTTP errors of decisions.md, as responses an operation lists. */
export const errorResponses = {
  invalidBody: jsonResponseOneOf("The body is not JSON, or breaks the request schema", ["InvalidJsonBody", "InvalidRequestBody"]),
  invalidParameter: jsonResponse("A path or query parameter is malformed", "InvalidRequest"),
  unsupportedMediaType: jsonResponse("The content-type is not application/json", "ErrorBody"),
  payloadTooLarge: jsonResponse("The body is over 32 KiB", "ErrorBody"),
  internal: jsonResponse("Unexpected fault (no stack, no upstream message)", "InternalError"),
} satisfies Record<string, ResponseObject>;

/** The responses every JSON-body POST can answer before its handler runs. */
export const jsonBodyErrors = (): Record<string, ResponseObject> => ({
  "400": errorResponses.invalidBody,
  "413": errorResponses.payloadTooLarge,
  "415": errorResponses.unsupportedMediaType,
});
