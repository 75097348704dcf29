import { notFound } from '@tanstack/react-router';
import { z } from 'zod';

/** An id in a path: digits, letters, '-' or '_' (numeric ids and uuids alike). */
export const idParam = z.string().regex(/^[\w-]{1,64}$/);

/**
 * Route params validated with zod (ARCHITECTURE.md "Frontend"): a path whose params do not fit is
 * an unknown page, so it shows the 404 page instead of reaching the screen.
 */
export function validatedParams<S extends z.ZodType<Record<string, string | undefined>>>(schema: S) {
  return {
    parse: (raw: Record<string, string>): z.infer<S> => {
      const result = schema.safeParse(raw);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound is thrown by design
      if (!result.success) throw notFound();
      return result.data;
    },
  };
}
