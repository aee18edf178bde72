import { z } from 'zod';
import { idSchema } from './common';
import { endpoint } from './endpoint';

/** One shared drawing in the child's gallery (`GET /api/drawings`, newest first). */
export const drawingSummarySchema = z.object({
  /** The drawing message's id. */
  id: z.number().int().positive(),
  /** Where the picture is served: `/api/media/{id}`. */
  imageUrl: z.string().regex(/^\/api\/media\/\d+$/),
  createdAt: z.string(),
  /** The companion's answer to it (its next message in 'activities'), when there is one. */
  reply: z.string().nullable(),
});
export type DrawingSummary = z.infer<typeof drawingSummarySchema>;

export const drawingsResponseSchema = z.array(drawingSummarySchema);
export type DrawingsResponse = z.infer<typeof drawingsResponseSchema>;

export const drawingsEndpoints = {
  'GET /api/drawings': endpoint({ response: drawingsResponseSchema, errors: [] }),
};

/** Stored media (drawings, photos, recordings) by id: the bytes, with an ETag; only the owner's. */
export const mediaEndpoints = {
  'GET /api/media/:id': endpoint({ params: z.object({ id: idSchema }), response: 'raw', errors: ['not_found'] }),
};
