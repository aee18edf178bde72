import { describe, expect, it } from 'vitest';
import { ANIMAL_TRIVIA_ENTRIES } from './entries/animalTrivia';
import { ROUTINE_ENTRIES } from './entries/routines';
import { BIG_QUESTION_ENTRIES } from './entries/bigQuestions';
import { WHAT_IF_ENTRIES } from './entries/whatIf';
import { MONEY_JOB_ENTRIES } from './entries/moneyJobs';
import { MORE_ANIMAL_ENTRIES } from './entries/moreAnimals';
import { MORE_SPACE_ENTRIES } from './entries/moreSpace';
import { MORE_BODY_ENTRIES } from './entries/moreBody';
import { MORE_NATURE_ENTRIES } from './entries/moreNature';
import { ALL_ENTRIES, searchKnowledge, type KnowledgeEntry } from './index';

/** Each newer entry file, with the id prefix and topic all its entries must carry. */
const FILES: { entries: readonly KnowledgeEntry[]; prefix: string; topic: string }[] = [
  { entries: ANIMAL_TRIVIA_ENTRIES, prefix: 'yn-', topic: 'animal-trivia' },
  { entries: MORE_NATURE_ENTRIES, prefix: 'nat2-', topic: 'nature' },
  { entries: MORE_BODY_ENTRIES, prefix: 'body2-', topic: 'body' },
  { entries: MORE_SPACE_ENTRIES, prefix: 'space2-', topic: 'space' },
  { entries: MORE_ANIMAL_ENTRIES, prefix: 'ani2-', topic: 'animals' },
  { entries: MONEY_JOB_ENTRIES, prefix: 'job-', topic: 'money-jobs' },
  { entries: WHAT_IF_ENTRIES, prefix: 'whatif-', topic: 'what-if' },
  { entries: BIG_QUESTION_ENTRIES, prefix: 'big-', topic: 'big-questions' },
  { entries: ROUTINE_ENTRIES, prefix: 'why-', topic: 'routines' },
];

const NEWER = FILES.flatMap((f) => f.entries);
const NEWER_IDS = new Set(NEWER.map((e) => e.id));

describe('newer knowledge entries', () => {
  it('are there in number', () => {
    expect(NEWER.length).toBeGreaterThanOrEqual(180);
  });

  it("carry their file's id prefix and topic", () => {
    for (const file of FILES) {
      for (const e of file.entries) {
        expect(e.id.startsWith(file.prefix), e.id).toBe(true);
        expect(e.topic, e.id).toBe(file.topic);
      }
    }
  });

  // Up to 8 ways of asking where an entry took in its twin's (why-seatbelt and tech-seatbelt were one question).
  it('have 3 to 8 ways of asking and 2 to 6 keywords', () => {
    const q = NEWER.filter((e) => e.questions.length < 3 || e.questions.length > 8).map((e) => e.id);
    const k = NEWER.filter((e) => e.keywords.length < 2 || e.keywords.length > 6).map((e) => e.id);
    expect(q, 'questions').toEqual([]);
    expect(k, 'keywords').toEqual([]);
  });

  it('never repeat a question another entry already asks', () => {
    const owner = new Map<string, string>();
    for (const e of ALL_ENTRIES) {
      for (const q of e.questions) {
        const key = q.toLowerCase().replace(/[^a-z0-9 ]/g, '').replace(/\s+/g, ' ').trim();
        const previous = owner.get(key);
        if (previous !== undefined && previous !== e.id && (NEWER_IDS.has(e.id) || NEWER_IDS.has(previous))) {
          expect.fail(`"${q}" is asked by both ${previous} and ${e.id}`);
        }
        owner.set(key, e.id);
      }
    }
  });

  it('answer yes/no animal questions with Yes or No first', () => {
    for (const e of ANIMAL_TRIVIA_ENTRIES) expect(e.answer, e.id).toMatch(/^(Yes|No)\b/);
  });

  it('are found from their own first question', () => {
    const misses = NEWER.filter((e) => searchKnowledge(e.questions[0]!)?.entry.id !== e.id).map((e) => e.id);
    expect(misses, misses.join(', ')).toEqual([]);
  });
});
