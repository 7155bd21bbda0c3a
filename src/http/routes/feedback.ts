import { Router, json } from "express";
import { feedbackSchema } from "../../contract/requests";
import type { FeedbackSink } from "../../profiles/profile";
import { HttpError, parseOr400, requireJson } from "../errors";

/** POST /feedback: 202 once the tracer accepted it; 409 when tracing is off; 502 when the tracer fails or stalls. */
export function feedbackRoutes(sink: FeedbackSink): Router {
  const router = Router();
  router.post("/feedback", requireJson, json({ limit: "32kb" }), async (req, res) => {
    const body = parseOr400(feedbackSchema, req.body, "invalid request body");
    if (!sink.enabled) throw new HttpError(409, { detail: "tracing is disabled" });
    try {
      await sink.feedback(body);
    } catch {
      throw new HttpError(502, { detail: "tracer unavailable" });
    }
    res.status(202).json({ ok: true });
  });
  return router;
}
