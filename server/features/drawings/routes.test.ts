import { describe, expect, it } from 'vitest';
import type { DrawingSummary } from '../../../contract/drawings';
import { drawingsResponseSchema } from '../../../contract/drawings';
import { DRAWING_SHARE_CONTENT } from '../../../contract/drawingConstants';
import { errorOf, useTestApp } from '../../test/testApp';

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('GET /api/drawings', () => {
  const t = useTestApp();

  const post = (child: { cookie: string; id: number }, overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: child.cookie },
      payload: {
        fromUserId: child.id,
        toUserId: t.companion,
        content: 'Hello',
        category: 'activities',
        messageType: 'text',
        childAge: 6,
        ...overrides,
      },
    });
  const shareDrawing = (child: { cookie: string; id: number }) =>
    post(child, { content: DRAWING_SHARE_CONTENT, messageType: 'drawing', drawingData: TINY_PNG });
  const list = async (cookie: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/drawings', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return drawingsResponseSchema.parse(response.json());
  };

  it('answers an empty gallery for a child who has not drawn', async () => {
    const child = await t.newChild();
    expect(await list(child.cookie)).toEqual([]);
  });

  it('lists this child drawings newest first with the companion reply and a fetchable image', async () => {
    const child = await t.newChild();
    const first = await shareDrawing(child);
    await post(child, { content: 'I played football', category: 'activities' });
    await post(child, { content: 'What is 2 + 2?', category: 'schoolwork' });
    const second = await shareDrawing(child);
    expect(first.statusCode).toBe(201);

    const drawings = await list(child.cookie);
    expect(drawings.map((d) => d.id)).toEqual([second.json().message.id, first.json().message.id]);
    for (const [drawing, posted] of [
      [drawings[0], second],
      [drawings[1], first],
    ] as const) {
      const { message, reply } = posted.json() as {
        message: { drawingUrl: string; timestamp: string };
        reply: { content: string };
      };
      expect(drawing).toEqual<DrawingSummary>({
        id: drawing!.id,
        imageUrl: message.drawingUrl,
        createdAt: message.timestamp,
        reply: reply.content,
      });
      expect(drawing!.reply).toBeTruthy();
    }
    const image = await t.app.inject({ method: 'GET', url: drawings[0]!.imageUrl, headers: { cookie: child.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('shows another child none of them', async () => {
    const artist = await t.newChild();
    await shareDrawing(artist);
    const other = await t.newChild();
    expect(await list(other.cookie)).toEqual([]);
    expect((await list(artist.cookie)).length).toBe(1);
  });

  it('needs a session: 401 without one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/drawings' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });
});
