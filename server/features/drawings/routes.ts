import type { FastifyInstance } from 'fastify';
import { requireChildId } from '../../http/session';
import type { DrawingsService } from './service';

export function registerDrawingRoutes(app: FastifyInstance, drawings: DrawingsService): void {
  app.get('/api/drawings', async (request) => drawings.list(requireChildId(request)));
}
