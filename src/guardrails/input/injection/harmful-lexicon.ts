import { anyOf } from "../../text/pattern";
import type { LexiconEntry } from "../../text/lexicon";
import { verbForms, type VerbMode } from "../../text/verb-forms";

// Vocabulary of harmful requests, by kind of harm. An action is a verb with its object ("launder money", "hack into
// an account"); an artifact is something harmful to produce ("phishing email", "keylogger"). Mentioning either in a
// book question ("a novel about money laundering") weighs little; asking for it is decisive.

const WEAPON = anyOf(["bombs?", "explosives?", "explosive devices?", "ieds?", "pipe bombs?", "molotovs?(?: cocktails?)?",
  "grenades?", "nerve (?:agents?|gas)", "sarin", "ricin", "anthrax", "bio-?weapons?", "biological weapons?",
  "chemical weapons?", "nuclear (?:weapons?|bombs?|devices?|warheads?)", "dirty bombs?", "atomic bombs?", "napalm",
  "thermite", "(?:untraceable |homemade |home-made )?(?:guns?|firearms?|silencers?|suppressors?)", "ghost guns?",
  "(?:deadly |lethal |untraceable )?poisons?", "toxins?", "weapons? of mass destruction", "car bombs?", "suicide vests?"]);
const DRUG = anyOf(["meth(?:amphetamine)?", "heroin", "cocaine", "crack", "fentanyl", "lsd", "mdma", "ecstasy", "ghb",
  "date[- ]rape drugs?", "roofies", "opioids?", "oxycontin", "vicodin", "narcotics", "illegal (?:drugs|substances)",
  "controlled substances", "drugs", "sedatives?", "tranquili[sz]ers?"]);
const RELATION = anyOf(["wife", "husband", "boss", "neighbou?r", "family", "parents?", "ex", "teacher", "classmates?",
  "coworkers?", "colleagues?", "sister", "brother", "mother", "father", "mom", "dad", "child", "baby", "partner",
  "girlfriend", "boyfriend", "rival", "enemy", "secretary", "employees?", "students?", "friend", "roommate", "landlord",
  "tenant", "president", "politician", "judge", "witness", "cop", "police officer", "ceo", "celebrity"]);
const PERSON = anyOf(["someone", "somebody", "a person", "people", "humans?", "a human", "humanity", "mankind", "the human race", "children", "kids", "a child",
  "a kid", "a baby", "a woman", "a man", "a girl", "a boy", "women", "immigrants", "animals", "victims?", "(?:a |the )?users?",
  "the elderly", "elderly people", "old people", "seniors", "customers", "investors", "strangers", "minors", "a minor",
  `(?:my|your|a|an|the|his|her|their) (?:[\\w'.-]+,? )?${RELATION}`,
  "(?:a |the )?(?:president|prime minister|senator|high-profile (?:individual|target|person|figure))", "the public",
  "(?:an? |the )?(?:[\\w'-]+ )?(?:officials?|officers?|guards?|judges?|inspectors?|doctors?|clerks?|regulators?)",
  "(?:an? |the )?(?:entire |whole )?(?:ethnic |racial |religious )?(?:population|minority|minorities|race)s?"]);
const ACCOUNT = anyOf(["accounts?", "passwords?", "networks?", "systems?", "servers?", "databases?", "wi-?fi", "computers?",
  "phones?", "emails?", "websites?", "sites", "atms?", "atm machines?", "cameras?", "devices?", "bank(?: accounts?)?",
  "instagram", "facebook", "gmail", "iphone", "router", "power grid", "terminal", "mainframe", "voting machines?"]);
const PROTECTION = anyOf(["passwords?", "password protection", "authentication", "2fa", "two-factor(?: authentication)?",
  "encryption", "drm", "copy protection", "copyright protections?", "paywalls?", "antivirus(?: software)?", "firewalls?",
  "security (?:measures|systems?|cameras?|software|checks?)", "captchas?", "plagiarism (?:detection|checkers?)",
  "content filters?", "ankle (?:monitors?|bracelets?)", "(?:electronic )?monitoring devices?", "breathaly[sz]ers?",
  "(?:emissions?|smog|drug) tests?", "airport security", "metal detectors?", "immigration (?:checks?|control)",
  "border (?:control|checks?|patrol)", "age verification", "parental controls?", "(?:car |vehicle )?immobili[sz]ers?",
  "car alarms?", "(?:alarm|security) systems?", "ignition(?: locks?)?", "security tags?", "locks?", "safes?"]);
const SENSITIVE_DATA = anyOf(["data", "information", "info", "identit(?:y|ies)", "passwords?", "credentials",
  "credit cards?", "card (?:numbers|details)", "(?:health |medical |patient )?records", "money", "funds", "cars?",
  "catalytic converters?", "trade secrets", "social security numbers?", "ssns?", "organs"]);
const RECORD = anyOf(["documents?", "signatures?", "checks?", "cheques?", "passports?", "ids?", "papers",
  "(?:criminal |police |court |medical |financial |tax |official |government |voting |election )records?", "tax returns?",
  "test results", "evidence", "receipts?", "invoices?", "prescriptions?", "diplomas?", "degrees?"]);
const CRIME = anyOf(["fraud", "insider trading", "identity theft", "tax fraud", "arson", "murder", "a crime", "crimes",
  "genocide", "treason", "perjury", "burglary", "robbery", "a robbery", "a burglary", "a (?:mass |school )?shooting",
  "a terrorist attack", "terrorism", "vandalism"]);
const ATROCITY = anyOf(["terror(?:ist)? attacks?", "massacres?", "bombings?", "genocide", "ethnic cleansing", "terrorism",
  "hijackings?", "coups?", "lynchings?", "hate crimes?", "arson", "assassinations?", "vigilante (?:justice|attacks?)", "pogroms?",
  "(?:mass |school )?shootings?", "stabbings?"]);
const GLORIFIED = anyOf(["the holocaust", "nazis?", "the nazi party", "hitler", "genocide", "ethnic (?:genocide|cleansing)",
  "terrorism", "terrorists?", "mass shootings?", "school shootings?", "pedophilia", "paedophilia", "child abuse", "rape",
  "sexual assault", "self-harm", "self harm", "suicide", "anorexia", "bulimia", "eating disorders?", "drug use",
  "drunk driving", "violence against", "slavery", "stalking", "predatory", "animal cruelty", "hatred", "discrimination",
  "racism", "extremism", "body shaming", "fat shaming", "bullying", "cannibalism", "unprotected sex", "orgies",
  "self-induced vomiting", "purging", "(?:extreme )?calorie restriction", "starvation diets?"]);
const GROUP = anyOf(["disabilit(?:y|ies)", "disabled", "women", "minorities", "immigrants", "black", "muslims?", "jews",
  "gays?", "lgbtq", "transgender", "older"]);
const FALSE_CLAIM = anyOf(["(?:are|is) (?:inferior|subhuman|less capable|genetically inferior|vermin|animals|dangerous to (?:our )?society|disgusting)",
  "(?:should|must|deserve to) (?:all )?(?:be )?(?:killed|die|eliminated|exterminated|deported|enslaved|sterili[sz]ed)",
  "never happened", "(?:was|were|is|'s) (?:a )?(?:hoax|fake|staged|fabricated|lie|scam)", "(?:election|vote) was (?:stolen|rigged)",
  "unanimously won", "rigged elections?", "(?:election )?results (?:were|was) (?:unanimous|stolen|rigged|fake)", "vaccines? cause", "5g causes?",
  "(?:earth|world) is flat", "(?:global warming|climate change) is a (?:hoax|lie|scam|myth)",
  "(?:illuminati|new world order|reptilians?|lizard people|chemtrails|deep state)"]);

/** An entry led by the given verbs (in `mode` forms) followed by `rest`. */
function led(mode: VerbMode, verbs: readonly string[], rest: string): LexiconEntry {
  const forms = verbForms(mode, ...verbs);
  return { leads: [...new Set(forms.map((form) => form.split(" ")[0]))], pattern: `${anyOf(forms)} ${rest}` };
}

/** An entry led by fixed words. */
function fixed(leads: readonly string[], pattern: string): LexiconEntry {
  return { leads, pattern };
}

const MAKE = ["make::made", "build::built", "create", "assemble", "construct", "manufacture", "synthesise", "synthesize",
  "produce", "prepare", "brew", "cook", "obtain", "acquire", "detonate", "deploy", "plant", "weaponise", "weaponize"];
const DEFEAT = ["crack", "bruteforce", "bypass", "circumvent", "defeat", "disable", "evade", "cheat", "fool", "beat::beat",
  "trick", "spoof"];
const DECEIVE = ["scam:m", "defraud", "con:n", "swindle", "trick", "deceive", "manipulate", "coerce", "blackmail", "extort",
  "bribe", "groom", "lure", "exploit", "brainwash", "indoctrinate", "gaslight", "intimidate", "harass", "bully", "stalk", "threaten"];
const HURT = ["kill", "murder", "assassinate", "poison", "stab:b", "shoot::shot", "strangle", "hurt::hurt", "harm", "torture",
  "kidnap:p", "abduct", "attack", "maim", "dismember", "slaughter", "eliminate", "enslave", "subjugate", "exterminate",
  "sterilise", "sterilize"];
const ENDORSE = ["glorify", "praise", "celebrate", "justify", "promote", "normalise", "normalize", "encourage", "romanticise",
  "romanticize", "endorse", "advocate"];

/** Harmful acts as verb + object; `mode` chooses narrative forms too ("any") or only asking forms ("requested"). */
export function harmfulActions(mode: VerbMode): LexiconEntry[] {
  return [
    // weapons and drugs
    led(mode, MAKE, `(?:a |an |the |some |your own |my own )?(?:[\\w'.-]+,? )?${WEAPON}`),
    fixed(["3d"], `3d[- ]print(?:ed|ing)? (?:a |an )?(?:[\\w'.-]+,? )?${WEAPON}`),
    led(mode, [...MAKE, "grow", "extract", "smuggle", "traffic:k", "distribute", "sell::sold", "buy::bought"], `(?:a |an |the |some )?(?:[\\w'.-]+,? )?${DRUG}`),
    // computer intrusion
    led(mode, ["hack"], `(?:into |in to )?(?:a |an |the |someone'?s |somebody'?s |their |his |her |my )?(?:[\\w'.-]+,? ){0,2}?${ACCOUNT}`),
    led(mode, DEFEAT, `(?:a |an |the |someone'?s |their |this |that )?(?:[\\w'.-]+,? ){0,2}?${PROTECTION}`),
    fixed(["brute", "get", "getting", "tamper", "tampering", "tampered", "tampers"], `(?:brute[- ]force|get(?:ting)? (?:around|past)|tamper(?:s|ed|ing)? with) (?:a |an |the |someone'?s |their |this |that )?(?:[\\w'.-]+,? ){0,2}?${PROTECTION}`),
    led(mode, ["exploit"], "(?:a |an |the |this |that |these |any )?(?:[\\w'.-]+,? ){0,2}?(?:vulnerabilit(?:y|ies)|loopholes?|bugs?|flaws?|weakness(?:es)?|zero-?days?)"),
    led(mode, ["gain", "get:t:got,gotten", "obtain"], "(?:unauthori[sz]ed|illegal|illicit|root|admin|administrator|sudo|remote|backdoor) (?:access|privileges?|entry)"),
    fixed(["ddos", "dos", "sql", "credential", "cryptojacking", "cryptojack", "session"], "(?:ddos|dos) (?:attacks?|(?:a|the) (?:site|website|server|network))|ddos|sql injection|credential stuffing|cryptojack\\w*|session hijacking"),
    led(mode, ["hijack"], "(?:a |an |the |someone'?s |their |users?'? ?)?(?:[\\w'.-]+,? ){0,2}?(?:computers?|accounts?|devices?|sessions?|planes?|aircraft|flights?|vehicles?|cars?|browsers?|webcams?)"),
    led(mode, ["dox", "doxx", "swat:t", "phish"], PERSON),
    // theft and fraud
    led(mode, ["steal::stole,stolen"], `(?:[\\w'.-]+,? ){0,3}?${SENSITIVE_DATA}`),
    led(mode, ["harvest"], "(?:[\\w'.-]+,? ){0,3}?(?:data|credentials|passwords|organs|personal information)"),
    led(mode, ["clone", "skim:m"], "(?:[\\w'.-]+,? )?(?:credit cards?|debit cards?|sim cards?|cards?|key ?fobs?)"),
    led(mode, ["launder"], "(?:[\\w'.-]+,? )?(?:money|funds|cash|proceeds)"),
    led(mode, ["evade", "dodge"], "(?:[\\w'.-]+,? )?taxe?s"),
    fixed(["avoid", "avoiding", "cheat", "cheating"], "(?:avoid(?:ing)? paying|cheat(?:ing)? on) (?:[\\w'.-]+,? )?taxe?s"),
    led(mode, ["hide::hid,hidden", "conceal"], "(?:[\\w'.-]+,? )?(?:income|assets|money|earnings) from (?:the )?(?:irs|tax|government|authorities)"),
    led(mode, ["falsify", "fake", "forge", "doctor", "alter", "modify", "erase", "delete", "change"], `(?:[\\w'.-]+,? ){0,2}?${RECORD}`),
    fixed(["tamper", "tampering", "tampered", "tampers"], `tamper(?:s|ed|ing)? with (?:[\\w'.-]+,? ){0,2}?(?:${RECORD}|slot machines?|elections?|voting machines?|votes?|ballots?|meters?|evidence|food|medicine|medications?|brakes)`),
    led(mode, ["commit:t"], `(?:[\\w'.-]+,? )?${CRIME}`),
    led(mode, ["funnel", "siphon", "embezzle"], "(?:[\\w'.-]+,? )?(?:money|funds)"),
    fixed(["shell"], "shell compan(?:y|ies) to"),
    led(mode, DECEIVE, `(?:[\\w'.-]+,? ){0,2}?${PERSON}`),
    led(mode, ["extort", "blackmail", "embezzle", "steal::stole,stolen"], "(?:[\\w'.-]+,? ){0,2}?(?:money|funds|payments?|ransom|cash|bitcoin)"),
    fixed(["pose", "poses", "posing", "posed"], "pos(?:e|es|ed|ing) as (?:an? |the )?(?:minor|child|teen(?:ager)?|\\d+[- ]year[- ]old|police officer|cop|irs|bank|doctor|nurse|lawyer|government official)"),
    led(mode, ["hotwire"], "(?:a |an |the |my |someone'?s )?(?:car|vehicle|truck|motorcycle)"),
    led(mode, ["pick"], "(?:a |an |the |my |someone'?s )?(?:locks?|door locks?|handcuffs|padlocks?)"),
    fixed(["lock"], "lock ?picking"),
    fixed(["cannibal", "cannibals", "cannibalism"], "cannibal\\w*"),
    led(mode, ["give::gave,given", "cause", "traumatise", "traumatize"], "(?:[\\w'.-]+,? )?(?:ptsd|trauma|nightmares)"),
    fixed(["causing", "cause", "causes", "inflicting", "inflict", "inflicts"], "(?:caus(?:e|es|ing)|inflict(?:s|ing)?) (?:pain|suffering|harm|injur(?:y|ies)) (?:to|on) (?:animals|people|children|humans|others|someone)"),
    fixed(["positive", "romantic", "exciting", "glamorous", "fun", "bright", "beneficial", "good"], `(?:positive|romantic|exciting|glamorous|fun|bright|beneficial|good) (?:aspects?|sides?|effects?|benefits?) of (?:[\\w'.-]+,? ){0,5}?${GLORIFIED}`),
    fixed(["disapproval", "disgust", "hatred", "contempt"], "(?:disapproval|disgust|hatred|contempt) (?:of|for|towards?) (?:[\\w'.-]+,? ){0,6}?(?:biracial|interracial|gay|same-sex|lgbtq|immigrants|ethnic|minorit|jews|muslims|black|disabled)\\w*"),
    fixed(["social", "ssn", "ssns"], "social security numbers?|ssns?"),
    fixed(["illuminati", "reptilians", "reptilian", "chemtrails", "qanon", "lizard", "new"], "illuminati|reptilians?|chemtrails|qanon|lizard people|new world order"),
    fixed(["vaccines", "vaccine", "5g", "earth", "world", "global", "climate", "election", "results", "unanimously"],
      "vaccines? causes? autism|5g causes?|(?:earth|world) is flat|(?:global warming|climate change) is a (?:hoax|lie|scam|myth)|election was (?:stolen|rigged)|(?:election )?results (?:were|was) (?:unanimous|stolen|rigged|fake)|unanimously won"),
    fixed(["relationships", "relationship", "sex", "sexual", "intimacy"], "(?:relationships?|sex|sexual (?:contact|relations)|intimacy) between adults and (?:minors|children|kids)"),
    fixed(["nutrients", "meat", "protein", "food", "flesh"], "(?:nutrients|meat|protein|food|flesh) from (?:a |the )?(?:human|person|corpse)"),
    led(mode, ["manipulate", "rig:g", "hack", "cheat"], "(?:at )?(?:[\\w'.-]+,? ){0,2}?(?:slot machines?|elections?|voting machines?|votes?|ballots?|stock prices?|the (?:stock )?market|lotter(?:y|ies)|casino games?|roulette|blackjack|poker machines?|meters?|scales|odds)"),
    led(mode, ["cheat"], "(?:on |in |at )?(?:an? |the |my )?(?:[\\w'.-]+,? )?(?:exams?|tests?|quiz(?:zes)?|assessments?|certifications?)"),
    led(mode, ["pirate", "torrent"], "(?:[\\w'.-]+,? ){0,2}?(?:books?|e-?books?|movies?|films?|software|games?|music|content|textbooks?|audiobooks?)"),
    fixed(["illegally"], "illegally download(?:ing)? (?:[\\w'.-]+,? ){0,2}?(?:books?|e-?books?|movies?|films?|software|games?|music|content|textbooks?|audiobooks?)"),
    fixed(["illegally", "illicitly", "surreptitiously", "covertly", "unlawfully", "fraudulently"], "(?:illegally|illicitly|surreptitiously|covertly|unlawfully|fraudulently) [a-z]{3,}"),
    fixed(["download", "downloading"], "download(?:ing)? (?:[\\w'.-]+,? ){0,2}?(?:pirated|cracked|illegal|bootleg(?:ged)?) (?:copies|e-?books?|books?|pdfs?|movies?|software|games?|audiobooks?)"),
    fixed(["pirated", "bootleg", "bootlegged", "cracked"], "(?:pirated|bootleg(?:ged)?|cracked) (?:copies|e-?books?|books?|pdfs?|movies?|software|games?|audiobooks?)"),
    fixed(["without", "avoid", "avoiding", "escape", "escaping"], "(?:without|avoid(?:ing)?|escap(?:e|ing)) (?:getting |being )?(?:caught|detected|detection|noticed|traced|convicted|arrested|prosecuted)"),
    led(mode, ["evade", "outrun::outran"], "(?:[\\w'.-]+,? )?(?:detection|the police|police|law enforcement|authorities|the authorities|immigration|the irs|capture|arrest)"),
    fixed(["without"], "without (?:alerting|notifying|calling|involving|informing|telling) (?:[\\w'.-]+,? ){0,2}?(?:authorities|police|firefighters|fire department|professionals|law enforcement|parents)"),
    fixed(["without"], "without (?:their|his|her|the (?:user|owner|victim|person)'?s?|(?:users?|owners?|victims?)'?) (?:knowledge|consent|permission)"),
    led(mode, ["track", "monitor", "surveil"], "(?:[\\w'.-]+,? ){0,2}?(?:someone|somebody|a person|people|users?|my (?:[\\w'.-]+,? )?(?:ex|wife|husband|partner|girlfriend|boyfriend|employees?|kids?|children|neighbou?rs?))"),
    fixed(["spy", "spying", "spies", "spied"], "(?:spy|spying|spies|spied) on (?:[\\w'.-]+,? ){0,2}?(?:someone|somebody|a person|people|users?|my (?:[\\w'.-]+,? )?(?:ex|wife|husband|partner|girlfriend|boyfriend|employees?|kids?|children|neighbou?rs?))"),
    led(mode, ["dump"], "(?:[\\w'.-]+,? )?(?:hazardous|toxic|medical|chemical|radioactive) waste"),
    led(mode, ["sell::sold", "buy::bought", "harvest", "traffic:k"], "(?:[\\w'.-]+,? )?(?:organs|kidneys|people|humans|children|women|girls|slaves)"),
    fixed(["avoid", "beat", "escape", "get", "dodge"], "(?:avoid|beat|escape|get out of|dodge) (?:being )?(?:convicted|conviction|(?:the |a |my )?(?:dui|dwi|drunk driving) (?:charges?|conviction|arrest|case)|(?:the )?charges)"),
    fixed(["insider", "inside", "guaranteed", "secret"], "(?:insider|inside|guaranteed|secret) tips? (?:for|on) (?:[\\w'.-]+,? )?(?:betting|gambling|slot machines)"),
    led(mode, ["gamble"], "(?:away )?(?:[\\w'.-]+,? )?(?:life savings|savings|rent money|retirement)"),
    fixed(["payday", "gambling", "gamblers", "addicts", "addict"], "payday loans? (?:to|for) (?:gambl\\w*|addicts?)|(?:gambl\\w*|addicts?) (?:[\\w'.-]+,? ){0,3}?payday loans?"),
    led(mode, ["share", "reveal", "send::sent"], "(?:[\\w'.-]+,? ){0,2}?(?:social security numbers?|ssns?|login credentials|passwords?|credit card (?:numbers|details|info)|bank (?:details|account details)|pin(?: codes?| numbers?)?)"),
    led(mode, ["profile", "identify", "classify", "target"], "(?:[\\w'.-]+,? ){0,2}?(?:by|on|based on) (?:their )?(?:race|ethnicity|religion|skin colou?r|sexual orientation)"),
    // violence
    led(mode, HURT, `(?:[\\w'.-]+,? ){0,2}?${PERSON}`),
    led(mode, ["kill", "harm", "hurt::hurt"], "as many (?:[\\w'.-]+,? )?(?:people|humans|victims) as possible"),
    fixed(["shoot"], "shoot up (?:a |the )?(?:[\\w'.-]+,? )?(?:school|church|mall|office|concert|synagogue|mosque)"),
    led(mode, ["plan:n", "commit:t", "execute", "conduct", "stage", "organise", "organize", "perpetrate"], `(?:a |an |the )?(?:[\\w'.-]+,? ){0,2}?${ATROCITY}`),
    fixed(["carry", "carrying", "carried", "carries"], `(?:carry|carrying|carried|carries) out (?:a |an |the )?(?:[\\w'.-]+,? ){0,2}?${ATROCITY}`),
    fixed(["dispose", "disposed", "disposing", "get", "got", "hide", "hid", "dissolve", "dissolved", "bury", "buried", "cover", "covered"], "(?:dispos(?:e|ed|es|ing) of|get rid of|got rid of|hid(?:e|den)?|dissolv(?:e|ed|ing)|bur(?:y|ied)|cover(?:ed)? up) (?:a |the )?(?:dead )?(?:body|bodies|corpse|corpses|murder)"),
    fixed(["get"], "get away with (?:a )?murder(?:ing)?"),
    fixed(["find", "kill", "prepare", "cook", "eat"], "(?:find|kill|prepare|cook|eat) (?:[\\w'.-]+,? ){0,2}?human (?:body|flesh|meat)"),
    led(mode, ["torture", "abuse", "mutilate"], "(?:[\\w'.-]+,? )?animals"),
    led(mode, ["eat::ate,eaten", "drink::drank", "ingest", "swallow", "consume", "inhale", "snort"], "(?:[\\w'.-]+,? )?(?:laundry detergent|detergent pods?|tide pods?|bleach|poison|antifreeze|drain cleaner)"),
    led(mode, ["manipulate", "convince", "encourage", "push", "pressure", "drive::drove", "persuade", "bully"], "(?:[\\w'.-]+,? ){0,2}?(?:into|to) (?:commit(?:ting)? )?(?:suicide|kill(?:ing)? (?:them|him|her|your)sel(?:f|ves)|self-harm|starv\\w+)"),
    fixed(["suicide", "self", "lethal", "fatal"], "(?:suicide|self-harm) (?:methods|techniques|instructions)|(?:lethal|fatal) dose of"),
    led(mode, ["recommend", "prescribe", "take::took,taken", "use"], "(?:[\\w'.-]+,? )?(?:heroin|cocaine|meth|methamphetamine|fentanyl|opioids?) (?:as|for|to (?:treat|cope))"),
    // hate and disinformation
    led(mode, ["argue", "claim", "assert", "prove", "suggest", "show::showed,shown"], `(?:that )?(?:[\\w'.-]+,? ){0,5}?${FALSE_CLAIM}`),
    led(mode, ["convince", "persuade"], `(?:[\\w'.-]+,? ){0,2}?(?:that )?(?:[\\w'.-]+,? ){0,5}?${FALSE_CLAIM}`),
    fixed(["explain", "explaining"], `explain(?:ing)? why (?:[\\w'.-]+,? ){0,5}?${FALSE_CLAIM}`),
    fixed(["holocaust", "moon", "9", "september"], "(?:holocaust|moon landing|9[/ ]?11|september 11(?:th)?(?: attacks)?) (?:denial|never happened|was (?:a )?(?:hoax|fake|staged|inside job)|being a hoax|were a hoax)"),
    led(mode, ENDORSE, `(?:for )?(?:[\\w'.-]+,? ){0,3}?${GLORIFIED}`),
    fixed(["justification"], "justification (?:of|for) (?:[\\w'.-]+,? )?(?:genocide|slavery|terrorism|ethnic cleansing|the holocaust|rape|violence against)"),
    led(mode, ["discourage"], `(?:[\\w'.-]+,? ){0,2}?(?:hiring|employing|renting to|admitting|serving) (?:of )?(?:[\\w'.-]+,? ){0,3}?${GROUP}`),
    led(mode, ["ridicule", "demean", "mock", "humiliate", "shame", "dehumanise", "dehumanize"], "(?:[\\w'.-]+,? ){0,4}?(?:people|individuals|colleagues?|coworkers?|classmates?|students?|women|men|immigrants|minorities)"),
    led(mode, ["spread::spread", "create", "generate", "write::wrote,written", "craft", "post", "fabricate"], "(?:[\\w'.-]+,? ){0,2}?(?:disinformation|misinformation|propaganda|fake news|conspiracy theor(?:y|ies)|hoax(?:es)?|false (?:rumou?rs|claims|information))"),
    fixed(["if", "when"], "(?:if|when) (?:all|every) (?:[\\w'.-]+,? ){0,6}?(?:were|was|are|got) (?:killed|dead|eliminated|exterminated|wiped out)"),
    // sexual exploitation
    fixed(["child", "csam", "revenge", "bestiality", "zoophilia"], "child (?:porn\\w*|sexual abuse material|sex\\w*|exploitation material)|csam|revenge porn|bestiality|zoophilia"),
    { leads: ["pedophile", "pedophiles", "pedophilia", "paedophile", "paedophiles", "paedophilia", "pedophilic"], pattern: "p(?:a)?edophil\\w*" },
    fixed(["sexual", "explicit", "intimate", "nude", "naked", "sexy"], "(?:sexual|explicit|intimate|nude|naked|sexy) (?:[\\w'.-]+,? )?(?:content|images?|photos?|pictures?|videos?|conversations?|messages?|chats?|roleplay|stor(?:y|ies)|acts?) (?:of|with|involving|featuring|from|to) (?:[\\w'.-]+,? )?(?:minors?|children|kids|a child|a minor|teens?|teenagers?|underage|(?:\\d{1,2}|twelve|thirteen|fourteen|fifteen|sixteen)[- ]year[- ]olds?|strangers|(?:my|your|a) (?:[\\w'.-]+,? )?(?:ex|secretary|colleague|coworker|employee|student))"),
    fixed(["sex", "intercourse", "intimate", "sexual"], "(?:sex|intercourse|intimate relations|sexual relations|sexual acts?) with (?:an? )?(?:[\\w'.-]+,? )?(?:animals?|minors?|children|kids|a child|dogs?|horses?)"),
    led(mode, ["solicit"], "(?:[\\w'.-]+,? ){0,2}?(?:sex|sexual|minors|children)"),
    fixed(["date", "unprotected"], "date[- ]rape|unprotected sex orgies"),
    led(mode, ["coerce", "pressure", "blackmail"], "(?:[\\w'.-]+,? ){0,3}?(?:into )?(?:sharing|sending|sex)"),
    fixed(["human", "sex", "child", "forced", "sexual"], "(?:human|sex|child) traffick\\w*|child labou?r|forced labou?r|sexual exploitation"),
    // cults
    led(mode, ["indoctrinate"], "(?:[\\w'.-]+,? ){0,2}?(?:into|people|children|members|followers|recruits)"),
    led(mode, ["start", "create", "found", "lead::led", "run:n:ran"], "(?:a |my own |your own )?cult"),
    led(mode, ["isolate"], "(?:them|people|members|victims|followers|recruits) from (?:their )?(?:families|friends|loved ones)"),
  ];
}

const HATEFUL = ["xenophobic", "racist", "sexist", "misogynistic", "misogynist", "homophobic", "transphobic", "antisemitic",
  "anti", "islamophobic", "bigoted", "hateful", "derogatory", "demeaning", "dehumanising", "dehumanizing", "harassing",
  "abusive", "body", "fat", "ableist"];
const FAKE = ["fake", "fraudulent", "counterfeit", "forged", "fabricated", "bogus", "phony", "phoney"];

/** Harmful things to produce: malware, scams, hate speech, sexual content involving minors, weapon manuals ... */
export const HARMFUL_ARTIFACTS: LexiconEntry[] = [
  fixed(["keylogger", "keyloggers", "ransomware", "malware", "spyware", "stalkerware", "rootkit", "rootkits", "trojan", "trojans", "botnet", "botnets", "backdoor", "backdoors"],
    "keyloggers?|ransomware|malware|spyware|stalkerware|rootkits?|trojans?(?: horses?)?|botnets?|backdoors?"),
  fixed(["computer", "exploit", "zero", "credential", "password", "cookie"], "computer (?:virus|viruses|worms?)|exploit (?:code|kits?)|zero-?day exploits?|(?:credential|password|cookie) (?:stealers?|grabbers?)"),
  fixed(["phishing"], "phishing (?:emails?|pages?|sites?|websites?|kits?|messages?|campaigns?|scams?|texts?|links?)"),
  fixed(["scam"], "scam (?:emails?|letters?|messages?|calls?|scripts?|websites?|texts?)"),
  fixed(["mail", "email", "phone", "lottery", "romance", "investment", "crypto", "charity", "419", "nigerian", "advance"],
    "(?:mail|email|phone|lottery|romance|investment|crypto|charity|419|nigerian prince|advance[- ]fee) scams?"),
  fixed(FAKE, `${anyOf(FAKE)},? (?:[\\w'.-]+,? ){0,2}?(?:news(?: articles?)?|reviews?|ids?|id cards?|passports?|documents?|diplomas?|degrees?|doctor'?s notes?|prescriptions?|invoices?|charit(?:y|ies)|lotter(?:y|ies)|letters?|emails?|websites?|receipts?|money|currency|bills|checks|cheques|identit(?:y|ies)|social media (?:profiles?|accounts?)|evidence|alibis?|articles?|medical records?|drugs?|pills)`),
  fixed(["counterfeit"], "counterfeit (?:money|currency|bills|goods|products)"),
  fixed(["defamatory", "libelous", "libellous", "slanderous"], "(?:defamatory|libell?ous|slanderous) (?:[\\w'.-]+,? ){0,2}?(?:articles?|posts?|statements?|stor(?:y|ies)|claims?|reviews?|letters?|tweets?)"),
  fixed(HATEFUL, `(?:xenophobic|racist|sexist|misogynistic|misogynist|homophobic|transphobic|antisemitic|anti-semitic|islamophobic|bigoted|hateful|derogatory|demeaning|dehumani[sz]ing|harassing|abusive|body-?shaming|fat-?shaming|ableist) (?:[\\w'.-]+,? ){0,2}?(?:speech|speeches|posts?|articles?|messages?|emails?|e-mails?|letters?|notes?|essays?|tweets?|threads?|jokes?|poems?|songs?|rants?|comments?|campaigns?|slogans?|propaganda|content|text|remarks?|captions?|advertisements?|ads?|pamphlets?|flyers?|manifestos?|stor(?:y|ies)|scripts?|insults?|slurs?)`),
  fixed(["hate"], "hate speech"),
  fixed(["threatening", "blackmail", "extortion", "ransom", "harassing", "bullying", "intimidating"], "(?:threatening|blackmail|extortion|ransom|harassing|bullying|intimidating) (?:letters?|messages?|notes?|emails?|texts?|calls?|voicemails?)"),
  fixed(["pornographic", "sexually", "explicit", "x", "nsfw", "graphic"], "(?:pornographic|sexually explicit|explicit sex(?:ual)?|x-rated|nsfw|graphic sex(?:ual)?) (?:[\\w'.-]+,? ){0,2}?(?:stor(?:y|ies)|content|scenes?|scripts?|fan-?fiction|fanfic|roleplay|descriptions?|novels?|chapters?|poems?|images?|videos?|material)"),
  fixed(["porn", "pornography", "pornographic"], "porn(?:ography|ographic)?"),
  fixed(["extremist", "terrorist", "jihadist", "nazi", "neo", "white"], "(?:extremist|terrorist|jihadist|nazi|neo-?nazi|white supremacist) (?:[\\w'.-]+,? )?(?:propaganda|manifestos?|recruitment (?:posts?|messages?|material|videos?)|pamphlets?|speeches?)"),
  fixed(["bomb", "explosive", "weapon", "gun", "poison", "drug", "meth"], "(?:bomb|explosive|weapon|gun|poison|drug|meth)(?:-making)? (?:instructions|recipes?|manuals?|tutorials?|blueprints?|schematics?)"),
  fixed(["disinformation", "misinformation", "propaganda"], "(?:disinformation|misinformation|propaganda) (?:campaigns?|articles?|posts?|threads?|tweets?)"),
  fixed(["campaign", "campaigns"], `campaigns? (?:that|which|to) (?:[\\w'.-]+,? ){0,3}?(?:(?:promotes?|encourages?|normali[sz]es?|glorif(?:y|ies)) (?:[\\w'.-]+,? ){0,3}?${GLORIFIED}|ridicules?|demeans?|shames?|humiliates?|discourages? (?:the )?hiring)`),
  fixed(["personalised", "personalized", "tailored", "individualised", "individualized"], "(?:personali[sz]ed|tailored|individuali[sz]ed),? (?:[\\w'.-]+,? )?(?:medical|legal|treatment|financial|investment|tax|step-by-step)(?: treatment)? (?:advice|plan|treatment|guidance|strategy|regimen|guide)"),
  fixed(["manipulative", "coercive"], "(?:manipulative|coercive) (?:[\\w'.-]+,? )?(?:messages?|emails?|texts?|letters?|tactics)"),
  fixed(["deepfake", "deep"], "(?:deepfake|deep fake) (?:videos?|porn|images?) (?:of|to)"),
  fixed(["torture", "medieval", "graphic"], "(?:medieval |graphic )?torture (?:ring|chamber|methods|techniques|scenes?)"),
];
