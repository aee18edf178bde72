import type { StoryDto } from '../../../contract/reading';
import { hashString } from '../../../content/random';
import { STORY_LIBRARY, storiesForAge, storyAgeGroupFor } from '../../../content/reading';
import type { GenerateJson } from '../../companion';
import type { Db } from '../../db/connection';
import { llmStories } from './llmStories';

export interface ReadingService {
  /** Library stories for the child's age band that this child has not been given yet. */
  generateStories(childId: number, age: number): Promise<StoryDto[]>;
  /** The whole library band for an age (the spec's disabled GET). */
  storiesByAge(age: number): StoryDto[];
}

/** With an LLM configured (`generateJson`), new stories are written for the child; the library is the fallback. */
export function createReadingService(deps: { db: Db; now?: () => Date; generateJson?: GenerateJson }): ReadingService {
  const { db, now = () => new Date(), generateJson } = deps;

  return {
    async generateStories(childId, age) {
      if (generateJson) {
        const written = await llmStories(generateJson, age);
        if (written.length > 0) return written;
      }
      const group = storyAgeGroupFor(age);
      const bandIds = STORY_LIBRARY.filter((story) => story.ageGroup === group).map((story) => story.id);
      const seenRows = await db.kysely
        .selectFrom('reading_deliveries')
        .select('story_id')
        .where('user_id', '=', childId)
        .where('story_id', 'in', bandIds)
        .execute();
      const seen = seenRows.map((row) => row.story_id);
      const seed = hashString(`reading:${childId}:${group}:${seen.length}`);
      let stories = storiesForAge(age, seen, seed);
      if (stories.length === 0) {
        // Every story of this band was read: start over.
        await db.kysely
          .deleteFrom('reading_deliveries')
          .where('user_id', '=', childId)
          .where('story_id', 'in', bandIds)
          .execute();
        stories = storiesForAge(age, [], hashString(`reading:${childId}:${group}:again:${now().getTime()}`));
      }
      if (stories.length > 0) {
        const createdAt = now().toISOString();
        await db.kysely
          .insertInto('reading_deliveries')
          .values(stories.map((story) => ({ user_id: childId, story_id: story.id, created_at: createdAt })))
          .onConflict((oc) => oc.columns(['user_id', 'story_id']).doNothing())
          .execute();
      }
      return stories;
    },

    storiesByAge(age) {
      const group = storyAgeGroupFor(age);
      return STORY_LIBRARY.filter((story) => story.ageGroup === group);
    },
  };
}
