import { createRandom, type Random } from '../random';
import { LANGUAGE_LABELS, itemsFor } from './catalog';
import type { ChatQuestionType, LanguageItem, LearnableLanguage } from './types';
import { answersMatch } from './matching';
import { NUMBER_VALUES } from './words/numbers';

/** One language-quiz question (spec part 2 §3), with what the screen needs to speak and check it. */
export interface LanguageQuizQuestion {
  id: string;
  question: string;
  /** Four choices for multiple choice; absent means the child types the answer. */
  options?: string[];
  answer: string;
  /** Other typed answers that also count (romaji or pinyin for Japanese and Chinese). */
  accepted?: string[];
  explanation: string;
  /** Romaji or pinyin for the word in the question. */
  pronunciation?: string;
  /** Target-language text the speaker button reads aloud. */
  say: string;
  /** Which language `answer` is in, so the screen compares it the right way. */
  answerLanguage: LearnableLanguage | 'english';
}

type Format = 'meaning' | 'how_say' | 'type_english' | 'type_target';

const YOUNG_TYPES: ChatQuestionType[] = ['colors', 'numbers', 'animals', 'family', 'food_drinks', 'body_parts', 'greetings'];
const MIDDLE_TYPES: ChatQuestionType[] = [
  ...YOUNG_TYPES, 'vocabulary', 'clothing', 'weather', 'feelings_emotions', 'daily_activities', 'basic_phrases',
];
const OLDER_TYPES: ChatQuestionType[] = [...MIDDLE_TYPES, 'simple_conversation', 'storytelling'];

/** 5 questions up to age 5, 8 for ages 6–8, 10 from age 9. */
export function languageQuizLength(age: number): number {
  if (age <= 5) return 5;
  if (age <= 8) return 8;
  return 10;
}

function typesFor(age: number): ChatQuestionType[] {
  if (age <= 5) return YOUNG_TYPES;
  if (age <= 8) return MIDDLE_TYPES;
  return OLDER_TYPES;
}

/** Which items suit this age: the youngest get single words (and numbers to ten). */
function suits(item: LanguageItem, age: number): boolean {
  if (item.type === 'numbers') {
    const index = itemsFor(item.language, 'numbers').findIndex((other) => other.id === item.id);
    const value = NUMBER_VALUES[index] ?? 0;
    return age <= 5 ? value >= 1 && value <= 10 : age <= 8 ? value <= 31 : true;
  }
  if (age <= 5) return item.kind === 'word';
  if (age <= 8) return item.kind === 'word' || item.english.split(' ').length <= 4;
  return true;
}

function formatFor(age: number, random: Random): Format {
  if (age <= 5) return random.chance(0.5) ? 'meaning' : 'how_say';
  if (age <= 8) return random.pick<Format>(['meaning', 'meaning', 'how_say', 'how_say', 'type_english']);
  return random.pick<Format>(['meaning', 'how_say', 'type_english', 'type_target']);
}

const CJK: LearnableLanguage[] = ['japanese', 'chinese'];

/** "ねこ (neko)" for Japanese and Chinese, the word alone otherwise. */
export function withPronunciation(item: LanguageItem): string {
  return item.pronunciation ? `${item.text} (${item.pronunciation})` : item.text;
}

function explanationFor(item: LanguageItem): string {
  const language = LANGUAGE_LABELS[item.language];
  const sayIt = item.pronunciation ? ` Say it like this: ${item.pronunciation}.` : '';
  return `"${item.text}" means "${item.english}" in ${language}.${sayIt}`;
}

function distractors(item: LanguageItem, pool: LanguageItem[], random: Random, field: 'english' | 'text'): string[] {
  const seen = new Set([item[field].toLowerCase()]);
  const out: string[] = [];
  const sameKind = random.shuffle(pool.filter((other) => other.kind === item.kind));
  const rest = random.shuffle(pool.filter((other) => other.kind !== item.kind));
  for (const other of [...sameKind, ...rest]) {
    const value = other[field];
    if (seen.has(value.toLowerCase()) || other.english === item.english || other.text === item.text) continue;
    seen.add(value.toLowerCase());
    out.push(value);
    if (out.length === 3) break;
  }
  return out;
}

function makeQuestion(item: LanguageItem, format: Format, pool: LanguageItem[], random: Random, index: number): LanguageQuizQuestion {
  const language = LANGUAGE_LABELS[item.language];
  const base = {
    id: `${item.id}-${index + 1}`,
    explanation: explanationFor(item),
    ...(item.pronunciation ? { pronunciation: item.pronunciation } : {}),
    say: item.text,
  };
  switch (format) {
    case 'meaning':
      return {
        ...base,
        question: `What does "${item.text}" mean?`,
        options: random.shuffle([item.english, ...distractors(item, pool, random, 'english')]),
        answer: item.english,
        answerLanguage: 'english',
      };
    case 'how_say':
      return {
        ...base,
        question: `How do you say "${item.english}" in ${language}?`,
        options: random.shuffle([item.text, ...distractors(item, pool, random, 'text')]),
        answer: item.text,
        answerLanguage: item.language,
      };
    case 'type_english':
      return {
        ...base,
        question: `Type "${item.text}" in English.`,
        answer: item.english,
        answerLanguage: 'english',
      };
    case 'type_target':
      return {
        ...base,
        question: CJK.includes(item.language)
          ? `Write "${item.english}" in ${language} (you can use ${item.language === 'japanese' ? 'romaji' : 'pinyin'}).`
          : `Write "${item.english}" in ${language}.`,
        answer: item.text,
        ...(item.pronunciation ? { accepted: [item.pronunciation] } : {}),
        answerLanguage: item.language,
      };
  }
}

export interface LanguageQuizRequest {
  language: LearnableLanguage;
  age: number;
  seed: number;
}

/**
 * A quiz for one language and age: the same seed always gives the same questions. Each question is
 * about a different word; the youngest get multiple choice only, older children also type answers.
 */
export function generateLanguageQuiz({ language, age, seed }: LanguageQuizRequest): LanguageQuizQuestion[] {
  const random = createRandom(seed);
  const types = typesFor(age);
  const count = languageQuizLength(age);
  const chosenTypes = random.shuffle(types);
  const questions: LanguageQuizQuestion[] = [];
  const used = new Set<string>();
  for (let i = 0; questions.length < count && i < count * 4; i++) {
    const type = chosenTypes[i % chosenTypes.length] as ChatQuestionType;
    const pool = itemsFor(language, type);
    const candidates = pool.filter((item) => suits(item, age) && !used.has(item.english));
    if (candidates.length === 0) continue;
    const item = random.pick(candidates);
    used.add(item.english);
    questions.push(makeQuestion(item, formatFor(age, random), pool.filter((other) => suits(other, age)), random, questions.length));
  }
  return questions;
}

/**
 * True when the child's answer is the question's answer: case, accents, surrounding punctuation,
 * spacing and a leading article do not matter ("EL GATO!" = "el gato" = "gato"); romaji or pinyin
 * count for Japanese and Chinese written answers.
 */
export function isLanguageAnswerCorrect(
  question: Pick<LanguageQuizQuestion, 'answer' | 'accepted' | 'answerLanguage'>,
  given: string,
): boolean {
  if (given.trim() === '') return false;
  if (answersMatch(given, question.answer, question.answerLanguage)) return true;
  return (question.accepted ?? []).some((alternative) => answersMatch(given, alternative, question.answerLanguage));
}
