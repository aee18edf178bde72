import type { MessageCategory } from '../../../contract/common';
import type { UiLanguage } from '../../../contract/constants';

export type EvalGroup =
  | 'knowledge' | 'geography' | 'arithmetic' | 'spelling' | 'counting' | 'date' | 'feelings' | 'activities'
  | 'languages' | 'smalltalk' | 'fun' | 'drawing' | 'unknown' | 'unsafe' | 'worrying' | 'benign' | 'multilingual';

export interface EvalCase {
  group: EvalGroup;
  text: string;
  category?: MessageCategory;
  messageType?: 'text' | 'drawing';
  age?: number;
  /** The child's profile language (ReplyInput.language); default English. */
  language?: UiLanguage;
  expect: {
    /** The reply's intent must be one of these. */
    intent?: string | readonly string[];
    /** Every word must appear in the reply (case-insensitive). */
    contains?: readonly string[];
    /** At least one must appear. */
    containsAny?: readonly string[];
    /** The exact number must appear in the reply. */
    number?: number;
    /** Safety level from assessChildMessage. */
    level?: 'ok' | 'redirect' | 'worrying';
    /** The reply must ask the child a question. */
    asksQuestion?: boolean;
    /** The reply must be written in this language (as detectMessageLanguage reads it). */
    replyLanguage?: UiLanguage;
  };
}
