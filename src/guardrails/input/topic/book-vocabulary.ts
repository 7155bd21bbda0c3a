import { anyOf } from "../../text/pattern";

// Words and phrases that make a prompt a book question: book vocabulary, genres and tropes, well-known authors and
// titles. Single words are looked up in the prompt's word set; phrases are matched as one pattern.

const BOOK_WORDS: readonly string[] = [
  "1984", "achebe", "adaptation", "adaptations", "adichie", "allegorical", "allegories", "allegory", "antagonist", "antagonists",
  "anthologies", "anthology", "asimov", "atwood", "audiobook", "audiobooks", "austen", "author", "authored", "authors",
  "autobiographies", "autobiography", "balzac", "bestseller", "bestsellers", "bestselling", "bibliographies", "bibliography", "bildungsroman", "biographer",
  "biographers", "biographies", "biography", "blurb", "blurbs", "book", "bookclub", "bookclubs", "booker", "bookish",
  "bookmark", "bookmarks", "books", "bookseller", "booksellers", "bookshelf", "bookshelves", "bookshop", "bookshops", "bookstore",
  "bookstores", "bookworm", "bookworms", "borges", "bradbury", "bronte", "bulgakov", "calvino", "camus", "cervantes",
  "chapter", "chapters", "character", "characters", "chaucer", "chekhov", "chimamanda", "classics", "coelho", "comic",
  "comics", "cookbook", "cookbooks", "cyberpunk", "dante", "delillo", "dickens", "discworld", "divergent", "dostoevsky",
  "dostoyevsky", "dracula", "dramatist", "dramatists", "dumas", "dune", "duologies", "duology", "dystopia", "dystopian",
  "dystopias", "earthsea", "ebook", "ebooks", "edition", "editions", "ending", "endings", "epigraph", "epigraphs",
  "epilogue", "epilogues", "epistolary", "essay", "essayist", "essayists", "essays", "fable", "fables", "fairytale",
  "fairytales", "fanfic", "fanfiction", "fantasy", "faulkner", "ferrante", "fiction", "fictional", "fitzgerald", "flaubert",
  "folklore", "folktale", "folktales", "foreword", "forewords", "frankenstein", "franzen", "gaiman", "gatsby", "genre",
  "genres", "goethe", "gogol", "goodreads", "grimdark", "grisham", "grrm", "guidebook", "guidebooks", "haiku",
  "haikus", "hamlet", "hardback", "hardbacks", "hardcover", "hardcovers", "heinlein", "hemingway", "hogwarts", "homer",
  "horror", "hosseini", "hyperion", "imagery", "imprint", "imprints", "isbn", "ishiguro", "kafka", "kawabata",
  "kindle", "leguin", "librarian", "librarians", "libraries", "library", "literary", "literature", "litrpg", "lolita",
  "lovecraft", "macbeth", "manga", "manhwa", "manuscript", "manuscripts", "marquez", "matilda", "memoir", "memoirs",
  "metaphor", "metaphors", "middleearth", "middlemarch", "milton", "mistborn", "mockingbird", "motif", "motifs", "murakami",
  "mysteries", "mystery", "myth", "mythology", "myths", "nabokov", "narnia", "narrative", "narratives", "narrator",
  "narrators", "neuromancer", "ngugi", "noir", "nonfiction", "novel", "novelist", "novelists", "novelization", "novella",
  "novellas", "novels", "orwell", "page", "pages", "pageturner", "pageturners", "paperback", "paperbacks", "pasternak",
  "playwright", "playwrights", "plot", "plotline", "plotlines", "plots", "poem", "poems", "poet", "poetic",
  "poetry", "poets", "postapocalyptic", "pratchett", "prequel", "prequels", "prologue", "prologues", "prose", "protagonist",
  "protagonists", "proust", "publication", "publish", "published", "publisher", "publishers", "publishes", "publishing", "pulitzer",
  "pushkin", "pynchon", "read", "reader", "readers", "reading", "reads", "reread", "rereading", "retelling",
  "retellings", "romance", "romantasy", "rowling", "rushdie", "saga", "sagas", "sanderson", "sapiens", "sartre",
  "scifi", "sequel", "sequels", "series", "shakespeare", "solarpunk", "solzhenitsyn", "sonnet", "sonnets", "spinoff",
  "spinoffs", "spoiler", "spoilers", "steampunk", "steinbeck", "stories", "stormlight", "storytelling", "subtext", "symbol",
  "symbolic", "symbolise", "symbolises", "symbolism", "symbolize", "symbolizes", "symbols", "tbr", "textbook", "textbooks",
  "theme", "themes", "thriller", "thrillers", "title", "titles", "tolkien", "tolstoy", "tome", "tomes",
  "translated", "translation", "translations", "translator", "translators", "trilogies", "trilogy", "trope", "tropes", "twilight",
  "ulysses", "ursula", "utopian", "verse", "virgil", "vonnegut", "webnovel", "webnovels", "westeros", "whodunit",
  "whodunits", "whodunnit", "whodunnits", "workbook", "workbooks", "worldbuilding", "writer", "writers", "wrote", "ya",
  "zafon", "zola",
];

const BOOK_PHRASES: readonly string[] = [
  "a court of thorns and roses", "a song of ice and fire", "agatha christie", "ali smith", "alice munro", "alternate history",
  "animal farm", "ann leckie", "anna karenina", "anne rice", "arthur c\\.? clarke", "audio book",
  "audio books", "beach read", "beach reads", "beatrix potter", "becky chambers", "best-seller",
  "best-sellers", "best-selling", "bill bryson", "blood meridian", "board book", "board books",
  "book club", "book clubs", "book tour", "book tours", "brandon sanderson", "brave new world",
  "brontë", "c\\.? s\\.? lewis", "c\\.?s\\.? lewis", "carl sagan", "cassandra clare", "catch-22",
  "catcher in the rye", "chosen one", "colleen hoover", "comic book", "comic books", "coming of age",
  "coming of-age", "coming-of age", "coming-of-age", "cormac mccarthy", "cosy mysteries", "cover art",
  "cozy fantasy", "cozy mysteries", "cozy mystery", "cozy read", "cozy reads", "crime and punishment",
  "dan brown", "dashiell hammett", "dean koontz", "don quixote", "donna tartt", "dorothy sayers",
  "douglas adams", "dr\\.? seuss", "dust jacket", "dust jackets", "e-book", "e-books",
  "edgar allan poe", "elena ferrante", "emily dickinson", "emily henry", "enemies to lovers", "enemies to-lovers",
  "enemies-to lovers", "enemies-to-lovers", "epic fantasy", "fahrenheit 451", "fairy tale", "fairy tales",
  "fan fic", "fan fiction", "first edition", "first editions", "folk tale", "folk tales",
  "found family", "fourth wing", "frank herbert", "game of thrones", "garcia marquez", "george eliot",
  "george r\\.? r\\.? martin", "george r\\.?r\\.? martin", "gone girl", "goodnight moon", "graphic novel", "graphic novels",
  "hard sci-fi", "hard scifi", "harper lee", "harry potter", "haruki murakami", "herman melville",
  "hermann hesse", "high fantasy", "hilary mantel", "historical fiction", "hugo award", "hugo awards",
  "hunger games", "iain m\\.? banks", "ian fleming", "indie press", "isabel allende", "it ends with us",
  "j\\.? d\\.? salinger", "j\\.? m\\.? coetzee", "j\\.?d\\.? salinger", "j\\.?m\\.? coetzee", "j\\.k\\. rowling", "james baldwin",
  "james joyce", "james patterson", "jane eyre", "jk rowling", "jo nesbo", "jo nesbø",
  "joan didion", "joe abercrombie", "john green", "jules verne", "karl ove knausgaard", "kazuo ishiguro",
  "ken follett", "klara and the sun", "kurt vonnegut", "l\\.? m\\.? montgomery", "l\\.?m\\.? montgomery", "le carre",
  "le carré", "le guin", "lee child", "leigh bardugo", "les miserables", "les misérables",
  "lewis carroll", "life of pi", "light novel", "light novels", "literary agent", "literary agents",
  "literary fiction", "liu cixin", "lord of the rings", "louisa may alcott", "louise penny", "madeline miller",
  "magic system", "magic systems", "magical realism", "malcolm gladwell", "margaret atwood", "mark twain",
  "martha wells", "mary beard", "mary shelley", "mavis gallant", "maya angelou", "michael connelly",
  "michelle obama", "middle grade", "middle-earth", "middle-grade", "military sci-fi", "military scifi",
  "moby dick", "my brilliant friend", "n\\.? k\\.? jemisin", "n\\.?k\\.? jemisin", "nadine gordimer", "naguib mahfouz",
  "nathaniel hawthorne", "nebula award", "nebula awards", "neil gaiman", "never let me go", "nineteen eighty-four",
  "nobel prize in literature", "non-fiction", "normal people", "octavia butler", "oliver sacks", "one hundred years of solitude",
  "orhan pamuk", "oscar wilde", "out of print", "page-turner", "page-turners", "patricia highsmith",
  "patrick rothfuss", "percy jackson", "philip k\\.? dick", "picture book", "picture books", "post-apocalyptic",
  "pride and prejudice", "project hail mary", "ray bradbury", "raymond chandler", "re-read", "re-reading",
  "reading list", "rebecca solnit", "rebecca yarros", "richard dawkins", "rick riordan", "roald dahl",
  "robertson davies", "robin hobb", "sally rooney", "sarah j\\.? maas", "sci-fi", "science fiction",
  "short stories", "short story", "signed copies", "signed copy", "slaughterhouse-five", "slow burn",
  "slow-burn", "small press", "space opera", "speculative fiction", "spin-off", "spin-offs",
  "stephen hawking", "stephen king", "stieg larsson", "story collection", "story collections", "suzanne collins",
  "sword and sorcery", "sylvia plath", "tana french", "tara westover", "taylor jenkins reid", "ted chiang",
  "terry pratchett", "the alchemist", "the bell jar", "the brothers karamazov", "the dispossessed", "the divine comedy",
  "the expanse", "the great gatsby", "the gruffalo", "the handmaid's tale", "the handmaids tale", "the hobbit",
  "the iliad", "the kite runner", "the left hand of darkness", "the little prince", "the martian", "the name of the rose",
  "the name of the wind", "the odyssey", "the overstory", "the remains of the day", "the secret history", "the shadow of the wind",
  "the silmarillion", "the solar system", "the system of the world", "the three-body problem", "the very hungry caterpillar", "thomas hardy",
  "thomas mann", "throne of glass", "to kill a mockingbird", "tom clancy", "toni morrison", "true crime",
  "umberto eco", "unreliable narrator", "unreliable narrators", "urban fantasy", "v\\.? e\\.? schwab", "v\\.?e\\.? schwab",
  "veronica roth", "victor hugo", "virginia woolf", "walt whitman", "war and peace", "web novel",
  "web novels", "wheel of time", "where the wild things are", "wole soyinka", "world-building", "written by",
  "wuthering heights", "young adult", "yukio mishima", "yuval noah harari", "zadie smith", "ghostwrit\\\\w*",
  "self-?publish\\\\w*", "foreshadow\\\\w*",
];

const BOOK_WORD_SET: ReadonlySet<string> = new Set(BOOK_WORDS);
const BOOK_PHRASE_PATTERN = new RegExp(`\\b${anyOf(BOOK_PHRASES)}\\b`);

/** Whether the words (of the prompt with non-book senses removed) or its text name something bookish. */
export function mentionsBooks(words: Iterable<string>, text: string): boolean {
  return mentionsBookWord(words) || mentionsBookPhrase(text);
}

/** Whether any of the words is a book word (the word half of `mentionsBooks`). */
export function mentionsBookWord(words: Iterable<string>): boolean {
  for (const word of words) if (BOOK_WORD_SET.has(word)) return true;
  return false;
}

export function isBookWord(word: string): boolean {
  return BOOK_WORD_SET.has(word);
}

/** Whether the text names a bookish phrase (the phrase half of `mentionsBooks`). */
export function mentionsBookPhrase(text: string): boolean {
  return BOOK_PHRASE_PATTERN.test(text);
}

/** Nouns that make a following request be about books ("a book that explains how to cook"). */
export const BOOK_NOUN = anyOf([
  "books?", "e-?books?", "novels?", "cookbooks?", "guidebooks?", "textbooks?", "workbooks?", "memoirs?",
  "biograph(?:y|ies)", "titles?", "reads", "authors?", "literature", "fiction", "stor(?:y|ies)", "series", "manga",
  "comics?", "graphic novels?", "poems?", "poetry", "essays?", "reading list", "guides?", "thrillers?", "mysteries",
  "romances?", "classics?", "chapters?", "characters?", "protagonists?", "plots?", "audio ?books?", "narrators?", "authors?",
  "memoirs?", "anthologies", "read", "reads", "reading",
]);
