import { Square, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCategory } from '../../../contract/common';
import { speak, stopSpeaking } from '../../lib/speech';
import { useCompanionName } from '../../lib/users';
import { Button } from '../../ui/Button';
import { McKenzie } from '../../ui/mckenzie';
import { useSpeaking } from '../voice/useSpeaking';
import { isVoiceOn } from '../voice/voicePreference';
import { useTypewriter } from './useTypewriter';

/** Spec §9: the speak button stays highlighted this long after a tap. */
export const SPEAK_HIGHLIGHT_MS = 2000;

export interface CharacterResponseCardProps {
  text: string | undefined;
  loading: boolean;
  onAskAnother?: () => void;
  askAnotherLabel?: string;
  category?: MessageCategory;
  /** read the reply aloud as soon as it arrives (default true; off when the child turned voice off) */
  autoSpeak?: boolean;
}

/**
 * The companion's answer (spec part 1 §2): '{name} is thinking...' while loading, then the reply typed
 * out at 30 ms per character, an 'Ask Another Question' button and a play/stop voice button. Screen
 * readers get the whole reply at once.
 */
export function CharacterResponseCard({
  text,
  loading,
  onAskAnother,
  askAnotherLabel,
  category,
  autoSpeak = true,
}: CharacterResponseCardProps) {
  const { t } = useTranslation('topics');
  const name = useCompanionName();
  const reply = loading ? undefined : text?.trim() || undefined;
  const { shown, done } = useTypewriter(reply);
  const speaking = useSpeaking();
  const [highlight, setHighlight] = useState(false);
  const spokenFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!reply || !autoSpeak || spokenFor.current === reply || !isVoiceOn()) return;
    spokenFor.current = reply;
    speak(reply, { category });
  }, [reply, autoSpeak, category]);

  useEffect(() => () => stopSpeaking(), []);

  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(false), SPEAK_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  const toggleVoice = () => {
    setHighlight(true);
    if (speaking) stopSpeaking();
    else if (reply) speak(reply, { category });
  };

  const pose = !reply ? 'thinking' : speaking || !done ? 'talking' : 'happy';

  return (
    <section
      className="animate-pop flex flex-col items-center gap-4 rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-lg sm:flex-row sm:items-start sm:p-6"
      aria-busy={!reply}
      data-testid="character-response-card"
    >
      <McKenzie pose={pose} size={150} className="shrink-0" title={name} />
      <div className="flex w-full min-w-0 flex-1 flex-col gap-4">
        {!reply ? (
          <p role="status" className="font-display animate-pulse py-6 text-2xl font-bold text-grape sm:text-3xl">
            {t('thinking', { name })}
          </p>
        ) : (
          <>
            <h2 className="font-display text-2xl font-extrabold text-grape sm:text-3xl">{t('says', { name })}</h2>
            <p className="sr-only" aria-live="polite" data-testid="response-full-text">
              {reply}
            </p>
            <p
              aria-hidden
              className="min-h-16 text-xl leading-relaxed break-words whitespace-pre-wrap sm:text-2xl"
              data-testid="response-typed-text"
            >
              {shown}
              {!done ? (
                <span className="ml-0.5 inline-block h-6 w-1 animate-pulse rounded bg-grape align-middle" />
              ) : null}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button
                variant={speaking || highlight ? 'happy' : 'secondary'}
                aria-pressed={speaking}
                onClick={toggleVoice}
                className={highlight ? 'ring-4 ring-sun/60' : ''}
                icon={
                  speaking ? <Square aria-hidden className="h-6 w-6" /> : <Volume2 aria-hidden className="h-6 w-6" />
                }
              >
                {speaking ? t('stopVoice') : t('playVoice')}
              </Button>
              {onAskAnother ? (
                <Button variant="primary" onClick={onAskAnother}>
                  {askAnotherLabel ?? t('askAnother')}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
