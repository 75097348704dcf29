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

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  perPage: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, perPage, total, totalPages: Math.ceil(total / perPage) };
}
