import type { z } from 'zod';
import { badRequest } from './app-error';

/** Parse a request part with its schema from `@jatra/shared`; the first issue's message goes to the user. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'The request is not valid');
  return result.data;
}
