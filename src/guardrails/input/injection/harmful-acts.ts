import { compileLexicon } from "../../text/lexicon";
import { HARMFUL_ARTIFACTS, harmfulActions } from "./harmful-lexicon";

/** Harmful acts in any verb form and harmful artifacts, compiled once for every signal that looks for them. */
export const HARMFUL_ACTS = compileLexicon([...harmfulActions("any"), ...HARMFUL_ARTIFACTS]);
