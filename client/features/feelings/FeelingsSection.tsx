import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../../lib/sections/types';
import { useCompanionName } from '../../lib/users';
import { TopicFlow, type TopicFlowText, type TopicOption } from '../../shared/topics/TopicFlow';
import { canSend, FEELINGS, feelingMessage, GENERAL, type Feeling } from '../../shared/topics/topicMessages';

const LOOK: Record<Feeling, { emoji: string; gradient: string }> = {
  happy: { emoji: '😊', gradient: 'from-[#f5a300] to-[#ffd84d]' },
  sad: { emoji: '😢', gradient: 'from-[#2f8fff] to-[#6cc4ff]' },
  okay: { emoji: '🙂', gradient: 'from-[#2ec4a6] to-[#7be0c2]' },
  excited: { emoji: '🤩', gradient: 'from-[#ff8a3d] to-[#ffc06e]' },
  angry: { emoji: '😠', gradient: 'from-[#e0475b] to-[#ff8a8a]' },
  calm: { emoji: '😌', gradient: 'from-[#7b5cff] to-[#b18cff]' },
};

/** Share Feelings (spec part 1 §2): six feelings or a free question, then McKenzie's caring reply. */
export function FeelingsSection(_props: SectionProps) {
  const { t } = useTranslation('feelings');
  const name = useCompanionName();
  const options: TopicOption[] = FEELINGS.map((feeling) => ({
    id: feeling,
    ...LOOK[feeling],
    title: t(`feelings.${feeling}.title`),
    description: t(`feelings.${feeling}.description`),
  }));
  const feelingName = (topic: string) => t(`feelings.${topic}.title`);
  const text: TopicFlowText = {
    greeting: t('greeting'),
    askGeneral: t('askGeneral'),
    listLabel: t('listLabel'),
    detailTitle: (topic) => (topic === GENERAL ? t('generalTitle') : t('detailTitle', { feeling: feelingName(topic) })),
    detailPrompt: (topic) =>
      topic === GENERAL ? t('generalPrompt') : t('detailPrompt', { feeling: feelingName(topic).toLowerCase() }),
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
      category="feelings"
      options={options}
      text={text}
      pose="gentle"
      formatMessage={(topic, words) => feelingMessage(topic as Feeling | typeof GENERAL, words)}
      canSend={(topic, words, sending) => canSend('feelings', topic, words, sending)}
    />
  );
}
