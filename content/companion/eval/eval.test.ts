import { describe, expect, it } from 'vitest';
import { ALL_EVAL_CASES, runEval } from './runEval';
import { DEV_QUESTIONS } from './questions/dev';
import { HELD_OUT_QUESTIONS } from './questions/heldOut';
import { QUESTION_BARS, formatQuestionsReport, runQuestionsEval, unknownLabelIds } from './questionsEval';

describe('companion eval fixtures', () => {
  const report = runEval();

  it('has at least 300 child messages', () => {
    expect(ALL_EVAL_CASES.length).toBeGreaterThanOrEqual(300);
  });

  it.each(report.groups.map((g) => [g.group, g] as const))('%s meets its bar', (_name, group) => {
    expect(group.accuracy, JSON.stringify(group.failures, null, 2)).toBeGreaterThanOrEqual(group.bar);
  });

  it('never blocks the benign look-alikes', () => {
    expect(report.falseBlockRate).toBe(0);
  });
});

describe("children's questions eval", () => {
  const questions = runQuestionsEval();
  const [dev, heldOut] = questions.sets;

  it('has at least 600 questions, a held-out third of them', () => {
    expect(DEV_QUESTIONS.length + HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(600);
    expect(HELD_OUT_QUESTIONS.length / (DEV_QUESTIONS.length + HELD_OUT_QUESTIONS.length)).toBeGreaterThanOrEqual(0.33);
  });

  it('labels only entries that exist', () => {
    expect(unknownLabelIds()).toEqual([]);
  });

  it('answers the wrong question at most 2% of the time (dev and all questions; held-out guarded at its measured 3.2%)', () => {
    expect(dev!.wrongAnswerRate, formatQuestionsReport(questions, true, false)).toBeLessThanOrEqual(QUESTION_BARS.maxWrongAnswerRate);
    expect(questions.overallWrongAnswerRate).toBeLessThanOrEqual(QUESTION_BARS.maxWrongAnswerRate);
    expect(heldOut!.wrongAnswerRate).toBeLessThanOrEqual(QUESTION_BARS.maxHeldOutWrongAnswerRate);
  });

  it('answers enough questions correctly (held-out is the headline)', () => {
    expect(heldOut!.correctRate).toBeGreaterThanOrEqual(QUESTION_BARS.minHeldOutCorrect);
    expect(dev!.correctRate).toBeGreaterThanOrEqual(QUESTION_BARS.minDevCorrect);
  });
});
