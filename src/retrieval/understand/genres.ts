/**
 * Genres and themes by the words readers use, mapped to the catalog's genre tags. `weak` words are also ordinary
 * nouns found in titles ("The Art of War", "The Girl with the Dragon Tattoo"): they only count with a cue such as
 * "books about war" or "dragon novels".
 */
interface GenreAlias {
  pattern: RegExp;
  genres: string[];
  weak?: boolean;
}

const alias = (words: string, genres: string[], weak = false): GenreAlias => ({
  pattern: new RegExp(String.raw`(?<![\w-])(?:${words})(?![\w-])`, "g"),
  genres,
  weak,
});

const ALIASES: readonly GenreAlias[] = [
  alias("sci[- ]?fi|science[- ]fiction|scifi|science[- ]fictional", ["science-fiction"]),
  alias("space[- ]operas?", ["space-opera", "science-fiction"]),
  alias("cyberpunk", ["cyberpunk", "science-fiction"]),
  alias("epic fantasy|high fantasy|sword and sorcery", ["epic-fantasy", "fantasy"]),
  alias("urban fantasy", ["urban-fantasy", "fantasy"]),
  alias("fantasy|fantasies|fantastical|fantasy-novels?", ["fantasy"]),
  alias("cozy mysteries|cozy mystery|cosy mysteries|cosy mystery", ["mystery", "cozy-mystery"]),
  alias("mystery|mysteries|whodunn?its?|detective (?:stories|story|novels?|fiction|books?)|sleuths?|murder mysteries", [
    "mystery",
    "detective",
  ]),
  alias("detectives?", ["detective", "mystery"]),
  alias("crime fiction|crime novels?|crime thrillers?|crime books?|crime stories", ["crime"]),
  alias("crimes?", ["crime"], true),
  alias("true crime", ["true-crime", "crime"]),
  alias("psychological thrillers?", ["psychological-thriller", "thriller"]),
  alias("legal thrillers?|courtroom (?:dramas?|thrillers?|novels?)", ["legal-thriller", "thriller"]),
  alias("thrillers?|thrilling|page[- ]turners?", ["thriller", "suspense"]),
  alias("suspense|suspenseful", ["suspense", "thriller"]),
  alias("romantic suspense", ["romantic-suspense", "romance"]),
  alias("paranormal romance", ["paranormal-romance", "romance"]),
  alias("historical romance|regency romance", ["historical-romance", "romance"]),
  alias("romance|romances|romantic|love stor(?:y|ies)|rom[- ]?coms?|romantic comed(?:y|ies)", ["romance"]),
  alias("horror|scary|spooky|creepy|terrifying|frightening|horrifying", ["horror"]),
  alias("ghost stor(?:y|ies)", ["ghosts", "horror"]),
  alias("historical fiction|historical novels?|historical", ["historical-fiction", "history", "historical-romance"]),
  alias("young[- ]adult|ya|teens?|teenagers?|teenage", ["young-adult"]),
  alias("new adult", ["new-adult"]),
  alias("middle[- ]grade", ["middle-grade", "childrens"]),
  alias("children'?s(?: books?)?|kids'?(?: books?)?|for children|for kids", ["childrens", "middle-grade", "picture-books"]),
  alias("picture books?", ["picture-books", "childrens"]),
  alias("classics?|classical literature|classic literature|classic novels?", ["classics"]),
  alias("non[- ]?fiction|true stor(?:y|ies)", ["nonfiction"]),
  alias("biograph(?:y|ies|ical)|life stor(?:y|ies)", ["biography", "memoir"]),
  alias("autobiograph(?:y|ies|ical)|memoirs?", ["memoir", "biography"]),
  alias("dystopias?|dystopian", ["dystopia"]),
  alias("post[- ]?apocalyptic|apocalypse", ["post-apocalyptic", "dystopia"]),
  alias("humou?r|humou?rous|funny|comedy|comedic|comic novels?|hilarious", ["humor"]),
  alias("satire|satirical", ["satire", "humor"]),
  alias("poetry|poems?", ["poetry"]),
  alias("poets?|verse", ["poetry"], true),
  alias("graphic novels?|comics|comic books?", ["graphic-novels", "comics"]),
  alias("manga", ["manga"]),
  alias("paranormal", ["paranormal"]),
  alias("supernatural", ["supernatural", "paranormal"]),
  alias("vampires?|vampiric", ["vampires"], true),
  alias("werewolf|werewolves|shape[- ]?shifters?", ["werewolves", "shapeshifters"], true),
  alias("zombies?", ["zombies"], true),
  alias("dragons?", ["dragons"], true),
  alias("witch(?:es)?|witchcraft", ["witches"], true),
  alias("angels?", ["angels"], true),
  alias("demons?", ["demons"], true),
  alias("fae|faeries|fairies", ["fae"], true),
  alias("philosophy|philosophical", ["philosophy"]),
  alias("self[- ]help|personal development|self[- ]improvement", ["self-help"]),
  alias("psychology|psychological", ["psychology"]),
  alias("christian fiction", ["christian-fiction", "christian"]),
  alias("christian|christianity", ["christian", "christian-fiction", "religion"]),
  alias("religion|religious|faith", ["religion", "christian", "spirituality"]),
  alias("spiritual|spirituality", ["spirituality"]),
  alias("literary fiction|literary novels?|literary", ["literary-fiction"]),
  alias("chick[- ]lit", ["chick-lit"]),
  alias("women'?s fiction", ["womens-fiction"]),
  alias("world war (?:ii|2|two)|ww ?(?:ii|2)|second world war|the holocaust|holocaust", ["world-war-ii"]),
  alias("war novels?|war stor(?:y|ies)|war books?|war fiction|military fiction", ["war", "military"]),
  alias("military", ["military", "war"], true),
  alias("time[- ]travel(?:ing|ling)?", ["time-travel"]),
  alias("magic(?:al)? realism", ["magical-realism"]),
  alias("fairy[- ]?tales?|fairytales?", ["fairy-tales", "retellings"]),
  alias("retellings?", ["retellings", "fairy-tales"]),
  alias("short stor(?:y|ies)|short fiction|story collections?", ["short-stories"]),
  alias("spy|spies|espionage", ["espionage", "thriller"]),
  alias("coming[- ]of[- ]age", ["coming-of-age"]),
  alias("lgbtq?\\+?|queer|gay|lesbian", ["lgbt"]),
  alias("myths?|mytholog(?:y|ies|ical)", ["mythology"]),
  alias("gothic", ["gothic"]),
  alias("erotica|erotic|steamy", ["erotica"]),
  alias("noir", ["noir"]),
  alias("cookbooks?|recipes?|cooking", ["cookbooks", "food"]),
  alias("travel writing|travelogues?|travel books?", ["travel"]),
  alias("adventures?|adventurous", ["adventure"], true),
  alias("magic|magical|wizards?|sorcery", ["magic"], true),
  alias("history", ["history"], true),
  alias("war", ["war"], true),
  alias("science", ["science"], true),
  alias("music|musicians?", ["music"], true),
  alias("art|artists?", ["art"], true),
  alias("sports?", ["sports"], true),
  alias("business", ["business"], true),
  alias("economics", ["economics"], true),
  alias("politics|political", ["politics"], true),
  alias("animals?", ["animals"], true),
  alias("nature", ["nature"], true),
  alias("family|families", ["family"], true),
  alias("friendship", ["friendship"], true),
  alias("food", ["food"], true),
  alias("health", ["health"], true),
  alias("mental health|mental illness", ["mental-health"]),
  alias("survival", ["survival"], true),
  alias("travel", ["travel"], true),
];

const CUE_BEFORE = /\b(?:(?:about|on|featuring|involving|regarding|exploring|around|themed|concerning)\s+(?:a |an |the )?|with\s+)$/;
const CUE_AFTER =
  /^\s*(?:-?themed |-?related )?(?:books?|novels?|stories|story|fiction|reads?|titles?|genre|themes?|literature|nonfiction|memoirs?|series|sagas?)\b/;

/** One concept the reader asked for: a book meets it when it carries any of `genres`. */
export interface GenreConcept {
  wording: string;
  genres: string[];
}

/**
 * The genres a question names. `known` is the catalog's genre vocabulary (when loaded): tags it lacks are dropped,
 * and a concept left with none is ignored. Overlapping wordings count once, the longest first.
 */
export function parseGenres(text: string, known: ReadonlySet<string> | null): GenreConcept[] {
  const taken: Array<[number, number]> = [];
  const concepts: GenreConcept[] = [];
  const found = ALIASES.flatMap((entry) => [...text.matchAll(entry.pattern)].map((match) => ({ entry, match })));
  found.sort((a, b) => b.match[0].length - a.match[0].length || a.match.index - b.match.index);
  for (const { entry, match } of found) {
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some(([from, to]) => start < to && end > from)) continue;
    if (entry.weak && !CUE_BEFORE.test(text.slice(Math.max(0, start - 30), start)) && !CUE_AFTER.test(text.slice(end, end + 30))) continue;
    const genres = known ? entry.genres.filter((genre) => known.has(genre)) : entry.genres;
    if (genres.length === 0) continue;
    taken.push([start, end]);
    if (concepts.some((concept) => concept.genres.join() === genres.join())) continue;
    concepts.push({ wording: match[0], genres });
  }
  return concepts;
}
