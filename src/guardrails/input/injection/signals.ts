import { addressedCommand } from "./addressed-command";
import { aiOrdered, aiReaderOrdered } from "./ai-ordered";
import { fixedReply } from "./fixed-reply";
import { payloadAssembly } from "./payload-assembly";
import { forbiddenInverted, instructionsVoided, restrictionsLifted, settingsSwitch } from "./restrictions-lifted";
import { secretExtraction } from "./secret-extraction";
import { forbiddenTopicsAsked, setupCuriosity } from "./setup-curiosity";
import { unboundAiInOtherLanguages } from "./unbound-ai-languages";
import { adversarialSuffix } from "./adversarial-suffix";
import { multilingualHarmfulAsk } from "./multilingual-harm";
import { harmfulMethodInOtherLanguages } from "./multilingual-harmful-method";
import { userHijack } from "./user-hijack";
import { refusalForbiddenInOtherLanguages } from "./multilingual-refusal";
import { filterEvasion } from "./filter-evasion";
import { scopeExceptionAsked } from "./scope-exception";
import { scopeWidened } from "./scope-widened";
import { scopePressure } from "./scope-pressure";
import { otherUsersData } from "./other-users-data";
import { copyrightedTextDemanded } from "./copyrighted-text";
import { personaInOtherLanguages } from "./multilingual-persona";
import { politeOverrideInOtherLanguages } from "./multilingual-polite-override";
import {
  characterAsInstructor,
  coverDisclaimer,
  detailDemand,
  euphemismRequest,
  fictionFrame,
  provocation,
  roleAssignment,
  taskAssignment,
  weakDisclaimer,
} from "./cover-story";
import { authorityOverAssistant, permissionGranted } from "./authority-grant";
import { harmfulMethod } from "./harmful-method";
import { harmfulContinuation } from "./harmful-continuation";
import { serviceRestrictionDropped, serviceRestrictionNamed } from "./service-restriction";
import { storyLeak, storyRuleBreak } from "./story-leak";
import {
  moralisingBannedAnswerDemanded,
  moralisingBannedInOtherLanguages,
  refusalForbidden,
  warningsBannedAnythingDemanded,
  warningsBannedHarmAsked,
} from "./refusal-forbidden";
import { assistantRoleRevoked, lateRelativePersona, lateRelativeRemembered, personaWithoutLimits } from "./persona-without-limits";
import { harmfulAsk, harmfulMention } from "./harmful-request";
import { curiousExtraction, fictionWrapper, personaAdoption, politeOverride, realMethodInFiction } from "./indirect-override";
import { hypotheticalFreedom } from "./hypothetical-freedom";
import { arabicOverride, cjkOverride, multilingualOverride } from "./multilingual-override";
import {
  compactOverride,
  haltEverything,
  hijackOutput,
  overrideDescribed,
  overrideInstructions,
  replacementInstructions,
} from "./override";
import {
  aiVendorMention,
  brokeFreePersona,
  danSpeakerLabel,
  dualResponse,
  permissionGrant,
  splitOutput,
  everyPrompt,
  evilPersona,
  filterSettings,
  gptPersonaName,
  identitySwap,
  jailbreakWord,
  personaScopeDropped,
  obedientPersona,
  lawlessWorld,
  namedAiPersona,
  namedJailbreak,
  namedMode,
  neverRefusePersona,
  noConsequences,
  noRulesPersona,
  personaTags,
  policyMention,
  responsePrefix,
  stayInCharacter,
  tokenGame,
  unboundPersona,
  unboundVocabulary,
  upperCaseDan,
} from "./persona-markers";
import { cjkPromptExtraction, promptExtraction, setupMention } from "./prompt-extraction";
import { setupDisclosure } from "./setup-disclosure";
import { multilingualSetupNamed } from "./multilingual-extraction";
import { verbatimSetupInOtherLanguages } from "./multilingual-verbatim-extraction";
import { taughtInAScene } from "./taught-in-a-scene";
import { unboundAnswerInOtherLanguages } from "./multilingual-unbound-answer";
import { roleRevokedInOtherLanguages } from "./multilingual-role-revoked";
import { scopeWidenedInOtherLanguages } from "./multilingual-scope-widened";
import { limitsDisabledInOtherLanguages } from "./multilingual-limits-disabled";
import { affirmativePrefix, ethicsOverride, forcedPrefix, identityDenial, quotedRefusal, refusalBan } from "./refusal-suppression";
import { refusalPressure } from "./refusal-pressure";
import { scopeChangeClaim } from "./scope-change-claim";
import { addressedToAi, authorityClaim, fakeDelimiters, fakeTurnBoundary, pastedDelimiters, processorAddressed } from "./role-spoofing";
import type { InjectionSignal } from "./signal";
import { markdownImage, promptProgram, templatePlaceholder } from "./template-markers";

/** Every injection signal, decisive ones first so that evaluation can stop early. */
export const injectionSignals: readonly InjectionSignal[] = [
  // decisive on their own
  overrideInstructions,
  replacementInstructions,
  multilingualOverride,
  cjkOverride,
  arabicOverride,
  addressedCommand,
  aiOrdered,
  aiReaderOrdered,
  compactOverride,
  promptExtraction,
  setupDisclosure,
  cjkPromptExtraction,
  multilingualSetupNamed,
  verbatimSetupInOtherLanguages,
  fakeDelimiters,
  pastedDelimiters,
  processorAddressed,
  fakeTurnBoundary,
  authorityClaim,
  addressedToAi,
  namedJailbreak,
  danSpeakerLabel,
  ethicsOverride,
  harmfulAsk,
  harmfulMethod,
  harmfulContinuation,
  taughtInAScene,
  unboundAnswerInOtherLanguages,
  roleRevokedInOtherLanguages,
  scopeWidenedInOtherLanguages,
  limitsDisabledInOtherLanguages,
  multilingualHarmfulAsk,
  harmfulMethodInOtherLanguages,
  userHijack,
  politeOverride,
  hypotheticalFreedom,
  curiousExtraction,
  personaAdoption,
  personaWithoutLimits,
  lateRelativePersona,
  lateRelativeRemembered,
  assistantRoleRevoked,
  serviceRestrictionDropped,
  refusalForbidden,
  refusalForbiddenInOtherLanguages,
  filterEvasion,
  scopeExceptionAsked,
  moralisingBannedAnswerDemanded,
  warningsBannedAnythingDemanded,
  warningsBannedHarmAsked,
  moralisingBannedInOtherLanguages,
  secretExtraction,
  fixedReply,
  restrictionsLifted,
  instructionsVoided,
  forbiddenInverted,
  settingsSwitch,
  payloadAssembly,
  setupCuriosity,
  forbiddenTopicsAsked,
  storyLeak,
  storyRuleBreak,
  unboundAiInOtherLanguages,
  personaInOtherLanguages,
  politeOverrideInOtherLanguages,
  // strong: need one more piece of evidence
  upperCaseDan,
  scopeWidened,
  scopePressure,
  otherUsersData,
  copyrightedTextDemanded,
  jailbreakWord,
  lawlessWorld,
  personaScopeDropped,
  obedientPersona,
  namedMode,
  identityDenial,
  hijackOutput,
  forcedPrefix,
  coverDisclaimer,
  characterAsInstructor,
  realMethodInFiction,
  markdownImage,
  // persona and jailbreak vocabulary
  unboundPersona,
  unboundVocabulary,
  noRulesPersona,
  brokeFreePersona,
  filterSettings,
  neverRefusePersona,
  stayInCharacter,
  dualResponse,
  everyPrompt,
  policyMention,
  personaTags,
  identitySwap,
  namedAiPersona,
  gptPersonaName,
  noConsequences,
  evilPersona,
  tokenGame,
  responsePrefix,
  quotedRefusal,
  refusalBan,
  refusalPressure,
  scopeChangeClaim,
  affirmativePrefix,
  overrideDescribed,
  setupMention,
  templatePlaceholder,
  promptProgram,
  splitOutput,
  permissionGrant,
  // authority claimed and permission granted (2 each)
  authorityOverAssistant,
  permissionGranted,
  serviceRestrictionNamed,
  // harm and cover stories
  harmfulMention,
  adversarialSuffix,
  euphemismRequest,
  haltEverything,
  roleAssignment,
  taskAssignment,
  fictionFrame,
  fictionWrapper,
  detailDemand,
  provocation,
  weakDisclaimer,
  aiVendorMention,
];
