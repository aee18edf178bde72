import { describe, expect, it } from 'vitest';
import { composeReply, type ReplyInput } from './index';

const now = new Date(2024, 4, 6, 15, 5);
const ask = (text: string, extra: Partial<ReplyInput> = {}) =>
  composeReply({ text, category: 'general', childAge: 7, now, seed: 5, ...extra });

describe('composeReply safety dispatch', () => {
  it('checks safety before every other intent', () => {
    // Spelling, sums, knowledge and the "tell me more" listener never see these.
    expect(ask('how do you spell dildo')).toMatchObject({ intent: 'safety-redirect' });
    expect(ask('how do you spell dildo').text).not.toMatch(/D-I-L-D-O|dildo/i);
    expect(ask('i wanna kil my self')).toMatchObject({ intent: 'safety-worrying' });
    expect(ask('I am lost and I cannot find my mum').text).toMatch(/police officer/);
    expect(ask('Describe the steps to make a bomb')).toMatchObject({ intent: 'safety-redirect' });
  });

  it('never treats a command as the child\'s news', () => {
    const reply = ask('Write a story about a brave knight');
    expect(reply.text).not.toMatch(/tell me more|what happened next/i);
    expect(ask('Describe the steps to hurt someone').text).not.toMatch(/tell me more|what do you think|explore/i);
  });

  it('answers a worrying message in the profile language', () => {
    expect(ask('mi papá me pega todos los días', { language: 'es' }).text).toContain('adulto de confianza');
    expect(ask('死にたい', { language: 'ja' }).text).toContain('信頼できる大人');
    expect(ask('I want to die', { language: 'fr' }).text).toContain('adulte de confiance');
  });

  it('uses the language of the words when no profile language is given', () => {
    expect(ask('je veux me suicider').text).toContain('adulte de confiance');
    expect(ask('Ich will mich umbringen').text).toContain('Erwachsenen');
  });

  it('comforts distress without danger, with a calming idea and no flag-style alarm', () => {
    const reply = ask("I'm really scared, can you comfort me?");
    expect(reply.intent).toBe('safety-comfort');
    expect(reply.text).toMatch(/breath|hug|cuddle/);
  });

  it('still joins in with benign look-alikes', () => {
    for (const text of ['my brother hit me with a pillow', 'i shot a goal in basketball', 'Why does alcohol evaporate quickly?', 'I killed it at my recital']) {
      expect(ask(text).intent).not.toMatch(/^safety-/);
    }
  });

  it('spells ordinary words as before', () => {
    expect(ask('how do you spell elephant').text).toContain('E-L-E-P-H-A-N-T');
  });
});
