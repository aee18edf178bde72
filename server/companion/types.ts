import type { MessageCategory, MessageType } from '../../contract/common';

export interface ConversationTurn {
  from: 'child' | 'companion';
  content: string;
}

export interface ReplyRequest {
  childId: number;
  childAge: number;
  childName?: string;
  category: MessageCategory;
  messageType: MessageType;
  text: string;
  /** The last few messages of this category, oldest first, not including `text`. */
  history: ConversationTurn[];
}

export interface ChildMessageAssessment {
  /** True when the parent should see this message (hurt, danger, secrets, lasting sadness). */
  flagged: boolean;
  reason?: string;
}

/** The brain every feature talks to: offline engine or LLM provider, with the safety layer around both. */
export interface Companion {
  readonly brain: 'offline' | 'llm';
  assessChildMessage(text: string): ChildMessageAssessment;
  reply(request: ReplyRequest): Promise<string>;
}
