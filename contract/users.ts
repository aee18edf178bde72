import { z } from 'zod';

export const userSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
});
export type User = z.infer<typeof userSchema>;
