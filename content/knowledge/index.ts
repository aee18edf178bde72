export type { KnowledgeEntry, KnowledgeTopic } from './types';
export { prepareKnowledgeIndex, searchKnowledge, lookupKnowledge, closeRunnerUp, rankKnowledge, explainKnowledge, knowledgeSize, CONFIDENCE_THRESHOLD, type KnowledgeMatch, type KnowledgeMatchDetails, type KnowledgeLookup } from './search';
export { splitQuestions, stripAddress } from './question';
export { ALL_ENTRIES } from './entries';
export { termsOf } from './text';
