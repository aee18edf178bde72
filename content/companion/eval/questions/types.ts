/**
 * A child's question for the question-answering eval. `expect` says what counts as answering it:
 * - `entryIds`: the answer comes from one of these entries;
 * - `answerContains`: the answer contains every item (an item may list alternatives: "heat|hot");
 * - `unknown`: the knowledge base has no answer and must say it doesn't know (no knowledge reply).
 * An answer is accepted when it matches `entryIds` OR `answerContains` (entries written later may
 * answer a topic-labelled question under an id we don't know yet).
 */
export interface QuestionCase {
  text: string;
  age?: number;
  expect: { answerContains?: readonly string[]; entryIds?: readonly string[]; unknown?: true };
}

export const byId = (text: string, ...entryIds: string[]): QuestionCase => ({ text, expect: { entryIds } });
export const byWords = (text: string, ...answerContains: string[]): QuestionCase => ({ text, expect: { answerContains } });
export const unknown = (text: string): QuestionCase => ({ text, expect: { unknown: true } });
