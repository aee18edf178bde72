import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthEndpoints = {
  /** `{ status: 'ok' }` once the database is migrated and ready. */
  'GET /api/health': endpoint({ response: z.object({ status: z.literal('ok') }), auth: 'public', errors: [] }),
};
