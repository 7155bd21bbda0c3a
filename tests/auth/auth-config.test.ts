import { spawnSync } from "node:child_process";
import path from "node:path";
import { loadConfig } from "../../src/config";

const local = { LLMHOST_BASE_URL: "http://127.0.0.1:8011/v1" };
const SECRET = "hs256-secret-that-is-long-enough-0123456789";

describe("authentication configuration", () => {
  it("defaults to none mode, and accepts exactly one key source in jwt mode", () => {
    expect(loadConfig(local).AUTH_MODE).toBe("none");
    expect(loadConfig({ ...local, AUTH_MODE: "jwt", AUTH_JWT_SECRET: SECRET }).AUTH_USER_CLAIM).toBe("sub");
    expect(loadConfig({ ...local, AUTH_MODE: "jwt", AUTH_JWKS_URL: "https://idp.example/.well-known/jwks.json" }).AUTH_MODE).toBe("jwt");
  });

  it.each([
    [{ AUTH_MODE: "jwt" }, "invalid configuration: AUTH_JWKS_URL: AUTH_MODE=jwt needs AUTH_JWKS_URL or AUTH_JWT_SECRET"],
    [
      { AUTH_MODE: "jwt", AUTH_JWT_SECRET: SECRET, AUTH_JWKS_URL: "https://idp.example/jwks" },
      "invalid configuration: AUTH_JWT_SECRET: set either AUTH_JWKS_URL or AUTH_JWT_SECRET, not both",
    ],
    [
      { AUTH_MODE: "jwt", AUTH_JWT_SECRET: "short" },
      "invalid configuration: AUTH_JWT_SECRET: must be at least 32 characters (256 bits) for HS256",
    ],
    [{ AUTH_MODE: "jwt", AUTH_JWKS_URL: "ftp://idp.example/jwks" }, "invalid configuration: AUTH_JWKS_URL: expected an http(s) URL"],
    [{ AUTH_MODE: "oauth" }, "invalid configuration: AUTH_MODE: "],
    [{ METRICS_TOKEN: "tiny" }, "invalid configuration: METRICS_TOKEN: must be at least 16 characters"],
  ])("refuses %j", (env, message) => {
    expect(() => loadConfig({ ...local, ...env })).toThrow(message);
  });

  it("stops start-up with one line naming the variable, never printing the secret", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", path.join(__dirname, "../../src/main.ts")], {
      env: { PATH: process.env.PATH, ...local, AUTH_MODE: "jwt", AUTH_JWT_SECRET: SECRET, AUTH_JWKS_URL: "https://idp.example/jwks" },
      encoding: "utf8",
      timeout: 20000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "invalid configuration: AUTH_JWT_SECRET: set either AUTH_JWKS_URL or AUTH_JWT_SECRET, not both",
    ]);
    expect(result.stdout + result.stderr).not.toContain(SECRET);
  });
});
