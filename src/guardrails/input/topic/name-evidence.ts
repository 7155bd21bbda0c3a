// Signs, in the prompt as typed, that it names a work or a person: a quoted title, "by <Name>", a possessive name
// ("Tim Winton's"), or two capitalised words in a row inside a sentence ("is The Remains of the Day sad?"). Weak
// alone (people, places and films have names too): the topic default weighs it with the classifier.

/** Only the start of a long prompt is looked at: the default is about short questions, and this keeps it cheap. */
const LOOKED_AT = 600;
const QUOTED_TITLE = /["“„«「《『‘']\s?\p{Lu}[^"”“»」》』’'\n]{1,80}["”“»」》』’']/u;
const BY_NAME = /\b(?:by|von|de|di|par|por|od) \p{Lu}\p{Ll}+/u;
// "Tim Winton's", not the contractions "What's", "Who's", "It's", "Let's".
const POSSESSIVE_NAME =
  /(?!(?:What|Who|It|That|There|Here|He|She|Where|When|How|Why|Let|This|Everyone|Nobody|Somebody|Today|Tomorrow)['’]s\b)\b\p{Lu}\p{Ll}+['’]s\b/u;
const CONNECTOR = "(?:of|the|and|a|an|in|on|to|for|de|del|la|le|les|el|los|y|von|van|der|den|des|di|du|da|dos|und|et|e)";
const NAME_RUN = new RegExp(`(?<![.!?:]\\s|^)\\b\\p{Lu}[\\p{L}'’-]+(?:,? (?:${CONNECTOR} ){0,2}\\p{Lu}[\\p{L}'’-]*)+`, "u");

/** Whether the prompt seems to name a title, an author or a character. */
export function namesSomething(original: string): boolean {
  const head = original.length > LOOKED_AT ? original.slice(0, LOOKED_AT) : original;
  return QUOTED_TITLE.test(head) || BY_NAME.test(head) || POSSESSIVE_NAME.test(head) || NAME_RUN.test(head);
}
