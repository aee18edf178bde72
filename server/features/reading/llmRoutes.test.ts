import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStoriesResponseSchema } from '../../../contract/reading';
import { STORY_LIBRARY } from '../../../content/reading';
import { createCompanion, type Companion, type GenerateJson } from '../../companion';
import { createTestApp, type TestApp } from '../../test/testApp';

const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 8 === 7 ? 'moon.' : 'the')).join(' ');
const question = {
  question: 'Where did they go?',
  options: ['The moon', 'A shop', 'A farm', 'School'],
  correctAnswer: 0,
};

describe('stories and quizzes with an LLM configured', () => {
  let t: TestApp;
  let child: { cookie: string; id: number };
  let answer: unknown;

  beforeAll(async () => {
    const generateJson = (async () => answer) as GenerateJson;
    const companion: Companion = { ...(await createCompanion({ companionName: 'McKenzie' })), generateJson };
    t = await createTestApp({ companion });
    child = await t.newChild();
  });
  afterAll(async () => t.close());

  const generate = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/reading/generate-stories',
      headers: { cookie: child.cookie },
      payload: { age: 9 },
    });

  it('answers with the stories the model wrote', async () => {
    answer = {
      stories: [
        {
          title: 'Moon Picnic',
          category: 'Space',
          emoji: '🌙',
          content: words(400),
          comprehensionQuestions: [question, question, question],
        },
      ],
    };
    const { stories } = generateStoriesResponseSchema.parse((await generate()).json());
    expect(stories.map((s) => s.title)).toEqual(['Moon Picnic']);
    expect(stories[0]).toMatchObject({ ageGroup: '9-12 years', difficulty: 'advanced', wordCount: 400 });
  });

  it('falls back to the library when the model fails', async () => {
    answer = undefined;
    const { stories } = generateStoriesResponseSchema.parse((await generate()).json());
    const library = new Set(STORY_LIBRARY.map((s) => s.id));
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.every((s) => library.has(s.id))).toBe(true);
  });

  it('still generates maths offline, checked by the route', async () => {
    answer = undefined;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/schoolwork/generate-questions',
      headers: { cookie: child.cookie },
      payload: { subject: 'math', age: 8, setNumber: 1, userId: child.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().questions.length).toBeGreaterThan(0);
  });
});
