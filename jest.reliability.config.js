/**
 * `npm run test:reliability`: load, fault injection, fail-closed at scale, fuzzing, isolation and leak scans.
 * Files are named `*.reliability.ts` so the default `npm test` run (which matches `*.test.ts`) never picks them up.
 * @type {import('jest').Config}
 */
const { transform, transformIgnorePatterns } = require("./jest.config.js");

module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/reliability"],
  testMatch: ["**/*.reliability.ts"],
  transform,
  transformIgnorePatterns,
  testTimeout: 120000,
  maxWorkers: 2,
};
