import { ASK } from "./ask";

// Fetching and browsing the web without an address in the text: visiting a site, searching the web, scraping,
// googling, looking something up on a named site. (Addresses in the text: raw-requests.ts.)

// A gap that does not turn the request into a description of books ("browse books about the early web").
const GAP = "(?:(?!about |like |books? |novels? |titles? )[\\w'.-]+ )";
const SITE =
  "(?:web ?sites?|sites?|web ?pages?|home ?pages?|landing pages?|links?|urls?|wikipedia|browser|tabs?|rss feeds?|blog posts?|blog)";
const NAMED_SITE =
  "(?:amazon|goodreads|wikipedia|google|ebay|abebooks|storygraph|bookshop\\.org|barnes (?:and|&) noble|waterstones|kirkus|reddit|youtube|twitter|tiktok|instagram|libby|the (?:\\w+ )?(?:times|guardian|post))";
/** A tool an assistant may be given: browsing, searching, running code. */
const TOOL = "(?:browser|browsing|web(?: search| browsing)?|search|internet|online search|code interpreter|python|terminal|shell)";
const ON_THE_WEB = `(?:online|on (?:the )?(?:web|internet|net)|on (?:the )?${NAMED_SITE}(?:'s)?(?: (?:web ?site|site|page|app))?)`;

/** Request patterns, each with the words it cannot match without. */
export const WEB_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  // "browse the Penguin Random House site", "check the Libby website", "visit my blog"
  [
    new RegExp(
      `${ASK}(?:browse|visit|go (?:on|to|onto)|head (?:over )?to|navigate to|load|pull up|bring up|open|check|look at|look on|scroll|click (?:through )?(?:to|on)?|refresh|read) ${GAP}{0,5}?${SITE}\\b`,
    ),
    ["browse", "visit", "go", "head", "navigate", "load", "pull", "bring", "open", "check", "look", "scroll", "click", "refresh", "read"],
  ],
  // pages only after a verb that only browsing takes: "load the Kirkus review page" (not "go to page 12")
  [
    new RegExp(
      `${ASK}(?:browse|visit|navigate to|load|pull up|bring up|scrape|crawl|click (?:through )?(?:to|on)?) ${GAP}{0,6}?page\\b(?! \\d)`,
    ),
    ["browse", "visit", "navigate", "load", "pull", "bring", "scrape", "crawl", "click"],
  ],
  // a site by its name: "open Goodreads and see what my friends are reading"
  [
    new RegExp(
      `${ASK}(?:open|visit|go (?:on|to|onto)|head (?:over )?to|navigate to|browse|load|log (?:on|onto|into)) ${NAMED_SITE}\\b(?! (?:books?|edition|version|series)\\b)`,
    ),
    ["open", "visit", "go", "head", "navigate", "browse", "load", "log"],
  ],
  [new RegExp(`${ASK}(?:scrape|crawl|web-?scrape|spider)\\b`), ["scrape", "crawl", "web", "webscrape", "spider"]],
  // the assistant's own tools named: "use your browser tool to find …", "using your web access, check …"
  [
    new RegExp(
      `(?:${ASK}use (?:your|the|a) (?:built-in )?${TOOL} (?:tools?|access|plugins?|capabilit(?:y|ies)|features?|functions?|mode)|\\b(?:using|via|through) (?:your|the) (?:built-in )?${TOOL} (?:tools?|access|plugins?))\\b`,
    ),
    ["use", "using", "via", "through"],
  ],
  // "check if goodreads is down", "see whether the publisher's site is up"
  [
    new RegExp(
      `${ASK}(?:check|see|find out|tell me) (?:if|whether) (?:[\\w'.-]+ ){1,4}?(?:is|are) (?:down|up|online|offline|working|reachable|loading)\\b`,
    ),
    ["check", "see", "find", "tell"],
  ],
  // "fetch the table of contents from the publisher's website", "look at the author's instagram"
  [
    new RegExp(
      `${ASK}(?:fetch|scrape|pull|grab|get|download|retrieve|load|read|look at|check|visit|open|browse) (?:[\\w'-]+ ){0,6}?(?:from |on |off |at )?(?:the |their |his |her |this |that |my |an? )?(?:[\\w'-]+ ){0,2}?(?:website|web ?site|web ?page|url|instagram|twitter|facebook page|tiktok|substack|newsletter page)\\b`,
    ),
    ["fetch", "scrape", "pull", "grab", "get", "download", "retrieve", "load", "read", "look", "check", "visit", "open", "browse"],
  ],
  [
    new RegExp(`${ASK}(?:search|scour|browse|trawl) (?:through )?(?:the )?(?:web|internet|net|online|google|wikipedia|news sites)\\b`),
    ["search", "scour", "browse", "trawl"],
  ],
  [
    new RegExp(`${ASK}google (?:the|it|this|that|him|her|them|for|what|who|where|when|how|whether|if|a|an|some|his|their|my)\\b`),
    ["google"],
  ],
  // "look up the price of Babel on Amazon's website", "search Goodreads for", "look it up online"
  [new RegExp(`${ASK}(?:look up|look for|search(?: for)?|check|find|look) ${GAP}{0,6}?${ON_THE_WEB}`), ["look", "search", "check", "find"]],
  [
    new RegExp(`${ASK}(?:search|check|scour|browse) ${NAMED_SITE}(?:'s)?(?: (?:web ?site|site|page|app))? (?:for|to see)\\b`),
    ["search", "check", "scour", "browse"],
  ],
  // "monitor the Waterstones page", "keep an eye on the publisher's site", "hit this url"
  [
    new RegExp(`${ASK}(?:monitor|watch|keep an eye on|hit|ping|poll) ${GAP}{0,4}?(?:${SITE}|page|url|endpoint|api|feed)\\b`),
    ["monitor", "watch", "keep", "hit", "ping", "poll"],
  ],
  // "hit the Google Books API", "query the Open Library API for …": an API named, whatever words name it
  [
    new RegExp(
      `${ASK}(?:call|hit|query|ping|poll|curl|use|request) (?:the |their |this |that |an? )?(?:[\\w'.-]+ ){0,3}?(?:apis?|endpoints?)\\b`,
    ),
    ["call", "hit", "query", "ping", "poll", "curl", "use", "request"],
  ],
  // "is https://myreadinglog.net loading for you?", "is bookshop.org down right now?"
  [
    /\b(?:is|are) (?:https?:\/\/\S+|[\w-]+\.(?:com|org|net|io|co|uk|de|fr|app|dev)\b\S*) (?:\w+ ){0,2}?(?:down|up|loading|working|reachable|online|offline)\b/,
    ["down", "up", "loading", "working", "reachable", "online", "offline"],
  ],
  // "read the reviews on this Amazon listing", "look at this reddit thread", "fetch the rss feed"
  [
    new RegExp(
      `${ASK}(?:read|look at|check|fetch|open|summari[sz]e|scan) ${GAP}{0,4}?(?:this|that|the|my) (?:[\\w'-]+ )?(?:listing|thread|rss feed|feed|post on (?:reddit|x|twitter|facebook|instagram))\\b`,
    ),
    ["read", "look", "check", "fetch", "open", "summarise", "summarize", "scan"],
  ],
  // "click the 'notify me' link", "tap the pre-order button"
  [
    new RegExp(`${ASK}(?:click|tap|press) (?:on )?(?:the |this |that |a )?(?:\\S+ ){0,4}?(?:link|button|banner)\\b`),
    ["click", "tap", "press"],
  ],
  // "fill in the submission form on the Paris Review site", "submit the contact form"
  [
    new RegExp(
      `${ASK}(?:fill (?:in|out)|submit|complete) (?:the |this |that |my |an? )?(?:(?:[\\w'-]+ ){0,3}?form (?:on|at)|(?:contact|submission|entry|sign-?up|registration|order|online|web) form)\\b`,
    ),
    ["fill", "submit", "complete"],
  ],
  // "check it live", "compare live prices across Amazon and B&N", "could u check ebay rn"
  [new RegExp(`${ASK}check (?:it |this |that |them )?(?:live|rn|in real time)\\b`), ["check"]],
  [
    new RegExp(`${ASK}(?:compare|check|get|pull|track) (?:the )?(?:live|real-?time) (?:prices?|stock|availability)\\b`),
    ["compare", "check", "get", "pull", "track"],
  ],
  [new RegExp(`${ASK}check ${NAMED_SITE} (?:rn|right now|now|today|live)\\b`), ["check"]],
  // an address in the text asked about: "what does this page say? https://…", "is this link safe? http://bit.ly/…"
  [
    /\b(?:what (?:does|do|did|will)|what'?s (?:on|in)|what is (?:on|in)|is) (?:this|that|the) (?:web ?page|page|link|url|site|website|article|post|blog(?: post)?)(?: say| contain| have| (?:safe|legit|real|genuine|working|down|up|trustworthy))?\b(?=[^\n]{0,120}(?:https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|org|net|io|co|ly|me|info)\/))/,
    ["what", "is"],
  ],
];
