import { composeReply, type ReplyInput, type ReplyOutput } from '../../content/companion';
import { hashString } from '../../content/random';
import { redactPersonalDetails } from '../../content/safety';
import type { ReplyRequest } from './types';

/** The offline engine as the server uses it: synchronous, deterministic for a seed, milliseconds. */
export interface OfflineBrain {
  reply(request: ReplyRequest): ReplyOutput;
}

/** Replies to the same words in the same minute are the same; a new minute (or a new last reply) varies them. */
export const SEED_TIME_BUCKET_MS = 60_000;

/**
 * The seed: the child, their words, the time bucket, and the companion's last words in this
 * conversation, so asking "tell me a joke" twice in a row gets two different jokes.
 */
export function replySeed(request: Pick<ReplyRequest, 'childId' | 'text' | 'history'>, now: Date): number {
  const bucket = Math.floor(now.getTime() / SEED_TIME_BUCKET_MS);
  return hashString(`${request.childId}\u0000${request.text}\u0000${bucket}\u0000${lastReply(request) ?? ''}`);
}

/** The companion's last words in this conversation. */
function lastReply(request: Pick<ReplyRequest, 'history'>): string | undefined {
  return [...request.history].reverse().find((turn) => turn.from === 'companion')?.content;
}

/** The child's words that the companion's last reply answered. */
function lastQuestion(request: Pick<ReplyRequest, 'history'>): string | undefined {
  const replyAt = request.history.findLastIndex((turn) => turn.from === 'companion');
  return request.history.slice(0, Math.max(0, replyAt)).findLast((turn) => turn.from === 'child')?.content;
}

export function createOfflineBrain(
  options: {
    companionName?: string;
    clock?: () => Date;
    compose?: (input: ReplyInput) => ReplyOutput;
  } = {},
): OfflineBrain {
  const clock = options.clock ?? (() => new Date());
  const compose = options.compose ?? composeReply;
  return {
    reply(request) {
      const now = clock();
      const previousReply = lastReply(request);
      const previousQuestion = previousReply ? lastQuestion(request) : undefined;
      // An 'ok' verdict means the words hold no personal details (the check looks for them last).
      const checkedOk = request.verdict?.level === 'ok';
      return compose({
        // The engine may echo the child's words back: never their personal details.
        text: checkedOk ? request.text : redactPersonalDetails(request.text).text,
        ...(checkedOk ? { verdict: request.verdict } : {}),
        category: request.category,
        messageType: request.messageType,
        childAge: request.childAge,
        ...(request.childName ? { childName: request.childName } : {}),
        now,
        seed: replySeed(request, now),
        ...(options.companionName ? { companionName: options.companionName } : {}),
        ...(request.language ? { language: request.language } : {}),
        ...(previousReply ? { previousReply } : {}),
        ...(previousQuestion ? { previousQuestion } : {}),
      });
    },
  };
}
