import { describe, expect, it } from 'vitest';
import { GEO_TOPICS, geographyReply, geographyTopicMessage } from '../../../content/geography';
import en from '../../locales/en/geography.json';

describe('the example questions on the topic screens', () => {
  it('each get a real answer from the offline companion', () => {
    for (const topic of GEO_TOPICS) {
      const example = en.topics[topic].example.replace(/^e\.g\., /, '');
      const reply = geographyReply({ text: geographyTopicMessage(topic, example), childAge: 7, seed: 1 }) ?? '';
      expect(reply, `${topic}: ${example}`).not.toMatch(/not sure/);
      expect(reply.length, topic).toBeGreaterThan(40);
    }
    const general = en.generalPlaceholder.replace(/^e\.g\., /, '');
    expect(geographyReply({ text: general, childAge: 7, seed: 1 })).toContain('salt');
  });
});
