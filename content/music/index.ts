export { noteFrequency } from './notes';
export { DIFFICULTY_STARS, findSong, SONG_CATEGORIES, SONGS } from './songs';
export {
  clampVolume, CONTEXT_CATEGORIES, DEFAULT_MUSIC_VOLUME, MUSIC_TRACKS, TONE_GAIN, trackForContext, tracksFor, type MusicContext,
} from './tracks';
export { currentLyricIndex, notesStartingAt } from './playback';
export type { LyricLine, MelodyNote, MusicTrack, Song, SongCategory, SongDifficulty, TrackCategory } from './types';
