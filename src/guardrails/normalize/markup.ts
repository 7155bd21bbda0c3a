const HTML_COMMENT_MARK = /<!--|-->/g;
// Formatting tags vanish; any other "<word>" keeps its word ("<system>" must stay visible to the rules).
const HTML_TAG =
  /<\/?(?:b|i|u|em|strong|span|div|p|br|a|font|mark|s|small|sub|sup|code|pre|h[1-6]|li|ul|ol|table|tr|td|th|tbody|thead|blockquote|q|cite|img|hr|section|article|header|footer|nav|main|label|button|form|style|head|body|html|title|meta|link|center|big|strike|del|ins|tt|kbd|var|abbr|details|summary)\b[^<>]{0,200}>|<!doctype[^<>]{0,200}>/gi;
// Emphasis and code marks glue to the word they decorate ("**ig*nore**"); structural marks become spaces.
const GLUE_MARKS = /[*~`^]/g;
const SPACE_MARKS = /[_#>|{}[\]\\<()=+]/g;
const ANY_GLUE_MARK = /[*~`^]/;
const ANY_SPACE_MARK = /[_#>|{}[\]\\<()=+]/;

/** Sees through HTML tags, markdown emphasis, headings, tables, links and JSON punctuation. */
export function unwrapMarkup(text: string): string {
  let plain = text;
  // Comment markers go first so that the comment's text stays visible instead of vanishing with a "tag".
  if (plain.includes("<")) plain = plain.replace(HTML_COMMENT_MARK, " ").replace(HTML_TAG, " ");
  if (ANY_GLUE_MARK.test(plain)) plain = plain.replace(GLUE_MARKS, "");
  return ANY_SPACE_MARK.test(plain) ? plain.replace(SPACE_MARKS, " ") : plain;
}
