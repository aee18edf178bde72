import { describe, expect, it } from 'vitest';
import { BADGE_IDS, BADGE_RARITIES } from '../../contract/languagesConstants';
import { BADGES } from './badges';
import {
  applyActivity, dailyGoalOn, dayKey, emptyRewardState, isoWeek, levelFor, streakOn, type RewardState,
} from './rewards';

const at = (iso: string) => new Date(iso);

function run(state: RewardState, activity: Parameters<typeof applyActivity>[1], times: number, now: Date) {
  let current = state;
  for (let i = 0; i < times; i++) current = applyActivity(current, activity, now).state;
  return current;
}

describe('rewards: points and levels', () => {
  it('awards what the activity is worth and levels up every 100 experience points', () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(99)).toBe(1);
    expect(levelFor(100)).toBe(2);
    const now = at('2026-11-23T10:00:00Z');
    let state = emptyRewardState();
    const first = applyActivity(state, 'language_response', now);
    expect(first).toMatchObject({ pointsAwarded: 5, levelUp: false, newLevel: 1 });
    state = run(first.state, 'quiz_perfect', 4, now);
    expect(state.experiencePoints).toBe(85);
    const up = applyActivity(state, 'quiz_completed', now);
    expect(up).toMatchObject({ pointsAwarded: 10, levelUp: false, newLevel: 1 });
    const over = applyActivity(up.state, 'quiz_perfect', now);
    expect(over).toMatchObject({ pointsAwarded: 20, levelUp: true, newLevel: 2 });
    expect(over.state.totalPoints).toBe(115);
  });

  it('does not change the state it was given', () => {
    const state = emptyRewardState();
    applyActivity(state, 'new_word', at('2026-11-23T10:00:00Z'));
    expect(state).toEqual(emptyRewardState());
  });
});

describe('rewards: badges', () => {
  it('has at least 12 badges in all four rarities, each with an id from the contract', () => {
    expect(BADGES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(BADGES.map((b) => b.rarity))).toEqual(new Set(BADGE_RARITIES));
    expect(BADGES.map((b) => b.id).sort()).toEqual([...BADGE_IDS].sort());
  });

  it('earns First Steps once, then Word Explorer on the tenth word', () => {
    const now = at('2026-11-23T10:00:00Z');
    const first = applyActivity(emptyRewardState(), 'new_word', now);
    expect(first.newBadges.map((b) => b.id)).toEqual(['first_steps']);
    expect(first.state.badges).toEqual([{ id: 'first_steps', earnedAt: '2026-11-23T10:00:00.000Z' }]);
    const nine = run(first.state, 'new_word', 8, now);
    expect(applyActivity(nine, 'language_response', now).newBadges).toEqual([]);
    const tenth = applyActivity(nine, 'new_word', now);
    expect(tenth.newBadges.map((b) => b.id)).toEqual(['word_explorer']);
    expect(applyActivity(tenth.state, 'new_word', now).newBadges).toEqual([]);
  });

  it('earns Perfect Score and Quiz Explorer together on a first perfect quiz', () => {
    const state = applyActivity(emptyRewardState(), 'language_response', at('2026-11-23T10:00:00Z')).state;
    const outcome = applyActivity(state, 'quiz_perfect', at('2026-11-23T10:05:00Z'));
    expect(outcome.newBadges.map((b) => b.id)).toEqual(['first_quiz', 'perfect_quiz']);
  });
});

describe('rewards: daily goal', () => {
  it('completes once when 3 chats and 5 new words are done, adding a 20 point bonus', () => {
    const now = at('2026-11-23T09:00:00Z');
    let state = run(emptyRewardState(), 'language_response', 3, now);
    state = run(state, 'new_word', 4, now);
    expect(dailyGoalOn(state, '2026-11-23')).toEqual({
      completedConversations: 3, targetConversations: 3, completedWords: 4, targetWords: 5, goalCompleted: false, pointsEarned: 0,
    });
    const done = applyActivity(state, 'new_word', now);
    expect(done).toMatchObject({ pointsAwarded: 22, goalCompleted: true });
    expect(done.newBadges.map((b) => b.id)).toContain('goal_getter');
    expect(dailyGoalOn(done.state, '2026-11-23')).toMatchObject({ goalCompleted: true, pointsEarned: 20 });
    expect(applyActivity(done.state, 'new_word', now)).toMatchObject({ pointsAwarded: 2, goalCompleted: false });
    expect(dailyGoalOn(done.state, '2026-11-24')).toMatchObject({ completedWords: 0, goalCompleted: false, pointsEarned: 0 });
  });
});

describe('rewards: streak with a weekly freeze', () => {
  it('counts days with activity, once per day, in the child’s own time zone', () => {
    let state = applyActivity(emptyRewardState(), 'language_response', at('2026-11-23T08:00:00Z')).state;
    state = applyActivity(state, 'language_response', at('2026-11-23T20:00:00Z')).state;
    expect(state.currentStreak).toBe(1);
    state = applyActivity(state, 'language_response', at('2026-11-24T00:30:00Z')).state;
    expect(state.currentStreak).toBe(2);
    expect(dayKey(at('2026-11-24T23:30:00Z'), 60)).toBe('2026-11-25');
    state = applyActivity(state, 'language_response', at('2026-11-24T23:30:00Z'), 60).state;
    expect(state.currentStreak).toBe(3);
    expect(state.longestStreak).toBe(3);
  });

  it('forgives one missed day a week automatically, but not a second one in the same week', () => {
    // Mon 23, Tue 24 active; Wed 25 missed; Thu 26 active → the freeze keeps the streak.
    let state = applyActivity(emptyRewardState(), 'new_word', at('2026-11-23T10:00:00Z')).state;
    state = applyActivity(state, 'new_word', at('2026-11-24T10:00:00Z')).state;
    expect(streakOn(state, '2026-11-26')).toBe(2);
    state = applyActivity(state, 'new_word', at('2026-11-26T10:00:00Z')).state;
    expect(state.currentStreak).toBe(3);
    expect(state.freezeWeeks).toEqual([isoWeek('2026-11-25')]);
    // Fri 27 missed as well: the week's freeze is used, so Saturday starts again at 1.
    expect(streakOn(state, '2026-11-28')).toBe(0);
    state = applyActivity(state, 'new_word', at('2026-11-28T10:00:00Z')).state;
    expect(state.currentStreak).toBe(1);
    expect(state.longestStreak).toBe(3);
  });

  it('gives a fresh freeze in the next week, across the Sunday-to-Monday boundary', () => {
    // Sat 28 active, Sun 29 missed (week 48), Mon 30 missed (week 49), Tue 1 Dec active.
    let state = emptyRewardState();
    state = { ...state, currentStreak: 4, longestStreak: 4, lastActiveDay: '2026-11-28', freezeWeeks: [] };
    expect(isoWeek('2026-11-29')).toBe('2026-W48');
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
    state = applyActivity(state, 'language_response', at('2026-12-01T09:00:00Z')).state;
    expect(state.currentStreak).toBe(5);
    expect(state.freezeWeeks).toEqual(['2026-W48', '2026-W49']);
  });

  it('starts again at 1 after a long break, without losing anything earned', () => {
    let state = run(emptyRewardState(), 'new_word', 12, at('2026-11-02T10:00:00Z'));
    state = applyActivity(state, 'new_word', at('2026-11-20T10:00:00Z')).state;
    expect(state.currentStreak).toBe(1);
    expect(state.wordsLearned).toBe(13);
    expect(state.badges.map((b) => b.id)).toContain('word_explorer');
  });

  it('knows ISO weeks at the turn of the year', () => {
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-03')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
  });
});
