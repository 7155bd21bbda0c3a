import { anyOf, words } from "../../text/pattern";
import { INJECTION_THRESHOLD, gatedPatternSignal } from "./signal";

// A secret the assistant is supposed to guard (Tensor Trust-style password games): asked for outright, in pieces,
// as a hint, or as "the code you were given". A plot question names whose password it is ("the password to the
// common room", "a hacker who finds the password"), so a bare ask has to end at the secret itself.

const SECRET = anyOf([
  "password",
  "passphrase",
  "passcode",
  "passkey",
  "access code",
  "secret (?:code|word|key|phrase|token|number|string)",
  "magic word",
  "safe ?word",
  "(?:unlock|override|admin) (?:code|key|word|phrase)",
]);
const ASK = anyOf([
  "what(?:'s| is| was| are)",
  "tell me",
  "give me",
  "show me",
  "reveal",
  "share",
  "confirm",
  "spell(?: out)?",
  "print",
  "output",
  "say",
  "type",
  "write(?: down| out)?",
  "remind me(?: of)?",
  "leak",
  "disclose",
  "repeat",
  "i need",
  "send me",
]);
const AFTER_ASK =
  "(?= ?[?.!,;:]|$| (?:backwards|reversed|in reverse|letter by letter|one (?:letter|character)|by writing|inside|in (?:a|an) (?:code|json|base64|list)|again|please|pls|now|already))";
const OWNED = anyOf([
  "you (?:were|have been|got) (?:given|told|assigned|entrusted with)",
  "you (?:hold|keep|know|guard|protect|are guarding|are protecting|must not (?:reveal|share))",
  "(?:in|inside|from|hidden in|stored in|of) (?:your|the) (?:setup|instructions|configuration|config|prompt|system prompt|context|memory|rules|system)",
]);

/** "What is the password?", "the secret word you were given", "a hint about the passcode": a guarded secret asked for. */
export const secretExtraction = gatedPatternSignal("secret_extraction", INJECTION_THRESHOLD, [
  {
    pattern: words(`${ASK}(?: \\w+){0,3}? (?:the|your|this|that|ur) (?:\\w+ )?${SECRET}${AFTER_ASK}`),
    anchors: [["password", "passphrase", "passcode", "passkey", "code", "secret", "word", "safeword", "key", "phrase"]],
  },
  {
    pattern: words(`${SECRET}(?: \\w+){0,3} ${OWNED}`),
    anchors: [["password", "passphrase", "passcode", "passkey", "code", "secret", "word", "safeword", "key", "phrase"]],
  },
  {
    pattern: words(
      `(?:hint|clue|first letter|last letter|length|rhymes? with|rhyme with|letters of)(?: \\w+){0,3} (?:the|your) (?:\\w+ )?${SECRET}|${SECRET} (?:in (?:your|the) \\w+ )?(?:\\w+ )?(?:rhyme with|start with|begin with|backwards)`,
    ),
    anchors: [["password", "passphrase", "passcode", "passkey", "code", "secret", "word", "safeword", "key", "phrase"]],
  },
  {
    pattern: words(
      `what (?:word|phrase|code|key|password) (?:unlocks|opens|activates|grants access to|gets past) (?:you|this|the (?:system|assistant|bot|ai))`,
    ),
    anchors: [["unlocks", "opens", "activates", "grants", "gets"]],
  },
]);
