import { describe, expect, it } from 'vitest';
import { ALL_ENTRIES, explainKnowledge, lookupKnowledge } from '../knowledge';
import { composeReply, type ReplyInput } from './index';
import { offeredEntry } from './suggestion';

const now = new Date(2024, 4, 6, 15, 5);
const ask = (text: string, extra: Partial<ReplyInput> = {}) =>
  composeReply({ text, category: 'general', childAge: 7, now, seed: 3, ...extra });
const answerOf = (id: string) => ALL_ENTRIES.find((e) => e.id === id)!.answer;

const PURR_IN_OWN_WORDS = 'How come my cat makes a rumbly motor noise when i stroke her';

describe('a close question offered, not answered', () => {
  it('offers the close question it knows and says it does not know this one', () => {
    const reply = ask(PURR_IN_OWN_WORDS);
    expect(reply.intent).toBe('suggestion');
    expect(reply.text).toMatch(/don't know|not sure/);
    expect(reply.text).toContain('"Why do cats purr?"');
    expect(reply.text).toMatch(/say yes/i);
    expect(reply.text).not.toContain(answerOf('cat-purr'));
    expect(lookupKnowledge(PURR_IN_OWN_WORDS)).toMatchObject({ kind: 'suggestion', entry: { id: 'cat-purr' } });
    expect(lookupKnowledge('why do cats purr')).toMatchObject({ kind: 'answer', entry: { id: 'cat-purr' } });
  });

  it('checks a good match that another entry comes close to, where the child can say yes, and answers it elsewhere', () => {
    const question = 'how many bones does a person have';
    const [best, next] = explainKnowledge(question);
    expect(best!.entry.id).toBe('bones-count');
    expect(best!.confidence - next!.confidence).toBeLessThan(0.2);
    const reply = ask(question);
    expect(reply.intent).toBe('suggestion');
    expect(reply.text).toMatch(/right question|question right/);
    expect(reply.text).not.toMatch(/don't know|not sure/);
    expect(reply.text).not.toContain(answerOf('bones-count'));
    expect(offeredEntry(reply.text)?.id).toBe('bones-count');
    expect(ask('yes', { previousReply: reply.text }).text).toContain(answerOf('bones-count'));
    expect(lookupKnowledge(question, { canOffer: true })).toMatchObject({ kind: 'suggestion', likely: true });
    // The schoolwork box and other languages have no yes to wait for: there it is answered, as before.
    expect(ask(question, { category: 'schoolwork' }).text).toContain(answerOf('bones-count'));
    expect(lookupKnowledge(question)).toMatchObject({ kind: 'answer', entry: { id: 'bones-count' } });
  });

  it('after a no to a close call, offers the other close question, then answers it after a yes', () => {
    const question = 'why do people cry';
    const check = ask(question);
    expect(offeredEntry(check.text)?.id).toBe('tears');
    const other = ask('no', { previousReply: check.text, previousQuestion: question });
    expect(other.intent).toBe('suggestion');
    expect(offeredEntry(other.text)?.id).toBe('feelings-cry-why');
    expect(ask('yes', { previousReply: other.text, previousQuestion: 'no' }).text).toContain(answerOf('feelings-cry-why'));
    // A second no: nothing else was close, so ask for another way.
    expect(ask('no', { previousReply: other.text, previousQuestion: 'no' })).toMatchObject({ intent: 'unknown' });
    // A no to an offer that was not a close call (nothing answered the question) asks for another way too.
    const purr = ask(PURR_IN_OWN_WORDS).text;
    expect(ask('no', { previousReply: purr, previousQuestion: PURR_IN_OWN_WORDS })).toMatchObject({ intent: 'unknown' });
  });

  it('answers the offered question after a yes, in the words a child says yes', () => {
    const offer = ask(PURR_IN_OWN_WORDS).text;
    for (const yes of ['yes', 'Yes please!', 'yeah', 'ok', 'yes please mckenzie', '👍', '👍🏽👍🏽']) {
      const reply = ask(yes, { previousReply: offer });
      expect(reply.intent, yes).toBe('knowledge');
      expect(reply.text, yes).toContain(answerOf('cat-purr'));
      expect(reply.text, yes).toMatch(/^(?:Here you go|Okay, here it is|Here it is)/);
    }
    // The youngest get the short form, as with any answer.
    expect(ask('yes', { previousReply: offer, childAge: 4 }).text).not.toContain(answerOf('cat-purr'));
  });

  it('asks for another way after a no, and never answers then', () => {
    const offer = ask(PURR_IN_OWN_WORDS).text;
    for (const no of ['no', 'nope', 'no thanks', '👎']) {
      const reply = ask(no, { previousReply: offer });
      expect(reply.intent, no).toBe('unknown');
      expect(reply.text, no).toMatch(/another way|different way/);
      expect(reply.text, no).not.toContain(answerOf('cat-purr'));
    }
  });

  it('hears only a plain yes or no as the answer to an offer', () => {
    const offer = ask(PURR_IN_OWN_WORDS).text;
    expect(ask('yes but why do dogs bark', { previousReply: offer }).text).not.toContain(answerOf('cat-purr'));
    // A yes with nothing offered before is ordinary talk.
    expect(ask('yes', { previousReply: 'What is your favourite animal?' }).intent).not.toBe('knowledge');
    expect(ask('yes').intent).not.toBe('knowledge');
  });

  it('offers what it knows about the thing when asked to tell the future', () => {
    const reply = ask('who will win the world cup');
    expect(reply.intent).toBe('suggestion');
    expect(reply.text).toContain('"What is the world cup?"');
  });

  it('never offers a question that is not a question, nor on big questions', () => {
    // The Mars entry's first question is "tell me about mars": a real question is offered instead.
    expect(ask('what is the capital of mars').text).toMatch(/"(?!Tell me)[^"]+\?"/);
    const big = ask('will my hamster go to heaven when it dies');
    expect(big.intent).toBe('unknown');
    expect(big.text).toContain('believe different things');
  });

  it('writes the offered question as a sentence, and finds it again after a yes', () => {
    const offer = ask('why does my hair go all sticky uppy when i rub a balloon on my head').text;
    expect(offer).toContain('"Why does my hair stand up when I rub a balloon on it?"');
    expect(ask('yes', { previousReply: offer }).text).toContain(answerOf('home-static-balloon'));
  });

  it('does not offer when the question is nothing like an entry', () => {
    expect(ask('what is a flibbertigibbet').intent).toBe('unknown');
    expect(lookupKnowledge('what is a flibbertigibbet')).toBeNull();
  });
});
