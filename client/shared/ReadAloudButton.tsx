import { Square, Volume2 } from 'lucide-react';
import { useEffect, useId, useSyncExternalStore } from 'react';
import type { MessageCategory } from '../../contract/constants';
import { isSpeaking, onSpeakingChange, speak, stopSpeaking, type SpeakOptions } from '../lib/speech';
import type { SpeechProgressListener } from '../lib/speechProgress';
import { Button } from '../ui/Button';

/** Which read-aloud button started the speech playing now, so only that one shows 'Stop'. */
let owner: string | null = null;

function useActive(id: string): boolean {
  return useSyncExternalStore(
    onSpeakingChange,
    () => isSpeaking() && owner === id,
    () => false,
  );
}

interface ReadAloudButtonProps {
  text: string;
  label: string;
  stopLabel: string;
  category?: MessageCategory;
  variant?: 'secondary' | 'happy' | 'mint' | 'primary';
  className?: string;
  /** follows the reading word by word (a read-along's onProgress) */
  onProgress?: SpeechProgressListener;
}

/** A big 'read it to me' button: tap to hear the text, tap again to stop. Stops when it goes away. */
export function ReadAloudButton({ text, label, stopLabel, category, variant = 'happy', className = '', onProgress }: ReadAloudButtonProps) {
  const id = useId();
  const active = useActive(id);

  useEffect(
    () => () => {
      if (owner === id) {
        owner = null;
        stopSpeaking();
      }
    },
    [id],
  );

  const toggle = () => {
    if (active) {
      owner = null;
      stopSpeaking();
      return;
    }
    owner = id;
    const options: SpeakOptions = {};
    if (category) options.category = category;
    if (onProgress) options.onProgress = onProgress;
    speak(text, options);
  };

  return (
    <Button
      variant={variant}
      onClick={toggle}
      aria-pressed={active}
      disabled={!text.trim()}
      className={className}
      icon={active ? <Square aria-hidden className="h-6 w-6" /> : <Volume2 aria-hidden className="h-6 w-6" />}
    >
      {active ? stopLabel : label}
    </Button>
  );
}
