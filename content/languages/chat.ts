import { createRandom } from '../random';
import { LANGUAGE_LABELS, allItemsFor, itemsFor } from './catalog';
import {
  CHAT_GREETING, FEEDBACK, HOW_DO_YOU_SAY, OPEN_QUESTIONS, WHAT_DOES_IT_MEAN, fill, type FeedbackKind, type Said,
} from './chatPhrases';
import { answersMatch, containsPhrase, isCloseSpelling, normalizeForMatch } from './matching';
import { withPronunciation } from './quiz';
import type { ChatQuestionType, LanguageItem, LearnableLanguage } from './types';
import { NUMBERS_ROWS, NUMBER_VALUES } from './words/numbers';

export interface ChatQuestion extends Said {
  originalLanguage: LearnableLanguage;
  questionType: ChatQuestionType;
  /** The word the question is about; absent for an open question. */
  itemId?: string;
}

export interface ChatQuestionRequest {
  language: LearnableLanguage;
  questionType: ChatQuestionType;
  age: number;
  seed: number;
  /** The last few chat messages, so a word is not asked twice in a row. */
  previousMessages?: readonly string[];
}

/** The opening line: hello, my name, what's yours? */
export function chatGreeting(language: LearnableLanguage, companionName: string): Said {
  return {
    text: fill(CHAT_GREETING[language], { name: companionName }),
    translation: fill(CHAT_GREETING.english, { name: companionName }),
  };
}

function suitsChat(item: LanguageItem, age: number): boolean {
  if (age <= 5) return item.kind === 'word' && [...item.english].length <= 14;
  if (age <= 8) return item.english.split(' ').length <= 5;
  return true;
}

/** A question of the given type, in the language being learned, with its English translation. */
export function generateChatQuestion({ language, questionType, age, seed, previousMessages = [] }: ChatQuestionRequest): ChatQuestion {
  const random = createRandom(seed);
  const recent = previousMessages.join(' \n ');
  const open = OPEN_QUESTIONS[questionType];
  const openAskedRecently = previousMessages.some((message) => message.includes(open[language]));
  if (age > 5 && !openAskedRecently && random.chance(0.2)) {
    return { text: open[language], translation: open.english, originalLanguage: language, questionType };
  }
  const all = itemsFor(language, questionType).filter((item) => suitsChat(item, age));
  const fresh = all.filter((item) => !recent.includes(item.text) && !recent.includes(`"${item.english}"`));
  const item = random.pick(fresh.length > 0 ? fresh : all);
  const label = LANGUAGE_LABELS[language];
  if (random.chance(0.5)) {
    return {
      text: fill(HOW_DO_YOU_SAY[language], { en: item.english }),
      translation: fill(HOW_DO_YOU_SAY.english, { en: item.english, language: label }),
      originalLanguage: language,
      questionType,
      itemId: item.id,
    };
  }
  return {
    text: fill(WHAT_DOES_IT_MEAN[language], { word: withPronunciation(item) }),
    translation: fill(WHAT_DOES_IT_MEAN.english, { word: withPronunciation(item) }),
    originalLanguage: language,
    questionType,
    itemId: item.id,
  };
}

export interface ChatEvaluationRequest {
  language: LearnableLanguage;
  questionType: ChatQuestionType;
  currentQuestion: string;
  userResponse: string;
}

export interface ChatEvaluation extends Said {
  originalLanguage: LearnableLanguage;
  kind: FeedbackKind;
  /** True when the child used or understood the word. */
  correct: boolean;
  /** The word the feedback teaches, for counting words learned. */
  itemId?: string;
}

const QUOTED = /["“”„«»「」『』]\s*([^"“”„«»「」『』]+?)\s*["“”„«»「」『』]/gu;

function quotedParts(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((match) => (match[1] ?? '').trim()).filter(Boolean);
}

function isGreeting(language: LearnableLanguage, question: string): boolean {
  const [before, after] = CHAT_GREETING[language].split('{name}');
  return question.startsWith(before ?? '') && question.endsWith(after ?? '');
}

function saysTarget(response: string, item: LanguageItem): boolean {
  return answersMatch(response, item.text, item.language)
    || (item.pronunciation !== undefined && answersMatch(response, item.pronunciation, item.language));
}

function nearlySaysTarget(response: string, item: LanguageItem): boolean {
  return isCloseSpelling(response, item.text, item.language)
    || (item.pronunciation !== undefined && isCloseSpelling(response, item.pronunciation, item.language));
}

function mentionsTarget(response: string, item: LanguageItem): boolean {
  return containsPhrase(response, item.text, item.language)
    || (item.pronunciation !== undefined && containsPhrase(response, item.pronunciation, item.language));
}

/** The longest item the child mentioned, in the language being learned first, then in English. */
function findMentioned(response: string, items: LanguageItem[]): { item: LanguageItem; inEnglish: boolean } | undefined {
  const byLength = [...items].sort((a, b) => b.text.length - a.text.length);
  const target = byLength.find((item) => mentionsTarget(response, item));
  if (target) return { item: target, inEnglish: false };
  const english = [...items]
    .sort((a, b) => b.english.length - a.english.length)
    .find((item) => containsPhrase(response, item.english, 'english'));
  return english ? { item: english, inEnglish: true } : undefined;
}

/** A number typed with digits ("I'm 7") as a numbers item. */
function numberMentioned(language: LearnableLanguage, response: string): LanguageItem | undefined {
  const digits = /\d+/.exec(response);
  if (!digits) return undefined;
  const index = NUMBER_VALUES.indexOf(Number(digits[0]));
  if (index < 0 || !NUMBERS_ROWS[index]) return undefined;
  return itemsFor(language, 'numbers')[index];
}

function say(kind: FeedbackKind, language: LearnableLanguage, item?: LanguageItem, accepted?: boolean): ChatEvaluation {
  const values: Record<string, string> = item ? { word: withPronunciation(item), en: item.english } : {};
  return {
    text: fill(FEEDBACK[kind][language], values),
    translation: fill(FEEDBACK[kind].english, values),
    originalLanguage: language,
    kind,
    correct: accepted ?? (kind === 'correct' || kind === 'close' || kind === 'open_known'),
    ...(item ? { itemId: item.id } : {}),
  };
}

/**
 * Kind, specific feedback on the child's answer. Close spellings count, and so does either language:
 * the word itself, its romaji or pinyin, or (for "what does it mean?") its English meaning.
 */
export function evaluateChatResponse({ language, questionType, currentQuestion, userResponse }: ChatEvaluationRequest): ChatEvaluation {
  if (isGreeting(language, currentQuestion)) return say('greeted', language);
  const items = itemsFor(language, questionType);
  const quoted = quotedParts(currentQuestion).map(normalizeForMatch);

  const asked = items.find((item) => quoted.includes(normalizeForMatch(item.english)));
  if (asked) {
    if (saysTarget(userResponse, asked) || mentionsTarget(userResponse, asked)) return say('correct', language, asked);
    if (nearlySaysTarget(userResponse, asked)) return say('close', language, asked);
    if (answersMatch(userResponse, asked.english, 'english')) return say('open_english', language, asked);
    return say('try_again', language, asked);
  }

  const shown = items.find((item) => quoted.includes(normalizeForMatch(withPronunciation(item)))
    || quoted.includes(normalizeForMatch(item.text)));
  if (shown) {
    if (answersMatch(userResponse, shown.english, 'english') || containsPhrase(userResponse, shown.english, 'english')) {
      return say('correct', language, shown);
    }
    if (isCloseSpelling(userResponse, shown.english, 'english')) return say('close', language, shown);
    if (saysTarget(userResponse, shown)) return say('open_known', language, shown);
    return say('try_again', language, shown);
  }

  const mentioned = findMentioned(userResponse, items) ?? findMentioned(userResponse, allItemsFor(language));
  // An open question may be answered in either language: an English answer counts, and teaches the word.
  if (mentioned) return say(mentioned.inEnglish ? 'open_english' : 'open_known', language, mentioned.item, true);
  const number = numberMentioned(language, userResponse);
  if (number) return say('open_english', language, number, true);
  return say('open_other', language);
}
