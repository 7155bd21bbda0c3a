/**
 * How well a question names one folded name (a title or an author), measured on the few candidates the full-text
 * search found. `readings` maps each question word to the catalog words it stands for (itself, or its corrections
 * when it is misspelt); words that name nothing in the catalog have none.
 */
export interface QuestionReading {
  /** The question's words in order, stop words included (phrases are matched through them). */
  words: readonly string[];
  readings: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface NameMatch {
  /** Share of the name's letters the question holds (1: named in full). */
  named: number;
  /** Share of the question's catalog words (by letters) the name holds: a name holding more of the question is closer. */
  covered: number;
  /** The longest run of question words found in the same order in the name, as a share of the name (runs of 2+). */
  phrase: number;
}

export function matchName(key: string, question: QuestionReading): NameMatch {
  const nameWords = key.split(" ").filter(Boolean);
  const stands = (asked: string, word: string) => asked === word || question.readings.get(asked)?.has(word) === true;
  let total = 0;
  let found = 0;
  for (const word of nameWords) {
    total += word.length;
    if (question.words.some((asked) => stands(asked, word))) found += word.length;
  }
  let meaningful = 0;
  let held = 0;
  for (const [asked, words] of question.readings) {
    if (words.size === 0) continue;
    meaningful += asked.length;
    if (nameWords.some((word) => words.has(word))) held += asked.length;
  }
  let run = 0;
  for (let i = 0; i < question.words.length; i++) {
    for (let j = 0; j < nameWords.length; j++) {
      let length = 0;
      while (
        i + length < question.words.length &&
        j + length < nameWords.length &&
        stands(question.words[i + length], nameWords[j + length])
      ) {
        length++;
      }
      run = Math.max(run, length);
    }
  }
  return {
    named: total > 0 ? found / total : 0,
    covered: meaningful > 0 ? held / meaningful : 0,
    phrase: run >= 2 && nameWords.length > 0 ? run / nameWords.length : 0,
  };
}
