/** Plain values shared by client and server, with no zod, so the client bundle stays small. */
export const MESSAGE_CATEGORIES = ['general', 'schoolwork', 'feelings', 'activities', 'languages', 'geography'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export const MESSAGE_TYPES = ['text', 'drawing'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MAX_MESSAGE_LENGTH = 1000;

export function isMessageCategory(value: unknown): value is MessageCategory {
  return typeof value === 'string' && (MESSAGE_CATEGORIES as readonly string[]).includes(value);
}
