/** Which forms of a verb a pattern accepts: every form, or only those used when asking for an act. */
export type VerbMode = "any" | "requested";

function inflect(base: string, doubled: string): { third: string; past: string; ing: string } {
  const consonantY = /[^aeiou]y$/.test(base);
  const sibilant = /(?:s|sh|ch|x|z)$/.test(base);
  const silentE = base.endsWith("e") && !base.endsWith("ee");
  return {
    third: consonantY ? `${base.slice(0, -1)}ies` : sibilant ? `${base}es` : `${base}s`,
    past: consonantY ? `${base.slice(0, -1)}ied` : silentE ? `${base}d` : `${base}${doubled}ed`,
    ing: silentE ? `${base.slice(0, -1)}ing` : `${base}${doubled}ing`,
  };
}

/**
 * Forms of the verbs in `specs`. A spec is "base", "base:doubled" (scam:m → scammed) or "base:doubled:irregular,..."
 * (make::made); irregular forms replace the regular past. "requested" keeps base and gerund: "how to scam",
 * "tips for scamming", but not the narrative "he scammed".
 */
export function verbForms(mode: VerbMode, ...specs: string[]): string[] {
  const forms: string[] = [];
  for (const spec of specs) {
    const [base, doubled = "", irregular = ""] = spec.split(":");
    const { third, past, ing } = inflect(base, doubled);
    if (mode === "requested") forms.push(base, ing);
    else forms.push(base, third, ing, ...(irregular ? irregular.split(",") : [past]));
  }
  return [...new Set(forms)];
}
