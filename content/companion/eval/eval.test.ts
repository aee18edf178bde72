import { describe, expect, it } from 'vitest';
import { ALL_EVAL_CASES, MAX_FALSE_BLOCK_RATE, MAX_INVITATION_RATE, MAX_P95_MS, MAX_RUDE_REPLIES, runEval } from './runEval';

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

  it('keeps replies fast (loose bound for a loaded machine; the benchmark goal is p95 ≤ 5 ms)', () => {
    expect(report.p95Ms).toBeLessThanOrEqual(MAX_P95_MS);
  });
});
