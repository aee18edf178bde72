import type { UiLanguage } from '../../contract/constants';
import { createRandom } from '../random';
import { REPLIES, type ReplyKey } from './replyTexts';
import type { MessageVerdict } from './types';

function replyKey(verdict: MessageVerdict): ReplyKey {
  if (verdict.level === 'worrying') return verdict.reason ?? 'worrying';
  if (verdict.level === 'comfort') return 'fear';
  return verdict.category && verdict.category in REPLIES.en ? (verdict.category as ReplyKey) : 'default';
}

function shorten(reply: string, childAge: number): string {
  if (childAge > 5) return reply;
  const sentences = reply.match(/[^.!?。！？]+[.!?。！？]+/g) ?? [reply];
  return sentences.slice(0, 3).join('').trim();
}

/**
 * The reply to a message the safety check did not pass as 'ok', in the child's language
 * (`language`, else the language of the words that matched, else English). Worrying replies always
 * keep the "trusted grown-up" sentence, even for the youngest; redirects never invite the child to
 * explore the topic.
 */
export function safeRedirectReply(verdict: MessageVerdict, seed: number, childAge: number, language?: UiLanguage): string {
  const lang: UiLanguage = language ?? verdict.language ?? 'en';
  const key = replyKey(verdict);
  const table = REPLIES[lang];
  const options = table[key] ?? REPLIES.en[key] ?? table.default;
  const reply = createRandom(seed).pick(options);
  // Worrying and comfort replies are written short enough for every age, and are never cut.
  return verdict.level === 'redirect' ? shorten(reply, childAge) : reply;
}
