import { sql } from 'kysely';
import type { GenerateQuestionsRequest, GenerateQuestionsResponse, QuizQuestionDto } from '../../../contract/schoolwork';
import { QUIZ_TOTAL_SETS } from '../../../contract/schoolwork';
import { hashString } from '../../../content/random';
import { generateQuestionSet, type SetNumber, type Subject } from '../../../content/schoolwork';
import type { Db } from '../../db/connection';

export interface QuestionSourceInput {
  subject: Subject;
  age: number;
  setNumber: SetNumber;
  /** Stable for one child, subject, age and round: sets 1–3 of a round never repeat a question. */
  seed: number;
}

/**
 * Where quiz questions come from. The offline generator is the default; an LLM-backed source
 * (via the companion's `generateJson`) can be passed in and should fall back to the offline one.
 */
export type QuestionSource = (input: QuestionSourceInput) => Promise<QuizQuestionDto[]>;

export const offlineQuestionSource: QuestionSource = async (input) => generateQuestionSet(input);

export interface SchoolworkService {
  generateQuestions(childId: number, request: Omit<GenerateQuestionsRequest, 'userId'>): Promise<GenerateQuestionsResponse>;
}

export function quizSeed(childId: number, subject: string, age: number, round: number): number {
  return hashString(`quiz:${childId}:${subject}:${age}:${round}`);
}

/**
 * Seeding: each child has a round counter per subject and age (table `quiz_rounds`). Asking for
 * set 1 starts a new round (the counter goes up by one, atomically); sets 2 and 3 use the current
 * round. All three sets of a round come from one seed, so they never repeat each other, and
 * 'New Questions (Set 1)' after set 3 is a new round with fresh questions.
 */
export function createSchoolworkService(deps: { db: Db; source?: QuestionSource }): SchoolworkService {
  const { db, source = offlineQuestionSource } = deps;

  async function startRound(childId: number, subject: string, age: number): Promise<number> {
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

  async function currentRound(childId: number, subject: string, age: number): Promise<number> {
    const row = await db.kysely
      .selectFrom('quiz_rounds')
      .select('round_number')
      .where('user_id', '=', childId)
      .where('subject', '=', subject)
      .where('age', '=', age)
      .executeTakeFirst();
    return row ? Number(row.round_number) : startRound(childId, subject, age);
  }

  return {
    async generateQuestions(childId, { subject, age, setNumber }) {
      const round = setNumber === 1 ? await startRound(childId, subject, age) : await currentRound(childId, subject, age);
      const questions = await source({
        subject,
        age,
        setNumber: setNumber as SetNumber,
        seed: quizSeed(childId, subject, age, round),
      });
      return { questions, setNumber, totalSets: QUIZ_TOTAL_SETS };
    },
  };
}
