import { describe, expect, it } from 'vitest';
import { generateQuestionsResponseSchema } from '../../../contract/schoolwork';
import { isAnswerCorrect, questionsPerSet } from '../../../content/schoolwork';
import { errorOf, useTestApp } from '../../test/testApp';

describe('schoolwork routes', () => {
  const t = useTestApp();

  const generate = (body: unknown, cookie = t.child.cookie) =>
    t.app.inject({ method: 'POST', url: '/api/schoolwork/generate-questions', headers: { cookie }, payload: body as object });
  const texts = (response: { json(): unknown }) =>
    (response.json() as { questions: { question: string }[] }).questions.map((q) => q.question);

  it('answers a valid question set for the subject and age', async () => {
    const response = await generate({ subject: 'math', age: 4, setNumber: 1, userId: t.child.id });
    expect(response.statusCode).toBe(200);
    const body = generateQuestionsResponseSchema.parse(response.json());
    expect(body.setNumber).toBe(1);
    expect(body.totalSets).toBe(3);
    expect(body.questions).toHaveLength(questionsPerSet(4));
    for (const question of body.questions) {
      expect(question.options).toHaveLength(4);
      expect(isAnswerCorrect(question, question.answer)).toBe(true);
    }
  });

  it('gives free-text questions from age 7 and defaults setNumber to 1', async () => {
    const response = await generate({ subject: 'math', age: 9, userId: t.child.id });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.setNumber).toBe(1);
    expect(body.questions).toHaveLength(questionsPerSet(9));
    expect(body.questions.some((q: { options?: string[] }) => q.options === undefined)).toBe(true);
  });

  it('never repeats a question across sets 1–3, and a new set 1 brings fresh questions', async () => {
    const fresh = await t.newChild();
    const sets: string[][] = [];
    for (const setNumber of [1, 2, 3]) {
      sets.push(texts(await generate({ subject: 'science', age: 6, setNumber, userId: fresh.id }, fresh.cookie)));
    }
    const all = sets.flat();
    expect(new Set(all).size).toBe(all.length);
    const again = texts(await generate({ subject: 'math', age: 8, setNumber: 1, userId: fresh.id }, fresh.cookie));
    const again2 = texts(await generate({ subject: 'math', age: 8, setNumber: 1, userId: fresh.id }, fresh.cookie));
    expect(again2).not.toEqual(again);
  });

  it('gives different children different questions', async () => {
    const a = await t.newChild();
    const b = await t.newChild();
    const qa = texts(await generate({ subject: 'math', age: 7, setNumber: 1, userId: a.id }, a.cookie));
    const qb = texts(await generate({ subject: 'math', age: 7, setNumber: 1, userId: b.id }, b.cookie));
    expect(qa).not.toEqual(qb);
  });

  it('knows every subject including general', async () => {
    for (const subject of ['reading', 'writing', 'art', 'general']) {
      const response = await generate({ subject, age: 5, setNumber: 2, userId: t.child.id });
      expect(response.statusCode, subject).toBe(200);
      expect(response.json().questions.length).toBeGreaterThan(0);
    }
  });

  it.each([
    [{ subject: 'history', age: 6, setNumber: 1 }, 'subject'],
    [{ subject: 'math', age: 2, setNumber: 1 }, 'age'],
    [{ subject: 'math', age: 11, setNumber: 1 }, 'age'],
    [{ subject: 'math', age: 'six', setNumber: 1 }, 'age'],
    [{ subject: 'math', age: 6, setNumber: 4 }, 'setNumber'],
    [{ subject: 'math', age: 6, setNumber: 0 }, 'setNumber'],
    [{ subject: 'math', age: 6, setNumber: 1.5 }, 'setNumber'],
    [{ age: 6, setNumber: 1 }, 'subject'],
    [{ subject: 42, age: 6 }, 'subject'],
  ])('rejects %j with 400 on %s', async (body, field) => {
    const response = await generate({ userId: t.child.id, ...body });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', field });
  });

  it('rejects a missing userId with 400 and someone else’s with 403', async () => {
    const missing = await generate({ subject: 'math', age: 6 });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).field).toBe('userId');
    const other = await t.newChild();
    const foreign = await generate({ subject: 'math', age: 6, setNumber: 1, userId: other.id });
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign)).toMatchObject({ code: 'forbidden', field: 'userId' });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/schoolwork/generate-questions',
      payload: { subject: 'math', age: 6, setNumber: 1, userId: t.child.id },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/schoolwork/generate-questions',
      headers: { cookie: t.child.cookie, 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(response.statusCode).toBe(400);
  });
});
