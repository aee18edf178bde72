import { describe, expect, it } from 'vitest';
import { activityMessage, canSend, feelingMessage } from './topicMessages';

describe('topic messages', () => {
  it('formats feelings', () => {
    expect(feelingMessage('sad', '')).toBe("I'm feeling sad.");
    expect(feelingMessage('sad', '  my friend moved away ')).toBe("I'm feeling sad. my friend moved away");
    expect(feelingMessage('calm', '')).toBe("I'm feeling calm.");
    expect(feelingMessage('general', ' Why do people cry? ')).toBe('Why do people cry?');
  });

  it('formats activities', () => {
    expect(activityMessage('sports', '')).toBe("I've been doing sports!");
    expect(activityMessage('playing', 'with blocks')).toBe("I've been playing! with blocks");
    expect(activityMessage('music', '')).toBe("I've been making music!");
    expect(activityMessage('nature', '')).toBe("I've been exploring nature!");
    expect(activityMessage('photos', 'of my cat')).toBe("I've been taking photos! of my cat");
    expect(activityMessage('general', 'What games can I play?')).toBe('What games can I play?');
  });

  it('knows when sending is allowed', () => {
    expect(canSend('feelings', 'sad', '', false)).toBe(true);
    expect(canSend('feelings', 'general', '   ', false)).toBe(false);
    expect(canSend('feelings', 'general', 'hi', false)).toBe(true);
    expect(canSend('feelings', 'sad', 'hi', true)).toBe(false);
    expect(canSend('activities', 'sports', '', false)).toBe(false);
    expect(canSend('activities', 'sports', 'football', false)).toBe(true);
  });
});
