import type { MessageCategory } from '../../contract/common';

/** Query-key factories: one place that knows every cached resource and its URL. */
export const queryKeys = {
  currentUser: ['/api/user/current'] as const,
  companionUser: ['/api/user/mckenzie'] as const,
  messages: {
    all: ['/api/messages'] as const,
    byCategory: (category?: MessageCategory) => ['/api/messages', { category }] as const,
    recent: (limit: number) => ['/api/messages', 'recent', limit] as const,
  },
  stats: ['/api/stats'] as const,
  writing: {
    stories: ['/api/writing/stories'] as const,
  },
  drawings: ['/api/drawings'] as const,
};
