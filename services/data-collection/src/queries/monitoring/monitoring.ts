import { Controller, Get, Inject, Query as QueryParam } from '@nestjs/common';
import {
  monitoringQuerySchema,
  type ApiResponse,
  type MonitoringOverview,
  type MonitoringQuery,
  type MonitoringRow,
  type ReportingCycle,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import {
  CLOCK,
  CurrentPrincipal,
  DomainError,
  STORE,
  ZodPipe,
  isoDay,
  type Clock,
  type Principal,
} from '@esg/platform';
import { lastReminders } from '../../application/reminders';
import { RESPONSES, ResponseWorkspace } from '../../application/response-workspace';
import type { Company } from '../../domain/company';
import type { ResponseDoc } from '../../domain/esg/response';
import type { FundDoc } from '../../domain/fund';
import { lastEndedPeriod, overdueDays } from '../../domain/monitoring';
import type { StandardDoc } from '../../domain/standards';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { fundsOf } from '../../infrastructure/funds';
import { companyContact } from '../../infrastructure/user-directory';

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
    throw new DomainError('COMPANY.FORBIDDEN', 'Contributors do not monitor portfolio companies');
  if (monitor.type !== 'gp' && monitor.type !== 'lp')
    throw new DomainError('COMPANY.FORBIDDEN', `${monitor.name} has no portfolio companies to monitor`);
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
  return { monitor, portfolio, funds };
}

/**
 * GET /monitoring?companyId=: per portfolio company, standard and period the status of its response
 * (docs/portfolio.md, "Monitoring"). Existing responses are all listed; where a standard the monitoring
 * company reports has no response for the period, a `not_requested` row stands for it — for the chosen
 * period, or else for the last period that has ended in the company's cycle.
 */
@Controller('monitoring')
export class MonitoringController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly companies: CompanyRepository,
    private readonly workspace: ResponseWorkspace,
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
    const today = isoDay(this.clock.now());
    const cycle: ReportingCycle | null = monitor.data_collection_duration as ReportingCycle | null;
    const currentPeriod = cycle ? lastEndedPeriod(cycle, today) : null;
    const standards = await this.standardNames();
    const ownStandards = monitor.company_standard_assignments.map((a) => a.standard_id);

    const responses = portfolio.length
      ? await this.store.find<ResponseDoc>(RESPONSES, {
          companyId: { in: portfolio.map((c) => c.companyId) },
        })
      : [];
    const reminders = await lastReminders(
      this.store,
      responses.map((r) => r.responseId),
    );
    const periods = new Set<string>(responses.map((r) => r.period));
    if (currentPeriod) periods.add(currentPeriod);

    const rows: MonitoringRow[] = [];
    for (const company of portfolio) {
      const holding = funds
        .filter((f) => f.portfolio_company_ids.includes(company.companyId))
        .map((f) => ({ id: f.fundId, name: f.name }));
      const contact = await companyContact(this.store, company.contact_email);
      const base = {
        company: { id: company.companyId, name: company.name, type: company.type },
        funds: holding,
        contact,
      };
      const own = responses.filter((r) => r.companyId === company.companyId);
      for (const response of own) {
        const state = await this.workspace.state(this.store, response);
        rows.push({
          ...base,
          standardId: response.standardId,
          standardName: standards.get(response.standardId) ?? `Standard ${response.standardId}`,
          period: response.period,
          responseId: response.responseId,
          status: response.status,
          completion: state.completion.percent,
          dueDate: response.dueDate,
          overdueDays: overdueDays(response.status, response.dueDate, today),
          lastActivityAt: response.lastActivityAt,
          lastReminderAt: reminders.get(response.responseId) ?? null,
        });
      }
      const period =
        query.period ??
        (company.data_collection_duration
          ? lastEndedPeriod(company.data_collection_duration as ReportingCycle, today)
          : currentPeriod);
      if (!period) continue;
      periods.add(period);
      for (const standardId of ownStandards) {
        if (own.some((r) => r.standardId === standardId && r.period === period)) continue;
        if (!this.asksSomethingOf(standardId, company.type)) continue;
        rows.push({
          ...base,
          standardId,
          standardName: standards.get(standardId) ?? `Standard ${standardId}`,
          period,
          responseId: null,
          status: 'not_requested',
          completion: null,
          dueDate: null,
          overdueDays: 0,
          lastActivityAt: null,
          lastReminderAt: null,
        });
      }
    }

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
    const standardIds = new Set([...ownStandards, ...responses.map((r) => r.standardId)]);
    return {
      data: {
        companyId: monitor.companyId,
        today,
        currentPeriod,
        funds: funds.map((f) => ({ id: f.fundId, name: f.name })),
        standards: [...standardIds]
          .sort((a, b) => a - b)
          .map((id) => ({ id, name: standards.get(id) ?? `Standard ${id}` })),
        periods: [...periods].sort().reverse(),
        rows: filtered,
      },
    };
  }

  private async standardNames(): Promise<Map<number, string>> {
    const docs = await this.store.find<StandardDoc>('standards');
    return new Map(docs.map((d) => [d.standardId, d.name]));
  }

  /** A standard with a framework that asks something of this company type (else nothing to request). */
  private asksSomethingOf(standardId: number, companyType: string): boolean {
    try {
      const framework = this.workspace.catalogue.framework(standardId);
      return this.workspace.catalogue.codesFor(framework.id, companyType).length > 0;
    } catch {
      return false;
    }
  }
}
