export type { SafetyCategory, MessageVerdict, WorryingCategory, FlagReason } from './types';
export { assessChildMessage } from './assess';
export { isReplySafe } from './replyCheck';
export { isRudeWord } from './lexicon';
export { foldForSafety } from './normalize';
export { redactPersonalDetails, type RedactionKind } from './redact';
export { safeRedirectReply } from './redirectReplies';
