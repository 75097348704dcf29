import { z } from 'zod';

/**
 * A response's workflow state (docs/data-collection.md, "Workflow"). A module of its own: the SPA's
 * route files validate a status search param with it, and what they import is in the initial download.
 */
export const responseStatusSchema = z.enum([
  'requested',
  'in_progress',
  'submitted',
  'returned',
  'accepted',
  'published',
  'reopened',
]);
export type ResponseStatus = z.infer<typeof responseStatusSchema>;
