import { describe, expect, it } from 'vitest';
import { pickVoice, speechLocale } from './speechVoices';

const voices = [
  { name: 'Daniel', lang: 'en-GB' },
  { name: 'Google US English', lang: 'en-US', default: true },
  { name: 'Samantha', lang: 'en-US' },
  { name: 'Jorge', lang: 'es-ES' },
  { name: 'Mónica', lang: 'es-ES' },
  { name: 'Thomas', lang: 'fr_FR' },
];

describe('pickVoice', () => {
  it('prefers a female voice in the exact locale', () => {
    expect(pickVoice(voices, 'en-US')?.name).toBe('Samantha');
    expect(pickVoice(voices, 'es-ES')?.name).toBe('Mónica');
  });

  it('takes any voice in the language when that is all there is', () => {
    expect(pickVoice(voices, 'fr-CA')?.name).toBe('Thomas');
    expect(pickVoice(voices, 'en-AU')?.name).toBe('Samantha');
  });

  it('answers undefined (browser default) when no voice speaks the language', () => {
    expect(pickVoice(voices, 'ja-JP')).toBeUndefined();
    expect(pickVoice([], 'en-US')).toBeUndefined();
  });

  it("uses the child's chosen voice when it speaks the language", () => {
    expect(pickVoice(voices, 'en-US', 'Daniel')?.name).toBe('Daniel');
    expect(pickVoice(voices, 'es-ES', 'Daniel')?.name).toBe('Mónica');
  });
});

describe('speechLocale', () => {
  it('maps app languages to speech locales', () => {
    expect(speechLocale('es')).toBe('es-ES');
    expect(speechLocale('zh')).toBe('zh-CN');
    expect(speechLocale('en-GB')).toBe('en-GB');
    expect(speechLocale(undefined)).toBe('en-US');
  });
});
