import { useTranslation } from 'react-i18next';
import { TopicTile } from '../../shared/topics/TopicTile';
import { Button } from '../../ui/Button';
import { McKenzie } from '../../ui/mckenzie';
import { SpeechBubble } from '../../ui/SpeechBubble';
import { AppLanguageSelector } from './AppLanguageSelector';
import { LEARNABLE_LANGUAGES, LEARNABLE_LOOK, type LearnableLanguage } from './meta';

interface LanguagesHomeProps {
  onAsk(): void;
  onChat(language: LearnableLanguage): void;
  onQuiz(): void;
}

/** Learn Languages (spec part 2 §2.2): ask, the App Language selector, six languages to chat in, the quiz. */
export function LanguagesHome({ onAsk, onChat, onQuiz }: LanguagesHomeProps) {
  const { t } = useTranslation('languages');
  return (
    <div className="flex flex-col gap-6">
      <section className="animate-pop flex items-center gap-3 sm:gap-6">
        <McKenzie pose="waving" size={130} className="shrink-0 sm:hidden" />
        <McKenzie pose="waving" size={180} className="hidden shrink-0 sm:block" />
        <div className="flex flex-col items-start gap-3">
          <SpeechBubble>
            <h2 className="text-2xl font-extrabold text-grape sm:text-4xl">{t('prompt')}</h2>
          </SpeechBubble>
          <Button variant="happy" size="lg" onClick={onAsk} icon={<span aria-hidden>💬</span>}>
            {t('askAbout')}
          </Button>
        </div>
      </section>
      <AppLanguageSelector />
      <nav aria-label={t('tilesLabel')} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {LEARNABLE_LANGUAGES.map((language, index) => (
          <TopicTile
            key={language}
            index={index}
            emoji={LEARNABLE_LOOK[language].emoji}
            gradient={LEARNABLE_LOOK[language].gradient}
            title={t(`learnable.${language}.name`)}
            description={t('tileDescription', { hello: LEARNABLE_LOOK[language].hello })}
            onClick={() => onChat(language)}
          />
        ))}
      </nav>
      <div className="flex justify-center">
        <Button variant="mint" size="lg" onClick={onQuiz} icon={<span aria-hidden>🧩</span>}>
          {t('quizButton')}
        </Button>
      </div>
    </div>
  );
}
