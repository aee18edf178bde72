import { describe, expect, it } from 'vitest';
import { ALL_EVAL_CASES, runEval } from './runEval';

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
