import { feedbackSchema } from "../../schemas";
import type { ApiFragment } from "../api-fragment";
import { jsonBodyErrors } from "../error-responses";
import { jsonContent, jsonResponse, schemaRef } from "../objects";
import { feedbackAcceptedSchema } from "../response-bodies";

/** POST /feedback (guarded profile). */
export const feedbackFragment: ApiFragment = {
  paths: {
    "/feedback": {
      post: {
        operationId: "sendFeedback",
        summary: "Attach feedback to a traced run",
        tags: ["feedback"],
        requestBody: { required: true, content: jsonContent(schemaRef("FeedbackRequest")) },
        responses: {
          "202": jsonResponse("The tracer accepted the feedback", "FeedbackAccepted"),
          ...jsonBodyErrors(),
          "409": jsonResponse("Tracing is off (TRACER_TRACING=false)", "ErrorBody"),
          "502": jsonResponse("The tracer failed or did not answer within 5 s", "ErrorBody"),
        },
      },
    },
  },
  requestSchemas: { FeedbackRequest: feedbackSchema },
  responseSchemas: { FeedbackAccepted: feedbackAcceptedSchema },
};
