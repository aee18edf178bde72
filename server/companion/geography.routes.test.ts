import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

describe('the offline companion answers geography from content/geography', () => {
  let t: TestApp;
  let child: { cookie: string; id: number };
  let companionId: number;

  beforeAll(async () => {
    t = await createTestApp();
    child = await t.newChild();
    companionId = await t.companionId();
  });
  afterAll(async () => t.close());

  const reply = async (content: string, category = 'geography') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: child.cookie },
      payload: { fromUserId: child.id, toUserId: companionId, content, category, messageType: 'text', childAge: 7 },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { reply: { content: string; category: string } }).reply;
  };

  it('answers a globe region click with that region', async () => {
    const answer = await reply('Tell me about South America!');
    expect(answer.category).toBe('geography');
    expect(answer.content).toContain('Amazon');
  });

  it('answers a topic tile and a country', async () => {
    expect((await reply('Mountains: which is the tallest mountain?')).content).toContain('Everest');
    expect((await reply('Tell me about Madagascar')).content).toContain('lemurs');
  });

  it('answers a capital question in the general chat too', async () => {
    expect((await reply('What is the capital of Vietnam?', 'general')).content).toContain('Hanoi');
  });
});
