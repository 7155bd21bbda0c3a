import type { VectorIndex } from "../../src/retrieval/vector-index";
import { BOOKS_ONLY } from "../../src/retrieval/book-records";

/** How unevenly the vector matches spread over the catalog: hubs are books in the top five of many unrelated questions. */
export interface HubnessReport {
  questions: number;
  /** Distinct questions the most frequent book answers in its top five. */
  maxQuestionsPerBook: number;
  /** Share of all top-five slots taken by the ten most frequent books (0.0x when matches are spread). */
  top10Share: number;
  /** The most frequent books, with the number of questions each appears in. */
  hubs: Array<{ id: string; questions: number }>;
}

const TOP = 5;

/** Vector-only top five of each question (the embedder's own ranking, no lexical help), counted per book. */
export async function measureHubness(
  index: VectorIndex,
  embed: (texts: string[]) => Promise<number[][]>,
  questions: readonly string[],
): Promise<HubnessReport> {
  const counts = new Map<string, number>();
  let slots = 0;
  const vectors = await embed([...questions]);
  for (const vector of vectors) {
    if (vector.every((value) => value === 0)) continue;
    const matches = await index.query(vector, { topK: TOP, filter: BOOKS_ONLY });
    slots += matches.length;
    for (const match of matches) counts.set(match.id, (counts.get(match.id) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const top10 = ranked.slice(0, 10).reduce((sum, [, n]) => sum + n, 0);
  return {
    questions: questions.length,
    maxQuestionsPerBook: ranked[0]?.[1] ?? 0,
    top10Share: slots ? Math.round((top10 / slots) * 1000) / 1000 : 0,
    hubs: ranked.slice(0, 10).map(([id, n]) => ({ id, questions: n })),
  };
}

const TOPICS = (
  "whales;dragons;a detective in Victorian London;time travel;a haunted house;world war two;a coming of age summer;" +
  "space exploration;artificial intelligence;a heist;vampires;a road trip;the French revolution;a boarding school;" +
  "grief and loss;a small town secret;pirates;climate change;a chef;chess;a murder on a train;friendship;" +
  "the american civil war;greek mythology;a serial killer;ancient rome;a dystopian future;a love triangle;" +
  "mountain climbing;a family saga;cooking;running a business;meditation;the ocean;a lost city;witches;" +
  "a courtroom drama;a spy in the cold war;a talking animal;the moon landing;poetry;a king and his court;" +
  "a plague;robots;an island;a circus;music;baseball;a painter;the wild west"
).split(";");
const FRAMES = [
  (t: string) => `a novel about ${t}`,
  (t: string) => `recommend me something with ${t}`,
  (t: string) => `i want a book on ${t}`,
  (t: string) => `what should I read if I like ${t}?`,
  (t: string) => `stories set around ${t}`,
  (t: string) => `any good books about ${t} for a long flight`,
];

/** Open questions on everyday topics, none naming a catalog book or author: `count` of them, deterministic. */
function topicQuestions(count: number): string[] {
  const questions: string[] = [];
  for (let i = 0; questions.length < count; i++) {
    questions.push(FRAMES[i % FRAMES.length](TOPICS[(i * 7) % TOPICS.length]));
  }
  return questions;
}

/** 300-ish diverse questions: half open topics, half the evaluation's title, author and constraint questions. */
export function hubnessQuestions(evalQuestions: ReadonlyArray<{ kind: string; text: string }>, count = 300): string[] {
  const half = Math.floor(count / 2);
  const kinds = ["constraint", "author", "title"];
  const perKind = Math.ceil((count - half) / kinds.length);
  return [
    ...topicQuestions(half),
    ...kinds.flatMap((kind) =>
      evalQuestions
        .filter((question) => question.kind === kind)
        .slice(0, perKind)
        .map((question) => question.text),
    ),
  ].slice(0, count);
}
