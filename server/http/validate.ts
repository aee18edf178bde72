import type { z } from 'zod';
import { zodErrorToAppError } from './errors';

/** Parses request input with a contract schema; a failure becomes a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw zodErrorToAppError(result.error);
  return result.data;
}
