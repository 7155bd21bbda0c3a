import { words } from "../../text/pattern";
import { testText } from "../../text/pattern-words";

// Questions about what happens in a story and how it reads, asked without a book word: a character's fate, who the
// culprit is, whether a character is meant to be liked, the ending, reading order, a shared world, how heavy it is to
// read. Films and series are asked about the same way; the topic rule is precision-first, so such a question passes
// (doubtful) and the model, kept on books by its system prompt, answers or declines. Lower case, accents stripped.

const FATE = "die|dies|died|survive|survives|get killed|gets killed|end up together|get together|come back to life|turn evil";
const CULPRIT =
  "murderer|killer|culprit|villain|narrator|traitor|mole|real father|mysterious stranger|" +
  "morder|tater|meurtrier|assassin|coupable|asesino|culpable|assassino|colpevole|culpado|moordenaar|dader|zabojca|morderca";
const MEANT_AS =
  "sympathetic|likeable|likable|unlikeable|unlikable|unreliable|ironic|satirical|a satire|funny|the villain|a villain|the hero|an allegory|allegorical|a metaphor|autobiographical";
const HEAVY =
  "bleak|dark|slow|depressing|violent|graphic|dense|sad|heavy|boring|confusing|disturbing|triggering|explicit|spicy|steamy|gory|scary";

/** Tried through `testText` (src/guardrails/input/guarded-patterns.ts). */
export const STORY_QUESTIONS: readonly RegExp[] = [
  // "does Boromir die?", "do Elizabeth and Darcy end up together?" (not "do I dye…", "will my plants survive…")
  words(`(?:does|did|do|will|is|was|who) (?!(?:i|you|u|we|my|your|our) )(?:[\\w'-]+ ){0,5}(?:${FATE})`),
  words(`who (?:dies|gets killed|survives) (?:in|at the end)`),
  // "who is the murderer in …", "wer ist der Mörder in …", "qui est le meurtrier dans …"
  words(
    `(?:who(?:'s| is| was)|wer ist|qui est|quien es|chi e|quem e|wie is|kto jest) (?:the|der|die|le|la|l'|el|il|o|a|de)? ?(?:${CULPRIT})`,
  ),
  // "is Humbert meant to be sympathetic?"
  words(`(?:meant|supposed|intended) to be (?:${MEANT_AS})`),
  // "how does it end?", "is the ending happy?", "what happens at the end of Rebecca?"
  words("the ending|how does (?:it|[\\w'-]+(?: [\\w'-]+){0,4}) end|what happens (?:at|in) the end(?: of)?|twist at the end"),
  // reading order and shared worlds
  words(
    "(?:need|have|has|ought) to be (?:read|taken|tackled|done|started) in order|in (?:what|which) order|(?:publication|chronological|reading) order|(?:same|shared) (?:universe|world) as|set in the same (?:universe|world)",
  ),
  // "is it too bleak to pick up right now?", "worth finishing?"
  words(`(?:too|very|really|so|overly|that) (?:${HEAVY}) (?:to (?:pick up|get through|finish|start|get into)|for (?:a|an|my|the|someone))`),
  words("worth (?:the hype|finishing|persevering|sticking with|pushing through|a (?:re)?visit|starting)"),
];

/** Whether the prompt asks about what happens in a story or how it reads. */
export function asksAboutAStory(prose: string): boolean {
  return STORY_QUESTIONS.some((pattern) => testText(pattern, prose));
}
