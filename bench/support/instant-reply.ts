import type { ScriptedReply } from "../../scripts/local-model-server";

/** What the model answers in the overhead benchmarks: a short text, no delays (about a dozen chunks). */
export const INSTANT_REPLY: ScriptedReply = { text: "Try The Left Hand of Darkness by Ursula K. Le Guin, a thoughtful classic." };
