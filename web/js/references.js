import { safeHttpUrl } from "./citations.js";
import { el } from "./dom.js";

const RELATIONS = { match: "match", same_author: "same author", same_theme: "same theme", same_year: "same year" };
const list = (value) => (Array.isArray(value) ? value.join(", ") : value ? String(value) : "");

/**
 * The context books and web sources of one answer: rendered as lists with stable anchors, and looked up by
 * citation label ("1", "W1") when the answer is rendered.
 */
export class References {
  constructor(anchorPrefix) {
    this.prefix = anchorPrefix;
    this.books = new Map();
    this.sources = new Map();
  }

  find(label) {
    const source = this.sources.get(label);
    if (source)
      return source.url
        ? { external: true, href: source.url, title: source.title }
        : { href: `#${this.anchor(label)}`, title: source.title };
    const book = this.books.get(label);
    return book ? { href: `#${this.anchor(label)}`, title: book.title } : null;
  }

  anchor(label) {
    return `${this.prefix}-ref-${label}`;
  }

  bookList(books) {
    const items = books.map((book, index) => {
      const label = String(book.citation ?? index + 1);
      this.books.set(label, book);
      const meta = [list(book.authors), book.year, list(book.genres), RELATIONS[book.relation]].filter(Boolean).join(" · ");
      return el(
        "li",
        { id: this.anchor(label) },
        el("span", { class: "cite", text: `[${label}]` }),
        String(book.title ?? "Untitled"),
        meta && el("span", { class: "meta", text: ` — ${meta}` }),
      );
    });
    return el("ol", { class: "refs" }, items);
  }

  sourceList(items) {
    const entries = items.map((item, index) => {
      const label = String(item.citation ?? `W${index + 1}`);
      const url = safeHttpUrl(item.url);
      this.sources.set(label, { title: item.title, url });
      const title = String(item.title || item.url || "Web source");
      return el(
        "li",
        { id: this.anchor(label) },
        el("span", { class: "cite", text: `[${label}]` }),
        url ? el("a", { href: url, target: "_blank", rel: "noopener noreferrer", text: title }) : title,
        item.snippet && el("span", { class: "meta", text: ` — ${item.snippet}` }),
      );
    });
    return el("ol", { class: "refs" }, entries);
  }
}
