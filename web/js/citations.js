import { el } from "./dom.js";

// [1], [W2], and lists such as [1, 3] or [W1; 2].
const CITATION = /\[((?:W?\d+)(?:\s*[,;]\s*W?\d+)*)\]/g;

/**
 * The answer as text nodes, with each citation that matches a listed book or web source turned into a link:
 * books to their entry on the page, web sources to their URL. Unknown citations stay plain text.
 */
export function renderCitedText(text, references) {
  const fragment = document.createDocumentFragment();
  let last = 0;
  for (const match of text.matchAll(CITATION)) {
    const labels = match[1].split(/\s*[,;]\s*/);
    if (!labels.some((label) => references.find(label))) continue;
    fragment.append(text.slice(last, match.index), "[");
    labels.forEach((label, index) => {
      if (index > 0) fragment.append(", ");
      fragment.append(citationLink(label, references.find(label)));
    });
    fragment.append("]");
    last = match.index + match[0].length;
  }
  fragment.append(text.slice(last));
  return fragment;
}

function citationLink(label, reference) {
  if (!reference) return label;
  if (reference.external) {
    return el("a", {
      class: "citation",
      href: reference.href,
      target: "_blank",
      rel: "noopener noreferrer",
      title: reference.title,
      text: label,
    });
  }
  return el("a", { class: "citation", href: reference.href, title: reference.title, text: label });
}

/** Only http(s) links are followed; anything else (javascript:, data:) is shown as text. */
export function safeHttpUrl(value) {
  try {
    const url = new URL(String(value));
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
