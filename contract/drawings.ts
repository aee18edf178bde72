import { z } from 'zod';

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
