import type { z } from 'zod';
import { AppError, zodErrorToAppError } from './errors';

/** Parses request input with a contract schema; a failure becomes a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nul = pathOfNul(input);
  if (nul !== undefined) {
    throw new AppError('validation_failed', `${nul ? `${nul}: ` : ''}Text cannot contain a NUL character.`, nul || undefined);
  }
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw zodErrorToAppError(result.error);
  return result.data;
}

/**
 * Where a NUL character hides in request input ('' for the input itself), if anywhere.
 * PostgreSQL text cannot hold one, so it is refused here on both databases alike.
 */
export function pathOfNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i], path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      // Only strings, arrays and objects can hold text: numbers and booleans need no path built.
      if (!key.includes('\u0000') && (item === null || typeof item !== 'object') && typeof item !== 'string') continue;
      const at = path ? `${path}.${key}` : key;
      const found = key.includes('\u0000') ? at : pathOfNul(item, at);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
