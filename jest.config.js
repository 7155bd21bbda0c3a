/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  // The reliability suite has its own config (npm run test:reliability).
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/tests/reliability/"],
  transform: { "^.+\\.ts$": ["@swc/jest", { jsc: { target: "es2022" }, module: { type: "commonjs" } }] },
  setupFiles: ["<rootDir>/tests/setup/fast-check-seed.ts"],
  testTimeout: 30000,
};
