/** After a thing's name: "for / of / about" books, which makes "search the database for novels" an ask for picks. */
export const NOT_ABOUT_BOOKS =
  "(?! (?:for|of|about) (?:\\w+ ){0,2}(?:books?|novels?|titles?|reads|authors?|stories|poems|poetry|fiction|memoirs?))";
