import { anyOf, words } from "../../text/pattern";
import { BOOK_NOUN } from "./book-vocabulary";

// A word that is not a book noun: the few words between "recommend" and "movie" may not hide "books and".
const NOT_A_BOOK_WORD = `(?:(?!${BOOK_NOUN}\\b)\\w+ )`;
const SCREEN_WORK =
  "(?:movies?|films?|tv shows?|sitcoms?|anime|k-?dramas?|video games?|board games?|(?:ps[45]|xbox|switch|pc|steam|mobile|co-?op) games?|podcasts?|playlists?)";
const STREAMING_SERVICE = "(?:netflix|hulu|disney\\+|prime video|hbo(?: max)?|apple tv\\+?|crunchyroll|max)";

/**
 * Asks for the film, show, game, podcast or playlist itself: "a good horror movie for tonight", "what should we watch", "which film won
 * best picture". The genre words in them ("horror", "sci-fi") are book words too; the medium is not. Watching alone
 * is not enough ("should I watch The Name of the Rose first or start with Eco?" weighs an adaptation against the
 * book). A book noun in the same clause ("is the Dune movie faithful to the book?", "should I watch it or read the
 * novel first?") makes it a question about an adaptation, which stays on topic.
 */
export const SCREEN_ASK = words(
  anyOf([
    // The screen word first, then a look back for the ask: the scan stops at "movie" or "games", not at every "good".
    `${SCREEN_WORK}(?<=\\b(?:recommend|suggest|any|best|good|great|top|scariest|funniest|new|latest|must-watch) ${NOT_A_BOOK_WORD}{0,3}${SCREEN_WORK})`,
    "(?:what|which) (?:movie|film|show|tv show|anime) (?:should|can|could|shall) (?:i|we) (?:watch|stream|binge)",
    "(?:what|something|anything)(?: good| new| fun)? (?:(?:should|can|could|shall) (?:i|we)|to) (?:watch|binge|stream)",
    `(?:movies?|films?|shows?|series|documentar(?:y|ies)) (?:on|streaming on|to watch on) ${STREAMING_SERVICE}`,
    "(?:won|win|wins|winning|nominated for) (?:the )?(?:best picture|best actor|best actress|best director|an? oscars?|the oscars?|an? emmys?|the emmys?|an? golden globes?)",
    "(?:on|in|at) (?:the )?(?:cinemas?|movie theaters?|theaters?|theatres?) (?:this|tonight|now|near)",
    // Seasons, episodes, ratings and consoles belong to screens; a book is never in its third season.
    "how many (?:seasons|episodes)|(?:next|new|last|final|latest) (?:season|episode)s?|season \\d+",
    "box office|imdb|rotten tomatoes|metacritic|(?:movie|film|tv|netflix) (?:marathon|night|binge)",
    "walkthrough|speedrun|cheat codes?|(?:beat|defeat|beating|defeating) (?:the )?(?:final |last |first |secret )?boss",
    "ps[45]|playstation|xbox|nintendo switch|steam deck",
  ]),
);

/** Every match of SCREEN_ASK holds one of these words. */
export const SCREEN_ASK_ANCHORS = [
  ...["movie", "movies", "film", "films", "tv", "sitcom", "sitcoms", "anime", "drama", "dramas", "kdrama", "kdramas"],
  ...["podcast", "podcasts", "playlist", "playlists"],
  ...["game", "games", "watch", "binge", "stream"],
  ...["netflix", "hulu", "disney", "prime", "hbo", "apple", "crunchyroll", "max"],
  ...["picture", "actor", "actress", "director", "oscar", "oscars", "emmy", "emmys", "globe", "globes"],
  ...["cinema", "cinemas", "theater", "theaters", "theatre", "theatres", "seasons", "episodes", "season", "episode"],
  ...["box", "imdb", "rotten", "metacritic", "walkthrough", "speedrun", "cheat", "boss"],
  ...["ps4", "ps5", "playstation", "xbox", "nintendo", "steam"],
] as const;
