/**
 * The architecture, enforced: dependencies point one way,
 *   http → profiles → concept libraries (guardrails, memory, retrieval, llm, tracing, db) → contract / lib,
 * with no cycles, Studio stand-ins (graphs/) never imported by the service, and tests/scripts/bench never imported
 * by production code. `npm run lint` runs it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const CONCEPTS = "^src/(guardrails|memory|retrieval|llm|tracing|db)/";
module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
    {
      name: "contract-is-the-bottom",
      comment: "The contract (event, request and response schemas) imports nothing of ours but itself.",
      severity: "error",
      from: { path: "^src/contract/" },
      to: { path: "^src/", pathNot: "^src/contract/" },
    },
    {
      name: "lib-is-the-bottom",
      severity: "error",
      from: { path: "^src/lib/" },
      to: { path: "^src/", pathNot: "^src/lib/" },
    },
    {
      name: "concepts-know-no-app",
      comment: "Concept libraries know nothing of HTTP, profiles, graphs or the composition root.",
      severity: "error",
      from: { path: CONCEPTS },
      to: { path: "^(src/(http|profiles|app|service|main)|graphs)" },
    },
    {
      name: "profiles-know-no-http",
      severity: "error",
      from: { path: "^src/profiles/" },
      to: { path: "^src/(http|app|service|main)" },
    },
    {
      name: "http-is-below-the-app",
      severity: "error",
      from: { path: "^src/http/" },
      to: { path: "^src/(app|service|main)" },
    },
    {
      name: "service-never-imports-studio",
      comment: "graphs/ holds LangGraph Studio entry points; production start-up never imports them.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^graphs/" },
    },
    {
      name: "production-never-imports-tooling",
      severity: "error",
      from: { path: "^(src|graphs)/" },
      to: { path: "^(tests|scripts|bench)/" },
    },
    {
      name: "config-is-read-by-wiring-only",
      comment: "Concept libraries get explicit settings; only the wiring reads Config (llm/provider and llm/pricing map it).",
      severity: "error",
      from: { path: CONCEPTS, pathNot: "^src/llm/(provider|pricing)\\.ts$" },
      to: { path: "^src/config\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "^(node_modules|dist)/" },
  },
};
