/** Tavily refuses queries longer than this. */
const MAX_WEB_QUERY_CHARS = 400;
const WEB_QUERY_TITLES = 3;

/**
 * The web query: the user's prompt plus the strongest retrieved titles, quoted, without series suffixes such as
 * "(The Hunger Games, #1)". When too long, the prompt is shortened first, then titles are dropped from the end.
 */
export function buildWebQuery(prompt: string, strongestTitles: string[]): string {
  const titles = [...new Set(strongestTitles.map(withoutSeries).filter((title) => title !== ""))]
    .slice(0, WEB_QUERY_TITLES)
    .map((title) => `"${title.replace(/"/g, "")}"`);
  const text = collapse(prompt);
  while (titles.length > 0) {
    const suffix = ` ${titles.join(" ")}`;
    const room = MAX_WEB_QUERY_CHARS - suffix.length;
    if (room >= Math.min(text.length, 40)) return `${shorten(text, room)}${suffix}`;
    titles.pop();
  }
  return shorten(text, MAX_WEB_QUERY_CHARS);
}

function withoutSeries(title: string): string {
  return collapse(title.replace(/\s*\([^()]*#\s*[\d.]+\)\s*$/, ""));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function shorten(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).trim();
}
