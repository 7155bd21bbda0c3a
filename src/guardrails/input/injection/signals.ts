import { adversarialSuffix } from "./adversarial-suffix";
import {
  characterAsInstructor, coverDisclaimer, detailDemand, euphemismRequest, fictionFrame, provocation, roleAssignment,
  taskAssignment, weakDisclaimer,
} from "./cover-story";
import { harmfulAsk, harmfulMention } from "./harmful-request";
import { cjkOverride, multilingualOverride } from "./multilingual-override";
import {
  compactOverride, haltEverything, hijackOutput, overrideDescribed, overrideInstructions, replacementInstructions,
} from "./override";
import {
  aiVendorMention, brokeFreePersona, danSpeakerLabel, dualResponse, permissionGrant, splitOutput, everyPrompt, evilPersona, filterSettings, gptPersonaName,
  identitySwap, jailbreakWord, namedAiPersona, namedJailbreak, namedMode, neverRefusePersona, noConsequences,
  noRulesPersona, personaTags, policyMention, responsePrefix, stayInCharacter, tokenGame, unboundPersona,
  unboundVocabulary, upperCaseDan,
} from "./persona-markers";
import { cjkPromptExtraction, promptExtraction, setupMention } from "./prompt-extraction";
import { affirmativePrefix, ethicsOverride, forcedPrefix, identityDenial, quotedRefusal, refusalBan } from "./refusal-suppression";
import { addressedToAi, authorityClaim, fakeDelimiters, fakeTurnBoundary } from "./role-spoofing";
import type { InjectionSignal } from "./signal";
import { markdownImage, promptProgram, templatePlaceholder } from "./template-markers";

/** Every injection signal, decisive ones first so that evaluation can stop early. */
export const injectionSignals: readonly InjectionSignal[] = [
  // decisive on their own
  overrideInstructions, replacementInstructions, multilingualOverride, cjkOverride, compactOverride, promptExtraction,
  cjkPromptExtraction, fakeDelimiters, fakeTurnBoundary,
  authorityClaim, addressedToAi, namedJailbreak, danSpeakerLabel, ethicsOverride, harmfulAsk,
  // strong: need one more piece of evidence
  upperCaseDan, jailbreakWord, namedMode, identityDenial, hijackOutput, forcedPrefix, coverDisclaimer, characterAsInstructor, markdownImage,
  // persona and jailbreak vocabulary
  unboundPersona, unboundVocabulary, noRulesPersona, brokeFreePersona, filterSettings, neverRefusePersona,
  stayInCharacter, dualResponse, everyPrompt, policyMention, personaTags, identitySwap, namedAiPersona, gptPersonaName,
  noConsequences, evilPersona, tokenGame, responsePrefix, quotedRefusal, refusalBan, affirmativePrefix, overrideDescribed,
  setupMention, templatePlaceholder, promptProgram, splitOutput, permissionGrant,
  // harm and cover stories
  harmfulMention, adversarialSuffix, euphemismRequest,
  haltEverything, roleAssignment, taskAssignment, fictionFrame, detailDemand, provocation, weakDisclaimer, aiVendorMention,
];
