import { z } from 'zod';
import { responseStatusSchema } from '@esg/contracts/data-collection/response-status';
import { periodSearchParam } from '@/lib/route-params';
import type { ResponseListParams } from './api/get-responses';

/*
 * The search params of the response routes, apart from their components and loaders: what a route file
 * uses outside its component and loader (validateSearch) is part of the initial download
 * (bench/bundle-budget.ts, e2e/tests/bundle-budget.spec.ts), so it imports schemas only.
 */

/** The list's search params (all optional: the first page of everything the caller may read). */
export const responseListSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  company: z.coerce.number().int().positive().optional().catch(undefined),
  standard: z.coerce.number().int().positive().optional().catch(undefined),
  period: periodSearchParam,
  status: responseStatusSchema.optional().catch(undefined),
});
export type ResponseListSearch = z.infer<typeof responseListSearchSchema>;

export function responseListParams(search: ResponseListSearch): ResponseListParams {
  return {
    page: search.page ?? 1,
    ...(search.company === undefined ? {} : { companyId: search.company }),
    ...(search.standard === undefined ? {} : { standardId: search.standard }),
    ...(search.period ? { period: search.period } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
}

/**
 * The search params of the response routes (/collect-data, /review-contributor-response, /published-data):
 * without `responseId` each shows the responses list, with it the one response.
 */
const responseRouteSearchSchema = responseListSearchSchema.extend({
  responseId: z.coerce.number().int().positive().optional().catch(undefined),
  /** A value whose discussion opens with the page (a notification's link, ADR 0213). */
  thread: z.string().max(200).optional().catch(undefined),
});
export type ResponseRouteSearch = z.infer<typeof responseRouteSearchSchema>;

export function validateResponseRouteSearch(raw: Record<string, unknown>): ResponseRouteSearch {
  return responseRouteSearchSchema.parse(raw);
}
