import type { FastifyInstance } from 'fastify';
import { schoolworkEndpoints } from '../../../contract/schoolwork';
import { registerEndpoints } from '../../http/endpoints';
import type { SchoolworkService } from './service';

export function registerSchoolworkRoutes(app: FastifyInstance, schoolwork: SchoolworkService): void {
  registerEndpoints(app, schoolworkEndpoints, {
    'POST /api/schoolwork/generate-questions': ({ childId, body: { userId: _userId, ...request } }) =>
      schoolwork.generateQuestions(childId, request),
  });
}
