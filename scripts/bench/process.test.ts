import { describe, expect, it } from 'vitest';
import { startFlags } from './process';

describe('startFlags', () => {
  it('reads the Node flags npm start gives the server, so the bench measures what a school runs', () => {
    delete process.env.BENCH_NODE_FLAGS;
    const flags = startFlags();
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.every((flag) => flag.startsWith('--'))).toBe(true);
  });

  it('lets BENCH_NODE_FLAGS try others', () => {
    process.env.BENCH_NODE_FLAGS = ' --single-threaded  --max-semi-space-size=4 ';
    try {
      expect(startFlags()).toEqual(['--single-threaded', '--max-semi-space-size=4']);
    } finally {
      delete process.env.BENCH_NODE_FLAGS;
    }
  });
});
