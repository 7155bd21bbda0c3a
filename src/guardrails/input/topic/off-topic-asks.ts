import { anyOf, words } from "../../text/pattern";
import { BOOK_AS_VERB_PATTERN } from "./non-book-senses";

/**
 * Requests for the thing itself rather than for books about it: a recipe, a forecast, a stock price, the news,
 * a booking, code, sums. `bookFraming` says where a book noun must sit for the ask to be about books instead:
 * "before" ("a cookbook WITH recipes for vegans") or "either" ("any news about the next Stormlight BOOK?").
 */
export interface OffTopicAsk {
  readonly category: string;
  readonly pattern: RegExp;
  readonly bookFraming: "before" | "either";
  /** Code syntax is only visible in the raw text, before markup is stripped. */
  readonly readsRaw?: boolean;
  /** Words the pattern cannot match without (see InjectionSignal anchors); absent = always tried. */
  readonly anchors?: readonly string[];
}

const FOOD_VERB = "(?:cook|bake|boil|roast|grill|fry|steam|marinate|saute|poach|braise|barbecue|bbq|microwave|defrost|thaw)";
const LANGUAGE = "(?:french|spanish|german|italian|portuguese|dutch|russian|chinese|mandarin|japanese|korean|arabic|hindi|english|latin|greek|polish|turkish|swedish)";
const CODE_LANGUAGE = "(?:python|java|javascript|typescript|c\\+\\+|c#|rust|golang|ruby|php|sql|html|css|bash|kotlin|swift|scala|perl|haskell|matlab|r script)";

export const offTopicAsks: readonly OffTopicAsk[] = [
  { category: "cooking", bookFraming: "before", anchors: ["recipe", "recipes", "cook", "cooking", "bake", "baking", "boil", "boiling", "roast", "roasting", "grill", "grilling", "fry", "frying", "steam", "steaming", "marinate", "marinating", "saute", "sauteing", "poach", "poaching", "braise", "braising", "barbecue", "barbecuing", "bbq", "microwave", "microwaving", "defrost", "defrosting", "thaw", "thawing", "ingredients", "oven", "fridge", "freezer", "substitute", "soup", "pasta", "bread", "cake", "pie", "sauce", "curry", "pizza", "cookies", "salad", "stew", "chili", "dough", "omelette", "pancakes", "cocktail", "smoothie", "steak", "chicken", "rice", "egg", "eggs"], pattern: words(anyOf([
    "recipes? (?:for|of|to|with)", "(?:give|show|find|send|tell|need|want|get)(?: me)? (?:a |the |some |your )?(?:\\w+ )?recipes?",
    `how (?:do|can|should|would) (?:i|you|we) ${FOOD_VERB}`, `how (?:to|long (?:to|should|do|does|for)|many minutes (?:to|should|do)) (?:\\w+ )?${FOOD_VERB}`,
    `${FOOD_VERB}(?:ing)? (?:time|temperature)s?`, "ingredients (?:for|to make)", "how to make (?:a |an |the |some )?(?:\\w+ )?(?:soup|pasta|bread|cake|pie|sauce|curry|pizza|cookies|salad|stew|chili|dough|omelette|pancakes|cocktail|smoothie|steak|chicken|rice|eggs?)",
    "(?:take|put) (?:the |an? |my )?(?:\\w+ )?(?:out of|in|into) the (?:oven|fridge|freezer)", "substitute for (?:\\w+ )?(?:butter|eggs?|flour|sugar|milk|cream)",
  ])) },
  { category: "weather", bookFraming: "before", anchors: ["weather", "forecast", "rain", "raining", "snow", "snowing", "sunny", "cold", "hot", "warm", "windy", "cloudy", "rainy", "freezing", "temperature", "humid", "umbrella", "raincoat", "boots", "sunscreen", "snowy", "stormy", "blizzard", "storm", "hurricane", "heat"], pattern: words(anyOf([
    "weather(?: forecast| report| conditions| like)? (?:in|for|at|today|tomorrow|tonight|this|next|on|outside|be|going to be)", "(?:what'?s|what is|how'?s|how is) (?:the )?weather",
    "forecast (?:for|in|today|tomorrow|this)", "will it (?:rain|snow|be (?:sunny|cold|hot|warm|windy|cloudy|rainy|freezing))", "(?:is it|is it going to) (?:rain|snow)(?:ing)?",
    "temperature (?:in|outside|today|tomorrow|at|this)", "how (?:hot|cold|warm|humid|windy) (?:is it|will it|is it going)", "(?:need|bring|take) (?:an? |my )?(?:umbrella|raincoat|snow boots|sunscreen)",
    "(?:sunny|rainy|snowy|stormy|cloudy|windy) (?:today|tomorrow|tonight|this (?:afternoon|morning|evening|weekend))", "(?:rain|snow|blizzard|storm|hurricane|heat wave) (?:today|tomorrow|tonight|this week)",
  ])) },
  { category: "finance", bookFraming: "either", anchors: ["stock", "stocks", "shares", "price", "quote", "symbol", "ticker", "bitcoin", "btc", "ethereum", "crypto", "gold", "dollar", "euro", "pound", "market", "dow", "nasdaq", "500", "ftse", "etf", "etfs", "bond", "bonds", "options", "fund", "funds", "exchange", "convert", "usd", "gbp", "eur", "jpy", "yen", "bank", "checking", "savings", "credit", "debit", "balance", "transactions", "transaction", "loan", "mortgage", "pin", "routing", "paycheck", "salary", "tax", "taxes", "401k", "pension", "transfer", "wire", "money", "interest", "inflation", "checkbooks", "checkbook", "bill", "bills", "rent"], pattern: words(anyOf([
    "(?:stock|share) (?:price|quote|symbol|ticker)s?", "(?:price|value) of (?:\\w+ )?(?:stocks?|shares|bitcoin|btc|ethereum|crypto|gold|the dollar|the euro|the pound)",
    "how (?:is|are|did|was) (?:the )?(?:market|stocks|stock market|dow|nasdaq|s&p 500|ftse|bitcoin|crypto)", "(?:should i|how do i|how to|when to) (?:buy|sell|invest in|short|trade) (?:\\w+ )?(?:stocks?|shares|bitcoin|crypto|etfs?|bonds?|options|index funds?)",
    "exchange rate", "(?:convert|how much is) \\$?\\d+ ?(?:usd|gbp|eur|jpy|dollars?|pounds?|euros?|yen)", "\\d+ (?:usd|gbp|eur) (?:in|to) (?:usd|gbp|eur|dollars?|pounds?|euros?)",
    "my (?:bank|checking|savings) account", "my (?:credit|debit) card", "my (?:account )?balance", "my (?:transactions?|loan|mortgage|pin|routing number|paycheck|salary|tax return|taxes|401k|pension)",
    "credit (?:limit|score)", "(?:transfer|wire) (?:\\$?\\d+|money|funds)|send (?:\\$?\\d+ |some )?(?:money|funds)", "(?:interest|inflation|mortgage) rates?", "checkbooks?", "(?:pay|paying) (?:my|the) (?:bill|bills|rent)",
  ])) },
  { category: "news", bookFraming: "either", anchors: ["news", "headlines", "happening", "happened", "results", "scores", "score", "won", "newest", "newscast", "newscasts", "newsfeed", "newspaper", "newspapers"], pattern: words(anyOf([
    "(?:latest|today'?s|current|recent|breaking|top|local|world|daily|morning|evening) (?:news|headlines)", "news (?:today|headlines|about|on|from|update|stories)",
    "headlines", "what'?s happening (?:in|today|in the world|right now|with)", "what happened (?:today|yesterday|in the news|last night)", "(?:election|sports?|game|match) (?:results|scores?)",
    "who won (?:the|last night|yesterday|today)", "score of (?:the|last|today)", "newest (?:world |local )?news", "news(?:cast|feed|paper)s?",
  ])) },
  { category: "travel", bookFraming: "before", anchors: ["book", "booking", "booked", "bookings", "reservation", "reservations", "flight", "flights", "ticket", "tickets", "airfare", "airfares", "hotel", "hotels", "room", "taxi", "cab", "uber", "lyft", "ride", "train", "car", "rental", "airbnb", "airbnbs", "hostel", "hostels", "rent", "hire", "visa", "traffic", "directions", "departure", "arrival", "carry", "baggage", "layover", "layovers", "itinerary", "bus", "plane"], pattern: new RegExp(anyOf([
    BOOK_AS_VERB_PATTERN.source,
    words(anyOf([
      "(?:find|search|book|get|compare|check|cheap(?:est)?|prices? (?:of|for)|how much (?:is|are|does)) (?:me )?(?:a |an |the |some )?(?:[\\w'-]+ ){0,2}?(?:flights?|plane tickets?|train tickets?|bus tickets?|airfares?)", "(?:reserve|find|get|order|call) (?:me )?(?:a |an )?(?:cheap |cheapest )?(?:flight|hotel|room|taxi|cab|uber|lyft|ride|train ticket|car rental|rental car|airbnb)",
      "(?:rent|hire) a car", "car rental", "(?:hotels?|airbnbs?|hostels?) (?:in|near)", "visa (?:for|to|requirements)", "need a visa", "traffic (?:on|to|in|like|situation|report|jam)",
      "directions to", "what time does (?:the|my) (?:train|bus|flight|plane)", "(?:departure|arrival) times?", "carry-?on",
      "baggage", "layovers?", "itinerary (?:for|to)", "things to do in", "places to visit in", "tourist attractions", "(?:am i|will i) (?:gonna )?hit traffic",
    ])).source,
  ])) },
  { category: "coding", bookFraming: "before", anchors: ["code", "function", "script", "program", "class", "method", "regex", "regular", "sql", "query", "api", "algorithm", "website", "web", "webpage", "app", "html", "css", "unit", "test", "tests", "bug", "stack", "compiler", "snippet", "bot", "plugin", "extension", "python", "java", "javascript", "typescript", "c", "rust", "golang", "ruby", "php", "bash", "kotlin", "swift", "scala", "perl", "haskell", "matlab", "r", "compile", "runtime", "syntax", "errors", "error", "console", "public"], pattern: words(anyOf([
    `(?:write|create|generate|fix|debug|refactor|optimi[sz]e|review|complete|implement|code|build)(?: me)? (?:a |an |the |this |my |some )?(?:\\w+ ){0,3}?(?:code|function|script|program|class|method|regex|regular expression|sql query|query|api|algorithm|website|webpage|web page|web app|app|html|css|unit tests?|bug|stack trace|compiler error|snippet|bot|plugin|extension)`,
    `(?:in|using|with) ${CODE_LANGUAGE} (?:code|script|program|function)?`, `${CODE_LANGUAGE} (?:code|script|program|function|syntax|error)`, "(?:compile|runtime|syntax) errors?",
    "(?:what does|why does|why doesn't) (?:this|my) (?:code|function|script|program)", "console\\.log", "public static void",
  ])) },
  { category: "coding", bookFraming: "before", readsRaw: true, pattern: /```|\bdef \w+ ?\(|\bfunction \w* ?\(|#include\b|=>\s?\{/ },
  { category: "math", bookFraming: "before", anchors: ["square", "solve", "plus", "minus", "times", "multiplied", "divided", "percent", "percentage", "help", "math", "maths", "algebra", "calculus", "geometry", "arithmetic", "derivative", "integral"], pattern: words(anyOf([
    "square root", "solve (?:for|this|the (?:equation|problem)|x)", "\\d+ ?(?:plus|minus|times|multiplied by|divided by) ?\\d+", "percent(?:age)? of \\d+",
    "help (?:me )?with (?:my )?(?:math|maths|algebra|calculus|geometry|homework)", "(?:math|maths|algebra|calculus|geometry|arithmetic) (?:problem|question|homework)", "derivative of", "integral of",
  ])) },
  { category: "math", bookFraming: "before", pattern: /\d ?[+*] ?\d/ },
  { category: "health", bookFraming: "before", anchors: ["calories", "calorie", "nutrition", "nutritional", "healthy", "symptoms", "symptom", "dose", "dosage", "pills", "pill", "medicine", "ibuprofen", "aspirin", "tylenol", "antibiotics", "effects", "diagnose", "cure", "treat", "workout", "routine", "weight", "diet", "doctor", "fever", "cough", "headache", "rash", "sore", "flu", "covid"], pattern: words(anyOf([
    "calories", "calorie count", "nutrition(?:al)? (?:info|information|facts|value)", "how healthy (?:is|are)", "symptoms? of", "(?:dose|dosage) (?:of|for)", "should i take (?:\\w+ )?(?:pills?|medicine|ibuprofen|aspirin|tylenol|antibiotics)",
    "side effects of", "(?:diagnose|cure|treat) (?:my|a|this)", "(?:workout|exercise|training) routine|workout plan", "(?:lose|losing) weight", "diet plan", "medicine for", "doctor'?s appointment",
    "i have (?:a )?(?:fever|cough|headache|rash|sore throat|the flu|covid)",
  ])) },
  { category: "operational", bookFraming: "before", anchors: ["set", "create", "cancel", "delete", "snooze", "change", "alarm", "alarms", "timer", "timers", "reminder", "reminders", "appointment", "appointments", "meeting", "meetings", "event", "events", "remind", "wake", "play", "resume", "pause", "stop", "skip", "shuffle", "replay", "queue", "unpause", "continue", "music", "song", "songs", "track", "tracks", "playlist", "playlists", "album", "albums", "radio", "podcast", "podcasts", "station", "stations", "audiobook", "audiobooks", "audio", "episode", "episodes", "video", "videos", "movie", "movies", "rewind", "fast", "start", "reading", "playing", "listening", "add", "put", "turn", "switch", "lights", "light", "tv", "television", "heating", "heater", "ac", "a", "air", "volume", "lamp", "fan", "dim", "brighten", "thermostat", "temperature", "lower", "raise", "call", "phone", "dial", "ring", "text", "message", "read", "check", "emails", "email", "messages", "texts", "inbox", "notifications", "voicemails", "voicemail", "shopping", "list", "calendar", "grocery", "schedule", "agenda", "order", "get", "takeaway", "takeout", "food", "pizza", "coffee", "groceries", "delivery", "time", "day", "date", "name", "clean", "vacuum", "rate", "say", "please"], pattern: words(anyOf([
    "(?:set|create|cancel|delete|snooze|change) (?:an? |my |the )?(?:alarm|timer|reminder|appointment|meeting|event)s?", "remind me (?:to|at|about|in)", "wake me up",
    "(?:play|resume|pause|stop|skip|shuffle|replay|queue|unpause|continue playing)(?: the| some| my| this| next| previous| from)? ?(?:\\w+ ){0,4}?(?:music|songs?|tracks?|playlists?|albums?|radio|podcasts?|stations?|audio ?books?|episodes?|videos?|movies?)",
    "^(?:resume|pause|unpause|replay|rewind|fast forward|skip)\\b", "(?:start|continue|resume|pause|stop) (?:my |the |this )?(?:\\w+ ){0,3}?audio ?books?", "(?:start|continue|resume) (?:reading|playing|listening to) (?:my |the |this )?(?:audio ?)?books?(?= from| again| where|$|\\.)",
    "(?:add|put) (?:\\w+ ){1,4}to (?:my |the )?(?:\\w+ )?playlist", "(?:play|put on) (?:some |a |the )?(?:\\w+ )?(?:music|songs?|jazz|rock|pop|hip hop|classical music|by \\w+)",
    "(?:turn|switch) (?:on|off|up|down) (?:the )?(?:lights?|tv|television|radio|heating|heater|ac|a/c|air conditioning|volume|music|lamp|fan)", "(?:dim|brighten) (?:the )?lights?", "(?:set|change|lower|raise) the (?:thermostat|temperature|volume)",
    "(?:call|phone|dial|ring) (?:my |mom|mum|dad|\\w+ at)", "(?:text|message) (?:my |mom|mum|dad)", "(?:read|check) (?:me )?(?:my |the )?(?:new |latest |last |unread )?(?:emails?|messages?|texts?|inbox|notifications?|voicemails?)",
    "(?:add|put) (?:\\w+ ){0,3}(?:to|on) (?:my )?(?:shopping list|to-?do list|calendar|grocery list)", "what'?s on my (?:calendar|schedule|agenda)", "(?:order|get) (?:me )?(?:some )?(?:takeaway|takeout|food|pizza|coffee|groceries|delivery)",
    "what time is it", "what'?s the time", "what day is (?:it|today)", "what'?s (?:the|today'?s) date", "change your name", "(?:clean|vacuum) (?:the|my) ", "rate (?:this|the current) (?:song|track|album)",
    `how do (?:you|i) say .{1,60} in ${LANGUAGE}`, `(?:in|into|to) ${LANGUAGE},? please`,
  ])) },
  { category: "operational", bookFraming: "before", pattern: /\b(?:translate|translation of) (?:this|that|the following|it|these|["'])/ },
];
