import { describe, expect, it } from 'vitest';
import { cleanForSpeech, personalize, splitForSpeech } from './speechText';

describe('speech text', () => {
  it('leaves emoji out of what is read aloud', () => {
    expect(cleanForSpeech('Great job! 🎉🌟 You did it 👍🏽')).toBe('Great job! You did it');
  });

  it('splits long text at sentences', () => {
    const text = `${'One two three. '.repeat(20)}End!`;
    const chunks = splitForSpeech(text, 60);
    expect(chunks.every((c) => c.length <= 60)).toBe(true);
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(text.trim());
    expect(splitForSpeech('Hi there.')).toEqual(['Hi there.']);
  });

  it('greets the child by name about 30% of the time', () => {
    expect(personalize('You are great.', 'Mia', 'en', () => 0.1)).toBe('Hey Mia! You are great.');
    expect(personalize('You are great.', 'Mia', 'es', () => 0.29)).toBe('¡Hola, Mia! You are great.');
    expect(personalize('You are great.', 'Mia', 'en', () => 0.3)).toBe('You are great.');
    expect(personalize('Well done, Mia!', 'Mia', 'en', () => 0)).toBe('Well done, Mia!');
    expect(personalize('Hello', null, 'en', () => 0)).toBe('Hello');
  });
});
