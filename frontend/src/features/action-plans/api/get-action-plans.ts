import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { PageMeta } from '@esg/contracts/api';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys, SHARED_STALE_TIME } from './query-keys';
import { planListItemSchema } from '@esg/contracts/action-plans';
import type { PlanListItem } from './schemas';

export const ACTION_PLANS_PAGE_SIZE = 10;

export interface ActionPlanListParams {
  isPublished: boolean;
  page: number;
  /** 'pc': the plans as the portfolio company sees them (no drafts). */
  viewingAs?: 'gp' | 'pc';
  /** A GP narrows the list to one portfolio company by acting for it (X-Company-ID). */
  companyId?: number;
}

export interface ActionPlanPage {
  plans: PlanListItem[];
  meta: PageMeta;
}

/** GET /api/action-plans: one page (10) of published or unpublished plans, with meta.totalPages. */
export async function getActionPlans(params: ActionPlanListParams): Promise<ActionPlanPage> {
  const search = new URLSearchParams({
    isPublished: String(params.isPublished),
    page: String(params.page),
    perPage: String(ACTION_PLANS_PAGE_SIZE),
  });
  if (params.viewingAs) search.set('viewing_as', params.viewingAs);
  const { data, meta } = await apiClient.get(`/action-plans?${search.toString()}`, {
    schema: z.array(planListItemSchema),
    headers: params.companyId === undefined ? undefined : { 'X-Company-ID': String(params.companyId) },
  });
  return {
    plans: data,
    meta: meta ?? { page: params.page, perPage: ACTION_PLANS_PAGE_SIZE, total: data.length, totalPages: 1 },
  };
}

export const actionPlansQueryOptions = (params: ActionPlanListParams) =>
  queryOptions({
    queryKey: actionPlanKeys.list(params),
    queryFn: () => getActionPlans(params),
    placeholderData: keepPreviousData,
    staleTime: SHARED_STALE_TIME,
  });

export function useActionPlans(params: ActionPlanListParams) {
  return useQuery(actionPlansQueryOptions(params));
}
