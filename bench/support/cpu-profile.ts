import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) per category of a V8 `.cpuprofile`; idle time is left out. */
export function selfTimeByCategory(file: string, categorize: (url: string, functionName: string) => string): Map<string, number> {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const categoryOf = new Map(profile.nodes.map((node) => [node.id, categorize(node.callFrame.url, node.callFrame.functionName)]));
  const totals = new Map<string, number>();
  profile.samples.forEach((nodeId, index) => {
    const category = categoryOf.get(nodeId) ?? "unknown";
    if (category === "idle") return;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    totals.set(category, (totals.get(category) ?? 0) + ms);
  });
  return totals;
}

/** Self time (ms) per function (`name (file)`), for the heaviest functions of one category. */
export function heaviestFunctions(file: string, keep: (url: string) => boolean, top: number): Array<[string, number]> {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((nodeId, index) => {
    const frame = nodes.get(nodeId)?.callFrame;
    if (!frame || !keep(frame.url)) return;
    const key = `${frame.functionName || "(anonymous)"} (${frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(src|graphs)\//, "$1/")})`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
}
