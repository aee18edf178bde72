import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCategory } from '../../../contract/common';
import type { Message } from '../../../contract/messages';
import { speak, stopSpeaking } from '../../lib/speech';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storageKeys';
import { AUTO_SPEAK_DELAY_MS } from './chatConstants';
import { useAvatarPopup } from '../../shared/voice/AvatarPopup';

export function useVoiceEnabled(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readStorage(STORAGE_KEYS.voiceEnabled) !== 'false');
  const update = (value: boolean) => {
    setOn(value);
    writeStorage(STORAGE_KEYS.voiceEnabled, String(value));
    if (!value) stopSpeaking();
  };
  return [on, update];
}

/** Reads a newly arrived companion message aloud 500 ms after it appears, when voice is on. */
export function useAutoSpeak(messages: Message[] | undefined, companionId: number | undefined, voiceOn: boolean, category: MessageCategory) {
  const lastSeen = useRef<number | null>(null);
  const popup = useAvatarPopup();
  useEffect(() => {
    if (!messages || companionId === undefined) return;
    const latest = [...messages].reverse().find((m) => m.fromUserId === companionId);
    const previous = lastSeen.current;
    lastSeen.current = latest?.id ?? 0;
    // The first load only sets the mark: old messages are not read out.
    if (previous === null || !latest || latest.id <= previous) return;
    popup.show(latest.content, { context: 'response', category, speak: false });
    if (!voiceOn) return;
    const timer = setTimeout(() => speak(latest.content, { category }), AUTO_SPEAK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [messages, companionId, voiceOn, category, popup]);

  useEffect(() => () => stopSpeaking(), []);
}

export function VoiceToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('chat');
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={`font-display flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-full px-3 text-lg font-bold transition sm:px-4 ${
        on ? 'bg-mint text-white' : 'bg-white text-ink/70'
      }`}
    >
      {on ? <Volume2 aria-hidden className="h-6 w-6" /> : <VolumeX aria-hidden className="h-6 w-6" />}
      <span className="sr-only sm:not-sr-only">{on ? t('voiceOn') : t('voiceOff')}</span>
    </button>
  );
}
