import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '../../../contract/health';
import { registerEndpoints } from '../../http/endpoints';

export function registerHealthRoutes(app: FastifyInstance): void {
  registerEndpoints(app, healthEndpoints, { 'GET /api/health': () => ({ status: 'ok' as const }) });
}
