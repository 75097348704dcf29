import { z } from 'zod';

/** Numeric ids of the action-plans service in a path (anything else is the 404 page). */
export const numericIdParam = z.string().regex(/^[1-9]\d{0,9}$/);
