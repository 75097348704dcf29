import { Controller, Get, Headers, Inject, Query } from '@nestjs/common';
import { ACTIVITY_PAGE_SIZE, COMPANY_HEADER, type Activity, type ApiResponse } from '@esg/contracts';
import type { Filter, Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { readUser } from '../domain/user';
import { ACTIVITIES, type ActivityDoc } from './activity-feed.consumer';

/**
 * GET /api/activities?scope=company|mine&offset=<n> (/viewActivities, issue 13): the newest
 * activities of the company the request acts for (X-Company-ID, already checked by the guard, or
 * the user's own), or the user's own actions within it; 30 at a time, newest first, older ones with `offset`.
 * The platform admin without a company sees every company's.
 */
@Controller('activities')
export class ActivitiesController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Headers(COMPANY_HEADER) companyHeader?: string,
    @Query('scope') scope?: string,
    @Query('offset') offset?: string,
  ): Promise<ApiResponse<Activity[]>> {
    const acting = companyHeader && /^\d+$/.test(companyHeader) ? Number(companyHeader) : principal.companyId;
    const filter: Filter = {};
    if (acting !== null && !(principal.role === 'admin' && companyHeader === undefined))
      filter.companyId = acting;
    else if (principal.role !== 'admin') return { data: [] };
    if (scope === 'mine') filter.actorId = principal.userId;
    const skip = offset && /^\d{1,5}$/.test(offset) ? Number(offset) : 0;
    const page = await this.store.find<ActivityDoc>(ACTIVITIES, filter, {
      sort: [
        ['at', 'desc'],
        ['id', 'desc'],
      ],
      limit: ACTIVITY_PAGE_SIZE,
      offset: skip,
    });
    const names = new Map<number, string>();
    for (const id of new Set(page.map((d) => d.actorId).filter((id): id is number => id !== null))) {
      const user = readUser(await this.store.get('users', String(id)));
      if (user) names.set(id, user.name);
    }
    return {
      data: page.map((d) => {
        const name = d.actorId === null ? undefined : names.get(d.actorId);
        return {
          id: d.id,
          type: d.type,
          title: d.title,
          detail: d.detail,
          link: d.link,
          at: d.at,
          actor: d.actorId !== null && name !== undefined ? { id: d.actorId, name } : null,
          companyId: d.companyId,
        };
      }),
    };
  }
}
