import type { Redactor } from "./types";

/**
 * A JSON-shaped copy of `value` with every string (keys included) passed through `redact`. Objects with `toJSON`
 * (messages, dates) are walked in their serialised form, as the tracer would send them; cycles are preserved.
 */
export function redactDeep(value: unknown, redact: Redactor, seen = new WeakMap<object, unknown>()): unknown {
  if (typeof value === "string") return redact(value);
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return seen.get(value);
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === "function") {
    const serialised = toJSON.call(value);
    if (serialised !== value) return redactDeep(serialised, redact, seen);
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redactDeep(item, redact, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) copy[redact(key)] = redactDeep(item, redact, seen);
  return copy;
}
