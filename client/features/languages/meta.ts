import type { UiLanguage } from '../../../contract/constants';
import {
  LANGUAGE_SPEECH_RATE, LEARNABLE_LANGUAGES, SPEECH_LOCALES, type LearnableLanguage,
} from '../../../contract/languagesConstants';
import { speak } from '../../lib/speech';

export { LEARNABLE_LANGUAGES, type LearnableLanguage };

/** How each learnable language looks on its tile, and the hello it says. */
export const LEARNABLE_LOOK: Record<LearnableLanguage, { emoji: string; gradient: string; hello: string }> = {
  spanish: { emoji: '💃', gradient: 'from-[#ff8a3d] to-[#ffc06e]', hello: '¡Hola!' },
  french: { emoji: '🥐', gradient: 'from-[#2f8fff] to-[#6cc4ff]', hello: 'Bonjour !' },
  german: { emoji: '🥨', gradient: 'from-[#e0475b] to-[#ff8a8a]', hello: 'Hallo!' },
  italian: { emoji: '🍕', gradient: 'from-[#2ec4a6] to-[#7be0c2]', hello: 'Ciao!' },
  japanese: { emoji: '🌸', gradient: 'from-[#e0609b] to-[#ffa8cf]', hello: 'こんにちは！' },
  chinese: { emoji: '🐼', gradient: 'from-[#7b5cff] to-[#b18cff]', hello: '你好！' },
};

/** Each UI language written in itself, so a child can find their own even in a language they can't read. */
export const UI_LANGUAGE_NATIVE: Record<UiLanguage, string> = {
  en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch', it: 'Italiano', ja: '日本語', zh: '中文',
};

export const UI_LANGUAGE_FLAG: Record<UiLanguage, string> = {
  en: '🇬🇧', es: '🇪🇸', fr: '🇫🇷', de: '🇩🇪', it: '🇮🇹', ja: '🇯🇵', zh: '🇨🇳',
};

/** Says words of the language being learned in its own voice, slowly (rate 0.8). */
export function speakInLanguage(text: string, language: LearnableLanguage): void {
  speak(text, { lang: SPEECH_LOCALES[language], rate: LANGUAGE_SPEECH_RATE, useProvider: false, personalize: false });
}

/** Minutes this device's clock is ahead of UTC, so the server's "today" is the child's today. */
export function utcOffsetMinutes(): number {
  return -new Date().getTimezoneOffset();
}
