import type {
  AwardPointsResponse, BadgeDto, BadgesResponse, DailyGoalDto, RewardStatsDto,
} from '../../../contract/languages';
import type { LearnableLanguage, RewardActivity } from '../../../contract/languagesConstants';
import {
  BADGES, applyActivity, badgeById, dailyGoalOn, dayKey, emptyRewardState, findItemById, levelFor, streakOn,
  type BadgeDefinition, type RewardState,
} from '../../../content/languages';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/errors';

export interface AwardRequest {
  language: LearnableLanguage;
  activity: RewardActivity;
  wordId?: string;
  utcOffsetMinutes: number;
}

export interface LanguageRewardsService {
  awardPoints(childId: number, request: AwardRequest): Promise<AwardPointsResponse>;
  stats(childId: number, language: LearnableLanguage, utcOffsetMinutes: number): Promise<RewardStatsDto>;
  badges(childId: number, language: LearnableLanguage): Promise<BadgesResponse>;
  dailyGoal(childId: number, language: LearnableLanguage, utcOffsetMinutes: number): Promise<DailyGoalDto>;
}

function parseState(text: string | undefined): RewardState {
  if (!text) return emptyRewardState();
  try {
    return { ...emptyRewardState(), ...(JSON.parse(text) as Partial<RewardState>) };
  } catch {
    return emptyRewardState();
  }
}

function toBadge(definition: BadgeDefinition, earnedAt: string): BadgeDto {
  const { id, name, description, icon, rarity } = definition;
  return { id, name, description, icon, rarity, earnedAt };
}

/**
 * Points, levels, streaks, daily goals and badges per child and language. The server decides what
 * an activity is worth (content/languages/rewards.ts); the clock is injected so tests can move days.
 */
export function createLanguageRewardsService(deps: { db: Db; now?: () => Date }): LanguageRewardsService {
  const { db, now = () => new Date() } = deps;

  async function load(childId: number, language: LearnableLanguage): Promise<RewardState> {
    const row = await db.kysely
      .selectFrom('language_rewards')
      .select('state')
      .where('user_id', '=', childId)
      .where('language', '=', language)
      .executeTakeFirst();
    return parseState(row?.state);
  }

  return {
    async awardPoints(childId, { language, activity, wordId, utcOffsetMinutes }) {
      const word = wordId ? findItemById(wordId) : undefined;
      if (wordId && (!word || word.language !== language)) {
        throw new AppError('not_found', 'That word is not in the word list for this language.', 'wordId');
      }
      if (activity === 'new_word' && !word) {
        throw new AppError('validation_failed', 'A new word needs its wordId.', 'wordId');
      }
      const at = now();
      return db.kysely.transaction().execute(async (trx) => {
        const stamp = at.toISOString();
        await trx
          .insertInto('language_rewards')
          .values({ user_id: childId, language, state: JSON.stringify(emptyRewardState()), updated_at: stamp })
          .onConflict((oc) => oc.columns(['user_id', 'language']).doNothing())
          .execute();
        let select = trx
          .selectFrom('language_rewards')
          .select('state')
          .where('user_id', '=', childId)
          .where('language', '=', language);
        if (db.dialect === 'postgres') select = select.forUpdate();
        let state = parseState((await select.executeTakeFirst())?.state);

        let newWord = false;
        if (word) {
          const inserted = await trx
            .insertInto('language_words')
            .values({ user_id: childId, word_id: word.id, language, learned_at: stamp })
            .onConflict((oc) => oc.columns(['user_id', 'word_id']).doNothing())
            .executeTakeFirst();
          newWord = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
        }

        const levelBefore = levelFor(state.experiencePoints);
        const activities: RewardActivity[] = activity === 'new_word' ? [] : [activity];
        if (newWord) activities.push('new_word');
        let pointsAwarded = 0;
        let goalCompleted = false;
        const newBadges: BadgeDefinition[] = [];
        for (const next of activities) {
          const outcome = applyActivity(state, next, at, utcOffsetMinutes);
          state = outcome.state;
          pointsAwarded += outcome.pointsAwarded;
          goalCompleted ||= outcome.goalCompleted;
          newBadges.push(...outcome.newBadges);
        }

        await trx
          .updateTable('language_rewards')
          .set({ state: JSON.stringify(state), updated_at: stamp })
          .where('user_id', '=', childId)
          .where('language', '=', language)
          .execute();

        const newLevel = levelFor(state.experiencePoints);
        const rarest = [...newBadges].sort((a, b) => rarityRank(b) - rarityRank(a))[0];
        return {
          pointsAwarded,
          levelUp: newLevel > levelBefore,
          newLevel,
          newBadge: rarest ? toBadge(rarest, stamp) : null,
          goalCompleted,
          newWord,
        };
      });
    },

    async stats(childId, language, utcOffsetMinutes) {
      const state = await load(childId, language);
      return {
        level: levelFor(state.experiencePoints),
        experiencePoints: state.experiencePoints,
        totalPoints: state.totalPoints,
        currentStreak: streakOn(state, dayKey(now(), utcOffsetMinutes)),
        longestStreak: state.longestStreak,
        wordsLearned: state.wordsLearned,
        conversationsCompleted: state.conversationsCompleted,
      };
    },

    async badges(childId, language) {
      const state = await load(childId, language);
      const badges = state.badges.flatMap(({ id, earnedAt }) => {
        const definition = badgeById(id);
        return definition ? [toBadge(definition, earnedAt)] : [];
      });
      return { badges, totalBadges: BADGES.length };
    },

    async dailyGoal(childId, language, utcOffsetMinutes) {
      return dailyGoalOn(await load(childId, language), dayKey(now(), utcOffsetMinutes));
    },
  };
}

const RARITY_ORDER = ['common', 'rare', 'epic', 'legendary'];
function rarityRank(badge: BadgeDefinition): number {
  return RARITY_ORDER.indexOf(badge.rarity);
}
