import { describe, expect, it } from 'vitest';
import { ALL_ENTRIES } from '../knowledge';
import { createRandom } from '../random';
import { knowledgeReply } from './knowledgeReply';

const entry = (id: string) => ALL_ENTRIES.find((e) => e.id === id)!;

describe('knowledgeReply', () => {
  it('opens a big question gently, never with a fun-fact cheer', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const reply = knowledgeReply(entry('big-after-die'), 7, createRandom(seed));
      expect(reply).toMatch(/^(That is a big question|What a thoughtful question|I'm glad you asked me that)/);
      expect(reply).not.toMatch(/fun fact|I know this one|I love this question/i);
    }
  });

  it('never calls a rule or a what-if a fun fact', () => {
    for (let seed = 1; seed <= 40; seed++) {
      for (const id of ['why-seatbelt', 'whatif-sun-out']) {
        expect(knowledgeReply(entry(id), 7, createRandom(seed)), id).not.toMatch(/fun fact/i);
      }
    }
  });

  it('keeps the cheerful openers for other topics', () => {
    const openers = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) openers.add(knowledgeReply(entry('yn-snake-ears'), 7, createRandom(seed)).split(/[!.]/)[0]!);
    expect([...openers].some((o) => /fun fact|I know this one|Great question/.test(o))).toBe(true);
  });

  it('has a follow-up for every topic in the base', () => {
    for (const topic of new Set(ALL_ENTRIES.map((e) => e.topic))) {
      const sample = ALL_ENTRIES.find((e) => e.topic === topic)!;
      expect(knowledgeReply(sample, 8, createRandom(3)).endsWith('undefined'), topic).toBe(false);
    }
  });
});
