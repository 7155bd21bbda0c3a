/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  // The reliability suite has its own config (npm run test:reliability).
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/tests/reliability/"],
  transform: {
    "^.+\\.ts$": ["@swc/jest", { jsc: { target: "es2022" }, module: { type: "commonjs" } }],
    // jose ships ES modules only; Node 22 loads them with require(), jest (before Node 24.9) needs them compiled.
    "/node_modules/jose/.+\\.js$": ["@swc/jest", { jsc: { target: "es2022" }, module: { type: "commonjs" } }],
  },
  transformIgnorePatterns: ["/node_modules/(?!jose/)"],
  setupFiles: ["<rootDir>/tests/setup/fast-check-seed.ts"],
  // Generous: suites start real services with embedded databases, and CI machines are busy; speed is measured by `npm run bench`.
  testTimeout: 60000,
};
