import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { speak } from '../lib/speech';
import type { SpeechProgressListener } from '../lib/speechProgress';

interface SpeakButtonProps {
  text: string;
  className?: string;
  /** follows the reading word by word (a read-along's onProgress) */
  onProgress?: SpeechProgressListener;
}

/** A round speaker button that reads one question, answer or card aloud (voice service locale and rate). */
export function SpeakButton({ text, className = '', onProgress }: SpeakButtonProps) {
  const { t } = useTranslation();
  const label = t('speak.listenTo', { text });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-speak
      onClick={(event) => {
        event.stopPropagation();
        speak(text, onProgress ? { personalize: false, onProgress } : { personalize: false });
      }}
      className={`grid h-12 w-12 shrink-0 place-items-center rounded-full bg-white/90 text-grape shadow transition hover:bg-sky active:scale-95 ${className}`}
    >
      <Volume2 aria-hidden className="h-6 w-6" />
    </button>
  );
}
