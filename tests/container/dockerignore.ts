interface Rule {
  pattern: RegExp;
  include: boolean;
}

/**
 * `.dockerignore` as Docker reads it: patterns relative to the context root (Go `filepath.Match` plus `**`),
 * `!` re-includes, the last matching line wins, and a pattern matching a directory covers everything in it.
 */
export class DockerIgnore {
  private readonly rules: Rule[];

  constructor(text: string) {
    this.rules = text
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"))
      .map((line) => {
        const include = line.startsWith("!");
        const pattern = (include ? line.slice(1) : line).trim().replace(/^\/+/, "").replace(/\/+$/, "");
        return { include, pattern: toRegExp(pattern) };
      });
  }

  /** Whether the context path (relative, `/`-separated) is left out of the build context. */
  ignores(path: string): boolean {
    let ignored = false;
    const prefixes = path.split("/").map((_, index, parts) => parts.slice(0, index + 1).join("/"));
    for (const rule of this.rules) {
      if (prefixes.some((prefix) => rule.pattern.test(prefix))) ignored = !rule.include;
    }
    return ignored;
  }

  /** No `!` rule can bring back anything under an ignored directory, so the walk may skip it. */
  get hasExceptions(): boolean {
    return this.rules.some((rule) => rule.include);
  }
}

function toRegExp(pattern: string): RegExp {
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "*" && pattern[i + 1] === "*") {
      source += pattern[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += pattern[i + 2] === "/" ? 2 : 1;
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else source += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}
