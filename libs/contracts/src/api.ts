import { z } from 'zod';

/** Paging metadata of list responses; `totalPages` is what the SPA reads (spec 3, Action plan list). */
export const pageMetaSchema = z.object({
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** Every successful HTTP body: `{ data, message?, meta? }`. */
export function apiResponseSchema<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    message: z.string().optional(),
    meta: pageMetaSchema.optional(),
  });
}
export interface ApiResponse<T> {
  data: T;
  message?: string;
  meta?: PageMeta;
}

/** Every error body. `code` is the stable domain code (e.g. `ACTION_PLAN.NOT_FOUND`). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  code: z.string().min(1),
  message: z.string().min(1),
  /** Optional structured detail of the failure (e.g. the rejected rows of an import). */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A numeric id (and any positive whole number) as a path or query string: digits, no leading zero, no
 * sign, space, exponent or hex, at most 15 digits (safely below 2^53). Anything else is refused, never
 * read as another number (`0x10` is not 16).
 */
export const CANONICAL_ID_PATTERN = /^[1-9][0-9]{0,14}$/;

/** A positive whole number given as a number (JSON) or as its canonical digits (path, query). */
export const positiveIntegerInput = (name = 'The value') =>
  z.union([
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z
      .string()
      .regex(CANONICAL_ID_PATTERN, { error: `${name} must be a positive whole number written in digits` })
      .transform(Number),
  ]);

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const pagingQuerySchema = z.object({
  page: positiveIntegerInput('page').default(1),
  perPage: positiveIntegerInput('perPage')
    .pipe(z.number().max(MAX_PAGE_SIZE, { error: `perPage must be at most ${MAX_PAGE_SIZE}` }))
    .default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, perPage, total, totalPages: Math.ceil(total / perPage) };
}
