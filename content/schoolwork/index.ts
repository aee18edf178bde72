export { isAnswerCorrect, normalizeAnswer, parseNumber } from './answers';
export { generateQuestionSet, type QuestionSetInput } from './generate';
export {
  SUBJECTS,
  TOTAL_SETS,
  questionsPerSet,
  quizBandFor,
  usesMultipleChoice,
  type QuizBand,
  type QuizQuestion,
  type SetNumber,
  type Subject,
} from './types';
