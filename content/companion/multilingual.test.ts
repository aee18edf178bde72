import { describe, expect, it } from 'vitest';
import type { UiLanguage } from '../../contract/constants';
import { isReplySafe } from '../safety';
import { ALL_EVAL_CASES, EVAL_NOW } from './eval/runEval';
import { replyLanguageOf } from './i18n/detect';
import { latinNumberWords } from './i18n/numbers';
import type { LanguagePack } from './i18n/types';
import { composeReply, type ReplyInput } from './index';
import { PACKS } from './phrases';

const now = new Date(2024, 4, 6, 15, 5);
const ask = (text: string, language: UiLanguage, extra: Partial<ReplyInput> = {}) =>
  composeReply({ text, category: 'general', childAge: 7, now, seed: 3, language, ...extra });

const hasNumber = (reply: string, n: number) => new RegExp(`(?:^|[^\\d.,])${n}(?![\\d])`).test(reply);

/** The shortest word we read for each value, e.g. 21 -> "veintiuno". */
function wordFor(language: 'es' | 'fr' | 'de' | 'it', n: number): string {
  const words = [...latinNumberWords(language)].filter(([, v]) => v === n).map(([w]) => w);
  return words.sort((a, b) => a.length - b.length)[0]!;
}

const KANJI = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
function kanji(n: number): string {
  if (n === 0) return '零';
  const tens = Math.floor(n / 10);
  const units = n % 10;
  return `${tens === 0 ? '' : tens === 1 ? '十' : `${KANJI[tens]}十`}${KANJI[units]}`;
}

const LATIN_SUMS: Record<'es' | 'fr' | 'de' | 'it', (a: string, op: '+' | '-' | '*', b: string) => string> = {
  es: (a, op, b) => `¿Cuánto es ${a} ${{ '+': 'más', '-': 'menos', '*': 'por' }[op]} ${b}?`,
  fr: (a, op, b) => `Combien font ${a} ${{ '+': 'plus', '-': 'moins', '*': 'fois' }[op]} ${b} ?`,
  de: (a, op, b) => `Was ist ${a} ${{ '+': 'plus', '-': 'minus', '*': 'mal' }[op]} ${b}?`,
  it: (a, op, b) => `Quanto fa ${a} ${{ '+': 'più', '-': 'meno', '*': 'per' }[op]} ${b}?`,
};

describe('arithmetic in every language', () => {
  const ops = ['+', '-', '*'] as const;
  const result = (a: number, op: (typeof ops)[number], b: number) => (op === '+' ? a + b : op === '-' ? a - b : a * b);

  it.each(['es', 'fr', 'de', 'it'] as const)('%s: number words give the exact answer, in that language', (language) => {
    for (let a = 0; a <= 20; a += 3) {
      for (let b = 0; b <= a; b += 2) {
        for (const op of ops) {
          const text = LATIN_SUMS[language](wordFor(language, a), op, wordFor(language, b));
          const reply = ask(text, language);
          expect(reply.intent, text).toBe('arithmetic');
          expect(hasNumber(reply.text, result(a, op, b)), `${text} -> ${reply.text}`).toBe(true);
        }
      }
    }
  });

  it.each([
    ['ja', (a: string, op: string, b: string) => `${a}${{ '+': 'たす', '-': 'ひく', '*': 'かける' }[op]}${b}は？`],
    ['zh', (a: string, op: string, b: string) => `${a}${{ '+': '加', '-': '减', '*': '乘以' }[op]}${b}等于几？`],
  ] as const)('%s: numerals give the exact answer', (language, build) => {
    for (let a = 1; a <= 99; a += 7) {
      for (let b = 1; b <= a && b <= 12; b += 4) {
        for (const op of ops) {
          const text = build(kanji(a), op, kanji(b));
          const reply = ask(text, language);
          expect(reply.intent, text).toBe('arithmetic');
          expect(hasNumber(reply.text, result(a, op, b)), `${text} -> ${reply.text}`).toBe(true);
          expect(replyLanguageOf(reply.text)).toBe(language);
        }
      }
    }
  });

  it('shares with a remainder and refuses to divide by zero, kindly', () => {
    expect(ask('¿cuánto es 7 entre 2?', 'es').text).toContain('sobra 1');
    expect(ask('Was ist 9 geteilt durch 0?', 'de').text).toContain('null');
    expect(ask('十除以三等于几？', 'zh').text).toContain('余1');
  });

  it('reads digits in the profile language and says the answer there', () => {
    const reply = ask('12 - 5', 'it');
    expect(reply.intent).toBe('arithmetic');
    expect(reply.text).toContain('12 meno 5 fa 7');
  });
});

describe('feelings in every language', () => {
  it.each([
    ['es', 'estoy triste', 'triste'],
    ['fr', 'je suis triste', 'triste'],
    ['de', 'ich bin traurig', 'traurig'],
    ['it', 'sono triste', 'triste'],
    ['ja', 'かなしい', '悲しい'],
    ['zh', '我很难过', '难过'],
  ] as const)('%s names sadness, offers a calming idea and asks', (language, text, name) => {
    for (const seed of [1, 2, 3, 4]) {
      const reply = ask(text, language, { seed, childAge: 8 });
      expect(reply.intent).toBe('feeling');
      expect(reply.text.toLowerCase()).toContain(name);
      expect(reply.text).toMatch(/[?？]/);
      const pack = PACKS[language];
      expect(pack.feelings.calming.some((idea) => reply.text.includes(idea))).toBe(true);
    }
  });

  it('gives the youngest a shorter reply', () => {
    const young = ask('estoy triste', 'es', { childAge: 4, seed: 9 }).text;
    const older = ask('estoy triste', 'es', { childAge: 9, seed: 9 }).text;
    expect(young.length).toBeLessThan(older.length);
  });

  it('answers the Share Feelings tile in the profile language', () => {
    const reply = ask("I'm feeling angry. Mon frère a cassé ma tour.", 'fr', { category: 'feelings' });
    expect(reply.intent).toBe('feeling');
    expect(reply.text).toContain('colère');
  });
});

describe('the rest of the companion in every language', () => {
  it('is deterministic for a seed and varies with it', () => {
    expect(ask('cuéntame un chiste', 'es', { seed: 5 })).toEqual(ask('cuéntame un chiste', 'es', { seed: 5 }));
    const texts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => ask('cuéntame un chiste', 'es', { seed }).text));
    expect(texts.size).toBeGreaterThan(1);
  });

  it.each(['es', 'fr', 'de', 'it', 'ja', 'zh'] as const)('%s thanks for a drawing, by name', (language) => {
    const reply = ask('', language, { messageType: 'drawing', childName: 'Lena', childAge: 8 });
    expect(reply.intent).toBe('drawing');
    expect(reply.text).toContain('Lena');
    expect(replyLanguageOf(reply.text)).toBe(language);
  });

  it.each([
    ['es', '¿Por qué los dragones llevan calcetines morados?', 'adulto'],
    ['fr', 'Pourquoi les dragons portent des chaussettes violettes ?', 'adulte'],
    ['de', 'Warum tragen Drachen lila Socken?', 'Erwachsene'],
    ['it', 'Perché i draghi portano calzini viola?', 'adulto'],
    ['ja', 'どうしてドラゴンはむらさきのくつしたをはくの？', '大人'],
    ['zh', '为什么龙穿紫色的袜子？', '大人'],
  ] as const)("%s says it does not know and suggests a grown-up", (language, text, grownUp) => {
    const reply = ask(text, language);
    expect(reply.intent).toBe('unknown');
    expect(reply.text).toContain(grownUp);
  });

  it.each([
    ['es', 'cuenta hasta doce', '1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12.'],
    ['fr', "compte jusqu'à cinq", '1, 2, 3, 4, 5.'],
    ['de', 'Kannst du bis sieben zählen? Zähl bis sieben!', '1, 2, 3, 4, 5, 6, 7.'],
    ['it', 'conta fino a tre', '1, 2, 3.'],
    ['ja', '5までかぞえて', '1、2、3、4、5。'],
    ['zh', '数到五', '1、2、3、4、5。'],
  ] as const)('%s counts with the child', (language, text, list) => {
    const reply = ask(text, language);
    expect(reply.intent).toBe('counting');
    expect(reply.text).toContain(list);
  });

  it('never counts past a hundred', () => {
    const reply = ask('cuenta hasta 5000', 'es');
    expect(reply.text).toContain('99, 100.');
    expect(reply.text).not.toContain('101');
  });

  it.each([
    ['es', '¿qué día es hoy?', 'lunes, 6 de mayo'],
    ['fr', 'quel jour on est ?', 'lundi 6 mai'],
    ['de', 'Welcher Tag ist heute?', 'Montag, der 6. Mai'],
    ['it', 'che giorno è oggi?', 'lunedì 6 maggio'],
    ['ja', '今日は何曜日？', '5月6日、月曜日'],
    ['zh', '今天星期几？', '5月6日，星期一'],
  ] as const)('%s says what day it is', (language, text, day) => {
    const reply = ask(text, language);
    expect(reply.intent).toBe('date');
    expect(reply.text).toContain(day);
  });

  it.each([
    ['es', 'cuéntame un cuento', 'Había una vez'],
    ['fr', 'raconte-moi une histoire', 'Il était une fois'],
    ['de', 'Erzähl mir eine Geschichte', 'Es war einmal'],
    ['it', 'raccontami una storia', "C'era una volta"],
    ['ja', 'おはなしして', 'むかしむかし'],
    ['zh', '讲个故事', '从前'],
  ] as const)('%s tells a short story', (language, text, opening) => {
    const reply = ask(text, language);
    expect(reply.intent).toBe('story');
    expect(reply.text.startsWith(opening)).toBe(true);
  });

  it.each([
    ['es', 'no', 'smalltalk'],
    ['fr', 'mdr', 'smalltalk'],
    ['de', 'ja', 'smalltalk'],
    ['it', 'ahahah', 'smalltalk'],
    ['ja', 'うん', 'smalltalk'],
    ['zh', '哈哈', 'smalltalk'],
  ] as const)('%s answers a plain %j kindly instead of searching for facts', (language, text, intent) => {
    const reply = ask(text, language);
    expect(reply.intent).toBe(intent);
    expect(replyLanguageOf(reply.text)).toBe(language);
  });

  it.each([
    ['es', 'ayúdame con los deberes'],
    ['fr', 'mes devoirs sont trop durs'],
    ['de', 'Hilf mir bei den Hausaufgaben'],
    ['it', 'mi aiuti con i compiti'],
    ['ja', 'しゅくだいがわからない'],
    ['zh', '帮我写作业'],
  ] as const)('%s offers to work homework out together', (language, text) => {
    const reply = ask(text, language);
    expect(reply.intent).toBe('encouragement');
    expect(PACKS[language].unknown.schoolwork.some((line) => reply.text.includes(line))).toBe(true);
  });

  it('asks about the best part of a day out it has no words for', () => {
    const reply = ask('Hoy fuimos a casa de la abuela', 'es', { category: 'activities' });
    expect(reply.intent).toBe('activity');
    expect(reply.text).toContain('¿Qué ha sido lo mejor?');
  });

  it('does not take a feeling for a name', () => {
    expect(ask('かなしいです', 'ja').intent).toBe('feeling');
  });

  it('says honestly, in the child language, when an answer exists only in English', () => {
    const reply = ask('dinosaurs', 'es');
    expect(reply.intent).toBe('knowledge');
    expect(reply.text).toMatch(/^(?:Por ahora esto solo lo sé en inglés:|Esto de momento solo lo sé contar en inglés:) /);
    expect(ask('dinosaurs', 'en').text).not.toMatch(/inglés/);
  });

  it('answers every English eval message in English', () => {
    const leaks = ALL_EVAL_CASES.filter((c) => c.group !== 'multilingual' && !/-(dev|heldout)$/.test(c.group))
      .map((c, i) => composeReply({ text: c.text, category: c.category ?? 'general', messageType: c.messageType, childAge: c.age ?? 6, now: EVAL_NOW, seed: i, language: 'en' }))
      .map((reply) => [reply.text, replyLanguageOf(reply.text)])
      .filter(([, language]) => language !== null && language !== 'en');
    expect(leaks).toEqual([]);
  });

  it('keeps English exactly as it was for English children', () => {
    expect(ask('tell me a joke', 'en', { seed: 1 })).toEqual(composeReply({ text: 'tell me a joke', category: 'general', childAge: 7, now, seed: 1 }));
  });
});

/** Every string a pack can say, with sample values for its templates. */
function allPhrases(pack: LanguagePack): string[] {
  const out: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'function') out.push(String((value as (...args: string[]) => unknown)('3', '4', '1', '2')));
    else if (value instanceof RegExp) return;
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit({ ...pack, smallTalk: pack.smallTalk.map((rule) => rule.replies) });
  return out;
}

describe('phrase packs', () => {
  it.each(Object.values(PACKS).map((pack) => [pack.language, pack] as const))('%s: every phrase passes the reply safety check', (_language, pack) => {
    const phrases = allPhrases(pack);
    expect(phrases.length).toBeGreaterThan(200);
    for (const phrase of phrases) expect(isReplySafe(phrase).safe, phrase).toBe(true);
  });

  it.each(Object.values(PACKS).map((pack) => [pack.language, pack] as const))('%s: every feeling can be named and asked about', (_language, pack) => {
    for (const [feeling, lines] of Object.entries(pack.feelings.named)) {
      expect(lines.length, feeling).toBeGreaterThan(0);
      expect(pack.feelings.questions[feeling as keyof typeof pack.feelings.questions].length, feeling).toBeGreaterThan(0);
    }
  });
});
