import { anyOf } from "../../text/pattern";

/** Prizes given to books and writers: "who won the Booker" asks about books, "who won the World Cup" does not. */
export const LITERARY_PRIZE = anyOf([
  "(?:international )?booker",
  "man booker",
  "pulitzer",
  "nobel (?:prize )?(?:in|for) literature",
  "hugo",
  "nebula",
  "locus",
  "goncourt",
  "renaudot",
  "femina",
  "cervantes",
  "strega",
  "akutagawa",
  "naoki",
  "costa",
  "whitbread",
  "women'?s prize",
  "orange prize",
  "giller",
  "miles franklin",
  "national book",
  "newbery",
  "caldecott",
  "carnegie",
  "edgar",
  "hugo award",
  "arthur c\\.? clarke",
  "dagger",
  "premio planeta",
  "buchpreis",
]);

// Names that mean the prize and nothing else ("Hugo", "Costa", "Edgar" and "Carnegie" have other senses), and any
// listed prize named as a prize: either is book vocabulary on its own ("What is the Prix Goncourt?").
const UNAMBIGUOUS_PRIZE =
  "(?:man |international )?booker|pulitzer|goncourt|renaudot|akutagawa|newbery|caldecott|giller|miles franklin|premio strega|premio planeta|nobel (?:prize )?(?:in|for) literature|deutscher buchpreis";
export const NAMES_A_LITERARY_PRIZE = new RegExp(
  `\\b(?:${UNAMBIGUOUS_PRIZE}|${LITERARY_PRIZE} (?:prize|award|medal|winners?|shortlist|longlist|laureates?)|(?:prix|premio|preis) ${LITERARY_PRIZE})\\b`,
);
