export type { SafetyCategory, MessageVerdict, WorryingCategory } from './types';
export { assessChildMessage } from './assess';
export { isReplySafe } from './replyCheck';
export { redactPersonalDetails, type RedactionKind } from './redact';
export { safeRedirectReply } from './redirectReplies';
