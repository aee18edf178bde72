import { z } from 'zod';
import type { StoryDto } from '../../../contract/reading';
import { difficultyFor } from '../../../content/ageBands';
import { hashString } from '../../../content/random';
import { countWords, storyAgeGroupFor } from '../../../content/reading';
import type { GenerateJson } from '../../companion';

const llmStoriesSchema = z.object({
  stories: z
    .array(
      z.object({
        title: z.string().trim().min(2).max(80),
        category: z.string().trim().min(2).max(30),
        emoji: z.string().trim().min(1).max(8),
        content: z.string().trim().min(40).max(5000),
        comprehensionQuestions: z
          .array(
            z.object({
              question: z.string().trim().min(5).max(200),
              options: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]),
              correctAnswer: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
            }),
          )
          .min(3)
          .max(5),
      }),
    )
    .min(1)
    .max(3),
});

/** Length a story must have for each band, in words (the built-in library sits inside these). */
const WORDS: Record<StoryDto['difficulty'], { min: number; max: number; ask: string }> = {
  beginner: { min: 40, max: 160, ask: '60 to 120 words in very short sentences' },
  intermediate: { min: 120, max: 380, ask: '180 to 300 words' },
  advanced: { min: 250, max: 650, ask: '350 to 550 words' },
};

/** New original stories for the child's age from the configured LLM, checked; [] means "use the library". */
export async function llmStories(generateJson: GenerateJson, age: number): Promise<StoryDto[]> {
  const difficulty = difficultyFor(age);
  const length = WORDS[difficulty];
  const result = await generateJson(llmStoriesSchema, {
    system: 'You write warm, original, gentle stories for children, with nothing scary or unkind.',
    prompt:
      `Write 2 different original stories for a ${age}-year-old child, each ${length.ask}, ` +
      'each with 3 to 5 multiple-choice comprehension questions whose right answer is clearly in the story. ' +
      'Answer as JSON: {"stories": [{"title": "...", "category": "Animals", "emoji": "🐢", "content": "...", ' +
      '"comprehensionQuestions": [{"question": "...", "options": ["...", "...", "...", "..."], "correctAnswer": 0}]}]}',
  });
  if (!result) return [];
  return result.stories
    .map((story) => ({ ...story, wordCount: countWords(story.content) }))
    .filter((story) => story.wordCount >= length.min && story.wordCount <= length.max)
    .filter((story) =>
      story.comprehensionQuestions.every((q) => new Set(q.options.map((o) => o.toLowerCase())).size === 4),
    )
    .map((story) => ({
      ...story,
      id: `llm-${hashString(`${story.title}\n${story.content}`).toString(36)}`,
      ageGroup: storyAgeGroupFor(age),
      difficulty,
    }));
}
