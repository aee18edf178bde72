import { composeReply, type ReplyInput, type ReplyOutput } from '../companion';
import { withLanguageNote } from '../companion/i18n/compose';
import { replyLanguage } from '../companion/i18n/detect';
import { assessChildMessage, isReplySafe } from '../safety';
import { geographyReply } from './reply';

const CAPITAL_QUESTION = /\bcapital\b/i;

/**
 * The offline companion with geography knowledge in front: a geography-category message (the globe's
 * region dots, the topic tiles, a typed question) or a "capital of …" question anywhere is answered
 * from content/geography when it knows the answer; everything else, and every message the safety
 * check does not pass as ok, goes to the general companion unchanged.
 */
export function composeReplyWithGeography(input: ReplyInput): ReplyOutput {
  const text = (input.text ?? '').trim();
  const wanted = input.messageType !== 'drawing' && text.length > 0 && (input.category === 'geography' || CAPITAL_QUESTION.test(text));
  if (wanted && (input.verdict ?? assessChildMessage(text)).level === 'ok') {
    const answer = geographyReply({ text, childAge: input.childAge, seed: input.seed });
    // The places are written in English: a child writing in another language hears so first, as with all knowledge.
    if (answer && isReplySafe(answer).safe) {
      return withLanguageNote({ text: answer, intent: 'knowledge' }, replyLanguage(text, input.language), input.seed);
    }
  }
  return composeReply(input);
}
