import type { FastifyInstance } from 'fastify';

export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/api/health', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
}
