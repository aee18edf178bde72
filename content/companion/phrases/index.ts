import type { LanguagePack, OtherLanguage } from '../i18n/types';
import { DE } from './de';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { JA } from './ja';
import { ZH } from './zh';

/** What McKenzie can say and understand in each UI language besides English. */
export const PACKS: Record<OtherLanguage, LanguagePack> = { es: ES, fr: FR, de: DE, it: IT, ja: JA, zh: ZH };
