export type { KnowledgeEntry, KnowledgeTopic } from './types';
export { searchKnowledge, rankKnowledge, knowledgeSize, CONFIDENCE_THRESHOLD, type KnowledgeMatch } from './search';
export { ALL_ENTRIES } from './entries';
