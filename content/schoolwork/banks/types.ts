import type { QuizBand } from '../types';

/** One curated multiple-choice question: the text, the answer, then at least three wrong answers. */
export type BankItem = readonly [question: string, answer: string, ...wrong: string[]];

export type Bank = Readonly<Record<QuizBand, readonly BankItem[]>>;

/** Three distinct wrong answers drawn from `pool`, skipping the answer. */
export function othersFrom(pool: readonly string[], answer: string, count = 3, offset = 0): string[] {
  const others = pool.filter((item) => item !== answer);
  return Array.from({ length: count }, (_, i) => others[(offset + i * 3) % others.length] as string);
}
