import { queryOptions } from '@tanstack/react-query';
import type { LearnableLanguage } from '../../../contract/languagesConstants';
import { call } from '../../lib/call';
import { utcOffsetMinutes } from './meta';

/** The child's rewards for one language: stats, badges and today's goals. */
export const languageRewardQueries = {
  all: (userId: number, language: LearnableLanguage) => ['language-rewards', userId, language] as const,
  stats: (userId: number, language: LearnableLanguage) =>
    queryOptions({
      queryKey: ['language-rewards', userId, language, 'stats'] as const,
      queryFn: ({ signal }) =>
        call('GET /api/language-rewards/stats/:userId/:language', { params: { userId, language }, query: { utcOffsetMinutes: utcOffsetMinutes() } }, { signal }),
    }),
  badges: (userId: number, language: LearnableLanguage) =>
    queryOptions({
      queryKey: ['language-rewards', userId, language, 'badges'] as const,
      queryFn: ({ signal }) => call('GET /api/language-rewards/badges/:userId/:language', { params: { userId, language } }, { signal }),
    }),
  dailyGoal: (userId: number, language: LearnableLanguage) =>
    queryOptions({
      queryKey: ['language-rewards', userId, language, 'daily-goal'] as const,
      queryFn: ({ signal }) =>
        call('GET /api/language-rewards/daily-goal/:userId/:language', { params: { userId, language }, query: { utcOffsetMinutes: utcOffsetMinutes() } }, { signal }),
    }),
};
