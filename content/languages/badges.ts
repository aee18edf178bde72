import type { BadgeId, BadgeRarity } from '../../contract/languagesConstants';

/** What a badge rule can look at. */
export interface BadgeProgress {
  level: number;
  totalPoints: number;
  wordsLearned: number;
  conversationsCompleted: number;
  quizzesCompleted: number;
  perfectQuizzes: number;
  goalsCompleted: number;
  longestStreak: number;
}

export interface BadgeDefinition {
  id: BadgeId;
  name: string;
  /** How to earn it, in words a child understands. */
  description: string;
  icon: string;
  rarity: BadgeRarity;
  earned: (progress: BadgeProgress) => boolean;
}

/** Sixteen badges, four of each rarity, every one with a rule you can read. */
export const BADGES: readonly BadgeDefinition[] = [
  { id: 'first_steps', name: 'First Steps', description: 'Earn your very first points.', icon: '👣', rarity: 'common', earned: (p) => p.totalPoints > 0 },
  { id: 'first_quiz', name: 'Quiz Explorer', description: 'Finish your first language quiz.', icon: '📝', rarity: 'common', earned: (p) => p.quizzesCompleted >= 1 },
  { id: 'word_explorer', name: 'Word Explorer', description: 'Learn 10 words.', icon: '🔤', rarity: 'common', earned: (p) => p.wordsLearned >= 10 },
  { id: 'chatterbox', name: 'Chatterbox', description: 'Answer 10 chat questions.', icon: '💬', rarity: 'common', earned: (p) => p.conversationsCompleted >= 10 },
  { id: 'streak_3', name: 'Three in a Row', description: 'Learn on 3 days in a row.', icon: '🔥', rarity: 'rare', earned: (p) => p.longestStreak >= 3 },
  { id: 'level_3', name: 'Rising Star', description: 'Reach level 3.', icon: '⭐', rarity: 'rare', earned: (p) => p.level >= 3 },
  { id: 'word_collector', name: 'Word Collector', description: 'Learn 25 words.', icon: '📚', rarity: 'rare', earned: (p) => p.wordsLearned >= 25 },
  { id: 'perfect_quiz', name: 'Perfect Score', description: 'Get every answer right in a quiz.', icon: '🎯', rarity: 'rare', earned: (p) => p.perfectQuizzes >= 1 },
  { id: 'goal_getter', name: 'Goal Getter', description: "Complete a day's goals.", icon: '🥅', rarity: 'rare', earned: (p) => p.goalsCompleted >= 1 },
  { id: 'streak_7', name: 'Week of Wonders', description: 'Learn on 7 days in a row.', icon: '🌈', rarity: 'epic', earned: (p) => p.longestStreak >= 7 },
  { id: 'level_5', name: 'Language Hero', description: 'Reach level 5.', icon: '🦸', rarity: 'epic', earned: (p) => p.level >= 5 },
  { id: 'super_talker', name: 'Super Talker', description: 'Answer 50 chat questions.', icon: '🗣️', rarity: 'epic', earned: (p) => p.conversationsCompleted >= 50 },
  { id: 'word_wizard', name: 'Word Wizard', description: 'Learn 50 words.', icon: '🧙', rarity: 'epic', earned: (p) => p.wordsLearned >= 50 },
  { id: 'streak_30', name: 'Moon Streak', description: 'Learn on 30 days in a row.', icon: '🌙', rarity: 'legendary', earned: (p) => p.longestStreak >= 30 },
  { id: 'level_10', name: 'Language Legend', description: 'Reach level 10.', icon: '👑', rarity: 'legendary', earned: (p) => p.level >= 10 },
  { id: 'word_legend', name: 'Dictionary Dragon', description: 'Learn 100 words.', icon: '🐉', rarity: 'legendary', earned: (p) => p.wordsLearned >= 100 },
];

export function badgeById(id: string): BadgeDefinition | undefined {
  return BADGES.find((badge) => badge.id === id);
}
