import {
  ACTIVITY_POINTS, DAILY_GOAL, EXPERIENCE_PER_LEVEL, type RewardActivity,
} from '../../contract/languagesConstants';
import { BADGES, type BadgeDefinition } from './badges';

/** Everything the server stores per child and language. Days are 'YYYY-MM-DD' in the child's time zone. */
export interface RewardState {
  totalPoints: number;
  experiencePoints: number;
  wordsLearned: number;
  conversationsCompleted: number;
  quizzesCompleted: number;
  perfectQuizzes: number;
  goalsCompleted: number;
  currentStreak: number;
  longestStreak: number;
  lastActiveDay: string | null;
  /** ISO weeks ('2026-W48') whose one automatic streak freeze has been used. */
  freezeWeeks: string[];
  badges: { id: string; earnedAt: string }[];
  daily: { day: string; conversations: number; words: number; goalCompleted: boolean; pointsEarned: number } | null;
}

export function emptyRewardState(): RewardState {
  return {
    totalPoints: 0, experiencePoints: 0, wordsLearned: 0, conversationsCompleted: 0, quizzesCompleted: 0,
    perfectQuizzes: 0, goalsCompleted: 0, currentStreak: 0, longestStreak: 0, lastActiveDay: null,
    freezeWeeks: [], badges: [], daily: null,
  };
}

/** 100 experience points per level; everyone starts at level 1. */
export function levelFor(experiencePoints: number): number {
  return Math.floor(Math.max(0, experiencePoints) / EXPERIENCE_PER_LEVEL) + 1;
}

/** The calendar day of `now` for a child whose clock is `utcOffsetMinutes` ahead of UTC. */
export function dayKey(now: Date, utcOffsetMinutes = 0): string {
  return new Date(now.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

function dayFromNumber(n: number): string {
  return new Date(n * 86_400_000).toISOString().slice(0, 10);
}

/** ISO 8601 week of a day ('2026-W01'); weeks start on Monday. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const year = date.getUTCFullYear();
  const week = 1 + Math.floor((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The weeks whose freeze would cover every day missed between `lastActiveDay` and `today`, or null
 * when the gap cannot be covered (a week already used its freeze, or two missed days share a week).
 */
function freezesNeeded(lastActiveDay: string, today: string, usedWeeks: readonly string[]): string[] | null {
  const missed = dayNumber(today) - dayNumber(lastActiveDay) - 1;
  if (missed <= 0) return [];
  if (missed > 7) return null;
  const weeks: string[] = [];
  for (let n = dayNumber(lastActiveDay) + 1; n < dayNumber(today); n++) {
    const week = isoWeek(dayFromNumber(n));
    if (usedWeeks.includes(week) || weeks.includes(week)) return null;
    weeks.push(week);
  }
  return weeks;
}

/** The streak as it stands on `today` (a missed day that a freeze can still cover does not break it). */
export function streakOn(state: RewardState, today: string): number {
  if (!state.lastActiveDay) return 0;
  if (dayNumber(today) <= dayNumber(state.lastActiveDay) + 1) return state.currentStreak;
  return freezesNeeded(state.lastActiveDay, today, state.freezeWeeks) ? state.currentStreak : 0;
}

export interface DailyGoalView {
  completedConversations: number;
  targetConversations: number;
  completedWords: number;
  targetWords: number;
  goalCompleted: boolean;
  pointsEarned: number;
}

export function dailyGoalOn(state: RewardState, today: string): DailyGoalView {
  const daily = state.daily?.day === today ? state.daily : null;
  return {
    completedConversations: daily?.conversations ?? 0,
    targetConversations: DAILY_GOAL.targetConversations,
    completedWords: daily?.words ?? 0,
    targetWords: DAILY_GOAL.targetWords,
    goalCompleted: daily?.goalCompleted ?? false,
    pointsEarned: daily?.pointsEarned ?? 0,
  };
}

export interface ActivityOutcome {
  state: RewardState;
  /** Points from the activity plus any daily-goal bonus. */
  pointsAwarded: number;
  levelUp: boolean;
  newLevel: number;
  newBadges: BadgeDefinition[];
  goalCompleted: boolean;
}

/**
 * Records one activity at `now`. The activity decides the points (never the client); the streak counts
 * days with activity, and one missed day per week is forgiven automatically.
 */
export function applyActivity(
  previous: RewardState,
  activity: RewardActivity,
  now: Date,
  utcOffsetMinutes = 0,
): ActivityOutcome {
  const today = dayKey(now, utcOffsetMinutes);
  const state: RewardState = {
    ...previous,
    freezeWeeks: [...previous.freezeWeeks],
    badges: [...previous.badges],
    daily: previous.daily?.day === today
      ? { ...previous.daily }
      : { day: today, conversations: 0, words: 0, goalCompleted: false, pointsEarned: 0 },
  };
  const daily = state.daily as NonNullable<RewardState['daily']>;
  const levelBefore = levelFor(previous.experiencePoints);

  if (state.lastActiveDay !== today) {
    const covered = state.lastActiveDay ? freezesNeeded(state.lastActiveDay, today, state.freezeWeeks) : null;
    if (state.lastActiveDay && covered) {
      state.currentStreak += 1;
      state.freezeWeeks = [...state.freezeWeeks, ...covered].slice(-8);
    } else {
      state.currentStreak = 1;
    }
    state.lastActiveDay = today;
    state.longestStreak = Math.max(state.longestStreak, state.currentStreak);
  }

  let points = ACTIVITY_POINTS[activity];
  switch (activity) {
    case 'language_response':
      state.conversationsCompleted += 1;
      daily.conversations += 1;
      break;
    case 'new_word':
      state.wordsLearned += 1;
      daily.words += 1;
      break;
    case 'quiz_completed':
      state.quizzesCompleted += 1;
      break;
    case 'quiz_perfect':
      state.quizzesCompleted += 1;
      state.perfectQuizzes += 1;
      break;
  }

  let goalCompleted = false;
  if (!daily.goalCompleted && daily.conversations >= DAILY_GOAL.targetConversations && daily.words >= DAILY_GOAL.targetWords) {
    daily.goalCompleted = true;
    daily.pointsEarned = DAILY_GOAL.bonusPoints;
    state.goalsCompleted += 1;
    points += DAILY_GOAL.bonusPoints;
    goalCompleted = true;
  }

  state.totalPoints += points;
  state.experiencePoints += points;
  const newLevel = levelFor(state.experiencePoints);

  const owned = new Set(state.badges.map((badge) => badge.id));
  const progress = {
    level: newLevel, totalPoints: state.totalPoints, wordsLearned: state.wordsLearned,
    conversationsCompleted: state.conversationsCompleted, quizzesCompleted: state.quizzesCompleted,
    perfectQuizzes: state.perfectQuizzes, goalsCompleted: state.goalsCompleted, longestStreak: state.longestStreak,
  };
  const newBadges = BADGES.filter((badge) => !owned.has(badge.id) && badge.earned(progress));
  for (const badge of newBadges) state.badges.push({ id: badge.id, earnedAt: now.toISOString() });

  return { state, pointsAwarded: points, levelUp: newLevel > levelBefore, newLevel, newBadges, goalCompleted };
}
