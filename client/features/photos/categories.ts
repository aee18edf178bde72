import { PHOTO_CATEGORIES, type PhotoCategory } from '../../../contract/photoConstants';

export const CATEGORY_EMOJI: Record<PhotoCategory, string> = {
  general: '🌟',
  family: '👨‍👩‍👧',
  friends: '🤝',
  pets: '🐶',
  activities: '⚽',
};

export { PHOTO_CATEGORIES, type PhotoCategory };
