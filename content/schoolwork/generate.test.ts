import { describe, expect, it } from 'vitest';
import { generateQuestionsResponseSchema } from '../../contract/schoolwork';
import { BANKS } from './banks';
import { generateQuestionSet } from './generate';
import { SUBJECTS, TOTAL_SETS, questionsPerSet, type QuizQuestion, type SetNumber } from './types';

const AGES = [3, 4, 5, 6, 7, 8, 9, 10];
const SEEDS = [1, 42, 2024, 987654321];
const SETS: SetNumber[] = [1, 2, 3];

function ints(text: string): number[] {
  return [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
}

function clock(text: string): number {
  const [h, m] = text.split(':').map(Number) as [number, number];
  return (h % 12) * 60 + m;
}

function fmt(minutes: number): string {
  const m = ((minutes % 720) + 720) % 720;
  return `${Math.floor(m / 60) || 12}:${String(m % 60).padStart(2, '0')}`;
}

/** Works the answer out again from the question text and picture alone. */
function solve(q: QuizQuestion): string {
  const t = q.question;
  let m: RegExpExecArray | null;
  if (/can you count\?$/.test(t) || /altogether\?$/.test(t)) {
    return String([...(q.picture ?? '')].filter((c) => c !== '+' && c !== ' ').length);
  }
  if ((m = /^What number comes after (\d+)\?$/.exec(t))) return String(Number(m[1]) + 1);
  if ((m = /^What number comes just before (\d+)\?$/.exec(t))) return String(Number(m[1]) - 1);
  if (/^Which number is the biggest/.test(t)) return String(Math.max(...ints(t)));
  if (/^Which number is the smallest/.test(t)) return String(Math.min(...ints(t)));
  if ((m = /^What is (\d+) ([+−×÷]) (\d+)\?$/.exec(t))) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const r = { '+': a + b, '−': a - b, '×': a * b, '÷': a / b }[m[2] as '+'];
    expect(Number.isInteger(r) && r >= 0).toBe(true);
    return String(r);
  }
  if ((m = /^(\d+) \+ \? = (\d+)\./.exec(t))) return String(Number(m[2]) - Number(m[1]));
  if ((m = /^What is double (\d+)\?$/.exec(t))) return String(Number(m[1]) * 2);
  if ((m = /^What is (half|a third|a quarter|a fifth|a tenth) of (\d+)\?$/.exec(t))) {
    const d = { half: 2, 'a third': 3, 'a quarter': 4, 'a fifth': 5, 'a tenth': 10 }[m[1] as 'half'];
    const r = Number(m[2]) / d;
    expect(Number.isInteger(r)).toBe(true);
    return String(r);
  }
  if ((m = /^In the number (\d+), which digit is in the (ones|tens|hundreds|thousands) place\?$/.exec(t))) {
    const digits = (m[1] as string).split('').reverse();
    return digits[['ones', 'tens', 'hundreds', 'thousands'].indexOf(m[2] as string)] as string;
  }
  if (/^What number has /.test(t)) {
    const value = (place: string) => Number(new RegExp(`(\\d+) ${place}`).exec(t)?.[1] ?? 0);
    return String(value('hundreds') * 100 + value('tens') * 10 + value('ones'));
  }
  if (/^What comes next\? /.test(t)) {
    const seq = ints(t);
    const step = (seq[1] as number) - (seq[0] as number);
    seq.forEach((n, i) => expect(n).toBe((seq[0] as number) + i * step));
    return String((seq[seq.length - 1] as number) + step);
  }
  if (/change do you get\?$/.test(t)) {
    const [cost, paid] = ints(t) as [number, number];
    return String(paid - cost);
  }
  if (/coins worth/.test(t)) {
    const [n, v] = ints(t) as [number, number];
    return String(n * v);
  }
  if (/ more\. /.test(t)) {
    const [a, b] = ints(t) as [number, number];
    return String(a + b);
  }
  if (/left\?$/.test(t)) {
    const [a, b] = ints(t) as [number, number];
    return String(a - b);
  }
  if (/ in each\. /.test(t)) {
    const [a, b] = ints(t) as [number, number];
    return String(a * b);
  }
  if (/shared equally/.test(t)) {
    const [total, friends] = ints(t) as [number, number];
    expect(total % friends).toBe(0);
    return String(total / friends);
  }
  if ((m = /^How many (minutes|days|seconds|hours) are there in (\d+) (hours|weeks|minutes|days)\?$/.exec(t))) {
    const per = { 'minutes/hours': 60, 'days/weeks': 7, 'seconds/minutes': 60, 'hours/days': 24 }[`${m[1]}/${m[3]}` as 'minutes/hours'];
    expect(per).toBeDefined();
    return String(Number(m[2]) * per);
  }
  if ((m = /^Which clock time means (.+)\?$/.exec(t))) {
    const phrase = m[1] as string;
    const hour = ints(phrase)[0] as number;
    const offset = phrase.startsWith('half past') ? 30 : phrase.startsWith('quarter past') ? 15 : phrase.startsWith('quarter to') ? -15 : 0;
    return fmt((hour % 12) * 60 + offset);
  }
  if ((m = /^It is (\d+:\d\d)\. What time will it be (\d+) minutes later\?$/.exec(t))) {
    return fmt(clock(m[1] as string) + Number(m[2]));
  }
  throw new Error(`no solver for: ${t}`);
}

function allSets(subject: (typeof SUBJECTS)[number], age: number, seed: number): QuizQuestion[][] {
  return SETS.map((setNumber) => generateQuestionSet({ subject, age, setNumber, seed }));
}

describe('generateQuestionSet: maths', () => {
  for (const age of AGES) {
    it(`every maths answer is right at age ${age}`, () => {
      for (const seed of SEEDS) {
        for (const set of allSets('math', age, seed)) {
          for (const q of set) expect(q.answer, q.question).toBe(solve(q));
        }
      }
    });
  }

  it('uses counting pictures for the youngest', () => {
    const set = generateQuestionSet({ subject: 'math', age: 3, setNumber: 1, seed: 7 });
    expect(set.some((q) => q.picture && /How many/.test(q.question))).toBe(true);
  });

  it('asks free-text questions from age 7, except clock times', () => {
    for (const age of [7, 8, 9, 10]) {
      for (const q of allSets('math', age, 5).flat()) {
        if (q.options) expect(q.question).toMatch(/clock time|What time will it be|biggest|smallest/);
      }
    }
  });

  it('covers times tables, money and telling time for ages 9–10', () => {
    const texts = SEEDS.flatMap((seed) => allSets('math', 10, seed).flat().map((q) => q.question)).join('\n');
    expect(texts).toMatch(/×/);
    expect(texts).toMatch(/cents/);
    expect(texts).toMatch(/clock time|What time will it be/);
  });
});

describe('generateQuestionSet: every subject', () => {
  for (const subject of SUBJECTS) {
    it(`${subject}: right size, no repeats across the three sets, sound options`, () => {
      for (const age of AGES) {
        for (const seed of SEEDS) {
          const sets = allSets(subject, age, seed);
          const texts = sets.flat().map((q) => q.question);
          expect(new Set(texts).size, `${subject} age ${age} seed ${seed}`).toBe(texts.length);
          for (const [i, set] of sets.entries()) {
            expect(set).toHaveLength(questionsPerSet(age));
            expect(new Set(set.map((q) => q.id)).size).toBe(set.length);
            expect(generateQuestionsResponseSchema.safeParse({ questions: set, setNumber: i + 1, totalSets: TOTAL_SETS }).success).toBe(true);
            for (const q of set) {
              if (age <= 6 || (subject !== 'math' && subject !== 'general')) expect(q.options, q.question).toBeDefined();
              if (q.options) {
                expect(q.options).toHaveLength(4);
                expect(new Set(q.options).size).toBe(4);
                expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
              }
            }
          }
        }
      }
    });
  }

  it('is deterministic for a seed and differs between seeds', () => {
    const a = generateQuestionSet({ subject: 'science', age: 6, setNumber: 2, seed: 11 });
    const b = generateQuestionSet({ subject: 'science', age: 6, setNumber: 2, seed: 11 });
    const c = generateQuestionSet({ subject: 'science', age: 6, setNumber: 2, seed: 12 });
    expect(a).toEqual(b);
    expect(a.map((q) => q.question)).not.toEqual(c.map((q) => q.question));
  });

  it('mixes subjects for general', () => {
    const texts = generateQuestionSet({ subject: 'general', age: 8, setNumber: 1, seed: 3 }).map((q) => q.question);
    expect(texts.some((t) => /[+−×÷]|\d/.test(t))).toBe(true);
    expect(texts.some((t) => !/\d/.test(t))).toBe(true);
  });
});

describe('curated banks', () => {
  for (const [subject, bank] of Object.entries(BANKS)) {
    for (const [band, items] of Object.entries(bank)) {
      it(`${subject}/${band} has ≥24 distinct questions with ≥3 distinct wrong answers`, () => {
        expect(items.length).toBeGreaterThanOrEqual(24);
        expect(new Set(items.map(([q]) => q)).size).toBe(items.length);
        for (const [question, answer, ...wrong] of items) {
          expect(new Set(wrong).size, question).toBe(wrong.length);
          expect(wrong.length, question).toBeGreaterThanOrEqual(3);
          expect(wrong, question).not.toContain(answer);
        }
      });
    }
  }
});
