import { Inject, Injectable } from '@nestjs/common';
import type { MonitoringRow, ReportingCycle } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CLOCK, STORE, isoDay, type Clock } from '@esg/platform';
import type { Company } from '../domain/company';
import type { ResponseDoc } from '../domain/esg/response';
import type { FundDoc } from '../domain/fund';
import { lastEndedPeriod, overdueDays } from '../domain/monitoring';
import type { StandardDoc } from '../domain/standards';
import { companyContact } from '../infrastructure/user-directory';
import { lastReminders } from './reminders';
import { RESPONSES, ResponseWorkspace } from './response-workspace';

/** The reporting status of a portfolio as one monitoring company sees it (before any filter). */
export interface MonitoringRows {
  today: string;
  /** The last period ended in the monitoring company's cycle (null without a cycle). */
  currentPeriod: string | null;
  /** Every period seen in the rows and the responses. */
  periods: Set<string>;
  /** The standards the monitoring company reports plus those of the portfolio's responses. */
  standardIds: Set<number>;
  standardNames: Map<number, string>;
  rows: MonitoringRow[];
}

/**
 * The monitoring read model (docs/portfolio.md "Monitoring"): per company of a portfolio, standard and
 * period, the status of its response as the monitoring company sees it. Existing responses are all
 * listed; where a standard the monitoring company reports has no response for the period, a
 * `not_requested` row stands for it — for `period` when given, or else for the last period that has
 * ended in the company's cycle. GET /monitoring filters these rows; /investor and /management
 * (company relations) show them per related company.
 */
@Injectable()
export class MonitoringReadModel {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly workspace: ResponseWorkspace,
  ) {}

  async rows(
    monitor: Company,
    portfolio: readonly Company[],
    funds: readonly FundDoc[],
    period?: string,
  ): Promise<MonitoringRows> {
    const today = isoDay(this.clock.now());
    const cycle: ReportingCycle | null = monitor.data_collection_duration as ReportingCycle | null;
    const currentPeriod = cycle ? lastEndedPeriod(cycle, today) : null;
    const standardNames = await this.standardNames();
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
    const name = (standardId: number) => standardNames.get(standardId) ?? `Standard ${standardId}`;

    const rows: MonitoringRow[] = [];
    for (const company of portfolio) {
      const holding = funds
        .filter((f) => f.portfolio_company_ids.includes(company.companyId))
        .map((f) => ({ id: f.fundId, name: f.name }));
      const contact = await companyContact(this.store, company);
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
          standardName: name(response.standardId),
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
      const rowPeriod =
        period ??
        (company.data_collection_duration
          ? lastEndedPeriod(company.data_collection_duration as ReportingCycle, today)
          : currentPeriod);
      if (!rowPeriod) continue;
      periods.add(rowPeriod);
      for (const standardId of ownStandards) {
        if (own.some((r) => r.standardId === standardId && r.period === rowPeriod)) continue;
        if (!this.asksSomethingOf(standardId, company.type)) continue;
        rows.push({
          ...base,
          standardId,
          standardName: name(standardId),
          period: rowPeriod,
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
    const standardIds = new Set([...ownStandards, ...responses.map((r) => r.standardId)]);
    return { today, currentPeriod, periods, standardIds, standardNames, rows };
  }

  private async standardNames(): Promise<Map<number, string>> {
    const docs = await this.store.find<StandardDoc>('standards');
    return new Map(docs.map((d) => [d.standardId, d.name]));
  }

  /** A standard with a framework that asks something of this company type (else nothing to request). */
  private asksSomethingOf(standardId: number, companyType: string): boolean {
    try {
      const framework = this.workspace.catalogue.framework(standardId);
      return this.workspace.catalogue.codesFor(framework.id, { companyType }).length > 0;
    } catch {
      return false;
    }
  }
}
