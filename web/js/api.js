import { authHeaders } from "./token.js";

/** The small JSON endpoints the client uses besides /agent/run (with the access token, when signed in). */
async function requestJson(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: {
      ...(body === undefined ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" }),
      ...authHeaders(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new Error(data?.detail ?? `HTTP ${response.status}`);
    error.status = response.status;
    throw error;
  }
  return data;
}

const userPath = (userId) => `/memory/${encodeURIComponent(userId)}`;

export const api = {
  info: () => requestJson("GET", "/info"),
  memories: (userId) => requestJson("GET", userPath(userId)),
  memorySummary: (userId) => requestJson("GET", `${userPath(userId)}/summary`),
  forget: (userId) => requestJson("DELETE", userPath(userId)),
  feedback: (runId, score) => requestJson("POST", "/feedback", { runId, score }),
};
