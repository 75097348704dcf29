import { notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { periodSchema } from '@esg/contracts/period';

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

/**
 * A reporting period in the search (`?period=2025`, `2025-H1`, `2025-Q3`). The router reads
 * `?period=2025` as the number 2025, so it is coerced back to text before the check; anything else
 * is dropped (the page shows its default period).
 */
export const periodSearchParam = z.coerce.string().pipe(periodSchema).optional().catch(undefined);

/**
 * Search filters with a change applied: a filter set to `undefined` is left out, so a cleared filter
 * leaves the URL instead of showing as `?key=undefined`. Shared by the pages whose filter bars write
 * the search (monitoring, data quality).
 */
export function withFilters<F extends object>(filters: F, patch: Partial<F>): F {
  const next = { ...filters, ...patch };
  for (const key of Object.keys(next) as Array<keyof F>) if (next[key] === undefined) delete next[key];
  return next;
}
