import { cpus, loadavg, totalmem } from "node:os";

/** The machine line printed above every result table (and copied into docs/performance.md). */
export function describeMachine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, node ${process.version}, ${process.platform} ${process.arch}`;
}

export const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
