import { describe, expect, it } from 'vitest';
import { GEOGRAPHY_CASES } from '../companion/eval/fixtures/geography';
import { composeReplyWithGeography } from './compose';
import { geographyReply } from './reply';
import { geographyRegionMessage, geographyTopicMessage, GEO_TOPICS, parseTopicMessage } from './topics';
import { REGION_LIST } from './regions';
import { sentences } from '../companion/style';

const ask = (text: string, childAge = 7, seed = 1) => geographyReply({ text, childAge, seed }) ?? '';
const compose = (text: string, category: 'geography' | 'general' = 'geography') =>
  composeReplyWithGeography({ text, category, childAge: 7, now: new Date('2026-03-01T10:00:00Z'), seed: 3 });

describe('geography replies', () => {
  it('answers every globe region message with that region', () => {
    const expected: Record<string, RegExp> = {
      'north-america': /Canada/,
      'south-america': /Amazon/,
      europe: /France/,
      africa: /Sahara/,
      asia: /China/,
      australia: /kangaroos/,
    };
    for (const region of REGION_LIST) {
      const reply = ask(geographyRegionMessage(region.name));
      expect(reply, region.id).toMatch(expected[region.id] ?? /never/);
      for (const other of REGION_LIST.filter((r) => r.id !== region.id)) expect(reply).not.toContain(other.description);
    }
  });

  it('gives the youngest children a shorter region answer', () => {
    const young = ask('Tell me about Africa!', 4);
    const older = ask('Tell me about Africa!', 9);
    expect(sentences(young).length).toBeLessThan(sentences(older).length);
  });

  it('answers about any country on the map by name, capital, place and flag', () => {
    expect(ask('Tell me about France')).toMatch(/🇫🇷 France! .*Eiffel Tower.*Paris/);
    expect(ask('what is the capital of Peru?')).toContain('Lima');
    expect(ask('what is the capital of laos')).toContain('Vientiane');
    expect(ask('where is Kenya?')).toContain('Kenya is in Africa');
    expect(ask("what does Japan's flag look like")).toContain('🇯🇵');
    expect(ask('tell me about the usa')).toContain('Washington, D.C.');
    expect(ask('capital of Bogotá country Colombia')).toContain('Bogotá');
    expect(ask('Háblame de Francia')).toContain('France');
    expect(ask('日本について教えて')).toContain('Tokyo');
  });

  it('keeps South Africa a country and not the region', () => {
    expect(ask('Tell me about South Africa')).toContain('three capital cities');
    expect(ask('what is the capital of Australia')).toContain('Canberra');
    expect(ask('what animals live in australia')).toMatch(/kangaroos/);
  });

  it('does not mistake everyday words for countries', () => {
    expect(ask('I have a guinea pig called Chad')).toBe('');
    expect(ask('what do turkeys eat')).toBe('');
    expect(ask('can you tell me a story')).toBe('');
  });

  it('answers region questions about animals, mountains, rivers and weather', () => {
    expect(ask('what animals live in Africa?')).toMatch(/lions.*elephants/);
    expect(ask('what is the tallest mountain in Africa?')).toContain('Kilimanjaro');
    expect(ask('which rivers are in Europe')).toContain('Danube');
    expect(ask('what is the weather like in Asia')).toContain('monsoon');
    expect(ask('how many countries are in South America')).toMatch(/Brazil/);
  });

  it("answers children's big questions", () => {
    expect(ask('what is the biggest ocean?')).toContain('Pacific');
    expect(ask('What is the longest river in the world?')).toContain('Nile');
    expect(ask('what is the tallest mountain?')).toContain('Everest');
    expect(ask('Why are deserts dry?')).toContain('hardly any rain');
    expect(ask('where do penguins live')).toContain('Antarctica');
    expect(ask('what is the biggest country')).toContain('Russia');
    expect(ask('what is the biggest desert')).toContain('Antarctica');
    expect(ask('which river is the longest?')).toContain('Nile');
    expect(ask('Which country is the biggest?')).toContain('Russia');
  });

  it('reads and answers the topic tiles', () => {
    for (const topic of GEO_TOPICS) {
      expect(parseTopicMessage(geographyTopicMessage(topic, ''))).toEqual({ topic, question: '' });
      expect(ask(geographyTopicMessage(topic, '')).length, topic).toBeGreaterThan(40);
    }
    expect(geographyTopicMessage('mountains', '  which is the tallest mountain? ')).toBe('Mountains: which is the tallest mountain?');
    expect(ask(geographyTopicMessage('mountains', 'which is the tallest mountain?'))).toContain('Everest');
    expect(ask(geographyTopicMessage('mountains', 'Which mountain is the tallest?'))).toContain('Everest');
    expect(ask(geographyTopicMessage('oceans', 'which one is the biggest?'))).toContain('Pacific');
    expect(ask(geographyTopicMessage('cities', 'which is the largest?'))).toContain('Tokyo');
    expect(ask(geographyTopicMessage('oceans', 'do mermaids exist?'))).toMatch(/^Hmm, I'm not sure/);
  });

  it('is the same for the same seed', () => {
    expect(ask('Tell me about Asia!', 7, 42)).toBe(ask('Tell me about Asia!', 7, 42));
  });
});

describe('the companion with geography in front', () => {
  it('passes the existing geography evaluation cases', () => {
    for (const c of GEOGRAPHY_CASES) {
      const reply = compose(c.text);
      expect(reply.intent, c.text).toBe('knowledge');
      for (const word of c.expect.contains ?? []) expect(reply.text.toLowerCase(), c.text).toContain(word);
    }
  });

  it('answers capital questions in any category, and leaves other chat alone', () => {
    expect(compose('what is the capital of Mongolia?', 'general').text).toContain('Ulaanbaatar');
    expect(compose('what is 2 + 3?', 'geography').intent).toBe('arithmetic');
    expect(compose('tell me about France', 'general').text).not.toContain('🇫🇷');
  });

  it('never answers a worrying message with geography', () => {
    const reply = compose('someone at school hurt me in France');
    expect(reply.intent).toBe('safety-worrying');
  });
});

describe('a child writing in another language', () => {
  it('hears that the answer is in English, and the globe messages stay English', () => {
    const input = { category: 'geography' as const, childAge: 7, now: new Date('2026-03-01T10:00:00Z'), seed: 3, language: 'ja' as const };
    const japanese = composeReplyWithGeography({ ...input, text: '日本について教えて' });
    expect(japanese.text).toContain('Tokyo');
    expect(japanese.text).not.toMatch(/^🇯🇵/);
    expect(composeReplyWithGeography({ ...input, text: 'Tell me about Europe!' }).text).toMatch(/^[A-Z]/);
  });
});
