import { ConfigError, loadConfig } from "../../src/config";

const load = (env: Record<string, string>) => loadConfig({ LLMHOST_BASE_URL: "http://127.0.0.1:1/v1", ...env });

describe("traffic control configuration", () => {
  it("is off by default", () => {
    const config = load({});
    expect([config.RATE_LIMIT_RUNS_PER_MINUTE, config.MAX_CONCURRENT_RUNS, config.REDIS_URL, config.TRUST_PROXY]).toEqual([
      0,
      0,
      undefined,
      false,
    ]);
  });

  it.each([
    ["false", false],
    ["true", true],
    ["2", 2],
    ["loopback", "loopback"],
    ["10.0.0.0/8, 192.168.1.7, fd00::/8, 172.16.0.0/255.240.0.0", "10.0.0.0/8, 192.168.1.7, fd00::/8, 172.16.0.0/255.240.0.0"],
  ])("TRUST_PROXY=%s is passed to Express as %p", (value, expected) => {
    expect(load({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    ["TRUST_PROXY", "proxy.internal"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "-1"],
    ["REDIS_URL", "127.0.0.1:6379"],
    ["RATE_LIMIT_RUNS_PER_MINUTE", "-1"],
    ["MAX_CONCURRENT_RUNS", "two"],
  ])("%s=%s stops start-up with one line naming the variable", (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(new RegExp(`^invalid configuration: ${name}: `));
  });
});
