import { CHAT_QUESTION_TYPES, type ChatQuestionType } from '../../../contract/languagesConstants';

/** A language chat message (spec part 2 §3), kept on this screen only. */
export interface LanguageChatMessage {
  id: number;
  content: string;
  sender: 'companion' | 'user';
  timestamp: number;
  isQuestion: boolean;
  originalLanguage?: string;
  translation?: string;
}

/** The next question type: round the 15 types, starting where the chat left off. */
export function nextQuestionType(asked: number): ChatQuestionType {
  return CHAT_QUESTION_TYPES[asked % CHAT_QUESTION_TYPES.length] as ChatQuestionType;
}

/** The last five messages' texts, sent so the next question is not one just asked. */
export function previousTexts(messages: readonly LanguageChatMessage[]): string[] {
  return messages.slice(-5).map((message) => message.content.slice(0, 1000));
}
