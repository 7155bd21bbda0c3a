/** One sample of a Prometheus text exposition, e.g. `agent_runs_total{profile="guarded",outcome="ok"}`; 0 when absent. */
export async function metricValue(serviceUrl: string, sample: string): Promise<number> {
  const text = await (await fetch(`${serviceUrl}/metrics`)).text();
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : 0;
}

/** Sum of every sample of a metric family (all label sets). */
export async function metricTotal(serviceUrl: string, family: string): Promise<number> {
  const text = await (await fetch(`${serviceUrl}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${family}{`) || line.startsWith(`${family} `))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}
