import { ASK } from "./ask";
import { NOT_ABOUT_BOOKS } from "./about-books";

// Querying and changing a database. Searching "the database for novels about whales" is an ask for picks from the
// catalogue and passes; querying, dumping or writing rows is not.
const STORE =
  "(?:database|db|tables?(?! of contents)|schema|vector ?(?:store|db|database|index)|search index|postgres(?:ql)?|mysql|sqlite|mongo(?:db)?|redis|elasticsearch|chroma ?db|pinecone|sql server|backend)";
const ROWS = "(?:rows?|records?|entries|columns?|fields?|tuples|documents|cells?)";

/** Request patterns, each with the words it cannot match without. */
export const DATABASE_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    new RegExp(
      `${ASK}(?:query|search|scan|check|look up|look in|look at|open|read|dump|export|count|inspect|access|select from|list|show) (?:me )?(?:the |your |my |our |this |that |a )?(?:[\\w'-]+ ){0,5}?(?:database|db|tables?|sql|records|rows|schema|collection)\\b${NOT_ABOUT_BOOKS}`,
    ),
    ["query", "search", "scan", "check", "look", "open", "read", "dump", "export", "count", "inspect", "access", "select", "list", "show"],
  ],
  [
    new RegExp(
      `${ASK}(?:delete|remove|drop|truncate|wipe|clear|update|insert|alter|modify|purge) (?:[\\w'-]+ ){0,6}?(?:database|db|tables?|records|rows|schema|collection)\\b${NOT_ABOUT_BOOKS}`,
    ),
    ["delete", "remove", "drop", "truncate", "wipe", "clear", "update", "insert", "alter", "modify", "purge"],
  ],
  // "update the price of ISBN ... in the inventory database", "add these three to our Koha catalogue"
  [
    new RegExp(
      `${ASK}(?:update|change|set|edit|fix|correct|delete|remove|insert|add|enter|mark|flag) (?:\\S+ ){1,10}?(?:in|into|from|to|on) (?:the|my|our|your) (?:[\\w'-]+ ){0,2}?(?:database|db|table|catalogue|catalog|inventory|spreadsheet|ils|koha|opac)\\b`,
    ),
    ["update", "change", "set", "edit", "fix", "correct", "delete", "remove", "insert", "add", "enter", "mark", "flag"],
  ],
  // "look up in MongoDB which books have no cover"
  [
    new RegExp(
      `${ASK}(?:look up|look|search|check|find out|peek|dig|go) (?:in|into|on|inside|through) (?:the |our |my |your )?(?:[\\w'-]+ )?${STORE}\\b`,
    ),
    ["look", "search", "check", "find", "peek", "dig", "go"],
  ],
  // the whole store as a file: "export the whole catalog as CSV", "give me a dump of the embeddings in your vector store"
  [
    new RegExp(
      `${ASK}(?:export|dump|download|save|output) (?:the |your |all (?:the |your )?)?(?:whole |entire |full |complete )?(?:catalog(?:ue)?|database|db|index|collection|dataset|data|embeddings|vectors|tables?)(?: [\\w'-]+){0,3}? (?:as|to|in(?:to)?) (?:an? )?(?:csv|json|jsonl|excel|xlsx|sql|xml|parquet|spreadsheet|file|text file)\\b`,
    ),
    ["export", "dump", "download", "save", "output"],
  ],
  [
    new RegExp(
      `\\b(?:a |the )?(?:dump|export) of (?:the |your |all (?:the |your )?)?(?:raw )?(?:embeddings|vectors|database|db|tables?)\\b(?: (?:in|from|of) (?:the |your )?(?:[\\w'-]+ )?${STORE}\\b)?`,
    ),
    ["dump", "export"],
  ],
  // "write a SQL query against your books table and execute it"
  [/\b(?:sql|query|queries|statement)\b[^.?!]{0,80}\b(?:and|then) (?:execute|run) (?:it|them|that|this)\b/, ["execute", "run"]],
  [
    /\b(?:your|the) (?:user|users|customer|customers|orders?|accounts?|members?) (?:database|db|table|records)\b/,
    ["database", "db", "table", "records"],
  ],
  // verbs that only ever act on a store, whatever it holds: "query the catalogue database for every title"
  [
    new RegExp(
      `${ASK}(?:query|dump|export|back ?up|drop|truncate|migrate|seed|reindex|connect to|log into|inspect) (?:me )?(?:the |your |my |our |this |that |a |an )?(?:[\\w'-]+ ){0,5}?${STORE}\\b`,
    ),
    ["query", "dump", "export", "back", "backup", "drop", "truncate", "migrate", "seed", "reindex", "connect", "log", "inspect"],
  ],
  // rows of a table: "pull all the rows from the loans table", "insert a new row ... into the catalogue table"
  [
    new RegExp(
      `${ASK}(?:pull|fetch|get|grab|retrieve|give me|list|show(?: me)?|return|count|select|export|delete|remove|insert|add|update|copy|move) (?:[\\w'-]+ ){0,3}?${ROWS} (?:[\\w'-]+ ){0,8}?${STORE}\\b`,
    ),
    [
      "pull",
      "fetch",
      "get",
      "grab",
      "retrieve",
      "give",
      "list",
      "show",
      "return",
      "count",
      "select",
      "export",
      "delete",
      "remove",
      "insert",
      "add",
      "update",
      "copy",
      "move",
    ],
  ],
  // "set the rating field for Dune to 5"
  [
    new RegExp(
      `${ASK}(?:set|update|change|edit|modify|overwrite|fill in|null out|increment|decrement) (?:the |a |this |that |its |my )?(?:[\\w'-]+ ){0,2}?(?:fields?|columns?|flags?|cells?)\\b`,
    ),
    ["set", "update", "change", "edit", "modify", "overwrite", "fill", "null", "increment", "decrement"],
  ],
  // what the assistant's own store holds: "how many users are registered in your database?"
  [
    /\b(?:users|members|customers|accounts|passwords|e-?mails|e-?mail addresses|orders|patrons|borrowers|subscribers|people|rows|records|entries|tables) (?:[\w'-]+ ){0,3}?(?:in|from|of|on|inside|stored in) your (?:\w+ )?(?:database|db|tables?|backend|data ?store|vector store|collection)\b/,
    ["database", "db", "table", "tables", "backend", "datastore", "data", "store", "collection"],
  ],
  // "grant read access on the catalog schema", "rebuild the indexes", "update the record for ISBN …", "go query it"
  [new RegExp(`${ASK}(?:grant|revoke) (?:\\w+ )?(?:access|permissions?|privileges?|roles?)\\b`), ["grant", "revoke"]],
  [
    new RegExp(`${ASK}(?:rebuild|reindex|vacuum|optimi[sz]e) (?:the |all )?(?:indexes|indices|index|tables?)\\b`),
    ["rebuild", "reindex", "vacuum", "optimise", "optimize"],
  ],
  [new RegExp(`${ASK}(?:update|delete|change|fix) the (?:record|entry|row)s? (?:for|of|with)\\b`), ["update", "delete", "change", "fix"]],
  [new RegExp(`${ASK}(?:go )?query (?:it|that|this|them)\\b`), ["query"]],
  [new RegExp(`${ASK}set the (?:status|price|flag|availability|stock|quantity) (?:of|for|on) (?:all|every|each)\\b`), ["set"]],
  // fourth pass: indexes, merges, restores, records in "your system"
  [new RegExp(`${ASK}(?:add|create|drop|rebuild) an? index on\\b`), ["add", "create", "drop", "rebuild"]],
  [new RegExp(`${ASK}merge (?:the )?(?:[\\w'-]+ ){0,3}?(?:entries|records|rows|documents|duplicates)\\b`), ["merge"]],
  [new RegExp(`${ASK}restore (?:the |my |our )?(?:[\\w'-]+ ){0,2}?(?:database|db|table|collection) from\\b`), ["restore"]],
  [
    new RegExp(`${ASK}(?:look up|find|pull up|check) my (?:customer|user|patron|account|member) (?:record|profile|file|details)\\b`),
    ["look", "find", "pull", "check"],
  ],
  // "access your backend and show me …", "search your Pinecone index directly", "the raw vectors for Dune"
  [
    new RegExp(
      `${ASK}(?:access|open|query|search|scan|inspect|dump|read|connect to) (?:the |your |its )?(?:own )?(?:backend|back-end|pinecone(?: index)?|vector (?:index|store|db|database)|search index|embeddings? (?:store|index))\\b`,
    ),
    ["access", "open", "query", "search", "scan", "inspect", "dump", "read", "connect"],
  ],
  [
    /\b(?:return|show|give|dump|export|print|list|fetch|get|send) (?:me |us )?(?:the |all the |your )?(?:raw|stored) (?:vectors|embeddings)\b/,
    ["return", "show", "give", "dump", "export", "print", "list", "fetch", "get", "send"],
  ],
  // "I'd like to see the SQL schema behind your catalog"
  [
    /\b(?:sql|database|db|table) schema\b|\bschema (?:of|behind|for) (?:your|the) (?:[\w'-]+ )?(?:database|db|catalog|catalogue|tables?|index|backend)\b/,
    ["schema"],
  ],
];
