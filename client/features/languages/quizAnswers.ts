import type { LanguageQuizQuestionDto } from '../../../contract/languages';
import { answersMatch } from '../../../content/languages/matching';

/** Spec §4: the score rises when the answer matches — ignoring case, accents, surrounding punctuation and the article. */
export function isQuizAnswerRight(question: Pick<LanguageQuizQuestionDto, 'answer' | 'accepted' | 'answerLanguage'>, given: string): boolean {
  if (given.trim() === '') return false;
  return [question.answer, ...(question.accepted ?? [])].some((expected) => answersMatch(given, expected, question.answerLanguage));
}

export type QuizTrophy = 'trophy' | 'star' | 'thumbs';

/** A trophy for a perfect score, a star for 70% or more, a thumbs-up otherwise. */
export function quizTrophy(correct: number, total: number): QuizTrophy {
  if (total > 0 && correct === total) return 'trophy';
  if (total > 0 && (correct / total) * 100 >= 70) return 'star';
  return 'thumbs';
}
