import { buildSong, type Phrase } from './buildSong';
import type { Song, SongCategory, SongDifficulty } from './types';

/** The six traditional (public-domain) songs, with their traditional tunes, written in C major. */

const twinkleTune = {
  a: 'C4 C4 G4 G4 A4 A4 G4/2',
  b: 'F4 F4 E4 E4 D4 D4 C4/2',
  c: 'G4 G4 F4 F4 E4 E4 D4/2',
};

const twinkle: Phrase[] = [
  { text: 'Twinkle, twinkle, little star,', notes: twinkleTune.a },
  { text: 'How I wonder what you are!', notes: twinkleTune.b },
  { text: 'Up above the world so high,', notes: twinkleTune.c },
  { text: 'Like a diamond in the sky.', notes: twinkleTune.c },
  { text: 'Twinkle, twinkle, little star,', notes: twinkleTune.a },
  { text: 'How I wonder what you are!', notes: twinkleTune.b },
];

const alphabet: Phrase[] = [
  { text: 'A B C D E F G', notes: twinkleTune.a },
  { text: 'H I J K L M N O P', notes: 'F4 F4 E4 E4 D4/0.5 D4/0.5 D4/0.5 D4/0.5 C4/2' },
  { text: 'Q R S, T U V', notes: 'G4 G4 F4/2 E4 E4 D4/2' },
  { text: 'W, X, Y and Z', notes: 'G4/2 F4/2 E4 E4 D4/2' },
  { text: 'Now I know my A B Cs,', notes: twinkleTune.a },
  { text: "Next time won't you sing with me?", notes: twinkleTune.b },
];

const wheelsLine = 'G3/0.5 C4 C4/0.5 C4/0.5 C4 E4 G4 E4 C4/2';
const wheelsVerse = (thing: string, sound: string, end: string): Phrase[] => [
  { text: `The ${thing} on the bus go ${sound},`, notes: wheelsLine },
  { text: `${sound.charAt(0).toUpperCase()}${sound.slice(1)},`, notes: 'D4 B3 G3/2' },
  { text: `${sound.charAt(0).toUpperCase()}${sound.slice(1)}.`, notes: 'G4 E4 C4/2' },
  { text: `The ${thing} on the bus go ${sound},`, notes: wheelsLine },
  { text: end, notes: 'D4/2 G3 G3 C4/4' },
];
const wheels: Phrase[] = [
  ...wheelsVerse('wheels', 'round and round', 'All through the town!'),
  ...wheelsVerse('wipers', 'swish, swish, swish', 'All through the town!'),
];

const farmVerse = (animal: string, a: string, sound: string): Phrase[] => [
  { text: 'Old MacDonald had a farm,', notes: 'C4 C4 C4 G3 A3 A3 G3/2' },
  { text: 'E-I-E-I-O!', notes: 'E4 E4 D4 D4 C4/3' },
  { text: `And on that farm he had ${a} ${animal},`, notes: 'G3 C4 C4 C4 G3 A3 A3 G3/2' },
  { text: 'E-I-E-I-O!', notes: 'E4 E4 D4 D4 C4/3' },
  { text: `With a ${sound} ${sound} here, and a ${sound} ${sound} there,`, notes: 'G3/0.5 G3/0.5 C4 C4 C4/2 G3/0.5 G3/0.5 C4 C4 C4/2' },
  { text: `Here a ${sound}, there a ${sound}, everywhere a ${sound} ${sound}.`, notes: 'C4/0.5 C4/0.5 C4 C4/0.5 C4/0.5 C4 C4/0.5 C4/0.5 C4/0.5 C4/0.5 C4 C4' },
  { text: 'Old MacDonald had a farm,', notes: 'C4 C4 C4 G3 A3 A3 G3/2' },
  { text: 'E-I-E-I-O!', notes: 'E4 E4 D4 D4 C4/3' },
];
const oldmacdonald: Phrase[] = [...farmVerse('cow', 'a', 'moo'), ...farmVerse('duck', 'a', 'quack')];

// 6/8 time: one beat is an eighth note.
const itsy: Phrase[] = [
  { text: 'The itsy bitsy spider climbed up the water spout.', notes: 'G3 C4/2 C4 C4/2 D4 E4/3 E4/2 E4 D4/2 C4 D4/2 E4 C4/6' },
  { text: 'Down came the rain and washed the spider out.', notes: 'E4/3 E4/2 F4 G4/6 G4/3 F4/2 E4 F4/2 G4 E4/6' },
  { text: 'Out came the sun and dried up all the rain,', notes: 'C4/3 C4/2 D4 E4/6 E4/3 D4/2 C4 D4/2 E4 C4/6' },
  { text: 'And the itsy bitsy spider climbed up the spout again!', notes: 'G3/2 G3 C4/2 C4 C4/2 D4 E4/3 E4/2 E4 D4/2 C4 D4/2 E4 C4/6' },
];

const bingoIntro: Phrase = { text: 'There was a farmer had a dog, and Bingo was his name-o.', notes: 'G3 C4 C4 G3 G3 A3 A3 G3/2 G3 C4 C4 D4 D4 E4 C4/2' };
const bingoVerse: Phrase[] = [
  bingoIntro,
  { text: 'B-I-N-G-O!', notes: 'E4/2 E4/2 F4 F4 F4/2' },
  { text: 'B-I-N-G-O!', notes: 'D4/2 D4/2 E4 E4 E4/2' },
  { text: 'B-I-N-G-O!', notes: 'C4/2 C4/2 D4 D4 D4/2' },
  { text: 'And Bingo was his name-o!', notes: 'B3 G3 A3 B3 C4/2 C4/2' },
];
const bingo: Phrase[] = bingoVerse;

interface SongSource {
  id: string;
  title: string;
  category: SongCategory;
  difficulty: SongDifficulty;
  duration: number;
  color: string;
  emoji: string;
  phrases: Phrase[];
  /** Seconds per beat: the tune fills the song's length with a little breath at the end. */
  beatSeconds: number;
}

const SOURCES: SongSource[] = [
  { id: 'twinkle', title: 'Twinkle, Twinkle, Little Star', category: 'nursery', difficulty: 'easy', duration: 30, color: '#4a56d6', emoji: '⭐', phrases: twinkle, beatSeconds: 0.6 },
  { id: 'alphabet', title: 'ABC Song', category: 'learning', difficulty: 'easy', duration: 25, color: '#1f6fd1', emoji: '🔤', phrases: alphabet, beatSeconds: 0.5 },
  { id: 'wheels', title: 'The Wheels on the Bus', category: 'fun', difficulty: 'medium', duration: 35, color: '#c25e00', emoji: '🚌', phrases: wheels, beatSeconds: 0.5 },
  { id: 'oldmacdonald', title: 'Old MacDonald Had a Farm', category: 'fun', difficulty: 'medium', duration: 40, color: '#0e7c52', emoji: '🐄', phrases: oldmacdonald, beatSeconds: 0.3 },
  { id: 'itsy', title: 'The Itsy Bitsy Spider', category: 'nursery', difficulty: 'medium', duration: 32, color: '#6a45f5', emoji: '🕷️', phrases: itsy, beatSeconds: 0.28 },
  { id: 'bingo', title: 'BINGO', category: 'learning', difficulty: 'easy', duration: 28, color: '#c7471a', emoji: '🐶', phrases: bingo, beatSeconds: 0.5 },
];

export const SONGS: readonly Song[] = SOURCES.map(({ phrases, beatSeconds, ...song }) => ({
  ...song,
  artist: 'Traditional',
  ...buildSong(phrases, beatSeconds),
}));

export const SONG_CATEGORIES: readonly SongCategory[] = ['nursery', 'learning', 'fun'];

/** Difficulty stars (spec §9): easy 1, medium 2, hard 3. */
export const DIFFICULTY_STARS: Record<SongDifficulty, number> = { easy: 1, medium: 2, hard: 3 };

export function findSong(id: string): Song | undefined {
  return SONGS.find((song) => song.id === id);
}
