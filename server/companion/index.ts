import { composeReplyWithGeography } from '../../content/geography/compose';
import type { AppConfig } from '../config';
import { createOfflineBrain } from './offlineBrain';
import { createSafeCompanion } from './safeCompanion';
import type { Companion, CompanionLog } from './types';

export type {
  Companion,
  CompanionLog,
  ReplyRequest,
  ConversationTurn,
  ChildMessageAssessment,
  GenerateJson,
  GenerateJsonOptions,
} from './types';

/**
 * The companion the app uses: the offline engine, or with `LLM_BASE_URL` set an OpenAI-compatible
 * LLM that falls back to the offline engine on any failure; the safety layer wraps both.
 */
export async function createCompanion(config: Pick<AppConfig, 'companionName' | 'llm'>, log?: CompanionLog): Promise<Companion> {
  // Geography questions (the globe, the topic tiles, "capital of …") are answered from content/geography first.
  const offline = createOfflineBrain({ companionName: config.companionName, compose: composeReplyWithGeography });
  // The OpenAI SDK is loaded only when an LLM is configured: a server without one stays small.
  const llm = config.llm
    ? (await import('./llmProvider')).createLlmBrain(config.llm, { companionName: config.companionName, log })
    : undefined;
  return createSafeCompanion({ offline, llm, log });
}
