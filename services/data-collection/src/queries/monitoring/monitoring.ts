import { Controller, Get, Inject, Query as QueryParam } from '@nestjs/common';
import {
  monitoringQuerySchema,
  type ApiResponse,
  type MonitoringOverview,
  type MonitoringQuery,
} from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { EsgCatalogue } from '../../application/esg-catalogue';
import { MonitoringReadModel } from '../../application/monitoring-rows';
import type { Company } from '../../domain/company';
import type { FundDoc } from '../../domain/fund';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { fundsOf } from '../../infrastructure/funds';
import { dataCollectionError } from '../../domain/data-collection.errors';

/**
 * The companies a company monitors: its children, and what its funds hold. Refuses contributors
 * (spec 6.2: Monitoring is for non-contributors) and portfolio companies, which monitor no one.
 */
export async function monitoredCompanies(
  store: Store,
  companies: CompanyRepository,
  principal: Principal,
  companyId: number,
): Promise<{ monitor: Company; portfolio: Company[]; funds: FundDoc[] }> {
  const monitor = await companies.getFor(principal, companyId);
  if (principal.permission === 'Contributor')
    throw dataCollectionError('COMPANY.FORBIDDEN', 'Contributors do not monitor portfolio companies');
  if (monitor.type !== 'gp' && monitor.type !== 'lp')
    throw dataCollectionError('COMPANY.FORBIDDEN', `${monitor.name} has no portfolio companies to monitor`);
  return { monitor, ...(await monitoredPortfolio(store, companyId)) };
}

/** An investor's portfolio: its children, and what its funds hold (by name). No access check: the caller's. */
export async function monitoredPortfolio(
  store: DocumentReader,
  companyId: number,
): Promise<{ portfolio: Company[]; funds: FundDoc[] }> {
  const funds = await fundsOf(store, companyId);
  const ids = new Set<number>(
    (await store.find<Company>('companies', { parent_id: companyId })).map((c) => c.companyId),
  );
  for (const fund of funds) for (const id of fund.portfolio_company_ids) ids.add(id);
  const portfolio: Company[] = [];
  for (const id of ids) {
    const company = await store.get<Company>('companies', String(id));
    if (company) portfolio.push(company);
  }
  portfolio.sort((a, b) => a.name.localeCompare(b.name) || a.companyId - b.companyId);
  return { portfolio, funds };
}

/**
 * GET /monitoring?companyId=: per portfolio company, standard and period the status of its response
 * (docs/portfolio.md, "Monitoring"; the rows are MonitoringReadModel's), filtered by fund, standard,
 * period, status and overdue.
 */
@Controller('monitoring')
export class MonitoringController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly readModel: MonitoringReadModel,
    private readonly catalogue: EsgCatalogue,
  ) {}

  @Get()
  async overview(
    @QueryParam(new ZodPipe(monitoringQuerySchema)) query: MonitoringQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<MonitoringOverview>> {
    const { monitor, portfolio, funds } = await monitoredCompanies(
      this.store,
      this.companies,
      principal,
      query.companyId,
    );
    const { today, currentPeriod, periods, standardIds, standardNames, rows } = await this.readModel.rows(
      monitor,
      portfolio,
      funds,
      query.period,
    );
    const filtered = rows.filter(
      (row) =>
        (query.fundId === undefined || row.funds.some((f) => f.id === query.fundId)) &&
        (query.standardId === undefined || row.standardId === query.standardId) &&
        (query.period === undefined || row.period === query.period) &&
        (query.status === undefined || row.status === query.status) &&
        (query.overdue === undefined || row.overdueDays > 0 === (query.overdue === 'true')),
    );
    filtered.sort(
      (a, b) =>
        b.period.localeCompare(a.period) ||
        a.company.name.localeCompare(b.company.name) ||
        a.standardId - b.standardId,
    );
    return {
      data: {
        companyId: monitor.companyId,
        today,
        currentPeriod,
        funds: funds.map((f) => ({ id: f.fundId, name: f.name })),
        standards: [...standardIds]
          .sort((a, b) => a - b)
          .map((id) => ({
            id,
            name: standardNames.get(id) ?? `Standard ${id}`,
            modules: (this.catalogue.current(id)?.modules ?? []).filter((m) => m.optional),
          })),
        periods: [...periods].sort().reverse(),
        rows: filtered,
      },
    };
  }
}
