import type { SchoolworkSubject } from '../../../contract/schoolwork';
import type { SectionKey } from '../../lib/sections/sectionHistory';

export type SubjectTileId = 'math' | 'reading' | 'writing' | 'science' | 'art' | 'languages';

export interface SubjectTile {
  id: SubjectTileId;
  emoji: string;
  gradient: string;
  /** Opens this section instead of the question form. */
  section?: SectionKey;
}

/** The six subjects of the Schoolwork grid (spec part 1 §2). */
export const SUBJECT_TILES: readonly SubjectTile[] = [
  { id: 'math', emoji: '🔢', gradient: 'from-[#2f8fff] to-[#6cc4ff]' },
  { id: 'reading', emoji: '📖', gradient: 'from-[#12a36b] to-[#5fd18f]', section: 'reading' },
  { id: 'writing', emoji: '✏️', gradient: 'from-[#ff8a3d] to-[#ffc06e]', section: 'writing' },
  { id: 'science', emoji: '🔬', gradient: 'from-[#7b5cff] to-[#b18cff]' },
  { id: 'art', emoji: '🎨', gradient: 'from-[#ff5c93] to-[#ff9cbf]' },
  { id: 'languages', emoji: '🌍', gradient: 'from-[#2ec4a6] to-[#7be0c2]', section: 'languages' },
];

export const SUBJECT_EMOJI: Record<SchoolworkSubject, string> = {
  math: '🔢',
  reading: '📖',
  writing: '✏️',
  science: '🔬',
  art: '🎨',
  general: '💡',
};

export const QUIZ_AGES = [3, 4, 5, 6, 7, 8, 9, 10] as const;
