/**
 * `npm run test:reliability`: load, fault injection, fail-closed at scale, fuzzing, isolation and leak scans.
 * Files are named `*.reliability.ts` so the default `npm test` run (which matches `*.test.ts`) never picks them up.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/reliability"],
  testMatch: ["**/*.reliability.ts"],
  transform: { "^.+\\.ts$": ["@swc/jest", { jsc: { target: "es2022" }, module: { type: "commonjs" } }] },
  testTimeout: 120000,
  maxWorkers: 2,
};
