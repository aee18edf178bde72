import type { MessageCategory } from '../../../contract/common';
import type { SectionKey } from '../../lib/sections/sectionHistory';

export interface HomeTile {
  id: string;
  section: SectionKey;
  params?: { category?: MessageCategory };
  emoji: string;
  /** i18n keys in `common`: `home.tiles.<id>.title` and `.subtitle`. */
  gradient: string;
}

export const LARGE_TILES: readonly HomeTile[] = [
  { id: 'ask', section: 'chat', params: { category: 'general' }, emoji: '💬', gradient: 'from-[#7b5cff] to-[#b18cff]' },
  { id: 'schoolwork', section: 'schoolwork', emoji: '📚', gradient: 'from-[#2f8fff] to-[#6cc4ff]' },
  { id: 'languages', section: 'languages', emoji: '🌍', gradient: 'from-[#2ec4a6] to-[#7be0c2]' },
  { id: 'geography', section: 'geography', emoji: '🗺️', gradient: 'from-[#12a36b] to-[#5fd18f]' },
  { id: 'feelings', section: 'feelings', emoji: '💖', gradient: 'from-[#ff5c93] to-[#ff9cbf]' },
  { id: 'photos', section: 'photos', emoji: '📸', gradient: 'from-[#ff8a3d] to-[#ffc06e]' },
  { id: 'activities', section: 'activities', emoji: '🎨', gradient: 'from-[#f5a300] to-[#ffd84d]' },
];

export const SMALL_BUTTONS: readonly HomeTile[] = [
  { id: 'mood', section: 'mood', emoji: '🌈', gradient: '' },
  { id: 'drawing', section: 'drawing', emoji: '🖍️', gradient: '' },
  { id: 'drawings', section: 'drawings', emoji: '🖼️', gradient: '' },
  { id: 'stories', section: 'stories', emoji: '📖', gradient: '' },
  { id: 'avatar', section: '3d-avatar', emoji: '🧸', gradient: '' },
  { id: 'customize', section: 'customize', emoji: '🎀', gradient: '' },
  { id: 'voice', section: 'voice', emoji: '🎙️', gradient: '' },
  { id: 'name', section: 'name', emoji: '✏️', gradient: '' },
  { id: 'music', section: 'music', emoji: '🎵', gradient: '' },
  { id: 'parent', section: 'parental', emoji: '👪', gradient: '' },
];
