import { readFileSync } from "node:fs";
import path from "node:path";
import { CONFIG_VARIABLES } from "../../src/config";

const root = path.join(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Variable names in the first column of the README's configuration table (`A` / `B` and `X_{A,B}_Y` rows expanded). */
function readmeVariables(): Set<string> {
  const section = read("README.md").split("## Configuration")[1].split("\n## ")[0];
  const names = new Set<string>();
  for (const row of section.split("\n").filter((line) => line.startsWith("| `"))) {
    for (const [, name] of row.split("|")[1].matchAll(/`([A-Z0-9_{},]+)`/g)) {
      const braces = /^(.*)\{([^}]+)\}(.*)$/.exec(name);
      for (const expanded of braces ? braces[2].split(",").map((part) => braces[1] + part + braces[3]) : [name]) names.add(expanded);
    }
  }
  return names;
}

describe("configuration docs", () => {
  it("the README's configuration table lists exactly the variables the service reads", () => {
    expect([...readmeVariables()].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it(".env.example lists exactly the variables the service reads", () => {
    const listed = read(".env.example")
      .split("\n")
      .map((line) => /^([A-Z0-9_]+)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(listed.sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
