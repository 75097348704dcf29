import {
  figuresReading,
  scalarValue,
  type CanonicalValue,
  type CrossCheck,
  type MetricDefinition,
  type QualityFlag,
  type QualityThresholds,
  type ValueStatus,
} from '@esg/contracts';
import { crossCheckIssues, isNumericMetric, yearOnYearWarning } from '../esg/value-rules';
import {
  absenceFlagged,
  absenceRatePercent,
  outlierFinding,
  peerDistribution,
  type AbsenceCount,
} from './checks';

/*
 * Every check of issue 27 over one investor's portfolio in one period (ADR 0180), as flags. Pure: the
 * caller loads the values; what people wrote about a flag (explanations, resolutions) is added after.
 */

/**
 * Whether a metric's absence is worth a flag: a framework of the period requires it, or a figure reads it of every
 * company. A figure that reads it only of what an investor finances that way (a real-estate asset's own EPC class,
 * a motor vehicle loan's vehicles: `when`, issue 21) does not make its absence at other companies worth one.
 */
export const absenceCounts =
  (required: ReadonlySet<string>) =>
  (code: string): boolean =>
    required.has(code) || figuresReading(code).some((use) => !use.when);

/** One value as the checks see it: the company's current version. */
export interface ValueFact {
  value: CanonicalValue;
  unit: string;
  status: ValueStatus;
  valueVersionId: string;
  /** The response the version was written through. */
  responseId: number;
}

export interface CompanyFacts {
  companyId: number;
  companyName: string;
  current: ReadonlyMap<string, ValueFact>;
  /** The same period of last year. */
  previous: ReadonlyMap<string, ValueFact>;
  /** Codes the company's responses of the period ask (and whose conditions hold). */
  asked: ReadonlySet<string>;
  /** A response of the period that shows the code (to review the value there). */
  responseByCode: ReadonlyMap<string, number>;
}

export interface PortfolioInput {
  /** The investor whose portfolio it is (absence flags are its own). */
  investorId: number;
  period: string;
  previousPeriod: string;
  companies: readonly CompanyFacts[];
  metric: (code: string) => MetricDefinition | undefined;
  crossChecks: readonly CrossCheck[];
  /** Whether a metric's absence is worth a flag (required somewhere, or read by a figure). */
  countsForAbsence: (code: string) => boolean;
  thresholds: QualityThresholds;
}

/** A flag before anyone wrote about it. */
export type RawFlag = Omit<QualityFlag, 'status' | 'explanation' | 'resolution'>;

export const flagId = (subject: number | string, period: string, code: string, check: string): string =>
  `${subject}:${period}:${code}:${check}`;

const numberOf = (fact: ValueFact | undefined): number | null =>
  fact?.status === 'provided' && typeof fact.value === 'number' ? fact.value : null;

const withoutConfirm = (message: string) => message.replace(/; please confirm$/, '');

/**
 * A flag's message as people read it: the metric's name first, never its code ("Scope 1 emissions: 163.2 %
 * change …"). The questionnaire's rules write "<code> (<name>): …" for the author; the flag says it by name.
 */
export function namedMessage(code: string, name: string, message: string): string {
  // The year-on-year rule already starts with the name: it is said once.
  const prefix = [`${code} (${name}): `, `${code}: `, `${name}: `].find((p) => message.startsWith(p));
  return `${name}: ${prefix ? message.slice(prefix.length) : message}`;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function portfolioFlags(input: PortfolioInput): RawFlag[] {
  const { period, previousPeriod, thresholds } = input;
  const flags: RawFlag[] = [];
  const base = (company: CompanyFacts, code: string, metric: MetricDefinition) => {
    const fact = company.current.get(code);
    const before = company.previous.get(code);
    return {
      companyId: company.companyId,
      companyName: company.companyName,
      period,
      metricCode: code,
      metricName: metric.name,
      unit: metric.unit,
      value: fact ? scalarValue(fact.value) : null,
      valueStatus: fact?.status ?? null,
      valueVersionId: fact?.valueVersionId ?? null,
      responseId: company.responseByCode.get(code) ?? fact?.responseId ?? null,
      previous:
        before && before.status === 'provided'
          ? { period: previousPeriod, value: scalarValue(before.value) }
          : null,
      peers: null,
      absence: null,
    };
  };

  // Year on year: the questionnaire's rule, with the investor's thresholds.
  for (const company of input.companies)
    for (const [code, fact] of company.current) {
      const metric = input.metric(code);
      const before = company.previous.get(code);
      if (!metric || fact.status !== 'provided' || before?.status !== 'provided') continue;
      if (
        (typeof fact.value !== 'number' && typeof fact.value !== 'boolean') ||
        (typeof before.value !== 'number' && typeof before.value !== 'boolean')
      )
        continue;
      const issue = yearOnYearWarning(
        metric,
        fact.value,
        { value: before.value, period: previousPeriod },
        thresholds.yearOnYear,
      );
      if (!issue) continue;
      flags.push({
        ...base(company, code, metric),
        id: flagId(company.companyId, period, code, 'year_on_year'),
        check: 'year_on_year',
        message: namedMessage(code, metric.name, withoutConfirm(issue.message)),
        details: issue.limits,
      });
    }

  // Outliers: each numeric metric's values across the portfolio.
  const byCode = new Map<string, Array<{ company: CompanyFacts; value: number }>>();
  for (const company of input.companies)
    for (const [code, fact] of company.current) {
      const value = numberOf(fact);
      const metric = input.metric(code);
      if (value === null || !metric || !isNumericMetric(metric)) continue;
      byCode.set(code, [...(byCode.get(code) ?? []), { company, value }]);
    }
  for (const [code, entries] of byCode) {
    if (entries.length < thresholds.outliers.minimumPeers) continue;
    const metric = input.metric(code)!;
    const peers = peerDistribution(
      entries.map((e) => e.value),
      thresholds.outliers.iqrMultiplier,
    );
    for (const { company, value } of entries) {
      const finding = outlierFinding(value, peers, thresholds.outliers);
      if (!finding) continue;
      const why = [
        finding.beyondStandardDeviations && finding.zScore !== null
          ? `${round(Math.abs(finding.zScore))} standard deviations from the portfolio's mean of ${round(peers.mean)} (more than ${thresholds.outliers.standardDeviations})`
          : null,
        finding.outsideFence
          ? `outside the interquartile fence ${round(peers.lowerFence)} to ${round(peers.upperFence)} ${metric.unit}`.trimEnd()
          : null,
      ].filter((part): part is string => part !== null);
      flags.push({
        ...base(company, code, metric),
        id: flagId(company.companyId, period, code, 'outlier'),
        check: 'outlier',
        peers,
        message:
          `${metric.name}: ${value} ${metric.unit} is ${why.join(' and ')}; the median of ${peers.count} companies is ${round(peers.median)}`.replace(
            /\s+;/,
            ';',
          ),
        details: { ...finding, value },
      });
    }
  }

  // Cross-checks (totals equal their parts): the dictionary's rules on each company's values.
  for (const company of input.companies) {
    const numbers = new Map<string, number>();
    for (const [code, fact] of company.current) {
      const value = numberOf(fact);
      if (value !== null) numbers.set(code, value);
    }
    for (const check of input.crossChecks) {
      const metric = input.metric(check.left);
      if (!metric || !numbers.has(check.left)) continue;
      const [issue] = crossCheckIssues([check], check.left, numbers, (c) => c);
      if (!issue) continue;
      flags.push({
        ...base(company, check.left, metric),
        id: flagId(company.companyId, period, check.left, `cross_check.${check.id}`),
        check: 'cross_check',
        message: namedMessage(check.left, metric.name, issue.message),
        details: issue.limits,
      });
    }
  }

  // Absence: how often a metric asked of the portfolio goes without a value.
  const counts = new Map<string, AbsenceCount & { missing: CompanyFacts[] }>();
  for (const company of input.companies)
    for (const code of company.asked) {
      if (!input.countsForAbsence(code)) continue;
      const count = counts.get(code) ?? {
        asked: 0,
        answered: 0,
        notAvailable: 0,
        unanswered: 0,
        missing: [],
      };
      const fact = company.current.get(code);
      count.asked += 1;
      if (!fact) {
        count.unanswered += 1;
        count.missing.push(company);
      } else if (fact.status === 'not_available') {
        count.notAvailable += 1;
        count.missing.push(company);
      } else count.answered += 1;
      counts.set(code, count);
    }
  for (const [code, { missing, ...count }] of counts) {
    const metric = input.metric(code);
    if (!metric || !absenceFlagged(count, thresholds.absence)) continue;
    const ratePercent = Math.round(absenceRatePercent(count) * 10) / 10;
    flags.push({
      id: flagId(`gp${input.investorId}`, period, code, 'absence'),
      check: 'absence',
      companyId: null,
      companyName: null,
      period,
      metricCode: code,
      metricName: metric.name,
      unit: metric.unit,
      value: null,
      valueStatus: null,
      valueVersionId: null,
      responseId: null,
      previous: null,
      peers: null,
      absence: {
        ...count,
        ratePercent,
        companies: missing.map((c) => ({ id: c.companyId, name: c.companyName })),
      },
      message: `${metric.name}: ${count.notAvailable + count.unanswered} of ${count.asked} companies asked gave no value (${ratePercent} %, more than ${thresholds.absence.ratePercent} %)`,
      details: { ...count, ratePercent, thresholdPercent: thresholds.absence.ratePercent },
    });
  }
  return flags;
}
