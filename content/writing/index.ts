export { DEFAULT_PICTURE_LIMIT, searchPictures, singular, type PictureHit } from './pictureSearch';
export { WRITING_PROMPTS, promptsForAge, type WritingPrompt } from './prompts';
