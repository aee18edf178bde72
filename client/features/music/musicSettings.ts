import { clampVolume, DEFAULT_MUSIC_VOLUME } from '../../../content/music';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storageKeys';

export interface MusicSettings {
  enabled: boolean;
  volume: number;
}

export const DEFAULT_MUSIC_SETTINGS: MusicSettings = { enabled: false, volume: DEFAULT_MUSIC_VOLUME };

/** The stored on/off flag and volume; anything unreadable falls back to off at 0.3. */
export function readMusicSettings(): MusicSettings {
  const text = readStorage(STORAGE_KEYS.musicSettings);
  if (!text) return DEFAULT_MUSIC_SETTINGS;
  try {
    const value = JSON.parse(text) as Partial<MusicSettings>;
    return {
      enabled: value.enabled === true,
      volume: typeof value.volume === 'number' ? clampVolume(value.volume) : DEFAULT_MUSIC_VOLUME,
    };
  } catch {
    return DEFAULT_MUSIC_SETTINGS;
  }
}

export function writeMusicSettings(settings: MusicSettings): void {
  writeStorage(STORAGE_KEYS.musicSettings, JSON.stringify({ enabled: settings.enabled, volume: clampVolume(settings.volume) }));
}
