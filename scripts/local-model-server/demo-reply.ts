import { messageText, type ChatMessage } from "./chat-messages";
import type { ScriptedReply } from "./types";

/**
 * The "offline demo model": not a language model, just a deterministic reply assembled from the request so that
 * `npm run demo` shows memory and retrieval at work without a provider. It cites context books from the system
 * message ("[1] Title — Author ..."), repeats remembered facts listed there, or else echoes the question's topic.
 */
const DEMO_CHUNK_DELAY_MS = 15;
const MAX_MENTIONS = 3;

export function demoReply(messages: ChatMessage[]): ScriptedReply {
  const system = messages
    .filter((m) => m.role === "system" || m.role === "developer")
    .map(messageText)
    .join("\n");
  const question = [...messages].reverse().find((m) => m.role === "user");
  return { text: composeDemoReply(question ? messageText(question) : "", system), chunkDelayMs: DEMO_CHUNK_DELAY_MS };
}

export function composeDemoReply(question: string, system: string): string {
  const books = contextBooks(system).slice(0, MAX_MENTIONS);
  const facts = rememberedFacts(system).slice(0, MAX_MENTIONS);
  const parts: string[] = [];
  if (books.length > 0) {
    parts.push(`From the books I was given, you might enjoy ${joinList(books.map(describeBook))}.`);
  }
  if (facts.length > 0) {
    parts.push(`${books.length > 0 ? "I also kept in mind" : "I remember"} what you told me: ${facts.join("; ")}.`);
  }
  if (parts.length > 0) {
    parts.push("(I am the offline demo model, so this reply is assembled from that context, not written by a real model.)");
    return parts.join(" ");
  }
  return cannedReply(topicWords(question));
}

interface ContextBook {
  citation: string;
  title: string;
  author?: string;
}

function describeBook(book: ContextBook): string {
  return `"${book.title}"${book.author ? ` by ${book.author}` : ""} [${book.citation}]`;
}

/**
 * Lines such as "[1] Dune — Frank Herbert (1965), science fiction" or "- [2] Emma by Jane Austen". A title is named
 * exactly as delivered (never shortened or trimmed of its punctuation): the reply must cite the book it was given.
 */
function contextBooks(system: string): ContextBook[] {
  const books: ContextBook[] = [];
  for (const line of system.split("\n")) {
    const match = line.match(/^\s*(?:[-*•]\s*)?\[(\d+)\]\s*(.+)$/);
    if (!match) continue;
    const [title, author] = splitTitleAndAuthor(match[2]);
    if (title) books.push({ citation: match[1], title, author: author && shorten(author, 60) });
  }
  return books;
}

function splitTitleAndAuthor(text: string): [string, string | undefined] {
  // The service writes "Title — Authors (details)": the last em dash ends the title, whatever dashes the title holds
  // ("Harry Potter - The Complete Collection").
  const separator = text.lastIndexOf(" — ");
  if (separator > 0) return [text.slice(0, separator).trim(), clean(text.slice(separator + 3).split(/[(;,|]/)[0])];
  const dashed = text.split(/\s+[–-]\s+/);
  if (dashed.length > 1) return [clean(dashed[0]), clean(dashed[1].split(/[(;,|]/)[0])];
  const byMatch = text.match(/^(.+?)\s+by\s+([^(;,|]+)/i);
  if (byMatch) return [clean(byMatch[1]), clean(byMatch[2])];
  return [clean(text.split(/[(;|]/)[0]), undefined];
}

/** Bullet lines following a heading that mentions memory ("What you remember about the user:", "Known facts:"). */
function rememberedFacts(system: string): string[] {
  const facts: string[] = [];
  let inMemorySection = false;
  for (const line of system.split("\n")) {
    const bullet = line.match(/^\s*(?:[-*•]|\d+[.)])\s+(.+)$/);
    if (bullet) {
      if (inMemorySection && !/^\[\d+\]/.test(bullet[1])) facts.push(shorten(clean(bullet[1]), 100));
    } else if (line.trim() !== "") {
      inMemorySection = /rememb|memor|known facts|about the user/i.test(line);
    }
  }
  return facts;
}

const STOP_WORDS = new Set(
  (
    "a an and any are about as at be book books by can could do does for from give have how i i'm in is it me my " +
    "of on or please recommend recommendation recommendations some something suggest tell that the there this to " +
    "what which who why with would you your"
  ).split(" "),
);

function topicWords(question: string): string[] {
  const words = question.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length > 2 && !STOP_WORDS.has(w)))].slice(0, 6);
}

function cannedReply(topics: string[]): string {
  const topicSentence =
    topics.length > 0
      ? `You asked about ${joinList(topics)}, and with a real model connected I would suggest books, authors and genres to match.`
      : "Tell me a book, an author or a genre you enjoy and I will keep the conversation going.";
  return `Hello! I am the offline demo model, so this is a canned reply rather than a real answer. ${topicSentence} Happy reading!`;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function clean(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/^["“”']+|["“”'.]+$/g, "")
    .trim();
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
