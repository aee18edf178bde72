import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../../lib/sections/types';
import { useSections } from '../../lib/sections/SectionsContext';
import { toast } from '../../lib/toast';
import { stopSpeaking } from '../../lib/speech';
import { Button } from '../../ui/Button';
import { McKenzie } from '../../ui/mckenzie';
import { SpeechBubble } from '../../ui/SpeechBubble';
import { useAvatarPopup } from '../../shared/voice/AvatarPopup';
import { Emoji } from '../../ui/Emoji';
import { CharacterResponseCard } from '../../shared/topics/CharacterResponseCard';
import { feelingMessage } from '../../shared/topics/topicMessages';
import { useCompanionReply } from '../../lib/useCompanionReply';
import { MOODS, type Mood } from './moods';

/**
 * Mood check-in (spec part 1 §2): 'Hi! How are you?', Happy / Sad / Okay, NEXT once one is picked.
 * NEXT shares the mood as a feelings message and shows McKenzie's reply, then on to schoolwork
 * (or home while there is no schoolwork screen).
 */
export function MoodSection(_props: SectionProps) {
  const { t } = useTranslation('mood');
  const sections = useSections();
  const [mood, setMood] = useState<Mood | undefined>(undefined);
  const [shared, setShared] = useState(false);
  const companionReply = useCompanionReply('feelings');
  const reply = { ...companionReply, reply: companionReply.reply?.content };
  const popup = useAvatarPopup();
  const schoolwork = sections.isAvailable('schoolwork');

  useEffect(() => {
    if (reply.reply) popup.show(reply.reply, { context: 'response', category: 'feelings', speak: false });
  }, [reply.reply, popup]);

  const next = async () => {
    if (!mood) return;
    setShared(true);
    if (await reply.submit(feelingMessage(mood, ''))) {
      toast({ title: t('sharedToast'), variant: 'success' });
    } else {
      setShared(false);
      toast({ title: t('failedToast'), description: t('failedText'), variant: 'destructive' });
    }
  };

  const goOn = () => {
    stopSpeaking();
    if (schoolwork) sections.open('schoolwork');
    else sections.home();
  };

  if (shared && mood) {
    const chosen = MOODS.find((m) => m.id === mood);
    return (
      <div className="animate-pop flex flex-col gap-4">
        <p className="self-end rounded-[1.5rem] rounded-br-md bg-grape px-5 py-3 text-xl text-white shadow-sm">
          {chosen ? <Emoji emoji={chosen.emoji} className="mr-2 h-8 w-8 align-middle" /> : null}
          {t(`moods.${mood}`)}
        </p>
        <CharacterResponseCard
          text={reply.reply}
          loading={!reply.reply && !reply.late}
          category="feelings"
          onAskAnother={() => {
            stopSpeaking();
            sections.open('chat', { category: 'feelings' });
          }}
        />
        <div className="flex justify-center">
          <Button size="lg" variant="mint" onClick={goOn} icon={<span aria-hidden>{schoolwork ? '📚' : '🏠'}</span>}>
            {schoolwork ? t('toSchoolwork') : t('toHome')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-6">
      <section className="animate-pop flex w-full items-center gap-3 sm:gap-6">
        <McKenzie pose={mood ? 'happy' : 'waving'} size={150} className="shrink-0 sm:hidden" />
        <McKenzie pose={mood ? 'happy' : 'waving'} size={200} className="hidden shrink-0 sm:block" />
        <SpeechBubble>
          <h2 className="text-3xl font-extrabold text-grape sm:text-5xl">{t('greeting')}</h2>
        </SpeechBubble>
      </section>
      <div role="radiogroup" aria-label={t('moodsLabel')} className="grid w-full grid-cols-3 gap-3 sm:gap-5">
        {MOODS.map((m, index) => {
          const picked = m.id === mood;
          return (
            <button
              key={m.id}
              type="button"
              role="radio"
              aria-checked={picked}
              onClick={() => setMood(m.id)}
              style={{ animationDelay: `${index * 60}ms` }}
              className={`animate-pop flex min-h-36 flex-col items-center justify-center gap-2 rounded-[2rem] border-4 bg-gradient-to-br p-3 text-white shadow-lg transition active:scale-95 sm:min-h-44 ${m.gradient} ${
                picked ? 'scale-105 border-white ring-8 ring-sun' : 'border-transparent opacity-90 hover:-translate-y-1'
              }`}
            >
              <Emoji emoji={m.emoji} className="h-16 w-16 drop-shadow sm:h-20 sm:w-20" />
              <span className="font-display text-2xl font-extrabold drop-shadow-sm sm:text-3xl">
                {t(`moods.${m.id}`)}
              </span>
            </button>
          );
        })}
      </div>
      <SpeechBubble tail="bottom" className="self-start">
        <p className="font-bold text-grape">📚 {t('schoolworkBubble')}</p>
      </SpeechBubble>
      <Button
        size="lg"
        variant="mint"
        disabled={!mood}
        onClick={() => void next()}
        icon={<ArrowRight aria-hidden className="h-7 w-7" />}
        className="min-w-48"
      >
        {t('next')}
      </Button>
    </div>
  );
}
