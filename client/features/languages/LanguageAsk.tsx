import { ArrowLeft, Home, Send, Volume2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSections } from '../../lib/sections/SectionsContext';
import { stopSpeaking } from '../../lib/speech';
import { toast } from '../../lib/toast';
import { useCompanionReply } from '../../lib/useCompanionReply';
import { useCompanionName } from '../../lib/users';
import { CharacterResponseCard } from '../../shared/topics/CharacterResponseCard';
import { Button } from '../../ui/Button';
import { McKenzie } from '../../ui/mckenzie';
import { SpeechBubble } from '../../ui/SpeechBubble';
import { LEARNABLE_LOOK, speakInLanguage, type LearnableLanguage } from './meta';

interface LanguageAskProps {
  language: LearnableLanguage;
  onBack(): void;
}

/** 'Ask About Languages!': a free question to McKenzie, answered in the 'Language Learning' view. */
export function LanguageAsk({ language, onBack }: LanguageAskProps) {
  const { t } = useTranslation('languages');
  const name = useCompanionName();
  const sections = useSections();
  const inputId = useId();
  const [words, setWords] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const reply = useCompanionReply('languages');
  const languageName = t(`learnable.${language}.name`);
  const canSend = words.trim() !== '' && !reply.sending;

  const send = async () => {
    if (!canSend) return;
    const said = words.trim();
    setSent(said);
    const ok = await reply.submit(said);
    if (ok) {
      toast({ title: t('ask.sentToast'), variant: 'success' });
      setWords('');
    } else {
      toast({ title: t('ask.failedToast'), description: t('ask.failedText'), variant: 'destructive' });
      setSent(null);
    }
  };

  const learnMore = () => {
    stopSpeaking();
    reply.reset();
    setSent(null);
    setWords('');
    onBack();
  };

  if (sent !== null) {
    const shown = reply.reply?.content ?? (reply.late ? t('ask.late', { name }) : undefined);
    return (
      <div className="animate-pop flex flex-col gap-4">
        <h2 className="font-display text-center text-3xl font-extrabold text-grape sm:text-4xl">{t('ask.responseTitle')}</h2>
        <p className="self-end rounded-[1.5rem] rounded-br-md bg-grape px-5 py-3 text-lg text-white shadow-sm">{sent}</p>
        <CharacterResponseCard text={shown} loading={!shown} category="languages" onAskAnother={learnMore} askAnotherLabel={t('ask.learnMore')} />
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="secondary" size="lg" onClick={() => sections.home()} icon={<Home aria-hidden className="h-7 w-7" />}>
            {t('ask.home')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="animate-pop flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div>
        <Button variant="secondary" onClick={onBack} icon={<ArrowLeft aria-hidden className="h-6 w-6" />}>
          {t('back')}
        </Button>
      </div>
      <section className="flex items-center gap-3 sm:gap-6">
        <McKenzie pose={words.trim() ? 'listening' : 'happy'} size={150} className="shrink-0" />
        <div className="flex flex-col items-start gap-3">
          <SpeechBubble>
            <h2 className="text-2xl font-extrabold text-grape sm:text-4xl">{t('ask.title', { language: languageName })}</h2>
          </SpeechBubble>
          <Button
            variant="happy"
            onClick={() => speakInLanguage(LEARNABLE_LOOK[language].hello, language)}
            icon={<Volume2 aria-hidden className="h-6 w-6" />}
          >
            {t('ask.hearHello', { hello: LEARNABLE_LOOK[language].hello })}
          </Button>
        </div>
      </section>
      <label htmlFor={inputId} className="font-display text-xl font-bold sm:text-2xl">
        {t('ask.label')}
      </label>
      <textarea
        id={inputId}
        value={words}
        onChange={(event) => setWords(event.target.value)}
        placeholder={t('ask.placeholder')}
        maxLength={1000}
        rows={4}
        className="min-h-32 w-full rounded-[1.5rem] border-4 border-grape/20 bg-white p-4 text-xl shadow-inner focus:border-grape focus:outline-none"
      />
      <div>
        <Button type="submit" size="lg" disabled={!canSend} icon={<Send aria-hidden className="h-7 w-7" />}>
          {reply.sending ? t('ask.sending') : t('ask.send', { name })}
        </Button>
      </div>
    </form>
  );
}
