import type { FastifyInstance } from 'fastify';
import { drawingsEndpoints } from '../../../contract/drawings';
import { registerEndpoints } from '../../http/endpoints';
import type { DrawingsService } from './service';

export function registerDrawingRoutes(app: FastifyInstance, drawings: DrawingsService): void {
  registerEndpoints(app, drawingsEndpoints, { 'GET /api/drawings': ({ childId }) => drawings.list(childId) });
}
