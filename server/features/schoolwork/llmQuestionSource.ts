import { z } from 'zod';
import type { QuizQuestionDto } from '../../../contract/schoolwork';
import { createRandom } from '../../../content/random';
import { questionsPerSet, TOTAL_SETS } from '../../../content/schoolwork';
import type { GenerateJson } from '../../companion';
import { offlineQuestionSource, type QuestionSource, type QuestionSourceInput } from './service';

const llmQuizSchema = z.object({
  questions: z
    .array(
      z.object({
        question: z.string().trim().min(5).max(200),
        answer: z.string().trim().min(1).max(60),
        options: z.array(z.string().trim().min(1).max(60)).length(4),
      }),
    )
    .min(1)
    .max(40),
});

/** Subjects a model may write. Maths is always generated, so every answer is right. */
const MODEL_SUBJECTS = new Set(['reading', 'writing', 'science', 'art']);
const MAX_CACHED_ROUNDS = 500;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Quiz questions written by the configured LLM, checked, and split into the round's three sets.
 * A whole round is asked for at once (when set 1 is requested) so its sets never repeat each other;
 * anything that fails a check, or a round the server no longer holds, comes from the offline generator.
 */
export function llmQuestionSource(
  generateJson: GenerateJson,
  fallback: QuestionSource = offlineQuestionSource,
): QuestionSource {
  const rounds = new Map<number, QuizQuestionDto[][] | null>();

  const askForRound = async ({ subject, age, seed }: QuestionSourceInput): Promise<QuizQuestionDto[][] | null> => {
    const perSet = questionsPerSet(age);
    const wanted = perSet * TOTAL_SETS;
    const result = await generateJson(llmQuizSchema, {
      system: 'You write friendly, correct school quiz questions for young children. Every fact must be true.',
      prompt:
        `Write ${wanted} different ${subject} quiz questions for a ${age}-year-old child. ` +
        'Use short, simple words. Each question has exactly 4 short answer options, and "answer" is exactly one of them. ' +
        'Answer as JSON: {"questions": [{"question": "...", "answer": "...", "options": ["...", "...", "...", "..."]}]}',
    });
    if (!result) return null;
    const random = createRandom(seed);
    const accepted: QuizQuestionDto[] = [];
    for (const item of result.questions) {
      const optionsDistinct = new Set(item.options.map((o) => o.toLowerCase())).size === 4;
      const answerOnce = item.options.filter((o) => same(o, item.answer)).length === 1;
      const repeated = accepted.some((q) => same(q.question, item.question));
      if (!optionsDistinct || !answerOnce || repeated) continue;
      const answer = item.options.find((o) => same(o, item.answer))!;
      accepted.push({
        id: `llm-${seed}-${accepted.length}`,
        question: item.question,
        answer,
        options: random.shuffle(item.options),
      });
    }
    if (accepted.length < wanted) return null;
    return Array.from({ length: TOTAL_SETS }, (_, set) => accepted.slice(set * perSet, (set + 1) * perSet));
  };

  return async (input) => {
    if (!MODEL_SUBJECTS.has(input.subject)) return fallback(input);
    let round = rounds.get(input.seed);
    if (round === undefined) {
      if (input.setNumber !== 1) return fallback(input);
      round = await askForRound(input);
      if (rounds.size >= MAX_CACHED_ROUNDS) rounds.delete(rounds.keys().next().value!);
      rounds.set(input.seed, round);
    }
    return round?.[input.setNumber - 1] ?? fallback(input);
  };
}
