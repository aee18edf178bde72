import type { MusicTrack, TrackCategory } from './types';

/** Five original background tunes (written for McKenzie), played as sine tones and looped. */
const track = (id: string, name: string, category: TrackCategory, tempo: number, melody: string): MusicTrack => {
  const notes = melody.trim().split(/\s+/);
  return { id, name, category, tempo, melody: notes, instrument: 'sine', duration: (notes.length * tempo) / 1000, volume: 0.3 };
};

export const MUSIC_TRACKS: readonly MusicTrack[] = [
  track('sunny-skip', 'Sunny Skip', 'upbeat', 350, 'C5 E5 G5 E5 C5 E5 G5 C6 A4 C5 F5 C5 G4 B4 D5 G5 C5 E5 G5 E5 F5 A5 G5 E5 D5 F5 E5 C5 D5 B4 C5 C5'),
  track('hop-along', 'Hop Along', 'upbeat', 400, 'G4 G4 D5 D5 B4 G4 A4 B4 C5 E5 D5 B4 A4 F#4 G4 G4 E5 D5 C5 B4 A4 B4 C5 A4 G4 B4 D5 B4 G4 A4 G4 G4'),
  track('cloud-drift', 'Cloud Drift', 'calm', 800, 'C4 G4 E4 G4 A3 E4 C4 E4 F3 C4 A3 C4 G3 D4 B3 D4'),
  track('counting-steps', 'Counting Steps', 'learning', 500, 'C4 D4 E4 F4 G4 A4 B4 C5 C5 B4 A4 G4 F4 E4 D4 C4 E4 G4 C5 G4 F4 A4 C5 A4'),
  track('bubble-giggle', 'Bubble Giggle', 'playful', 450, 'E5 C5 E5 G5 F5 D5 F5 A5 G5 E5 C5 E5 D5 B4 G4 B4 E5 G5 C6 G5 A5 F5 D5 F5 E5 C5 G4 C5'),
];

/** Where the child is decides the kind of music (spec §4). */
export type MusicContext = 'home' | 'games' | 'learning' | 'drawing' | 'chat';

export const CONTEXT_CATEGORIES: Record<MusicContext, TrackCategory> = {
  home: 'upbeat',
  games: 'upbeat',
  learning: 'learning',
  drawing: 'calm',
  chat: 'playful',
};

export function tracksFor(category: TrackCategory): MusicTrack[] {
  return MUSIC_TRACKS.filter((t) => t.category === category);
}

export function trackForContext(context: MusicContext): MusicTrack {
  const [first] = tracksFor(CONTEXT_CATEGORIES[context]);
  if (!first) throw new Error(`No track for ${context}`);
  return first;
}

/** Music volume is clamped between 0 and 1 (spec §5), in steps of 0.1. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_MUSIC_VOLUME;
  return Math.round(Math.min(1, Math.max(0, volume)) * 10) / 10;
}

export const DEFAULT_MUSIC_VOLUME = 0.3;
/** Every tone is a sine at this gain before the player's volume (spec §9). */
export const TONE_GAIN = 0.3;
