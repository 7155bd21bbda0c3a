import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";

describe("local model server: command line", () => {
  it("prints its URL, serves requests and exits cleanly on SIGTERM", async () => {
    const cli = path.join(__dirname, "../../scripts/local-model-server/cli.ts");
    const child = spawn(process.execPath, ["--import", "tsx", cli, "--port", "0", "--demo"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const [line] = (await once(createInterface({ input: child.stdout }), "line")) as [string];
      const url = line.match(/(http:\/\/\S+)$/)?.[1];

      expect(line).toMatch(/^local-model-server \(demo mode\) listening on http:\/\/127\.0\.0\.1:\d+\/v1$/);
      const models = (await (await fetch(`${url}/models`)).json()) as { object: string };
      expect(models.object).toBe("list");

      child.kill("SIGTERM");
      const [code] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});
