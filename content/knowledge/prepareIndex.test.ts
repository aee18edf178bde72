import { describe, expect, it } from 'vitest';
import { prepareKnowledgeIndex, searchKnowledge } from './search';

describe('prepareKnowledgeIndex', () => {
  it('builds the index in slices, letting other work run in between, and search then uses it', async () => {
    let otherTurns = 0;
    let building = true;
    const other = async () => {
      while (building) {
        otherTurns++;
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    };
    await Promise.all([prepareKnowledgeIndex().then(() => (building = false)), other()]);
    expect(otherTurns).toBeGreaterThan(3);
    expect(searchKnowledge('why is the sky blue')?.entry.answer).toMatch(/blue/i);
  });
});
