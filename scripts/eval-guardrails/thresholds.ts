export interface Thresholds {
  min: Record<string, number>;
  max: Record<string, number>;
}

export interface ThresholdFailure {
  metric: string;
  value: number;
  bound: string;
}

/** Metrics that fell below their minimum or rose above their maximum; metrics that were not measured are skipped. */
export function checkThresholds(
  metrics: Record<string, number>,
  thresholds: Thresholds,
): { failures: ThresholdFailure[]; skipped: string[] } {
  const failures: ThresholdFailure[] = [];
  const skipped: string[] = [];
  for (const [metric, bound] of Object.entries(thresholds.min)) {
    if (!(metric in metrics)) skipped.push(metric);
    else if (!(metrics[metric] >= bound)) failures.push({ metric, value: metrics[metric], bound: `>= ${bound}` });
  }
  for (const [metric, bound] of Object.entries(thresholds.max)) {
    if (!(metric in metrics)) skipped.push(metric);
    else if (!(metrics[metric] <= bound)) failures.push({ metric, value: metrics[metric], bound: `<= ${bound}` });
  }
  return { failures, skipped };
}
