import { useQuery } from '@tanstack/react-query';
import { Volume2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BadgesResponse, DailyGoalDto, RewardStatsDto } from '../../../contract/languages';
import { EXPERIENCE_PER_LEVEL } from '../../../contract/languagesConstants';
import { speak } from '../../lib/speech';
import { Button } from '../../ui/Button';
import type { LearnableLanguage } from './meta';
import { Overlay } from './Overlay';
import { languageRewardQueries } from './queries';

interface RewardsPanelProps {
  userId: number;
  language: LearnableLanguage;
  onClose(): void;
  onContinue(): void;
}

const RARITY_LOOK = {
  common: 'bg-[#e6fbf4] border-mint/50',
  rare: 'bg-[#e3f0ff] border-ocean/50',
  epic: 'bg-[#f1ecff] border-grape/50',
  legendary: 'bg-[#fff5d6] border-sun',
} as const;

/** Language Rewards (spec part 2 §2.2): level, points, streak, words, today's goals and badges. */
export function RewardsPanel({ userId, language, onClose, onContinue }: RewardsPanelProps) {
  const { t } = useTranslation('languages');
  const stats = useQuery(languageRewardQueries.stats(userId, language));
  const goal = useQuery(languageRewardQueries.dailyGoal(userId, language));
  const badges = useQuery(languageRewardQueries.badges(userId, language));
  const loading = !stats.data || !goal.data || !badges.data;

  return (
    <Overlay title={t('rewards.title')} onClose={onClose} testId="language-rewards">
      <div className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 className="font-display text-3xl font-extrabold text-grape">
            <span aria-hidden>🏆 </span>
            {t('rewards.title')}
          </h2>
          <button type="button" onClick={onClose} aria-label={t('rewards.close')} className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-grape shadow">
            <X aria-hidden className="h-7 w-7" />
          </button>
        </div>
        {loading ? (
          <p role="status" className="text-center text-xl">
            {t('rewards.loading')}
          </p>
        ) : (
          <RewardsBody stats={stats.data} goal={goal.data} badges={badges.data} onContinue={onContinue} />
        )}
      </div>
    </Overlay>
  );
}

type Stats = RewardStatsDto;
type Goal = DailyGoalDto;
type Badges = BadgesResponse;

function RewardsBody({ stats, goal, badges, onContinue }: { stats: Stats; goal: Goal; badges: Badges; onContinue(): void }) {
  const { t } = useTranslation('languages');
  const into = stats.experiencePoints % EXPERIENCE_PER_LEVEL;
  const cards = [
    { key: 'totalPoints', emoji: '⭐', value: stats.totalPoints },
    { key: 'streak', emoji: '🔥', value: stats.currentStreak },
    { key: 'words', emoji: '📚', value: stats.wordsLearned },
    { key: 'conversations', emoji: '💬', value: stats.conversationsCompleted },
  ] as const;
  const hearProgress = () =>
    speak(
      t('rewards.progressSpeech', {
        level: stats.level, points: stats.totalPoints, words: stats.wordsLearned, conversations: stats.conversationsCompleted,
      }),
      { category: 'languages' },
    );

  return (
    <>
      <section className="flex flex-col gap-2 rounded-3xl bg-white p-4 shadow-sm">
        <div className="flex items-baseline justify-between gap-2">
          <p className="font-display text-3xl font-extrabold text-grape" data-testid="rewards-level">
            {t('rewards.level', { level: stats.level })}
          </p>
          <p className="text-lg font-bold">{t('rewards.xp', { xp: stats.experiencePoints })}</p>
        </div>
        <div role="progressbar" aria-label={t('rewards.progressLabel')} aria-valuemin={0} aria-valuemax={EXPERIENCE_PER_LEVEL} aria-valuenow={into} className="h-5 overflow-hidden rounded-full bg-grape/15">
          <div className="h-full rounded-full bg-gradient-to-r from-grape to-berry" style={{ width: `${into}%` }} />
        </div>
        <p className="text-base">{t('rewards.toNext', { points: EXPERIENCE_PER_LEVEL - into, level: stats.level + 1 })}</p>
      </section>

      <section className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map((card) => (
          <div key={card.key} className="flex flex-col items-center rounded-3xl bg-white p-3 text-center shadow-sm" data-testid={`rewards-${card.key}`}>
            <span aria-hidden className="text-3xl">
              {card.emoji}
            </span>
            <span className="font-display text-3xl font-extrabold">{card.value}</span>
            <span className="text-sm font-semibold">{t(`rewards.${card.key}`)}</span>
          </div>
        ))}
      </section>
      <p className="text-center text-base">{t('rewards.streakHelper')}</p>

      <section className="flex flex-col gap-2 rounded-3xl bg-white p-4 shadow-sm" data-testid="rewards-goals">
        <h3 className="font-display text-2xl font-extrabold text-grape">{t('rewards.todayGoals')}</h3>
        <GoalRow label={t('rewards.goalConversations')} done={goal.completedConversations} target={goal.targetConversations} />
        <GoalRow label={t('rewards.goalWords')} done={goal.completedWords} target={goal.targetWords} />
        {goal.goalCompleted ? (
          <p className="font-display text-xl font-extrabold text-mint">🎉 {t('rewards.goalDone', { points: goal.pointsEarned })}</p>
        ) : null}
      </section>

      <section className="flex flex-col gap-2 rounded-3xl bg-white p-4 shadow-sm" data-testid="rewards-badges">
        <h3 className="font-display text-2xl font-extrabold text-grape">
          {t('rewards.badges')} <span className="text-lg">({badges.badges.length}/{badges.totalBadges})</span>
        </h3>
        {badges.badges.length === 0 ? (
          <p className="text-lg">{t('rewards.noBadges')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {badges.badges.map((badge) => (
              <li key={badge.id} className={`flex flex-col items-center rounded-2xl border-4 p-2 text-center ${RARITY_LOOK[badge.rarity]}`}>
                <span aria-hidden className="text-4xl">
                  {badge.icon}
                </span>
                <span className="font-display text-lg font-extrabold">{t(`badges.${badge.id}.name`)}</span>
                <span className="text-sm">{t(`badges.${badge.id}.description`)}</span>
                <span className="text-xs font-bold uppercase">{t(`rarity.${badge.rarity}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" size="lg" onClick={hearProgress} icon={<Volume2 aria-hidden className="h-6 w-6" />}>
          {t('rewards.hear')}
        </Button>
        <Button variant="happy" size="lg" onClick={onContinue}>
          {t('rewards.continue')}
        </Button>
      </div>
    </>
  );
}

function GoalRow({ label, done, target }: { label: string; done: number; target: number }) {
  const shown = Math.min(done, target);
  return (
    <div className="flex items-center gap-3">
      <span className="w-40 text-lg font-semibold">{label}</span>
      <div className="h-4 flex-1 overflow-hidden rounded-full bg-mint/20">
        <div className="h-full rounded-full bg-mint" style={{ width: `${(shown / target) * 100}%` }} />
      </div>
      <span className="font-display text-lg font-bold">
        {shown}/{target}
      </span>
    </div>
  );
}
