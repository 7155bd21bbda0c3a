const REGIONAL_INDICATOR = /\uD83C([\uDDE6-\uDDFF])/g;

/** Regional-indicator symbols (🇮 🇬 🇳 ...) spell letters; NFKC leaves them alone, so map them here. */
export function regionalIndicatorsToLetters(text: string): string {
  if (!text.includes("\uD83C")) return text;
  return text.replace(REGIONAL_INDICATOR, (_pair, low: string) => String.fromCharCode(97 + low.charCodeAt(0) - 0xdde6));
}
