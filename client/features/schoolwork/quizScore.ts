import { isAnswerCorrect } from '../../../content/schoolwork/answers';
import type { QuizQuestionDto } from '../../../contract/schoolwork';

export interface AnswerResult {
  question: QuizQuestionDto;
  given: string | undefined;
  correct: boolean;
}

export interface QuizScore {
  correct: number;
  total: number;
  percent: number;
  results: AnswerResult[];
}

/** Scores a finished quiz: an answer is correct when it equals the question's answer (typed text is forgiving). */
export function scoreQuiz(questions: readonly QuizQuestionDto[], answers: readonly (string | undefined)[]): QuizScore {
  const results = questions.map((question, index) => {
    const given = answers[index]?.trim() ? answers[index] : undefined;
    return { question, given, correct: given !== undefined && isAnswerCorrect(question, given) };
  });
  const correct = results.filter((r) => r.correct).length;
  const total = questions.length;
  return { correct, total, percent: total === 0 ? 0 : Math.round((correct / total) * 100), results };
}

/** Long questions are cut to 50 characters with '...' in the results list. */
export function truncateQuestion(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
