import { lacksGenres } from "./book-records";
import type { BookRelation } from "./context-book";
import type { IndexMatch, RelatedField, VectorIndex } from "./vector-index";

type Relation = Exclude<BookRelation, "match">;

interface RelatedBook {
  match: IndexMatch;
  relation: Relation;
}

export interface ExpandOptions {
  /** Books per relation. */
  relatedTopK: number;
  /** How many of the first matches related books are looked up around. */
  seedCount?: number;
}

export interface Expansion {
  /** same_author first, then same_theme, then same_year; no id twice, none of the matches. */
  related: RelatedBook[];
  /** Seeds whose record has no `genres` field: written before it existed, they need upserting again. */
  seedsLackingGenres: string[];
}

const DEFAULT_SEED_COUNT = 3;
/** Theme lookups use the seed's strongest genres (catalog genres are ordered strongest first). */
const THEME_GENRES = 3;
/**
 * Each lookup asks for 4 × relatedTopK candidates so that all of them can run at once: a list can lose at most
 * relatedTopK entries to each earlier relation and relatedTopK to other seeds, and still fill its relation.
 */
const OVERFETCH = 4;

const RELATIONS: ReadonlyArray<{ relation: Relation; field: RelatedField }> = [
  { relation: "same_author", field: "authors" },
  { relation: "same_theme", field: "genres" },
  { relation: "same_year", field: "year" },
];

/** Related books around the first matches: by the same author, on the same theme, from the same year. */
export async function expandRelated(index: VectorIndex, matches: IndexMatch[], options: ExpandOptions): Promise<Expansion> {
  const seeds = matches.slice(0, options.seedCount ?? DEFAULT_SEED_COUNT);
  const seedsLackingGenres = seeds.filter(lacksGenres).map((seed) => seed.id);
  if (options.relatedTopK <= 0 || seeds.length === 0) return { related: [], seedsLackingGenres };

  const matchIds = matches.map((match) => match.id);
  const candidates = await Promise.all(
    RELATIONS.map(({ relation, field }) =>
      Promise.all(
        seeds.map((seed) =>
          lookup(index, seed, field, matchIds, options.relatedTopK * OVERFETCH).then((list) =>
            relation === "same_theme" ? byThemeStrength(seed, list) : list,
          ),
        ),
      ),
    ),
  );

  const taken = new Set(matchIds);
  const related: RelatedBook[] = [];
  RELATIONS.forEach(({ relation }, i) => {
    for (const match of roundRobin(candidates[i], taken, options.relatedTopK)) {
      taken.add(match.id);
      related.push({ match, relation });
    }
  });
  return { related, seedsLackingGenres };
}

function lookup(index: VectorIndex, seed: IndexMatch, field: RelatedField, excludeIds: string[], topK: number): Promise<IndexMatch[]> {
  const values = lookupValues(seed, field);
  if (values.length === 0) return Promise.resolve([]);
  return index.queryRelated({ seedId: seed.id, field, values, excludeIds, topK });
}

function lookupValues(seed: IndexMatch, field: RelatedField): Array<string | number> {
  const value = seed.metadata[field];
  if (field === "year") return typeof value === "number" ? [value] : [];
  const list = Array.isArray(value) ? value : [];
  return field === "genres" ? list.slice(0, THEME_GENRES) : list;
}

/** Genre overlap with the seed, each shared genre weighted by its strength for the seed; then similarity. */
function byThemeStrength(seed: IndexMatch, candidates: IndexMatch[]): IndexMatch[] {
  const seedGenres = Array.isArray(seed.metadata.genres) ? seed.metadata.genres : [];
  const weight = new Map(seedGenres.map((genre, rank) => [genre, seedGenres.length - rank]));
  const strength = (candidate: IndexMatch) =>
    (Array.isArray(candidate.metadata.genres) ? candidate.metadata.genres : []).reduce((sum, genre) => sum + (weight.get(genre) ?? 0), 0);
  return candidates
    .map((candidate) => ({ candidate, strength: strength(candidate) }))
    .sort((a, b) => b.strength - a.strength || b.candidate.score - a.candidate.score)
    .map(({ candidate }) => candidate);
}

/** Takes the best of each seed's list in turn (seed 1, 2, 3, then their second best…), skipping taken ids. */
function roundRobin(lists: IndexMatch[][], taken: ReadonlySet<string>, limit: number): IndexMatch[] {
  const picked: IndexMatch[] = [];
  const pickedIds = new Set<string>();
  const positions = lists.map(() => 0);
  while (picked.length < limit) {
    let advanced = false;
    for (let seed = 0; seed < lists.length && picked.length < limit; seed++) {
      const list = lists[seed];
      while (positions[seed] < list.length) {
        const candidate = list[positions[seed]++];
        if (taken.has(candidate.id) || pickedIds.has(candidate.id)) continue;
        picked.push(candidate);
        pickedIds.add(candidate.id);
        advanced = true;
        break;
      }
    }
    if (!advanced) break;
  }
  return picked;
}
