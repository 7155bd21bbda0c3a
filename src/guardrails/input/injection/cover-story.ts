import { matchesReading } from "../../normalize";
import { words } from "../../text/pattern";
import { BOOK_SEEKING } from "./book-seeking";
import { type Anchors, hasAnchors, type InjectionSignal, patternSignal, readingOrRawSignal } from "./signal";

// A cover story alone is harmless: these only add weight to other evidence.

/** "This is purely hypothetical and will never be used in real life." */
export const coverDisclaimer = patternSignal(
  "cover_disclaimer",
  3,
  [
    words(
      "(?:will|would|shall|is|are|it's|it is)(?: \\w+)? (?:not|never) (?:be )?(?:actually |ever )?(?:used|implemented|acted upon|executed|shared|applied|carried out|put into practice|intended to (?:encourage|promote|harm))",
    ),
    words("(?:not|never) (?:be |to be )?used (?:in|for) (?:real|any|illegal|harmful|malicious|actual)"),
    words(
      "(?:purely|strictly|entirely|only|solely|just) (?:for )?(?:fictional|hypothetical|educational|research|academic|entertainment|artistic|training|informational) (?:and (?:\\w+ ))?(?:purposes?|reasons|exercise|use)",
    ),
    words(
      "for (?:educational|research|academic)(?: and \\w+)? purposes only|(?:purely|entirely|strictly|completely) (?:fictional|hypothetical)",
    ),
    words(
      "(?:not|never) (?:intended to |meant to |to )?(?:encourag|endors|promot|condon|advocat)\\w* (?:\\w+ ){0,3}?(?:this|these|such|illegal|harmful|any)",
    ),
    words(
      "(?:not|never|without) caus(?:e|ing) (?:any )?(?:real[- ]world |actual |real )?(?:harm|damage)|simulated exercise|(?:exercise|simulation) only",
    ),
    words("avoid(?:ing)? (?:\\w+ )?(?:encouraging|endorsing|promoting|condoning) (?:\\w+ ){0,2}?(?:illegal|harmful|dangerous)"),
    words(
      "(?:i|we) (?:understand|know|acknowledge|realize) (?:that )?(?:this|these|it|such) (?:\\w+ )?(?:is|are|may be|might be|could be) (?:illegal|unethical|dangerous|harmful)",
    ),
    words("(?:in|for) a (?:controlled|safe) (?:environment|setting|simulation)"),
  ],
  [
    [
      "used",
      "implemented",
      "acted",
      "executed",
      "shared",
      "applied",
      "carried",
      "put",
      "intended",
      "purpose",
      "purposes",
      "reasons",
      "exercise",
      "use",
      "fictional",
      "hypothetical",
      "encourage",
      "encourages",
      "encouraging",
      "encouraged",
      "encouragement",
      "endorse",
      "endorses",
      "endorsing",
      "endorsed",
      "endorsement",
      "promote",
      "promotes",
      "promoting",
      "promoted",
      "promotion",
      "condone",
      "condones",
      "condoning",
      "condoned",
      "advocate",
      "advocates",
      "advocating",
      "advocated",
      "advocacy",
      "illegal",
      "unethical",
      "dangerous",
      "harmful",
      "environment",
      "setting",
      "simulation",
      "harm",
      "damage",
      "simulated",
    ],
  ],
);

/** A weaker cover: "for educational purposes", which an honest request may also say. */
export const weakDisclaimer = patternSignal(
  "weak_disclaimer",
  1,
  [
    words(
      "for (?:educational|research|academic|preventive|informational)(?: and \\w+)? purposes|(?:sounds?|looks?|appears?|seems?) (?:as )?(?:convincing|legitimate|trustworthy|authentic|official|genuine)",
    ),
  ],
  [["purposes", "convincing", "legitimate", "trustworthy", "authentic", "official", "genuine"]],
);

/** Casting the assistant in a role: "You are a security researcher ...", "Imagine you are ...". */
export const roleAssignment = patternSignal("role_assignment", 1, [
  /(?:^|[,.!?] )(?:you are|you're|imagine (?:that )?you(?:'re| are)|as an? \w+(?: \w+)?, you|act as|act like|pretend (?:to be|you are)|assume the role|take on the role|play the role|roleplay as|role-play as|behave like)\b/,
  words(
    "(?:you are|you're) (?:an? )?(?:\\w+ ){0,3}(?:expert|consultant|writer|author|novelist|researcher|journalist|historian|assistant|professional|specialist|hacker|teacher|scientist|chemist|marketer|advisor|adviser|analyst|officer|strategist|manager|character|persona|detective|doctor|lawyer|criminal|con artist)",
  ),
  words("(?:i want you to|i'd like you to|you will|you must) (?:act|pretend|roleplay|role-play|play the role)"),
  words("you (?:play|are playing|will play|'ll play) (?:the role of |the part of )?(?:an? |the )"),
]);

/** Giving the assistant a job: "Your task is to ...", "You have been tasked with ...", "you need to write ...". */
export const taskAssignment = patternSignal(
  "task_assignment",
  1,
  [
    words(
      "your (?:task|job|mission|goal|assignment|objective|role) (?:is|will be) to|you (?:have been|'ve been|are|were) (?:tasked|asked|hired|commissioned|assigned|contacted|approached)|you (?:need|must|have) to (?:write|create|draft|describe|explain|provide|design|develop|understand)|you are tasked|you(?:'ve| have)? (?:decided|chosen|agreed) to (?:write|create|draft|help|design)",
    ),
  ],
  [
    [
      "task",
      "job",
      "mission",
      "goal",
      "assignment",
      "objective",
      "role",
      "tasked",
      "asked",
      "hired",
      "commissioned",
      "assigned",
      "contacted",
      "approached",
      "need",
      "must",
      "have",
      "decided",
      "chosen",
      "agreed",
    ],
  ],
);

/** Framing a request as edgy: "controversial", "taboo", "offensive", "sensationalist". */
export const provocation = patternSignal(
  "provocation",
  1,
  [
    words(
      "controversial|taboo|inflammatory|offensive|provocative|shocking|sensationalist|outrageous|edgy|no-holds-barred|politically incorrect",
    ),
  ],
  [
    [
      "controversial",
      "taboo",
      "inflammatory",
      "offensive",
      "provocative",
      "shocking",
      "sensationalist",
      "outrageous",
      "edgy",
      "holds",
      "politically",
    ],
  ],
);

/** Fiction or hypothesis used as a wrapper: "for my novel", "in a fictional world", "hypothetically". */
export const fictionFrame = patternSignal("fiction_frame", 1, [
  words(
    "for (?:my|a|our|the|this) (?:\\w+ )?(?:novel|story|book|screenplay|script|game|film|movie|fanfic|fan fiction|thriller|roleplay|campaign)",
  ),
  words(
    "in (?:a|this|my|the|an) (?:[\\w,]+ ){0,2}(?:hypothetical|fictional|imaginary|fictitious|alternate|parallel|dystopian) (?:world|scenario|universe|story|setting|society|country|reality)",
  ),
  words("hypothetical(?:ly)?|theoretically|imagine (?:a world|that|if)|thought experiment"),
  words(
    "let'?s (?:play|write|do|create|start|have) (?:a |an )?(?:[\\w-]+ )?(?:game|story|roleplay|role-play|scene|scenario)|let'?s act out|(?:play|start) (?:a|an) (?:[\\w-]+ )?game|(?:during|throughout) (?:this|the) (?:entire |whole )?(?:conversation|chat|session)",
  ),
]);

/** The character is only a mouthpiece: "have the character explain how to ...". */
const HAVE_CHARACTER_EXPLAIN = words(
  "(?:have|make|let|get) (?:the|a|my|your|our) (?:\\w+ )?(?:character|protagonist|villain|hero|heroine|narrator|mentor|expert|chemist|hacker|scientist)s? (?:explain|describe|list|detail|walk (?:me |us |the reader )?through|give|teach|show|reveal|spell out)",
);
const CHARACTER_TEACHES = words(
  "(?:character|protagonist|villain|hero|heroine|narrator|mentor)s? (?:who )?(?:explains|describes|teaches|details|lists|walks (?:us |the reader )?through) (?:\\w+ ){0,2}(?:how to|the (?:steps|process|method|recipe|procedure|instructions))",
);
const CHARACTER_ANCHORS: Anchors = [
  [
    "character",
    "protagonist",
    "villain",
    "hero",
    "heroine",
    "narrator",
    "mentor",
    "expert",
    "chemist",
    "hacker",
    "scientist",
    "characters",
    "protagonists",
    "villains",
    "heroes",
    "heroines",
    "narrators",
    "mentors",
    "experts",
    "chemists",
    "hackers",
    "scientists",
    "heros",
  ],
];

// A character who teaches, in a question that asks for books, is a plot described ("are there novels where the villain
// teaches how to make poison?"); telling a character to explain is the mouthpiece whatever else is asked.
export const characterAsInstructor: InjectionSignal = {
  id: "character_as_instructor",
  weight: 3,
  anchors: CHARACTER_ANCHORS,
  patterns: [HAVE_CHARACTER_EXPLAIN, CHARACTER_TEACHES],
  matches: (text) => matchesReading(text, HAVE_CHARACTER_EXPLAIN) || matchesReading(text, CHARACTER_TEACHES),
  found: (text) =>
    hasAnchors(text, CHARACTER_ANCHORS) &&
    (matchesReading(text, HAVE_CHARACTER_EXPLAIN) ||
      (matchesReading(text, CHARACTER_TEACHES) && !BOOK_SEEKING.some(({ pattern }) => pattern.test(text.text)))),
};

/** Requests for operational detail: "step by step", "in detail", "exact quantities". */
export const detailDemand = patternSignal(
  "detail_demand",
  1,
  [
    words(
      "step[- ]by[- ]step|in (?:great |graphic |vivid |full |exhaustive |explicit |precise |gory )?detail|(?:detailed|thorough|comprehensive|complete) (?:instructions|guide|tutorial|steps|plan|description|explanation|procedure|account|recipe|method|walkthrough|manual|breakdown|strategy|outline)",
    ),
    words(
      "(?:specific|exact|precise|concrete) (?:steps|details|instructions|actions|techniques|methods|tactics|strategies|quantities|amounts|measurements|procedure|ingredients)",
    ),
    words(
      "(?:tools|materials|ingredients|equipment) (?:needed|required)|(?:describe|explain|outline|list) (?:the )?(?:steps|process|procedure|methods?|techniques|tactics)",
    ),
    words(
      "(?:working|functional|functioning|runnable|real|actual|usable|accurate|realistic) (?:\\w+ )?(?:code|script|exploit|recipe|instructions|method|formula|steps|payload)|practical (?:details|steps|instructions|advice|tips)|graphically|(?:\\w+[- ])?step plan",
    ),
  ],
  [
    [
      "step",
      "detail",
      "detailed",
      "thorough",
      "comprehensive",
      "complete",
      "specific",
      "exact",
      "precise",
      "concrete",
      "tools",
      "materials",
      "ingredients",
      "equipment",
      "steps",
      "process",
      "procedure",
      "method",
      "methods",
      "techniques",
      "tactics",
      "working",
      "functional",
      "functioning",
      "runnable",
      "real",
      "actual",
      "usable",
      "accurate",
      "realistic",
      "practical",
      "graphically",
    ],
  ],
);

/** Asking to hide the harmful term: "use 50 as a euphemism", "without mentioning 'bribery'", "refer to them as ...". */
export const euphemismRequest = readingOrRawSignal(
  "euphemism_request",
  2,
  [
    words(
      "as a euphemism|(?:without|avoid(?:ing)?|never|not) (?:explicitly |directly |openly )?(?:mentioning|using|saying|stating|naming) (?:the (?:words?|terms?) )?[\"']|refer to (?:the |them |it |this |these )?(?:[\\w'-]+ ){0,3}as [\"']|(?:without|avoid(?:ing)?) (?:directly |explicitly |openly )?(?:discriminating|(?:using|mentioning) (?:harmful|offensive|explicit|illegal) (?:language|terms|words))",
    ),
  ],
  [["euphemism", "mentioning", "using", "saying", "stating", "naming", "refer", "discriminating"]],
);
