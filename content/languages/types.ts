import type { ChatQuestionType, LearnableLanguage } from '../../contract/languagesConstants';

export type { ChatQuestionType, LearnableLanguage };

/**
 * One meaning in all six learnable languages:
 * [English, Spanish, French, German, Italian, Japanese, romaji, Chinese, pinyin].
 * Nouns carry their article in the European languages so children meet the gender too.
 */
export type Row = readonly [
  english: string,
  spanish: string,
  french: string,
  german: string,
  italian: string,
  japanese: string,
  romaji: string,
  chinese: string,
  pinyin: string,
];

/** A word or phrase to learn in one language. */
export interface LanguageItem {
  /** `<language>-<type>-<english slug>`, unique across all content. */
  id: string;
  language: LearnableLanguage;
  type: ChatQuestionType;
  english: string;
  /** As written in the target language. */
  text: string;
  /** Romaji for Japanese, pinyin with tone marks for Chinese. */
  pronunciation?: string;
  /** A single word or short noun group, or a whole phrase/sentence. */
  kind: 'word' | 'phrase';
}
