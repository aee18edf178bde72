import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate';

/**
 * End-to-end tests only (TEST_CLOCK=on): moves the grown-ups area's clock forward, so a journey can
 * reach a 5-minute limit without waiting. Outside /api on purpose: it is no part of the app's contract.
 */
export function registerTestClockRoute(app: FastifyInstance, clock: { advance(ms: number): void; offsetMs(): number }): void {
  app.post('/__test__/clock', async (request) => {
    const { advanceMs } = parseInput(z.object({ advanceMs: z.number().int().min(0).max(7 * 24 * 3_600_000) }), request.body);
    clock.advance(advanceMs);
    return { offsetMs: clock.offsetMs() };
  });
}
