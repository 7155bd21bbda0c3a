import { sampleMatches } from "../../scripts/anchor-gaps/regex-samples";

describe("sampleMatches (scripts/anchor-gaps)", () => {
  it("returns only real matches, reaching every branch of an alternation", () => {
    const pattern = /\b(?:alpha|beta|gamma) (?:one|two)s?\b/;
    const samples = sampleMatches(pattern, 200, 1);
    expect(samples.every((sample) => pattern.test(sample))).toBe(true);
    for (const lead of ["alpha", "beta", "gamma"]) expect(samples.some((sample) => sample.startsWith(lead))).toBe(true);
  });

  it("works through classes, unicode look-behinds and quantifiers, and is deterministic", () => {
    const pattern = /(?<![\p{L}\p{N}])(?:make|made) an? exception[!.]{0,2}$/u;
    const samples = sampleMatches(pattern, 100, 7);
    expect(samples.length).toBeGreaterThan(5);
    expect(samples.every((sample) => pattern.test(sample))).toBe(true);
    expect(sampleMatches(pattern, 100, 7)).toEqual(samples);
  });
});
