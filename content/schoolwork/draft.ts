import type { Random } from '../random';

/** A question before it gets an id and (for multiple choice) its shuffled options. */
export interface Draft {
  question: string;
  answer: string;
  picture?: string;
  /** Exactly four fixed choices including the answer (e.g. "Which is biggest?"). */
  choices?: string[];
  /** Wrong answers to pick three from when the question is multiple choice. */
  wrong?: string[];
  /** Always multiple choice, whatever the age (answers that are hard to type, e.g. times). */
  alwaysChoice?: boolean;
}

export type DraftMaker = (rng: Random) => Draft;

/** Near misses for a whole-number answer: never negative, never the answer. */
export function numericDistractors(answer: number, rng: Random): string[] {
  const offsets = [1, -1, 2, -2, 3, -3, 10, -10, 5, -5, 4, -4];
  const candidates = offsets.map((o) => answer + o).filter((n) => n >= 0 && n !== answer);
  const unique = [...new Set(candidates)];
  const near = unique.slice(0, 6);
  return rng.shuffle(near).slice(0, 3).map(String);
}

/** Four distinct shuffled options with the answer exactly once. */
export function buildOptions(draft: Draft, rng: Random): string[] {
  if (draft.choices) return rng.shuffle(draft.choices);
  const answerNumber = /^\d+$/.test(draft.answer) ? Number(draft.answer) : undefined;
  const pool = draft.wrong ?? (answerNumber !== undefined ? numericDistractors(answerNumber, rng) : []);
  const wrong = rng.shuffle([...new Set(pool.filter((w) => w !== draft.answer))]).slice(0, 3);
  if (wrong.length < 3) throw new Error(`not enough wrong answers for "${draft.question}"`);
  return rng.shuffle([draft.answer, ...wrong]);
}
