import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GEO_TOPICS,
  geographyRegionMessage,
  geographyTopicMessage,
  isGeoTopic,
  REGIONS,
  withArticle,
  type Country,
  type GeoTopic,
} from '../../../content/geography';
import { UI_LANGUAGES, type UiLanguage } from '../../../contract/constants';
import type { SectionProps } from '../../lib/sections/types';
import { speak, stopSpeaking } from '../../lib/speech';
import { useCompanionName } from '../../lib/users';
import { TopicFlow, type TopicFlowText, type TopicOption } from '../../shared/topics/TopicFlow';
import { GENERAL } from '../../shared/topics/topicMessages';
import { isVoiceOn } from '../../shared/voice/voicePreference';
import { countryLine } from './countryLine';
import { SPIN_MS } from './globeMath';
import { GlobeIntro } from './GlobeIntro';
import { useWorld } from './useWorld';

const LOOK: Record<GeoTopic, { emoji: string; gradient: string }> = {
  countries: { emoji: '🗺️', gradient: 'from-[#2f8fff] to-[#6cc4ff]' },
  cities: { emoji: '🏙️', gradient: 'from-[#7b5cff] to-[#b18cff]' },
  mountains: { emoji: '🏔️', gradient: 'from-[#12a36b] to-[#5fd18f]' },
  oceans: { emoji: '🌊', gradient: 'from-[#0891b2] to-[#5fd3ee]' },
  animals: { emoji: '🐘', gradient: 'from-[#f5a300] to-[#ffd84d]' },
  weather: { emoji: '⛅', gradient: 'from-[#ff8a3d] to-[#ffc06e]' },
};

function uiLanguage(code: string): UiLanguage {
  const short = code.slice(0, 2);
  return (UI_LANGUAGES as readonly string[]).includes(short) ? (short as UiLanguage) : 'en';
}

/**
 * Learn Geography (spec part 2 §2.3): a real globe that spins for 3 s, six region dots and buttons
 * that ask McKenzie about a region at once, any country tapped is named and explained aloud, and six
 * topic tiles on the shared topic flow.
 */
export function GeographySection(_props: SectionProps) {
  const { t, i18n } = useTranslation('geography');
  const name = useCompanionName();
  const world = useWorld();
  const language = uiLanguage(i18n.language);
  const [spinStartedAt] = useState(() => performance.now());
  const [spinning, setSpinning] = useState(true);
  const [picked, setPicked] = useState<Country | undefined>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => setSpinning(false), SPIN_MS);
    return () => clearTimeout(timer);
  }, []);
  // Spec: speech stops when the child leaves the screen.
  useEffect(() => () => stopSpeaking(), []);

  const pickCountry = (country: Country) => {
    setPicked(country);
    if (!isVoiceOn()) return;
    const said = countryLine(country, language, t);
    speak(`${said.name}. ${said.line}`, { category: 'geography' });
  };

  const topicTitle = (topic: string) => (isGeoTopic(topic) ? t(`topics.${topic}.title`) : t('generalTitle'));
  const options: TopicOption[] = GEO_TOPICS.map((topic) => ({
    id: topic,
    ...LOOK[topic],
    title: t(`topics.${topic}.title`),
    description: t(`topics.${topic}.description`),
  }));
  const text: TopicFlowText = {
    greeting: t('greeting'),
    askGeneral: t('askGeneral'),
    listLabel: t('listLabel'),
    detailTitle: topicTitle,
    detailPrompt: (topic) => (isGeoTopic(topic) ? t('detailPrompt', { topic: topicTitle(topic) }) : t('generalPrompt')),
    placeholder: (topic) => (isGeoTopic(topic) ? t(`topics.${topic}.example`) : t('generalPlaceholder')),
    sendLabel: () => t('explore', { name }),
    sending: t('exploring'),
    responseTitle: t('responseTitle'),
    again: t('learnMore'),
    sharedToast: t('sentToast'),
    failedToast: t('failedToast'),
    failedText: t('failedText'),
  };

  return (
    <TopicFlow
      category="geography"
      options={options}
      text={text}
      pose="happy"
      formatMessage={(topic, words) => (isGeoTopic(topic) ? geographyTopicMessage(topic, words) : words.trim())}
      // Spec §5: the free question needs words; a topic tile may be sent as it is.
      canSend={(topic, words, sending) => !sending && (topic !== GENERAL || words.trim().length > 0)}
      renderIntro={({ sendNow, askGeneral }) => (
        <GlobeIntro
          world={world}
          spinning={spinning}
          spinStartedAt={spinStartedAt}
          language={language}
          picked={picked}
          onCountry={pickCountry}
          onRegion={(region) => {
            stopSpeaking();
            sendNow(geographyRegionMessage(REGIONS[region].name), `🌍 ${t(`regions.${region}`)}`);
          }}
          onMore={(country) => {
            stopSpeaking();
            sendNow(`Tell me about ${withArticle(country.names.en)}`, `${country.flag} ${countryLine(country, language, t).name}`);
          }}
          onAskGeneral={askGeneral}
        />
      )}
    />
  );
}
