import { Inject, Injectable } from '@nestjs/common';
import {
  type QualityFlag,
  type QualityThresholds,
  type ResponseQuality,
  type ResponseStatus,
  type ValueOverride,
} from '@esg/contracts';
import type { Doc, DocumentReader } from '@esg/persistence';
import { STORE } from '@esg/platform';
import type { Store } from '@esg/persistence';
import type { Company } from '../../domain/company';
import { parsePeriod, previousYearPeriod } from '../../domain/esg/period';
import type { CurrentValueDoc, ResponseDoc } from '../../domain/esg/response';
import {
  absenceCounts,
  portfolioFlags,
  type CompanyFacts,
  type RawFlag,
  type ValueFact,
} from '../../domain/quality/portfolio-flags';
import { monitoredPortfolio } from '../../queries/monitoring/monitoring';
import { EsgCatalogue } from '../esg-catalogue';
import { ESG_SETTINGS, type EsgSettings } from '../esg-settings';
import { CURRENT_VALUES, RESPONSES, ResponseWorkspace } from '../response-workspace';
import { overridesOf } from './overrides';
import { settingsFor } from './quality-settings';

export const QUALITY_FLAG_STATES = 'quality_flag_states';

/** Responses whose unanswered metrics count as absent: handed in for review, or published. */
const HANDED_IN: readonly ResponseStatus[] = ['submitted', 'accepted', 'published', 'reopened'];

/**
 * What people wrote about one flag (collection `quality_flag_states`, id = the flag's id): the company's
 * explanation and the investor's resolution, both about one version of the value (`valueVersionId`; a new
 * version opens the flag again), and every step in `history`.
 */
export interface FlagStateDoc extends Doc {
  subject: string;
  period: string;
  metricCode: string;
  check: string;
  valueVersionId: string | null;
  explanation: NonNullable<QualityFlag['explanation']> | null;
  resolution: (NonNullable<QualityFlag['resolution']> & { investorId: number }) | null;
  history: Array<{
    kind: 'explained' | 'accepted' | 'reopened' | 'overridden' | 'override-removed';
    text: string | null;
    byId: number;
    byName: string | null;
    at: string;
    valueVersionId: string | null;
  }>;
}

/** Who looks: the investor sees the portfolio's distribution; the company is not shown its peers. */
export type QualityView = 'investor' | 'company';

export interface PortfolioFlags {
  periods: string[];
  thresholds: QualityThresholds;
  flags: QualityFlag[];
}

/**
 * The quality checks of an investor's portfolio (issue 27, ADR 0180), computed when asked from the
 * companies' current values, so a flag always speaks of the value as it is now; what people wrote about
 * a flag is kept beside it and holds while the value's version is the one it was written about.
 */
@Injectable()
export class PortfolioQuality {
  constructor(
    @Inject(STORE) readonly store: Store,
    private readonly catalogue: EsgCatalogue,
    private readonly workspace: ResponseWorkspace,
    @Inject(ESG_SETTINGS) private readonly settings: EsgSettings,
  ) {}

  /** Every flag of the investor's portfolio in the given periods (by default every period with values). */
  async flags(
    reader: DocumentReader,
    investorId: number,
    options: { periods?: readonly string[]; view: QualityView; portfolio?: Company[] } = { view: 'investor' },
  ): Promise<PortfolioFlags & { portfolio: Company[] }> {
    const portfolio = options.portfolio ?? (await monitoredPortfolio(reader, investorId)).portfolio;
    const { thresholds } = await settingsFor(reader, investorId, this.settings.yearOnYearWarningPercent);
    const ids = portfolio.map((c) => c.companyId);
    const values = ids.length
      ? await reader.find<CurrentValueDoc>(CURRENT_VALUES, { companyId: { in: ids } })
      : [];
    const responses = ids.length ? await reader.find<ResponseDoc>(RESPONSES, { companyId: { in: ids } }) : [];
    const periods = [...(options.periods ?? new Set(responses.map((r) => r.period)))].sort().reverse();
    const byCompanyPeriod = new Map<string, Map<string, CurrentValueDoc>>();
    for (const value of values) {
      const key = `${value.companyId}|${value.period}`;
      const map = byCompanyPeriod.get(key) ?? new Map<string, CurrentValueDoc>();
      map.set(value.metricCode, value);
      byCompanyPeriod.set(key, map);
    }
    const docsOf = (companyId: number, period: string) =>
      byCompanyPeriod.get(`${companyId}|${period}`) ?? new Map<string, CurrentValueDoc>();
    const raw: RawFlag[] = [];
    for (const period of periods) {
      const previousPeriod = previousYearPeriod(parsePeriod(period));
      const required = new Set<string>();
      const companies: CompanyFacts[] = [];
      for (const company of portfolio) {
        const current = docsOf(company.companyId, period);
        const asked = new Set<string>();
        const responseByCode = new Map<string, number>();
        // What the investor asked of the company in the period (its own responses first for links).
        const ofPeriod = responses
          .filter((r) => r.companyId === company.companyId && r.period === period)
          .sort(
            (a, b) =>
              Number(b.requesterCompanyId === investorId) - Number(a.requesterCompanyId === investorId),
          );
        for (const response of ofPeriod) {
          const state = await this.workspace.state(reader, response, current);
          for (const code of state.codes)
            if (!responseByCode.has(code)) responseByCode.set(code, response.responseId);
          // Absence counts once the company has handed the response in: what is still being answered is not absent.
          if (response.requesterCompanyId !== investorId || !HANDED_IN.includes(response.status)) continue;
          for (const code of state.applies) asked.add(code);
          for (const code of state.required) required.add(code);
        }
        companies.push({
          companyId: company.companyId,
          companyName: company.name,
          current: facts(current),
          previous: facts(docsOf(company.companyId, previousPeriod)),
          asked,
          responseByCode,
        });
      }
      raw.push(
        ...portfolioFlags({
          investorId,
          period,
          previousPeriod,
          companies,
          metric: (code) => this.catalogue.metric(code),
          crossChecks: this.catalogue.crossChecks(),
          countsForAbsence: absenceCounts(required),
          thresholds,
        }),
      );
    }
    const overrides = await overridesOf(reader, investorId, ids, periods);
    const flags = await this.withStates(
      reader,
      raw,
      periods,
      (flag) =>
        flag.companyId === null ? undefined : docsOf(flag.companyId, flag.period).get(flag.metricCode),
      (flag) =>
        flag.companyId === null
          ? undefined
          : overrides.get(`${flag.companyId}|${flag.period}|${flag.metricCode}`),
    );
    return {
      periods,
      thresholds,
      portfolio,
      flags: options.view === 'company' ? flags.map(forCompany) : flags,
    };
  }

  /**
   * The review screen's column (GET /responses/{id}/quality): last year's value of every metric of the
   * response and the flags on the company's values, as the investor that asked for the data checks them.
   */
  async forResponse(
    reader: DocumentReader,
    response: ResponseDoc,
    codes: readonly string[],
    view: QualityView,
  ): Promise<ResponseQuality> {
    const previousPeriod = previousYearPeriod(parsePeriod(response.period));
    const previous = await this.workspace.values(reader, response.companyId, previousPeriod);
    const investorId = response.requesterCompanyId;
    // A company's own data is checked against its own past only: it has no portfolio to compare with.
    const ownData = investorId === response.companyId;
    const company = ownData ? await reader.get<Company>('companies', String(response.companyId)) : null;
    const { flags } = await this.flags(reader, investorId, {
      periods: [response.period],
      view,
      portfolio: ownData && company ? [company] : undefined,
    });
    const own = flags.filter((f) => f.companyId === response.companyId);
    const overrides = ownData
      ? new Map<string, ValueOverride>()
      : await overridesOf(reader, investorId, [response.companyId], [response.period]);
    const metrics: ResponseQuality['metrics'] = {};
    for (const code of codes) {
      const before = previous.get(code);
      metrics[code] = {
        previous: before
          ? {
              value: before.value,
              unit: before.unit,
              status: before.status,
              valueVersionId: before.valueVersionId,
            }
          : null,
        flags: own.filter((f) => f.metricCode === code),
        override: overrides.get(`${response.companyId}|${response.period}|${code}`) ?? null,
      };
    }
    return { responseId: response.responseId, period: response.period, previousPeriod, metrics };
  }

  /** Adds what people wrote: an explanation or a resolution holds while the value's version is the same. */
  private async withStates(
    reader: DocumentReader,
    raw: readonly RawFlag[],
    periods: readonly string[],
    valueOf: (flag: RawFlag) => CurrentValueDoc | undefined,
    overrideOf: (flag: RawFlag) => ValueOverride | undefined,
  ): Promise<QualityFlag[]> {
    const states = new Map(
      (periods.length
        ? await reader.find<FlagStateDoc>(QUALITY_FLAG_STATES, { period: { in: [...periods] } })
        : []
      ).map((s) => [s.id, s]),
    );
    return raw.map((flag) => {
      const state = states.get(flag.id);
      const holds = state !== undefined && state.valueVersionId === flag.valueVersionId;
      const value = valueOf(flag);
      // A year-on-year change the author confirmed when entering the value, with a comment, is explained.
      const confirmed =
        flag.check === 'year_on_year' && value?.warningsConfirmed && value.comment
          ? {
              text: value.comment,
              byId: value.authorId,
              byName: value.authorName,
              at: value.createdAt,
              source: 'value-comment' as const,
            }
          : null;
      const explanation = (holds ? state.explanation : null) ?? confirmed;
      // An override of the flagged version resolves the flag: the investor uses its own value (ADR 0181).
      const override = overrideOf(flag);
      const overridden =
        override && override.original.valueVersionId === flag.valueVersionId
          ? {
              action: 'overridden' as const,
              comment: override.reason,
              byId: override.byId,
              byName: override.byName,
              at: override.at,
            }
          : null;
      const resolution = overridden ?? (holds && state.resolution ? withoutInvestor(state.resolution) : null);
      return {
        ...flag,
        status: resolution ? 'resolved' : explanation ? 'explained' : 'open',
        explanation,
        resolution,
      };
    });
  }
}

function facts(docs: ReadonlyMap<string, CurrentValueDoc>): Map<string, ValueFact> {
  const map = new Map<string, ValueFact>();
  for (const [code, doc] of docs)
    map.set(code, {
      value: doc.value,
      unit: doc.unit,
      status: doc.status,
      valueVersionId: doc.valueVersionId,
      responseId: doc.responseId,
    });
  return map;
}

function withoutInvestor(
  resolution: NonNullable<FlagStateDoc['resolution']>,
): NonNullable<QualityFlag['resolution']> {
  const { investorId: _investorId, ...rest } = resolution;
  return rest;
}

/** The company's view of a flag: no peer figures (they are other companies' data). */
function forCompany(flag: QualityFlag): QualityFlag {
  if (flag.check !== 'outlier') return { ...flag, peers: null };
  return {
    ...flag,
    peers: null,
    details: {},
    message: `${flag.metricName}: the value lies far from what the other companies of the portfolio reported`,
  };
}
