// Rules whose generated gaps are known not to be real phrasings (docs/guardrails.md, "Anchor gaps found by generated
// matches"), by kind. `npm run check:anchors` fails on a gap in any other rule, and on an entry here whose rule has
// no gap left, so the list only shrinks.
const EXCEPTION = "an exception pattern (the book-seeking 'unless'): a gap there blocks more, not less";
const OPTIONAL_SPACE = "an optional space joins two words into one the anchors do not list";
const STEM = "a stem the generator completes with invented endings; the anchors list the real forms";
const INVENTED = "a \\w+ or stray letter admits invented words";

export const ACCEPTED_GAPS: Readonly<Record<string, string>> = {
  "injection ai_ordered #2": EXCEPTION,
  "injection harmful_method #14": EXCEPTION,
  "injection harmful_continuation #4": EXCEPTION,
  "injection persona_without_limits #3": EXCEPTION,
  "injection warnings_banned_harm_asked #8": EXCEPTION,
  "injection forbidden_topics_asked #2": EXCEPTION,
  "injection story_leak #5": EXCEPTION,
  "injection story_rule_break #5": EXCEPTION,
  "injection real_method_in_fiction #5": EXCEPTION,
  "injection taught_in_a_scene #4": EXCEPTION,
  "injection persona_late_relative_remembered #9": EXCEPTION,
  "injection prompt_extraction": OPTIONAL_SPACE,
  "injection pasted_delimiters": OPTIONAL_SPACE,
  "off-topic finance": OPTIONAL_SPACE,
  "off-topic math": OPTIONAL_SPACE,
  "action request #2": OPTIONAL_SPACE,
  "injection fake_turn_boundary": STEM,
  "injection named_jailbreak": STEM,
  "injection cover_disclaimer": STEM,
  "injection persona_adoption": INVENTED,
  "injection filter_evasion #1": INVENTED,
  "injection story_leak #1": INVENTED,
  "injection story_leak #2": INVENTED,
  "injection story_leak #4": INVENTED,
  "injection story_rule_break #1": INVENTED,
  "injection story_rule_break #2": INVENTED,
};
