import type { FastifyInstance } from 'fastify';
import { generateQuestionsRequestSchema } from '../../../contract/schoolwork';
import { assertOwnUser } from '../../http/session';
import { parseInput } from '../../http/validate';
import type { SchoolworkService } from './service';

export function registerSchoolworkRoutes(app: FastifyInstance, schoolwork: SchoolworkService): void {
  app.post(
    '/api/schoolwork/generate-questions',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      const { userId, ...rest } = parseInput(generateQuestionsRequestSchema, request.body);
      assertOwnUser(request, userId);
      return schoolwork.generateQuestions(userId, rest);
    },
  );
}
