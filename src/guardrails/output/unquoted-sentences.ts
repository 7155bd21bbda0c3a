const QUOTED = /"[^"\n]{0,600}"|“[^”\n]{0,600}”|«[^»\n]{0,600}»/g;
const BLOCKQUOTE_LINE = /^\s*>.*$/gm;
const SENTENCE = /[^.!?\n]+[.!?]*/g;

/** Lower-case sentences of the answer with quotations and blockquotes taken out: the model's own voice. */
export function ownSentences(text: string): string[] {
  const own = text.replace(BLOCKQUOTE_LINE, " ").replace(QUOTED, " ").toLowerCase().replace(/[’‘]/g, "'");
  return (
    own
      .match(SENTENCE)
      ?.map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length > 0) ?? []
  );
}
