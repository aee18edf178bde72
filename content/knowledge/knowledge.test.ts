import { describe, expect, it } from 'vitest';
import { isReplySafe } from '../safety';
import { ALL_ENTRIES, knowledgeSize, rankKnowledge, searchKnowledge } from './index';
import { stem, termsOf } from './text';

describe('knowledge base', () => {
  it('has at least 400 entries with unique ids', () => {
    expect(knowledgeSize()).toBeGreaterThanOrEqual(400);
    expect(new Set(ALL_ENTRIES.map((e) => e.id)).size).toBe(ALL_ENTRIES.length);
  });

  it('keeps answers short (1 to 3 sentences) and safe', () => {
    for (const entry of ALL_ENTRIES) {
      const sentences = entry.answer.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length, entry.id).toBeLessThanOrEqual(3);
      expect(isReplySafe(entry.answer), entry.id).toEqual({ safe: true });
      expect(entry.questions.length, entry.id).toBeGreaterThan(0);
    }
  });

  it('finds every entry from its own first question', () => {
    const misses = ALL_ENTRIES.filter((entry) => searchKnowledge(entry.questions[0]!)?.entry.id !== entry.id).map((e) => e.id);
    // A few entries share a first question's words with a close sibling; nearly all must find themselves.
    expect(misses.length, misses.join(', ')).toBeLessThanOrEqual(Math.ceil(ALL_ENTRIES.length * 0.03));
  });

  it('finds the same answer for the three ways of asking about the sky', () => {
    const ids = ['why is the sky blue', 'how come the sky is blue?', 'what makes the sky blue'].map((q) => searchKnowledge(q)?.entry.id);
    expect(ids).toEqual(['sky-blue', 'sky-blue', 'sky-blue']);
  });

  it('tolerates typos and plurals', () => {
    expect(searchKnowledge('why do elefants have trunks')?.entry.id).toBe('elephant-trunk');
    expect(searchKnowledge('how many leg does a spider have')?.entry.id).toBe('spider-legs');
  });

  it('refuses weak matches instead of answering with an unrelated fact', () => {
    for (const question of ['who is the president', 'do unicorns exist', 'what is the capital of Atlantis', 'what is a quark']) {
      expect(searchKnowledge(question), question).toBeNull();
    }
    expect(rankKnowledge('   ')).toEqual([]);
  });

  it('stems and removes stop words', () => {
    expect(stem('flies')).toBe('fly');
    expect(stem('swimming')).toBe('swim');
    expect(stem('horses')).toBe('horse');
    expect(termsOf('Why is the sky blue?')).toEqual(['sky', 'blue']);
    expect(termsOf('How come the colours')).toEqual(['color']);
  });
});
