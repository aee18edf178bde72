import { z } from 'zod';
import { contentAgeSchema, idSchema } from './common';
import { endpoint } from './endpoint';

export const PICTURE_QUERY_MAX = 60;
export const STORY_TITLE_MAX = 100;
export const STORY_CONTENT_MAX = 10_000;
export const STORY_IMAGES_MAX = 12;

/** A picture id is the bundled picture's codepoint file name, e.g. `1F418` or `1F9D1-200D-1F680`. */
export const pictureIdSchema = z.string().regex(/^[0-9A-F]{2,6}(?:-[0-9A-F]{2,6})*$/);

/** Pictures are served by our own server only: `/api/pictures/{id}.svg`. */
export function pictureUrl(id: string): string {
  return `/api/pictures/${id}.svg`;
}

export const storyImageSchema = z.object({
  id: pictureIdSchema,
  url: z.string().regex(/^\/api\/pictures\/[0-9A-F]{2,6}(?:-[0-9A-F]{2,6})*\.svg$/),
  alt: z.string().trim().min(1).max(100),
  description: z.string().trim().max(300),
});
export type StoryImage = z.infer<typeof storyImageSchema>;

export const searchImagesRequestSchema = z.object({
  query: z.string().trim().min(1).max(PICTURE_QUERY_MAX),
  age: contentAgeSchema,
});
export type SearchImagesRequest = z.infer<typeof searchImagesRequestSchema>;

export const searchImagesResponseSchema = z.object({
  images: z.array(storyImageSchema),
});
export type SearchImagesResponse = z.infer<typeof searchImagesResponseSchema>;

export const saveStoryRequestSchema = z.object({
  /** Blank is allowed: the server uses the prompt title or 'My Story'. */
  title: z.string().trim().max(STORY_TITLE_MAX).default(''),
  content: z.string().trim().min(1).max(STORY_CONTENT_MAX),
  images: z.array(storyImageSchema).max(STORY_IMAGES_MAX).default([]),
  age: contentAgeSchema,
  userId: idSchema,
});
export type SaveStoryRequest = z.infer<typeof saveStoryRequestSchema>;

export const savedStorySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1).max(STORY_TITLE_MAX),
  content: z.string(),
  images: z.array(storyImageSchema),
  age: z.number().int(),
  createdAt: z.string(),
});
export type SavedStory = z.infer<typeof savedStorySchema>;

/** Room for 10,000 characters of any script (up to 4 bytes each in UTF-8) plus pictures and JSON. */
export const SAVE_STORY_BODY_LIMIT = STORY_CONTENT_MAX * 4 + STORY_IMAGES_MAX * 1024 + 8 * 1024;

const storyParamsSchema = z.object({ id: idSchema });

export const writingEndpoints = {
  'POST /api/writing/search-images': endpoint({
    body: searchImagesRequestSchema,
    response: searchImagesResponseSchema,
    perMinute: 60,
    errors: [],
  }),
  'POST /api/writing/save-story': endpoint({
    body: saveStoryRequestSchema,
    response: savedStorySchema,
    status: 201,
    owner: 'userId',
    bodyLimit: SAVE_STORY_BODY_LIMIT,
    perMinute: 30,
    errors: [],
  }),
  'GET /api/writing/stories': endpoint({ response: z.array(savedStorySchema), errors: [] }),
  'GET /api/writing/stories/:id': endpoint({ params: storyParamsSchema, response: savedStorySchema, errors: ['not_found'] }),
  'DELETE /api/writing/stories/:id': endpoint({ params: storyParamsSchema, response: 'raw', status: 204, errors: ['not_found'] }),
};

/** `GET /api/pictures/{ID}.svg`: a bundled OpenMoji picture. Public: the pictures are not personal. */
export const picturesEndpoints = {
  'GET /api/pictures/:file': endpoint({
    /** Any other name is simply not found. */
    params: z.object({ file: z.string().max(100) }),
    response: 'raw',
    auth: 'public',
    errors: ['not_found'],
  }),
};
