import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../../lib/sections/types';
import { useSections } from '../../lib/sections/SectionsContext';
import { useCompanionName } from '../../lib/users';
import { TopicFlow, type TopicFlowText, type TopicOption } from '../../shared/topics/TopicFlow';
import { activityMessage, ACTIVITIES, canSend, GENERAL, type Activity } from '../../shared/topics/topicMessages';

const LOOK: Record<Activity, { emoji: string; gradient: string }> = {
  drawing: { emoji: '🎨', gradient: 'from-[#ff5c93] to-[#ff9cbf]' },
  playing: { emoji: '🧸', gradient: 'from-[#7b5cff] to-[#b18cff]' },
  music: { emoji: '🎵', gradient: 'from-[#2f8fff] to-[#6cc4ff]' },
  sports: { emoji: '⚽', gradient: 'from-[#ff8a3d] to-[#ffc06e]' },
  nature: { emoji: '🌳', gradient: 'from-[#12a36b] to-[#5fd18f]' },
  photos: { emoji: '📸', gradient: 'from-[#f5a300] to-[#ffd84d]' },
};

/** Fun Activities (spec part 1 §2): tell McKenzie what you did; Drawing opens the drawing screen. */
export function ActivitiesSection(_props: SectionProps) {
  const { t } = useTranslation('activities');
  const name = useCompanionName();
  const sections = useSections();
  const options: TopicOption[] = ACTIVITIES.map((activity) => ({
    id: activity,
    ...LOOK[activity],
    title: t(`activities.${activity}.title`),
    description: t(`activities.${activity}.description`),
    ...(activity === 'drawing' ? { onPick: () => sections.open('drawing') } : {}),
  }));
  const activityName = (topic: string) => t(`activities.${topic}.title`);
  const text: TopicFlowText = {
    greeting: t('greeting'),
    askGeneral: t('askGeneral'),
    listLabel: t('listLabel'),
    detailTitle: (topic) => (topic === GENERAL ? t('generalTitle') : activityName(topic)),
    detailPrompt: (topic) =>
      // The spec's 'What did you do with X?' reads awkwardly for most activities ("with sports"):
      // each has its own question, and the spec's wording remains for any activity without one.
      topic === GENERAL
        ? t('generalPrompt')
        : t(`activities.${topic}.question`, { defaultValue: t('detailPrompt', { activity: activityName(topic).toLowerCase() }) }),
    placeholder: (topic) => (topic === GENERAL ? t('generalPlaceholder') : t('detailPlaceholder')),
    sendLabel: (topic) => (topic === GENERAL ? t('ask', { name }) : t('share', { name })),
    sending: t('sending'),
    responseTitle: t('responseTitle'),
    again: t('again'),
    sharedToast: t('sharedToast'),
    failedToast: t('failedToast'),
    failedText: t('failedText'),
  };
  return (
    <TopicFlow
      category="activities"
      options={options}
      text={text}
      pose="cheering"
      formatMessage={(topic, words) => activityMessage(topic as Exclude<Activity, 'drawing'> | typeof GENERAL, words)}
      canSend={(topic, words, sending) => canSend('activities', topic, words, sending)}
    />
  );
}
