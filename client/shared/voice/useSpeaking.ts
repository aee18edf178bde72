import { useSyncExternalStore } from 'react';
import { isSpeaking, onSpeakingChange } from '../../lib/speech';

/** True while the companion's voice is playing (provider audio or browser speech). */
export function useSpeaking(): boolean {
  return useSyncExternalStore(onSpeakingChange, isSpeaking, () => false);
}
