import type { AppConfig } from '../config';
import type { Companion } from './types';

export type { Companion, ReplyRequest, ConversationTurn, ChildMessageAssessment } from './types';

/** The simple offline companion: an honest, friendly acknowledgement until the real brain is plugged in. */
export function createCompanion(config: Pick<AppConfig, 'companionName'>): Companion {
  return {
    brain: 'offline',
    assessChildMessage: () => ({ flagged: false }),
    async reply({ messageType, category }) {
      if (messageType === 'drawing') return 'Wow, thank you for your drawing! I love the colours. What did you draw?';
      if (category === 'feelings') return 'Thank you for telling me how you feel. Your feelings matter to me.';
      return `Thank you for your message! I'm ${config.companionName}, and I love talking with you. What else would you like to tell me?`;
    },
  };
}
