/**
 * A tracer endpoint for benchmarks in its own process: accepts every LangSmith request (reads the body, answers at
 * once) and keeps nothing, so the traced service pays for building and sending its traces and nothing else.
 * Prints `LISTENING <url>`; `GET /__stats` returns the request and body byte counts.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

let requests = 0;
let bytes = 0;
const server = createServer((req, res) => {
  requests++;
  req.on("data", (chunk: Buffer) => (bytes += chunk.length));
  req.on("end", () => {
    res.setHeader("content-type", "application/json");
    if (req.url === "/__stats") return res.end(JSON.stringify({ requests, bytes }));
    if (req.url?.startsWith("/info")) return res.end(JSON.stringify({ version: "0.0.0-bench" }));
    if (req.url?.startsWith("/sessions")) return res.end(JSON.stringify({ id: "00000000-0000-4000-8000-000000000000", name: "bench" }));
    res.statusCode = req.method === "POST" ? 202 : 200;
    res.end("{}");
  });
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`LISTENING http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
