import type { MessageCategory } from '../../../contract/common';

export const CHAT_CATEGORIES: readonly MessageCategory[] = ['general', 'schoolwork', 'feelings', 'activities'];
export const QUICK_EMOJI = ['😊', '❤️', '👍', '🎉', '🌟', '😢', '😮', '🤔'] as const;
/** Incoming replies are read aloud this long after they arrive (spec §9). */
export const AUTO_SPEAK_DELAY_MS = 500;
