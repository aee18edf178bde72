/* Kept apart from llmProvider.ts so the safety layer can name it without loading the OpenAI SDK. */

/** Why an LLM reply was not used; the safety layer logs it and answers from the offline engine. */
export type LlmFailure = 'timeout' | 'http' | 'network' | 'malformed' | 'empty' | 'link';

export class LlmError extends Error {
  constructor(
    readonly reason: LlmFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}
