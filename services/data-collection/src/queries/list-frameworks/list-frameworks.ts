import { Controller, Get, Inject, Param, Query as QueryParam } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  frameworkDetailQuerySchema,
  type ApiResponse,
  type FrameworkDetail,
  type FrameworkSection,
  type FrameworkSummary,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal, IdPipe } from '@esg/platform';
import { EsgCatalogue } from '../../application/esg-catalogue';
import type { Company } from '../../domain/company';
import { codesOf } from '../../domain/esg/framework';
import type { FrameworkDoc } from '../../reference/store-reference-data';

/** GET /frameworks and GET /frameworks/{standardId}: the catalogue and one framework's tree. */
export class ListFrameworksQuery extends Query<FrameworkSummary[]> {
  constructor(readonly principal: Principal) {
    super();
  }
}

export class FrameworkDetailQuery extends Query<FrameworkDetail> {
  constructor(
    readonly principal: Principal,
    readonly standardId: number,
    readonly version: string | undefined,
  ) {
    super();
  }
}

function countSections(sections: readonly FrameworkSection[]): number {
  return sections.reduce((n, s) => n + 1 + countSections(s.sections), 0);
}

async function assignedStandards(store: Store, principal: Principal): Promise<Set<number>> {
  if (principal.companyId === null) return new Set();
  const company = await store.get<Company>('companies', String(principal.companyId));
  return new Set(company?.company_standard_assignments.map((a) => a.standard_id) ?? []);
}

function summary(catalogue: EsgCatalogue, framework: FrameworkDoc, used: Set<number>): FrameworkSummary {
  return {
    standardId: framework.standardId,
    name: framework.name,
    version: framework.version,
    versions: catalogue.versions(framework.standardId).map((v) => v.version),
    description: framework.description,
    source: framework.source,
    sectionCount: countSections(framework.sections),
    metricCount: codesOf(framework.sections).length,
    modules: framework.modules ?? [],
    usedByCompany: used.has(framework.standardId),
  };
}

@QueryHandler(ListFrameworksQuery)
export class ListFrameworksHandler implements IQueryHandler<ListFrameworksQuery> {
  constructor(
    private readonly catalogue: EsgCatalogue,
    @Inject(STORE) private readonly store: Store,
  ) {}

  async execute({ principal }: ListFrameworksQuery): Promise<FrameworkSummary[]> {
    const used = await assignedStandards(this.store, principal);
    return this.catalogue.standards().map((id) => summary(this.catalogue, this.catalogue.current(id)!, used));
  }
}

@QueryHandler(FrameworkDetailQuery)
export class FrameworkDetailHandler implements IQueryHandler<FrameworkDetailQuery> {
  constructor(
    private readonly catalogue: EsgCatalogue,
    @Inject(STORE) private readonly store: Store,
  ) {}

  async execute({ principal, standardId, version }: FrameworkDetailQuery): Promise<FrameworkDetail> {
    const framework = this.catalogue.framework(standardId, version);
    const used = await assignedStandards(this.store, principal);
    return {
      ...summary(this.catalogue, framework, used),
      tiers: framework.tiers,
      sections: framework.sections,
      metrics: codesOf(framework.sections).map((code) => this.catalogue.requireMetric(code)),
    };
  }
}

@Controller('frameworks')
export class FrameworksController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async list(@CurrentPrincipal() principal: Principal): Promise<ApiResponse<FrameworkSummary[]>> {
    return { data: await this.queries.execute(new ListFrameworksQuery(principal)) };
  }

  @Get(':standardId')
  async detail(
    @Param('standardId', new IdPipe('standardId')) standardId: number,
    @QueryParam(new ZodPipe(frameworkDetailQuerySchema)) query: { version?: string },
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<FrameworkDetail>> {
    return {
      data: await this.queries.execute(new FrameworkDetailQuery(principal, standardId, query.version)),
    };
  }
}
