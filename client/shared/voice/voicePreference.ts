import { readStorage, STORAGE_KEYS } from '../../lib/storageKeys';

/** The chat's voice on/off toggle is remembered; replies elsewhere are spoken unless it is off. */
export function isVoiceOn(): boolean {
  return readStorage(STORAGE_KEYS.voiceEnabled) !== 'false';
}
