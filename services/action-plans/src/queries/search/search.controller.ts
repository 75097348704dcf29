import { Controller, Get, Query } from '@nestjs/common';
import {
  labelText,
  rankHits,
  searchQuerySchema,
  type ApiResponse,
  type SearchHit,
  type SearchQuery,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import type { Caller } from '../../application/access';
import { visiblePlansFilter } from '../../application/visible-plans';
import { PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import type { Plan } from '../../domain/plan';
import { visualStatus, type Recommendation } from '../../domain/recommendation';
import { CurrentCaller } from '../../http/caller';

export const planHref = (planId: number) => `/action-plans/detail/${planId}`;
export const recommendationHref = (planId: number, recommendationId: number) =>
  `${planHref(planId)}/recommendation/${recommendationId}`;

/**
 * GET /search/action-plans?q=&limit= (libs/contracts search.ts): the action plans and
 * recommendations the caller may see whose title (or a recommendation's description) holds every
 * word of the query. The plans are those of the list (visiblePlansFilter); the store has no text
 * search, so the visible set is matched in memory (docs/adr/0007).
 */
@Controller('search/action-plans')
export class SearchActionPlansController {
  constructor(private readonly workspace: PlanWorkspace) {}

  @Get()
  async search(
    @Query(new ZodPipe(searchQuerySchema)) query: SearchQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<SearchHit[]>> {
    const scope = await this.workspace.access.scope(caller);
    const { store, directory } = this.workspace;
    const plans = await store.find<Plan>(PLANS, await visiblePlansFilter(scope, directory));
    if (plans.length === 0) return { data: [] };
    const byId = new Map(plans.map((p) => [p.planId, p]));
    const companies = new Map<number, string>();
    for (const id of new Set(plans.map((p) => p.portfolioCompanyId)))
      companies.set(id, (await directory.company(id))?.name ?? `Company ${id}`);

    const planHits = rankHits(plans, query.q, query.limit, (p) => p.title).map((p): SearchHit => ({
      kind: 'action-plan',
      id: String(p.planId),
      title: p.title,
      subtitle: [companies.get(p.portfolioCompanyId), labelText('planStatus', p.status), p.year].join(' · '),
      href: planHref(p.planId),
    }));
    const recs = await store.find<Recommendation>(RECOMMENDATIONS, { planId: { in: [...byId.keys()] } });
    const recHits = rankHits(recs, query.q, query.limit, (r) => `${r.title} ${r.description}`).map(
      (r): SearchHit => ({
        kind: 'recommendation',
        id: String(r.recommendationId),
        title: r.title,
        subtitle: `${byId.get(r.planId)?.title ?? ''} · ${labelText('visualStatus', visualStatus(r))}`,
        href: recommendationHref(r.planId, r.recommendationId),
      }),
    );
    return { data: [...planHits, ...recHits] };
  }
}
