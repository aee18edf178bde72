import { describe, expect, it } from 'vitest';
import { ALL_ENTRIES, type KnowledgeEntry } from '../knowledge';
import { createRandom } from '../random';
import { composeReply, type ReplyInput } from './index';
import { dontKnowReply, knowledgeReply, shortAnswer } from './knowledgeReply';

const now = new Date(2024, 4, 6, 15, 5);
const ask = (text: string, extra: Partial<ReplyInput> = {}) => composeReply({ text, category: 'general', childAge: 7, now, seed: 3, ...extra });
const entry = (id: string): KnowledgeEntry => ALL_ENTRIES.find((e) => e.id === id)!;

describe('knowledge replies', () => {
  it('gives ages 3 to 5 the shortest form of an answer', () => {
    const purr = entry('cat-purr');
    expect(shortAnswer(purr)).toBe('Cats often purr when they feel happy and relaxed.');
    const young = ask('why do cats purr', { childAge: 4 }).text;
    const older = ask('why do cats purr', { childAge: 8 }).text;
    expect(young).toContain(shortAnswer(purr));
    expect(young).not.toContain(purr.answer);
    expect(older).toContain(purr.answer);
  });

  it('keeps a second sentence when the first alone does not answer', () => {
    // "Sunlight is made of all the colours mixed together." says nothing about blue yet.
    expect(shortAnswer(entry('sky-blue'))).toContain('blue');
    expect(shortAnswer(entry('rainbow'))).toBe('A rainbow appears when sunlight shines through raindrops.');
  });

  it('uses an entry’s own short form when it has one', () => {
    const withShort: KnowledgeEntry = { ...entry('sky-blue'), short: 'Sunlight bounces around and the blue bits spread everywhere.' };
    expect(knowledgeReply(withShort, 4, createRandom(1))).toContain('Sunlight bounces around and the blue bits spread everywhere.');
  });

  it('keeps the next sentence when the first is too short to say anything', () => {
    expect(shortAnswer(entry('dog-grass'))).toContain('Some dogs may just like the taste');
  });

  it('answers through a leading "Mom," and the companion’s own name', () => {
    expect(ask('Mom, why is the sky blue').intent).toBe('knowledge');
    expect(ask('Sparky, why do cats purr', { companionName: 'Sparky' }).text).toContain(entry('cat-purr').answer);
  });

  it('says kindly that it does not know, points to a grown-up, and never invites exploring alone', () => {
    // (Questions with a close entry are offered it instead: suggestion.test.ts.)
    for (const question of ['what is a flibbertigibbet', 'why do wasps sting', 'mom what do owls eat', 'what is the name of the moon man']) {
      const reply = ask(question);
      expect(reply.intent, question).toBe('unknown');
      expect(reply.text, question).toMatch(/don't know|not sure/);
      expect(reply.text, question).toContain('grown-up');
      expect(reply.text, question).not.toMatch(/explore|what do you think the answer|tell me more/i);
    }
  });

  it('answers big questions gently and neutrally', () => {
    const reply = dontKnowReply('what happens when you die', createRandom(2));
    expect(reply).toContain('People believe different things');
    expect(reply).toContain('ask your family');
    const bigEntry: KnowledgeEntry = { id: 'x', topic: 'feelings', questions: ['is heaven real'], keywords: [], answer: 'Nobody knows for sure, and people believe different things.' };
    expect(knowledgeReply(bigEntry, 7, createRandom(1))).toMatch(/^That('s| is) a (very )?big question\./);
  });

  it('follows any topic, even one added by a new entry file', () => {
    const newTopic = { ...entry('sky-blue'), topic: 'sports' } as unknown as KnowledgeEntry;
    expect(knowledgeReply(newTopic, 8, createRandom(1))).toMatch(/\?$/);
  });
});

describe('knowledgeReply openers and follow-ups', () => {
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
