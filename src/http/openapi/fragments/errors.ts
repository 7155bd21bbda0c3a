import type { ApiFragment } from "../api-fragment";
import {
  errorBodySchema,
  internalErrorSchema,
  invalidJsonBodySchema,
  invalidRequestBodySchema,
  invalidRequestSchema,
  notFoundSchema,
} from "../error-bodies";

/** The error bodies every profile can answer with. */
export const errorsFragment: ApiFragment = {
  paths: {},
  responseSchemas: {
    ErrorBody: errorBodySchema,
    InvalidJsonBody: invalidJsonBodySchema,
    InvalidRequestBody: invalidRequestBodySchema,
    InvalidRequest: invalidRequestSchema,
    NotFound: notFoundSchema,
    InternalError: internalErrorSchema,
  },
};
