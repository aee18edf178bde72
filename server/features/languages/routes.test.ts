import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awardPointsResponseSchema, evaluateResponseResponseSchema, generateChatQuestionResponseSchema,
  generateLanguageQuestionsResponseSchema,
} from '../../../contract/languages';
import { isLanguageAnswerCorrect, languageQuizLength } from '../../../content/languages';
import { createTestApp, errorOf, type TestApp } from '../../test/testApp';

describe('languages routes', () => {
  let t: TestApp;
  let child: { cookie: string; id: number };
  let other: { cookie: string; id: number };

  beforeAll(async () => {
    t = await createTestApp();
    child = await t.newChild();
    other = await t.newChild();
  });
  afterAll(async () => t.close());

  const post = (url: string, body: unknown, cookie = child.cookie) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload: body as object });
  const get = (url: string, cookie = child.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  describe('POST /api/languages/generate-questions', () => {
    it('answers an age-appropriate quiz with checkable answers', async () => {
      const response = await post('/api/languages/generate-questions', { language: 'french', age: 4, userId: child.id });
      expect(response.statusCode).toBe(200);
      const body = generateLanguageQuestionsResponseSchema.parse(response.json());
      expect(body.language).toBe('french');
      expect(body.questions).toHaveLength(languageQuizLength(4));
      for (const question of body.questions) {
        expect(question.options).toHaveLength(4);
        expect(isLanguageAnswerCorrect(question, question.answer)).toBe(true);
      }
    });

    it('gives a new quiz each time, with pronunciation for Japanese', async () => {
      const first = (await post('/api/languages/generate-questions', { language: 'japanese', age: 9, userId: child.id })).json();
      const second = (await post('/api/languages/generate-questions', { language: 'japanese', age: 9, userId: child.id })).json();
      expect(first.questions.map((q: { id: string }) => q.id)).not.toEqual(second.questions.map((q: { id: string }) => q.id));
      expect(first.questions.every((q: { pronunciation?: string }) => /^[a-zāēīōū' ,]+$/.test(q.pronunciation ?? ''))).toBe(true);
    });

    it.each([
      [{ language: 'klingon', age: 6 }, 'language'],
      [{ language: 'french', age: 2 }, 'age'],
      [{ language: 'french', age: 'six' }, 'age'],
      [{ age: 6 }, 'language'],
    ])('refuses bad input %j', async (body, field) => {
      const response = await post('/api/languages/generate-questions', { ...body, userId: child.id });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation_failed', field });
    });

    it("refuses another child's id and a missing session", async () => {
      const response = await post('/api/languages/generate-questions', { language: 'french', age: 6, userId: other.id });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('forbidden');
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/languages/generate-questions', payload: { language: 'french', age: 6, userId: child.id } });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('POST /api/languages/generate-chat-question', () => {
    it('asks a question of the type in the language, with its translation', async () => {
      const response = await post('/api/languages/generate-chat-question', {
        language: 'japanese', questionType: 'animals', childAge: 7, userId: child.id, previousMessages: ['こんにちは！'],
      });
      expect(response.statusCode).toBe(200);
      const body = generateChatQuestionResponseSchema.parse(response.json());
      expect(body).toMatchObject({ success: true, originalLanguage: 'japanese', questionType: 'animals' });
      expect(body.question).toMatch(/[\p{Script=Hiragana}\p{Script=Han}]/u);
      expect(body.translation).toMatch(/[a-z]/i);
    });

    it.each([
      [{ questionType: 'dinosaurs' }, 'questionType'],
      [{ childAge: 42 }, 'childAge'],
      [{ previousMessages: ['1', '2', '3', '4', '5', '6'] }, 'previousMessages'],
      [{ previousMessages: 'hello' }, 'previousMessages'],
    ])('refuses bad input %j', async (change, field) => {
      const response = await post('/api/languages/generate-chat-question', {
        language: 'spanish', questionType: 'colors', childAge: 6, userId: child.id, ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe(field);
    });

    it("refuses another child's id", async () => {
      const response = await post('/api/languages/generate-chat-question', { language: 'spanish', questionType: 'colors', childAge: 6, userId: other.id });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('POST /api/languages/evaluate-response', () => {
    const evaluate = (change: Record<string, unknown> = {}, cookie = child.cookie) =>
      post('/api/languages/evaluate-response', {
        language: 'spanish', questionType: 'animals', currentQuestion: '¿Cómo se dice "cat" en español?',
        userResponse: 'gatto', childAge: 7, userId: child.id, ...change,
      }, cookie);

    it('accepts a close spelling with kind, specific feedback and the word learned', async () => {
      const response = await evaluate();
      expect(response.statusCode).toBe(200);
      const body = evaluateResponseResponseSchema.parse(response.json());
      expect(body).toMatchObject({ correct: true, originalLanguage: 'spanish', wordId: 'spanish-animals-cat' });
      expect(body.feedback).toBe('¡Casi perfecto! Se escribe "el gato": significa "cat".');
      expect(body.translation).toBe('Almost perfect! We write it "el gato" — that means "cat".');
    });

    it('tells the right answer kindly, without a word to count', async () => {
      const body = (await evaluate({ userResponse: 'perro' })).json();
      expect(body.correct).toBe(false);
      expect(body.wordId).toBeUndefined();
      expect(body.translation).toContain('Good try! The answer is "el gato"');
    });

    it.each([
      [{ userResponse: '   ' }, 'userResponse'],
      [{ userResponse: 'x'.repeat(1001) }, 'userResponse'],
      [{ currentQuestion: '' }, 'currentQuestion'],
      [{ language: 'english' }, 'language'],
    ])('refuses bad input %j', async (change, field) => {
      const response = await evaluate(change);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe(field);
    });

    it("refuses another child's id", async () => {
      expect((await evaluate({ userId: other.id })).statusCode).toBe(403);
    });
  });

  describe('language rewards', () => {
    const award = (body: Record<string, unknown>, cookie = child.cookie) =>
      post('/api/language-rewards/award-points', { userId: child.id, language: 'japanese', activity: 'language_response', ...body }, cookie);

    it('awards the activity’s own value, whatever the client asks for, and counts a word once', async () => {
      const fresh = await t.newChild();
      const first = await award({ userId: fresh.id, points: 5, wordId: 'japanese-animals-cat' }, fresh.cookie);
      expect(first.statusCode).toBe(200);
      const body = awardPointsResponseSchema.parse(first.json());
      expect(body).toMatchObject({ pointsAwarded: 7, levelUp: false, newLevel: 1, newWord: true });
      expect(body.newBadge).toMatchObject({ id: 'first_steps', rarity: 'common', name: 'First Steps' });
      const greedy = await award({ userId: fresh.id, points: 100, wordId: 'japanese-animals-cat' }, fresh.cookie);
      expect(greedy.json()).toMatchObject({ pointsAwarded: 5, newWord: false, newBadge: null });
      const million = await award({ userId: fresh.id, points: 1_000_000 }, fresh.cookie);
      expect(million.statusCode).toBe(400);
      expect(errorOf(million).field).toBe('points');
      const stats = (await get(`/api/language-rewards/stats/${fresh.id}/japanese`, fresh.cookie)).json();
      expect(stats).toEqual({
        level: 1, experiencePoints: 12, totalPoints: 12, currentStreak: 1, longestStreak: 1, wordsLearned: 1, conversationsCompleted: 2,
      });
    });

    it('keeps each language apart and fills the daily goal and badges', async () => {
      const fresh = await t.newChild();
      const words = ['red', 'blue', 'green', 'yellow', 'pink'];
      let last: Record<string, unknown> = {};
      for (const word of words) {
        last = (await award({ userId: fresh.id, language: 'spanish', wordId: `spanish-colors-${word}` }, fresh.cookie)).json();
      }
      expect(last).toMatchObject({ goalCompleted: true, pointsAwarded: 27 });
      const goal = (await get(`/api/language-rewards/daily-goal/${fresh.id}/spanish`, fresh.cookie)).json();
      expect(goal).toEqual({
        completedConversations: 5, targetConversations: 3, completedWords: 5, targetWords: 5, goalCompleted: true, pointsEarned: 20,
      });
      const badges = (await get(`/api/language-rewards/badges/${fresh.id}/spanish`, fresh.cookie)).json();
      expect(badges.badges.map((b: { id: string }) => b.id)).toEqual(['first_steps', 'goal_getter']);
      expect(badges.totalBadges).toBe(16);
      const french = (await get(`/api/language-rewards/stats/${fresh.id}/french`, fresh.cookie)).json();
      expect(french).toMatchObject({ totalPoints: 0, level: 1, wordsLearned: 0 });
      expect((await get(`/api/language-rewards/badges/${fresh.id}/french`, fresh.cookie)).json().badges).toEqual([]);
    });

    it('lets a child award points only to themselves and read only their own rewards', async () => {
      const response = await award({ userId: other.id });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 'forbidden', field: 'userId' });
      const stats = (await get(`/api/language-rewards/stats/${other.id}/japanese`, other.cookie)).json();
      expect(stats.totalPoints).toBe(0);
      for (const path of ['stats', 'badges', 'daily-goal']) {
        expect((await get(`/api/language-rewards/${path}/${other.id}/japanese`)).statusCode, path).toBe(403);
      }
    });

    it.each([
      [{ activity: 'cheating' }, 'activity'],
      [{ activity: 'new_word' }, 'wordId'],
      [{ language: 'english' }, 'language'],
      [{ points: -1 }, 'points'],
      [{ points: 2.5 }, 'points'],
      [{ utcOffsetMinutes: 5000 }, 'utcOffsetMinutes'],
    ])('refuses bad input %j', async (change, field) => {
      const response = await award(change);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe(field);
    });

    it('refuses a word that is not in the language, and stores nothing', async () => {
      const fresh = await t.newChild();
      for (const wordId of ['spanish-animals-cat', 'japanese-animals-unicorn-cat']) {
        const response = await award({ userId: fresh.id, wordId }, fresh.cookie);
        expect(response.statusCode, wordId).toBe(404);
      }
      const stats = (await get(`/api/language-rewards/stats/${fresh.id}/japanese`, fresh.cookie)).json();
      expect(stats.totalPoints).toBe(0);
      const rows = await t.db.kysely.selectFrom('language_words').selectAll().where('user_id', '=', fresh.id).execute();
      expect(rows).toEqual([]);
    });

    it('refuses a bad language or id in the path', async () => {
      expect((await get(`/api/language-rewards/stats/${child.id}/klingon`)).statusCode).toBe(400);
      expect((await get('/api/language-rewards/stats/abc/spanish')).statusCode).toBe(400);
      expect((await get(`/api/language-rewards/daily-goal/${child.id}/spanish?utcOffsetMinutes=9999`)).statusCode).toBe(400);
    });
  });
});
