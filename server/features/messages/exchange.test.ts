import { describe, expect, it } from 'vitest';
import type { Companion } from '../../companion';
import { useTestApp } from '../../test/testApp';

/** An offline-style companion (answers with the POST) whose reply fails for "break". */
const companion: Companion = {
  brain: 'offline',
  assessChildMessage: () => ({ flagged: false, verdict: { level: 'ok' } }),
  reply: async (request) => {
    if (request.text === 'break') throw new Error('the brain failed');
    return `You said: ${request.text}`;
  },
};

describe('a message and its quick reply', () => {
  const t = useTestApp({ companion });
  const post = (content: string) =>
    t.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie: t.child.cookie }, payload: t.messageBody({ content }) });
  const stored = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: t.child.cookie } })).json() as { id: number; content: string }[];

  it('are stored together: the reply right after the message, or neither when the reply fails', async () => {
    const ok = await post('hello');
    expect(ok.statusCode).toBe(201);
    const { message, reply } = ok.json();
    expect(reply.id).toBe(message.id + 1);
    expect((await stored()).map((m) => m.content)).toEqual(['hello', 'You said: hello']);

    expect((await post('break')).statusCode).toBe(500);
    expect((await stored()).map((m) => m.content)).toEqual(['hello', 'You said: hello']);
  });
});
