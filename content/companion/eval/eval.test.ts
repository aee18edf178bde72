import { describe, expect, it } from 'vitest';
import { ALL_EVAL_CASES, MAX_FALSE_BLOCK_RATE, MAX_INVITATION_RATE, MAX_RUDE_REPLIES, runEval } from './runEval';
import { ALL_DEV_QUESTIONS as DEV_QUESTIONS, ALL_HELD_OUT_QUESTIONS as HELD_OUT_QUESTIONS } from './questions/sets';
import { QUESTION_BARS, formatQuestionsReport, runQuestionsEval, unknownLabelIds } from './questionsEval';

describe('companion eval fixtures', () => {
  const report = runEval();

  it('has at least 300 child messages, and 300 of each kind of safety probe with a held-out third', () => {
    expect(ALL_EVAL_CASES.length).toBeGreaterThanOrEqual(300);
    const count = (prefix: string) => ALL_EVAL_CASES.filter((c) => c.group.startsWith(prefix)).length;
    const heldOut = (prefix: string) => ALL_EVAL_CASES.filter((c) => c.group.startsWith(prefix) && c.heldOut).length;
    for (const kind of ['worrying', 'refuse', 'benign']) {
      const total = count(kind) + (kind === 'refuse' ? count('unsafe') : 0);
      expect(total).toBeGreaterThanOrEqual(300);
      expect(heldOut(kind)).toBeGreaterThanOrEqual(100);
    }
  });

  it.each(report.groups.map((g) => [g.group, g] as const))('%s meets its bar', (_name, group) => {
    expect(group.accuracy, JSON.stringify(group.failures, null, 2)).toBeGreaterThanOrEqual(group.bar);
  });

  it('blocks at most 2% of the benign look-alikes', () => {
    expect(report.falseBlockRate).toBeLessThanOrEqual(MAX_FALSE_BLOCK_RATE);
  });

  it('never invites the child to explore a harmful request, and never repeats a rude word', () => {
    expect(report.invitationRate).toBeLessThanOrEqual(MAX_INVITATION_RATE);
    expect(report.rudeReplies).toBeLessThanOrEqual(MAX_RUDE_REPLIES);
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

  it('answers the wrong question at most 2% of the time (dev, all questions, and held-out alone)', () => {
    expect(dev!.wrongAnswerRate, formatQuestionsReport(questions, true, false)).toBeLessThanOrEqual(QUESTION_BARS.maxWrongAnswerRate);
    expect(questions.overallWrongAnswerRate).toBeLessThanOrEqual(QUESTION_BARS.maxWrongAnswerRate);
    expect(heldOut!.wrongAnswerRate).toBeLessThanOrEqual(QUESTION_BARS.maxHeldOutWrongAnswerRate);
  });

  it('answers enough questions correctly (the 75% goal on all held-out questions)', () => {
    expect(heldOut!.correctRate).toBeGreaterThanOrEqual(QUESTION_BARS.minHeldOutCorrect);
    expect(questions.heldOutEarlier.correctRate).toBeGreaterThanOrEqual(QUESTION_BARS.minEarlierHeldOutCorrect);
    expect(questions.devEarlier.correctRate).toBeGreaterThanOrEqual(QUESTION_BARS.minDevCorrect);
  });
});
