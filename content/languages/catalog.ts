import { CHAT_QUESTION_TYPES, LEARNABLE_LANGUAGES } from '../../contract/languagesConstants';
import type { ChatQuestionType, LanguageItem, LearnableLanguage, Row } from './types';
import { ANIMALS_ROWS } from './words/animals';
import { BASIC_PHRASES_ROWS } from './words/basicPhrases';
import { BODY_PARTS_ROWS } from './words/bodyParts';
import { CLOTHING_ROWS } from './words/clothing';
import { COLORS_ROWS } from './words/colors';
import { DAILY_ACTIVITIES_ROWS } from './words/dailyActivities';
import { FAMILY_ROWS } from './words/family';
import { FEELINGS_EMOTIONS_ROWS } from './words/feelingsEmotions';
import { FOOD_DRINKS_ROWS } from './words/foodDrinks';
import { GREETINGS_ROWS } from './words/greetings';
import { NUMBERS_ROWS } from './words/numbers';
import { SIMPLE_CONVERSATION_ROWS } from './words/simpleConversation';
import { STORYTELLING_ROWS } from './words/storytelling';
import { VOCABULARY_ROWS } from './words/vocabulary';
import { WEATHER_ROWS } from './words/weather';

export const ROWS_BY_TYPE: Record<ChatQuestionType, readonly Row[]> = {
  vocabulary: VOCABULARY_ROWS,
  basic_phrases: BASIC_PHRASES_ROWS,
  numbers: NUMBERS_ROWS,
  colors: COLORS_ROWS,
  family: FAMILY_ROWS,
  greetings: GREETINGS_ROWS,
  simple_conversation: SIMPLE_CONVERSATION_ROWS,
  daily_activities: DAILY_ACTIVITIES_ROWS,
  feelings_emotions: FEELINGS_EMOTIONS_ROWS,
  food_drinks: FOOD_DRINKS_ROWS,
  animals: ANIMALS_ROWS,
  body_parts: BODY_PARTS_ROWS,
  weather: WEATHER_ROWS,
  clothing: CLOTHING_ROWS,
  storytelling: STORYTELLING_ROWS,
};

/** English display names of the learnable languages. */
export const LANGUAGE_LABELS: Record<LearnableLanguage, string> = {
  spanish: 'Spanish', french: 'French', german: 'German', italian: 'Italian', japanese: 'Japanese', chinese: 'Chinese',
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function itemFromRow(language: LearnableLanguage, type: ChatQuestionType, row: Row): LanguageItem {
  const [english, es, fr, de, it, ja, romaji, zh, pinyin] = row;
  const byLanguage: Record<LearnableLanguage, [string, string | undefined]> = {
    spanish: [es, undefined], french: [fr, undefined], german: [de, undefined], italian: [it, undefined],
    japanese: [ja, romaji], chinese: [zh, pinyin],
  };
  const [text, pronunciation] = byLanguage[language];
  const words = english.replace(/[?!]/g, '').split(/\s+/).filter((w) => !['a', 'an', 'the'].includes(w.toLowerCase()));
  const kind = words.length <= 2 && !/[?!]$/.test(english) ? 'word' : 'phrase';
  return {
    id: `${language}-${type}-${slugify(english)}`,
    language,
    type,
    english,
    text,
    ...(pronunciation ? { pronunciation } : {}),
    kind,
  };
}

const cache = new Map<string, LanguageItem[]>();

/** Every item of one type in one language, in a fixed order. */
export function itemsFor(language: LearnableLanguage, type: ChatQuestionType): LanguageItem[] {
  const key = `${language}:${type}`;
  let items = cache.get(key);
  if (!items) {
    items = ROWS_BY_TYPE[type].map((row) => itemFromRow(language, type, row));
    cache.set(key, items);
  }
  return items;
}

/** Every item of one language, across all 15 types. */
export function allItemsFor(language: LearnableLanguage): LanguageItem[] {
  return CHAT_QUESTION_TYPES.flatMap((type) => itemsFor(language, type));
}

/** Every item of every language. */
export function allItems(): LanguageItem[] {
  return LEARNABLE_LANGUAGES.flatMap((language) => allItemsFor(language));
}

export function findItemById(id: string): LanguageItem | undefined {
  const language = LEARNABLE_LANGUAGES.find((l) => id.startsWith(`${l}-`));
  if (!language) return undefined;
  return allItemsFor(language).find((item) => item.id === id);
}
