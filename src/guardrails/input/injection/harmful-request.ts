import type { NormalisedText } from "../../normalize";
import { readingsOf } from "../../normalize";
import { compileLexicon } from "../../text/lexicon";
import { findAskSites, governs } from "./ask-sites";
import { HARMFUL_ACTS } from "./harmful-acts";
import { harmfulActions } from "./harmful-lexicon";
import { INJECTION_THRESHOLD, type InjectionSignal } from "./signal";

const requestedForm = compileLexicon(harmfulActions("requested"));

function asksForHarm(reading: string, words: ReadonlySet<string>): boolean {
  const requestedHits = requestedForm.hits(reading, words);
  const anyHits = HARMFUL_ACTS.hits(reading, words);
  if (requestedHits.length === 0 && anyHits.length === 0) return false;
  const sites = findAskSites(reading);
  return (
    requestedHits.some((hit) => governs(reading, sites.requested, hit.start)) ||
    anyHits.some((hit) => governs(reading, sites.any, hit.start))
  );
}

/** Asking for the harmful act or artifact itself: "how to make a bomb", "write a keylogger", "tips for laundering money". */
export const harmfulAsk: InjectionSignal = {
  id: "harmful_ask",
  weight: INJECTION_THRESHOLD,
  found: (text: NormalisedText) => readingsOf(text).some((reading) => asksForHarm(reading, text.words)),
};

/** Harm mentioned anywhere: weighs little alone ("a thriller about money laundering"), more with a cover story. */
export const harmfulMention: InjectionSignal = {
  id: "harmful_mention",
  weight: 2,
  found: (text: NormalisedText) => readingsOf(text).some((reading) => HARMFUL_ACTS.test(reading, text.words)),
};
