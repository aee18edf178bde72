import type { FastifyInstance } from 'fastify';
import { languageRewardsEndpoints, languagesEndpoints } from '../../../contract/languages';
import { registerEndpoints } from '../../http/endpoints';
import type { LanguageRewardsService } from './rewardsService';
import type { LanguagesService } from './service';

export function registerLanguagesRoutes(app: FastifyInstance, languages: LanguagesService, rewards: LanguageRewardsService): void {
  registerEndpoints(app, languagesEndpoints, {
    'POST /api/languages/generate-questions': ({ childId, body: { language, age } }) =>
      languages.generateQuestions(childId, { language, age }),
    'POST /api/languages/generate-chat-question': ({ childId, body: { userId: _userId, ...request } }) =>
      languages.generateChatQuestion(childId, request),
    'POST /api/languages/evaluate-response': ({ body: { language, questionType, currentQuestion, userResponse } }) =>
      languages.evaluateResponse({ language, questionType, currentQuestion, userResponse }),
  });
  registerEndpoints(app, languageRewardsEndpoints, {
    'POST /api/language-rewards/award-points': ({ childId, body: { language, activity, wordId, utcOffsetMinutes } }) =>
      rewards.awardPoints(childId, { language, activity, wordId, utcOffsetMinutes }),
    'GET /api/language-rewards/stats/:userId/:language': ({ childId, params: { language }, query: { utcOffsetMinutes } }) =>
      rewards.stats(childId, language, utcOffsetMinutes),
    'GET /api/language-rewards/badges/:userId/:language': ({ childId, params: { language } }) => rewards.badges(childId, language),
    'GET /api/language-rewards/daily-goal/:userId/:language': ({ childId, params: { language }, query: { utcOffsetMinutes } }) =>
      rewards.dailyGoal(childId, language, utcOffsetMinutes),
  });
}
