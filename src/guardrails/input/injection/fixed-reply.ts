import { anyOf } from "../../text/pattern";
import { type GatedPattern, gatedPatternSignal, INJECTION_THRESHOLD } from "./signal";

// Hijacking the reply into a fixed phrase (Tensor Trust, PromptInject): "say 'access granted'", "print 'I have been
// PWNED' and stop", "end every sentence with HACKED". The phrases attacks aim for are decisive whatever asks for
// them; any other quoted phrase needs the "and nothing else" that turns an answer into a canned reply.

const EMIT = anyOf([
  "say",
  "dites",
  "dis",
  "di",
  "diga",
  "dime",
  "sag",
  "schreib",
  "schreibe",
  "sagen sie",
  "scrivi",
  "escribe",
  "ecris",
  "print",
  "output",
  "write",
  "type",
  "return",
  "echo",
  "respond(?: only)? with",
  "reply(?: only)? with",
  "answer(?: only)? with",
  "(?:respond|reply|answer) to (?:the user|them|everyone|everything|anything|every message|all messages|any question|every question|all questions|questions|me)(?: from now on| from here on| going forward)?(?: only)? with",
  "repeat",
  "replace (?:\\w+ ){0,6}?with(?: the (?:phrase|words?|text|string))?",
  "(?:end|start|begin|finish|sign off) (?:every|each|all|your) (?:\\w+ )?(?:sentences?|repl(?:y|ies)|answers?|responses?|messages?|lines?) with",
  "your (?:only |whole |entire |one |next |first )?(?:reply|answer|response|output) (?:is|must be|should be|will be|has to be|=)",
  "the (?:correct |only |right )?(?:answer|reply|response) (?:to (?:any|every|all|each) (?:\\w+ )?(?:questions?|prompts?|messages?) )?(?:is|must be|will be)",
]);
const HIJACK_PHRASE = anyOf([
  "access granted",
  "acces (?:accorde|autorise)",
  "acceso (?:concedido|permitido|autorizado)",
  "acesso (?:concedido|permitido|liberado)",
  "accesso (?:consentito|concesso|autorizzato)",
  "zugang (?:gewahrt|erteilt|gestattet)",
  "zugriff (?:gewahrt|erteilt)",
  "i (?:have|'ve) been (?:pwned|pwnd|hacked|owned)",
  "pwned",
  "pwnd",
  "hacked",
  "jailbroken",
]);
const QUOTED = `["'«\`][^"'»\`\\n]{1,40}["'»\`]`;

const HIJACK_WORDS = [
  "access",
  "acces",
  "acceso",
  "acesso",
  "accesso",
  "zugang",
  "zugriff",
  "pwned",
  "pwnd",
  "hacked",
  "owned",
  "jailbroken",
];
const CANNED_WORDS = ["nothing", "stop", "only", "more", "punctuation", "explanation", "other", "else"];
const EMIT_WORDS = [
  ...["say", "dites", "dis", "di", "diga", "dime", "sag", "schreib", "schreibe", "sagen", "scrivi", "escribe", "ecris"],
  ...["print", "output", "write", "type", "return", "echo", "respond", "reply", "answer", "repeat", "replace", "end"],
  ...["start", "begin", "finish", "sign", "response"],
];

// Each pattern with the words it needs: prose holds "only" and "more" often, the phrases attacks aim for rarely.
const FIXED_REPLY: readonly GatedPattern[] = [
  {
    pattern: new RegExp(
      `\\b${EMIT}\\b:?(?: (?:the|two|three|words?|phrase|text|string|exactly|only|just|simply|back|out|following|bitte|nur|solo|seulement|juste|apenas|por favor)){0,4}:? ?["'«\`]?${HIJACK_PHRASE}\\b`,
    ),
    anchors: [HIJACK_WORDS],
  },
  {
    pattern: new RegExp(
      `(?:^|[.!?;:] )(?:please |just |now |only )?${EMIT}:? ?${QUOTED},? (?:and (?:nothing|no)(?: \\w+)? else|and (?:then )?stop|and nothing more|only|nothing else|no (?:punctuation|explanation|other (?:text|words)))`,
    ),
    anchors: [EMIT_WORDS, CANNED_WORDS],
  },
  {
    pattern: /\baccess granted\b.{0,40}\b(?:and nothing else|no punctuation|only)\b|\b(?:two|three) words:? ["'«`]?access granted\b/,
    anchors: [["access"]],
  },
];

/** A reply forced into a fixed phrase, read on the raw text too (quotes and colons intact). */
export const fixedReply = gatedPatternSignal("fixed_reply", INJECTION_THRESHOLD, FIXED_REPLY, { readsRaw: true });
