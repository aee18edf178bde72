export type SongCategory = 'nursery' | 'learning' | 'fun';
export type SongDifficulty = 'easy' | 'medium' | 'hard';

export interface MelodyNote {
  note: string;
  /** Hertz, from the note name. */
  frequency: number;
  /** Seconds the note sounds. */
  duration: number;
  /** Seconds from the start of the song. */
  time: number;
}

export interface LyricLine {
  /** Seconds from the start of the song when this line begins. */
  time: number;
  text: string;
}

export interface Song {
  id: string;
  title: string;
  artist: 'Traditional';
  category: SongCategory;
  difficulty: SongDifficulty;
  /** Seconds. */
  duration: number;
  /** The song card's colour (#rrggbb), dark enough for white text. */
  color: string;
  emoji: string;
  lyrics: LyricLine[];
  melody: MelodyNote[];
}

export type TrackCategory = 'upbeat' | 'calm' | 'learning' | 'playful' | 'other';

export interface MusicTrack {
  id: string;
  name: string;
  /** Note names, played one after another and looped. */
  melody: string[];
  /** Milliseconds per note. */
  tempo: number;
  instrument: 'sine';
  /** Seconds for one pass of the melody. */
  duration: number;
  category: TrackCategory;
  volume: number;
}
