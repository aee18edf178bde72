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
export function replySeed(
  request: Pick<ReplyRequest, 'childId' | 'text' | 'history'>,
  now: Date,
  previousReply = lastExchange(request.history).reply,
): number {
  const bucket = Math.floor(now.getTime() / SEED_TIME_BUCKET_MS);
  return hashString(`${request.childId}\u0000${request.text}\u0000${bucket}\u0000${previousReply ?? ''}`);
}

/** The companion's last words in this conversation, and the child's words they answered. */
function lastExchange(history: ReplyRequest['history']): { reply?: string; question?: string } {
  const replyAt = history.findLastIndex((turn) => turn.from === 'companion');
  if (replyAt < 0) return {};
  return { reply: history[replyAt]!.content, question: history.slice(0, replyAt).findLast((turn) => turn.from === 'child')?.content };
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
      const { reply: previousReply, question: previousQuestion } = lastExchange(request.history);
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
        seed: replySeed(request, now, previousReply),
        ...(options.companionName ? { companionName: options.companionName } : {}),
        ...(request.language ? { language: request.language } : {}),
        ...(previousReply ? { previousReply } : {}),
        ...(previousQuestion ? { previousQuestion } : {}),
      });
    },
  };
}
