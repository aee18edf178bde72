import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createLanguageRewardsService } from './rewardsService';

describe('language rewards service on a real database, with the clock moved by the test', () => {
  let t: TestApp;
  let clock = new Date('2026-11-23T18:00:00Z');
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps the streak over one missed day with the weekly freeze, then levels up', async () => {
    const { id } = await t.newChild();
    const rewards = createLanguageRewardsService({ db: t.db, now: () => clock });
    const chat = () => rewards.awardPoints(id, { language: 'italian', activity: 'language_response', utcOffsetMinutes: 0 });

    await chat(); // Monday
    clock = new Date('2026-11-24T07:00:00Z'); // Tuesday
    await chat();
    clock = new Date('2026-11-26T07:00:00Z'); // Thursday: Wednesday was missed
    expect((await rewards.stats(id, 'italian', 0)).currentStreak).toBe(2);
    await chat();
    expect(await rewards.stats(id, 'italian', 0)).toMatchObject({ currentStreak: 3, longestStreak: 3, totalPoints: 15 });
    clock = new Date('2026-11-28T23:30:00Z'); // Saturday 23:30 UTC is already Sunday for a child at UTC+1
    expect((await rewards.stats(id, 'italian', 60)).currentStreak).toBe(0);

    let last;
    for (let i = 0; i < 17; i++) last = await chat();
    expect(last).toMatchObject({ levelUp: true, newLevel: 2, pointsAwarded: 5 });
    expect((await rewards.stats(id, 'italian', 0)).currentStreak).toBe(1);
    expect((await rewards.badges(id, 'italian')).badges.map((b) => b.id)).toEqual(['first_steps', 'streak_3', 'chatterbox']);
  });
});
