export { BUILT_IN_STORIES, DEFAULT_STORY_COUNT, STORY_LIBRARY, storiesForAge, storyAgeGroupFor } from './library';
export { paginate } from './paginate';
export type { ComprehensionQuestion, Story, StoryAgeGroup, StoryDifficulty } from './types';
export { countWords } from './words';
