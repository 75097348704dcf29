import { Controller, Get, Inject, Query as QueryParam } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { canActForCompany } from '@esg/access-policy';
import {
  listResponsesQuerySchema,
  pageMeta,
  type ApiResponse,
  type ListResponsesQuery,
  type ResponseSummary,
} from '@esg/contracts';
import type { Filter, Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { presentSummary } from '../../application/present-response';
import { RESPONSES, ResponseWorkspace } from '../../application/response-workspace';
import { namesOf } from '../../application/transitions';
import type { Company } from '../../domain/company';
import { completeness, countsOf } from '../../domain/esg/framework';
import type { ResponseDoc } from '../../domain/esg/response';
import { ownCompanyIds, responseAccess } from '../../domain/esg/response-access';
import { dataCollectionError } from '../../domain/data-collection.errors';

/** GET /responses: the responses the caller may see, filtered and paged, newest period first. */
export class ListResponsesQueryMessage extends Query<{ items: ResponseSummary[]; total: number }> {
  constructor(
    readonly principal: Principal,
    readonly filter: ListResponsesQuery,
  ) {
    super();
  }
}

@QueryHandler(ListResponsesQueryMessage)
export class ListResponsesHandler implements IQueryHandler<ListResponsesQueryMessage> {
  constructor(
    private readonly workspace: ResponseWorkspace,
    @Inject(STORE) private readonly store: Store,
  ) {}

  async execute({
    principal,
    filter,
  }: ListResponsesQueryMessage): Promise<{ items: ResponseSummary[]; total: number }> {
    const query: Filter = {};
    if (filter.companyId !== undefined) {
      const lookup = await this.workspace.lookup(principal, [filter.companyId]);
      const company = lookup(filter.companyId);
      if (!company || !canActForCompany(principal, filter.companyId, lookup))
        throw dataCollectionError('COMPANY.NOT_FOUND', `Company ${filter.companyId} was not found`);
      query.companyId = filter.companyId;
    } else if (principal.role !== 'admin') {
      const lookup = await this.workspace.lookup(principal, []);
      const own = ownCompanyIds(principal, lookup);
      const children =
        principal.role === 'gp'
          ? await this.store.find<Company>('companies', { parent_id: { in: own } })
          : [];
      query.companyId = { in: [...own, ...children.map((c) => c.companyId)] };
    }
    if (filter.standardId !== undefined) query.standardId = filter.standardId;
    if (filter.period !== undefined) query.period = filter.period;
    if (filter.status !== undefined) query.status = filter.status;
    const sort: Array<[string, 'asc' | 'desc']> = [
      ['year', 'desc'],
      ['period', 'desc'],
      ['companyId', 'asc'],
      ['standardId', 'asc'],
    ];
    let page: ResponseDoc[];
    let total: number;
    if (principal.permission === 'Contributor') {
      // A contributor sees the responses it is assigned to: filtered here, then paged.
      const all = (await this.store.find<ResponseDoc>(RESPONSES, query, { sort })).filter((r) =>
        r.assignments.some((a) => a.userId === principal.userId),
      );
      total = all.length;
      page = all.slice((filter.page - 1) * filter.perPage, filter.page * filter.perPage);
    } else {
      total = await this.store.count(RESPONSES, query);
      page = await this.store.find<ResponseDoc>(RESPONSES, query, {
        sort,
        limit: filter.perPage,
        offset: (filter.page - 1) * filter.perPage,
      });
    }
    const items: ResponseSummary[] = [];
    for (const response of page) {
      const lookup = await this.workspace.lookup(principal, [
        response.companyId,
        response.requesterCompanyId,
      ]);
      const access = responseAccess(principal, response, lookup);
      if (!access.read) continue;
      const state = await this.workspace.state(this.store, response);
      const done = access.contributor
        ? countsOf(
            completeness(
              state.required,
              (code) => state.values.has(code),
              this.workspace.assignedCodes(response, state.tree, principal.userId),
            ),
          )
        : state.completion;
      items.push(presentSummary(response, await namesOf(this.store, response), done));
    }
    return { items, total };
  }
}

@Controller('responses')
export class ListResponsesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async list(
    @QueryParam(new ZodPipe(listResponsesQuerySchema)) query: ListResponsesQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ResponseSummary[]>> {
    const { items, total } = await this.queries.execute(new ListResponsesQueryMessage(principal, query));
    return { data: items, meta: pageMeta(query.page, query.perPage, total) };
  }
}
