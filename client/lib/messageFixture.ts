import type { Message } from '../../contract/messages';

/** Tests only: a message between child 7 and McKenzie (1), with the fields a test does not care about filled in. */
export const TEST_CHILD = 7;
export const TEST_COMPANION = 1;

export function testMessage(id: number, fromUserId: number, content: string, category: Message['category'] = 'general'): Message {
  return {
    id, fromUserId, toUserId: fromUserId === TEST_CHILD ? TEST_COMPANION : TEST_CHILD, content, category, messageType: 'text',
    childAge: 6, timestamp: '2026-01-01T10:00:00.000Z', drawingUrl: null,
  };
}
