/** The usual reciprocal-rank-fusion constant: ranks deep in a list still count, the first few dominate. */
const RRF_K = 60;
/** A lexical match naming the book completely counts this much more than a plain one. */
const NAMED_BOOST = 2;

export interface FusionInput {
  /** Vector matches, best first. */
  vector: readonly string[];
  /** Lexical matches, best first, with how closely the question names each (0..1). */
  lexical: ReadonlyArray<{ id: string; named: number }>;
}

/**
 * Weighted reciprocal rank fusion (as LangChain's EnsembleRetriever does it): each list adds weight / (k + rank) for
 * every id it holds. The lexical weight of an id grows with how completely the question names its title or author,
 * so a book named outright comes first whatever the embedder ranked; without lexical matches the vector order stays.
 */
export function fuseRanks(input: FusionInput, k = RRF_K): string[] {
  const scores = new Map<string, number>();
  const add = (id: string, value: number) => scores.set(id, (scores.get(id) ?? 0) + value);
  input.vector.forEach((id, rank) => add(id, 1 / (k + rank + 1)));
  input.lexical.forEach(({ id, named }, rank) => add(id, (1 + NAMED_BOOST * named ** 2) / (k + rank + 1)));
  const order = new Map<string, number>();
  [...input.vector, ...input.lexical.map((match) => match.id)].forEach((id, i) => {
    if (!order.has(id)) order.set(id, i);
  });
  return [...scores.keys()].sort((a, b) => scores.get(b)! - scores.get(a)! || order.get(a)! - order.get(b)!);
}
