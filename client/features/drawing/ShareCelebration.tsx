import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { speak } from '../../lib/speech';
import { readStorage, STORAGE_KEYS } from '../../lib/storageKeys';
import { useCompanionName } from '../../lib/users';
import { Button } from '../../ui/Button';
import { McKenzie } from '../../ui/mckenzie';
import { SpeechBubble } from '../../ui/SpeechBubble';

/** McKenzie cheers for the shared drawing (with the reply, when it is ready) before the screen closes. */
export function ShareCelebration({ reply, onDone }: { reply: string | null; onDone(): void }) {
  const { t } = useTranslation('drawing');
  const companion = useCompanionName();
  // McKenzie says the reply aloud when voice is on; it may finish after the screen has closed.
  useEffect(() => {
    if (reply && readStorage(STORAGE_KEYS.voiceEnabled) !== 'false') speak(reply, { category: 'activities' });
  }, [reply]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="drawing-shared-title"
      className="fixed inset-0 z-40 grid place-items-center bg-grape/30 p-4 backdrop-blur-sm"
    >
      <div className="animate-pop flex max-w-lg flex-col items-center gap-3 rounded-[2rem] bg-white p-6 text-center shadow-2xl">
        <McKenzie pose="cheering" size={180} title={companion} />
        <h2 id="drawing-shared-title" className="text-3xl font-extrabold text-grape">
          {t('celebrate.title')}
        </h2>
        <SpeechBubble tail="bottom">{reply ?? t('toast.sharedText', { companion })}</SpeechBubble>
        <Button variant="happy" size="lg" onClick={onDone} autoFocus>
          {t('celebrate.done')}
        </Button>
      </div>
    </div>
  );
}
