import { sql } from 'kysely';
import type { ChatQuestionDto, EvaluateResponseDto, LanguageQuizQuestionDto } from '../../../contract/languages';
import type { ChatQuestionType, LearnableLanguage } from '../../../contract/languagesConstants';
import { evaluateChatResponse, generateChatQuestion, generateLanguageQuiz } from '../../../content/languages';
import { hashString } from '../../../content/random';
import type { Db } from '../../db/connection';

export interface LanguagesService {
  generateQuestions(childId: number, request: { language: LearnableLanguage; age: number }): Promise<{ questions: LanguageQuizQuestionDto[]; language: LearnableLanguage }>;
  generateChatQuestion(childId: number, request: {
    language: LearnableLanguage; questionType: ChatQuestionType; childAge: number; previousMessages: string[];
  }): ChatQuestionDto;
  evaluateResponse(request: {
    language: LearnableLanguage; questionType: ChatQuestionType; currentQuestion: string; userResponse: string;
  }): EvaluateResponseDto;
}

/**
 * The offline language engine behind the quiz and the chat. Each quiz is a new round (counted in
 * `quiz_rounds` under the subject `language:<name>`), so a child gets fresh questions every time;
 * a chat question is seeded by the recent messages, so it moves on as the chat does.
 */
export function createLanguagesService(deps: { db: Db }): LanguagesService {
  const { db } = deps;

  async function nextRound(childId: number, subject: string, age: number): Promise<number> {
    const row = await db.kysely
      .insertInto('quiz_rounds')
      .values({ user_id: childId, subject, age, round_number: 1 })
      .onConflict((oc) =>
        oc.columns(['user_id', 'subject', 'age']).doUpdateSet({ round_number: sql<number>`quiz_rounds.round_number + 1` }),
      )
      .returning('round_number')
      .executeTakeFirstOrThrow();
    return Number(row.round_number);
  }

  return {
    async generateQuestions(childId, { language, age }) {
      const round = await nextRound(childId, `language:${language}`, age);
      const seed = hashString(`language-quiz:${childId}:${language}:${age}:${round}`);
      return { questions: generateLanguageQuiz({ language, age, seed }), language };
    },

    generateChatQuestion(childId, { language, questionType, childAge, previousMessages }) {
      const seed = hashString(`language-chat:${childId}:${language}:${questionType}:${previousMessages.join('\n')}`);
      const question = generateChatQuestion({ language, questionType, age: childAge, seed, previousMessages });
      return {
        success: true,
        question: question.text,
        originalLanguage: question.originalLanguage,
        translation: question.translation,
        questionType: question.questionType,
      };
    },

    evaluateResponse(request) {
      const evaluation = evaluateChatResponse(request);
      return {
        feedback: evaluation.text,
        originalLanguage: evaluation.originalLanguage,
        translation: evaluation.translation,
        correct: evaluation.correct,
        ...(evaluation.correct && evaluation.itemId ? { wordId: evaluation.itemId } : {}),
      };
    },
  };
}
