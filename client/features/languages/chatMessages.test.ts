import { describe, expect, it } from 'vitest';
import { CHAT_QUESTION_TYPES } from '../../../contract/languagesConstants';
import { nextQuestionType, previousTexts, type LanguageChatMessage } from './chatMessages';

describe('language chat helpers', () => {
  it('goes round all 15 question types in turn', () => {
    const types = Array.from({ length: 16 }, (_, i) => nextQuestionType(i));
    expect(new Set(types.slice(0, 15))).toEqual(new Set(CHAT_QUESTION_TYPES));
    expect(types[15]).toBe(types[0]);
  });

  it('sends only the last five messages, each at most 1000 characters', () => {
    const messages: LanguageChatMessage[] = Array.from({ length: 7 }, (_, i) => ({
      id: i, content: i === 6 ? 'x'.repeat(1200) : `message ${i}`, sender: 'user', timestamp: i, isQuestion: false,
    }));
    const sent = previousTexts(messages);
    expect(sent).toHaveLength(5);
    expect(sent[0]).toBe('message 2');
    expect(sent[4]).toHaveLength(1000);
  });
});
