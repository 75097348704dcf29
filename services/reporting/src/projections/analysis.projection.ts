import { createEvent, type CloudEvent, type EventData, type PublishedValue } from '@esg/contracts';
import type { Doc, Store, Transaction } from '@esg/persistence';
import {
  aggregate,
  type Aggregate,
  type AggregateInput,
  type AggregationKind,
  type Quality,
} from '../domain/analysis/aggregate';
import { inputsWithOverrides, overridesInForce } from '../domain/analysis/overrides';
import { periodEnd } from '../domain/analysis/periods';
import { highlightsReadyEvents, type AppliedPublication } from '../application/highlights-mail';
import { kindOf } from '../infrastructure/analysis-metrics';
import {
  ANALYSIS_AGGREGATES,
  ANALYSIS_COMPANIES,
  ANALYSIS_FUNDS,
  ANALYSIS_OVERRIDES,
  ANALYSIS_POSITIONS,
  ANALYSIS_PUBLICATIONS,
  ANALYSIS_RESPONSES,
  ANALYSIS_VALUES,
} from '../infrastructure/migrations';
import { benchmarkReadModel } from '../infrastructure/benchmark-read-model';
import { benchmarkRows } from './benchmark-rows';
import { keepOverride, type OverrideEventData, type OverrideRecord } from './override-records';
import type { ApplyOptions, BatchProjection } from './projection';

/*
 * The analysis read model (issue 12, ADR 0040): the published value of every metric per company and
 * period with its quality, and per GP portfolio and fund and period the aggregate of every metric, with the
 * GP's overrides of its companies' values in force (ADR 0184; the published values stay as published). Built
 * from data-collection's events only, idempotent (inbox + publication numbers + position versions) and
 * rebuildable (`npm run rebuild -- analysis`). Nothing here reads the clock: a rebuild gives the same documents.
 */

export interface AnalysisCompany extends Doc {
  companyId: number;
  name: string;
  type: string;
  parentId: number | null;
  contractType: string | null;
  /** Company `auto_highlights_flag` (the automatic highlights e-mail); absent until first changed. */
  autoHighlights?: boolean;
}

export interface AnalysisFund extends Doc {
  fundId: number;
  companyId: number;
  name: string;
  status: 'open' | 'closed';
  portfolioCompanyIds: number[];
}

export interface AnalysisPositions extends Doc {
  fundId: number;
  companyId: number;
  date: string;
  year: number;
  version: number;
  holdings: Array<{ companyId: number; value: number }>;
}

export interface AnalysisResponse extends Doc {
  responseId: number;
  companyId: number;
  requesterCompanyId: number;
  standardId: number;
  period: string;
  year: number;
  status: string;
  dueDate: string | null;
  completion: unknown;
  updatedAt: string;
  publicationNumber: number | null;
  publishedAt: string | null;
}

export interface StoredValue {
  value: PublishedValue['value'];
  unit: string;
  status: string;
  reason: string | null;
  quality: Quality | null;
  dataQualityScore: number | null;
  valueVersionId: string;
  version: number;
  sourceKind: string;
  calculationId: string | null;
}

export interface AnalysisPublication extends Doc {
  responseId: number;
  companyId: number;
  requesterCompanyId: number;
  standardId: number;
  frameworkVersion: string;
  period: string;
  year: number;
  publicationNumber: number;
  publishedAt: string;
  values: Record<string, StoredValue>;
}

/** The value of one metric of one company in one period: the latest publication that carries it. */
export interface AnalysisValue extends Doc, StoredValue {
  companyId: number;
  period: string;
  year: number;
  metricCode: string;
  responseId: number;
  standardId: number;
  frameworkVersion: string;
  requesterCompanyId: number;
  publicationNumber: number;
  publishedAt: string;
}

export type AnalysisScope = 'portfolio' | 'fund';

export interface AggregateRecord extends Doc, Aggregate {
  scope: AnalysisScope;
  /** The GP (portfolio) or the fund. */
  scopeId: number;
  /** The GP that owns the scope (who may read it). */
  ownerCompanyId: number;
  period: string;
  metricCode: string;
  unit: string;
  kind: AggregationKind;
  /** Every company's input: what the figure is made of. */
  inputs: AggregateInput[];
  /** Positions read for the weights: fund and quarter end. */
  weightSources: Array<{ fundId: number; date: string }>;
}

export const valueId = (companyId: number, period: string, metricCode: string): string =>
  `${companyId}:${period}:${metricCode}`;
export const aggregateId = (
  scope: AnalysisScope,
  scopeId: number,
  period: string,
  metricCode: string,
): string => `${scope}:${scopeId}:${period}:${metricCode}`;

interface Touched {
  /** `${companyId}|${period}` whose values are recomputed from the publications. */
  companyPeriods: Set<string>;
  /** `${scope}|${scopeId}|${period}` whose aggregates are recomputed. */
  scopes: Set<string>;
  /** Companies and periods whose pages change (the integration event's audience and refs). */
  companies: Set<number>;
  periods: Set<string>;
  /** Companies whose investors (parent, funds holding them) may have changed: the benchmark read model's. */
  investors: Set<number>;
  /** New publications applied, with their event (for the automatic highlights e-mail). */
  publications: Array<AppliedPublication & { event: CloudEvent }>;
}

/* ------------------------------------------------------------------------------------------------ */

async function fundsHolding(tx: Transaction, companyId: number): Promise<AnalysisFund[]> {
  return (await tx.find<AnalysisFund>(ANALYSIS_FUNDS)).filter((f) =>
    f.portfolioCompanyIds.includes(companyId),
  );
}

/** The investors of a company: its parent and the managers of the funds that hold it. */
export async function investorsOf(
  tx: Pick<Transaction, 'get' | 'find'>,
  companyId: number,
): Promise<number[]> {
  const company = await tx.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId));
  const ids = new Set<number>();
  if (company?.parentId) ids.add(company.parentId);
  for (const fund of await tx.find<AnalysisFund>(ANALYSIS_FUNDS))
    if (fund.portfolioCompanyIds.includes(companyId)) ids.add(fund.companyId);
  return [...ids].sort((a, b) => a - b);
}

/** The companies of a GP's portfolio (its children and its funds' companies) or of a fund. */
export async function membersOf(
  tx: Pick<Transaction, 'get' | 'find'>,
  scope: AnalysisScope,
  scopeId: number,
): Promise<number[]> {
  const ids = new Set<number>();
  if (scope === 'fund') {
    const fund = await tx.get<AnalysisFund>(ANALYSIS_FUNDS, String(scopeId));
    for (const id of fund?.portfolioCompanyIds ?? []) ids.add(id);
  } else {
    for (const c of await tx.find<AnalysisCompany>(ANALYSIS_COMPANIES, { parentId: scopeId }))
      ids.add(c.companyId);
    for (const f of await tx.find<AnalysisFund>(ANALYSIS_FUNDS, { companyId: scopeId }))
      for (const id of f.portfolioCompanyIds) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

async function touchCompanyScopes(
  tx: Transaction,
  touched: Touched,
  companyId: number,
  period: string,
): Promise<void> {
  const company = await tx.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId));
  if (company?.parentId) touched.scopes.add(`portfolio|${company.parentId}|${period}`);
  for (const fund of await fundsHolding(tx, companyId)) {
    touched.scopes.add(`fund|${fund.fundId}|${period}`);
    touched.scopes.add(`portfolio|${fund.companyId}|${period}`);
  }
  touched.companies.add(companyId);
  touched.periods.add(period);
}

async function periodsOf(tx: Transaction, companyIds: readonly number[], year?: number): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const pubs = await tx.find<AnalysisPublication>(ANALYSIS_PUBLICATIONS, {
    companyId: { in: [...companyIds] },
  });
  return [...new Set(pubs.filter((p) => year === undefined || p.year === year).map((p) => p.period))].sort();
}

async function touchScopeEverywhere(
  tx: Transaction,
  touched: Touched,
  scope: AnalysisScope,
  scopeId: number,
  ownerCompanyId: number,
  companyIds: readonly number[],
  year?: number,
): Promise<void> {
  for (const period of await periodsOf(tx, companyIds, year)) {
    touched.scopes.add(`${scope}|${scopeId}|${period}`);
    if (scope === 'fund') touched.scopes.add(`portfolio|${ownerCompanyId}|${period}`);
    touched.periods.add(period);
  }
  touched.companies.add(ownerCompanyId);
}

/* ------------------------------------------------------------------------------------------------ */

async function applyCompany(event: CloudEvent, tx: Transaction, touched: Touched): Promise<void> {
  if (event.type === 'data-collection.company.registered.v1') {
    const d = event.data as EventData<'data-collection.company.registered.v1'>;
    await tx.put<AnalysisCompany>(ANALYSIS_COMPANIES, {
      id: String(d.companyId),
      companyId: d.companyId,
      name: d.name,
      type: d.type,
      parentId: d.parentId,
      contractType: d.contractType ?? null,
    });
    touched.investors.add(d.companyId);
    if (d.parentId)
      await touchScopeEverywhere(tx, touched, 'portfolio', d.parentId, d.parentId, [d.companyId]);
    return;
  }
  const d = event.data as EventData<'data-collection.company.updated.v1'>;
  const current = await tx.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(d.companyId));
  if (!current) return;
  const next = { ...current };
  if (typeof d.changes.name === 'string') next.name = d.changes.name;
  const parent = d.changes.parent_id ?? d.changes.parentId;
  if (parent === null || typeof parent === 'number') next.parentId = parent;
  if (typeof d.changes.contract_type === 'string') next.contractType = d.changes.contract_type;
  if (typeof d.changes.auto_highlights_flag === 'boolean')
    next.autoHighlights = d.changes.auto_highlights_flag;
  await tx.put<AnalysisCompany>(ANALYSIS_COMPANIES, next);
  if (next.parentId !== current.parentId) touched.investors.add(d.companyId);
  for (const owner of new Set([current.parentId, next.parentId]))
    if (owner) await touchScopeEverywhere(tx, touched, 'portfolio', owner, owner, [d.companyId]);
  touched.companies.add(d.companyId);
}

async function applyFund(event: CloudEvent, tx: Transaction, touched: Touched): Promise<void> {
  const d = event.data as EventData<'data-collection.fund.holdings-changed.v1'> &
    Partial<EventData<'data-collection.fund.created.v1'>>;
  const current = await tx.get<AnalysisFund>(ANALYSIS_FUNDS, String(d.fundId));
  const next: AnalysisFund = {
    id: String(d.fundId),
    fundId: d.fundId,
    companyId: d.companyId,
    name: d.name ?? current?.name ?? `Fund ${d.fundId}`,
    status: d.status ?? current?.status ?? 'open',
    portfolioCompanyIds: [...d.portfolioCompanyIds].sort((a, b) => a - b),
  };
  await tx.put<AnalysisFund>(ANALYSIS_FUNDS, next);
  const members = [...new Set([...(current?.portfolioCompanyIds ?? []), ...next.portfolioCompanyIds])];
  if (current?.companyId !== next.companyId) for (const id of members) touched.investors.add(id);
  else {
    const before = new Set(current.portfolioCompanyIds);
    const after = new Set(next.portfolioCompanyIds);
    for (const id of members) if (before.has(id) !== after.has(id)) touched.investors.add(id);
  }
  await touchScopeEverywhere(tx, touched, 'fund', d.fundId, d.companyId, members);
}

async function applyPositions(event: CloudEvent, tx: Transaction, touched: Touched): Promise<void> {
  const d = event.data as EventData<'data-collection.positions.recorded.v1'>;
  const id = `${d.fundId}:${d.date}`;
  const existing = await tx.get<AnalysisPositions>(ANALYSIS_POSITIONS, id);
  if (existing && existing.version >= d.version) return;
  const holdings = new Map<number, number>();
  for (const p of d.positions)
    if (p.companyId !== null) holdings.set(p.companyId, (holdings.get(p.companyId) ?? 0) + p.value);
  const year = Number(d.date.slice(0, 4));
  await tx.put<AnalysisPositions>(ANALYSIS_POSITIONS, {
    id,
    fundId: d.fundId,
    companyId: d.companyId,
    date: d.date,
    year,
    version: d.version,
    holdings: [...holdings].sort((a, b) => a[0] - b[0]).map(([companyId, value]) => ({ companyId, value })),
  });
  const fund = await tx.get<AnalysisFund>(ANALYSIS_FUNDS, String(d.fundId));
  await touchScopeEverywhere(
    tx,
    touched,
    'fund',
    d.fundId,
    d.companyId,
    fund?.portfolioCompanyIds ?? [],
    year,
  );
}

async function applyResponse(event: CloudEvent, tx: Transaction, touched: Touched): Promise<void> {
  const d = event.data as EventData<'data-collection.response.status-changed.v1'> &
    Partial<EventData<'data-collection.response.requested.v1'>> &
    Partial<EventData<'data-collection.response.published.v1'>>;
  const id = String(d.responseId);
  const current = await tx.get<AnalysisResponse>(ANALYSIS_RESPONSES, id);
  if (current && current.updatedAt > event.time) return;
  const status =
    event.type === 'data-collection.response.published.v1'
      ? 'published'
      : event.type === 'data-collection.response.reopened.v1'
        ? 'reopened'
        : (d.after ?? d.status ?? current?.status ?? 'requested');
  await tx.put<AnalysisResponse>(ANALYSIS_RESPONSES, {
    id,
    responseId: d.responseId,
    companyId: d.companyId,
    requesterCompanyId: d.requesterCompanyId,
    standardId: d.standardId,
    period: d.period,
    year: d.year,
    status,
    dueDate: d.dueDate ?? current?.dueDate ?? null,
    completion: d.completion ?? current?.completion ?? null,
    updatedAt: event.time,
    publicationNumber: d.publicationNumber ?? current?.publicationNumber ?? null,
    publishedAt: d.publishedAt ?? current?.publishedAt ?? null,
  });
  touched.companies.add(d.companyId);
  touched.companies.add(d.requesterCompanyId);
  touched.periods.add(d.period);
}

async function applyPublication(event: CloudEvent, tx: Transaction, touched: Touched): Promise<void> {
  const d = event.data as EventData<'data-collection.response.published.v1'>;
  const id = String(d.responseId);
  const existing = await tx.get<AnalysisPublication>(ANALYSIS_PUBLICATIONS, id);
  await applyResponse(event, tx, touched);
  if (existing && existing.publicationNumber >= d.publicationNumber) return;
  await tx.put<AnalysisPublication>(ANALYSIS_PUBLICATIONS, {
    id,
    responseId: d.responseId,
    companyId: d.companyId,
    requesterCompanyId: d.requesterCompanyId,
    standardId: d.standardId,
    frameworkVersion: d.frameworkVersion,
    period: d.period,
    year: d.year,
    publicationNumber: d.publicationNumber,
    publishedAt: d.publishedAt,
    values: Object.fromEntries(
      d.values.map((v) => [
        v.metricCode,
        {
          value: v.value,
          unit: v.unit,
          status: v.status,
          reason: v.reason,
          quality: v.quality,
          dataQualityScore: v.dataQualityScore,
          valueVersionId: v.valueVersionId,
          version: v.version,
          sourceKind: v.source.kind,
          calculationId: v.source.calculationId,
        } satisfies StoredValue,
      ]),
    ),
  });
  touched.companyPeriods.add(`${d.companyId}|${d.period}`);
  touched.publications.push({
    companyId: d.companyId,
    responseId: d.responseId,
    publicationNumber: d.publicationNumber,
    period: d.period,
    event,
  });
  // A republication of an earlier period changes it; an existing one whose period moved is not possible.
  if (existing && existing.period !== d.period)
    touched.companyPeriods.add(`${d.companyId}|${existing.period}`);
}

/**
 * An investor set or withdrew an override of a company's value (ADR 0184): the investor's portfolio and the
 * funds of the investor holding the company are recomputed for the value's period. The latest event by time
 * wins (`keepOverride`), so a rebuild equals the live model.
 */
async function applyOverride(
  event: CloudEvent,
  data: OverrideEventData,
  tx: Transaction,
  touched: Touched,
): Promise<void> {
  if (!(await keepOverride(tx, ANALYSIS_OVERRIDES, event, data))) return;
  touched.scopes.add(`portfolio|${data.investorId}|${data.period}`);
  for (const fund of await fundsHolding(tx, data.companyId))
    if (fund.companyId === data.investorId) touched.scopes.add(`fund|${fund.fundId}|${data.period}`);
  touched.companies.add(data.investorId);
  touched.periods.add(data.period);
}

/* ------------------------------------------------------------------------------------------------ */

/** Rebuilds a company's values of a period from its publications: per metric, the latest publication wins. */
async function recomputeValues(
  tx: Transaction,
  companyId: number,
  period: string,
  touched: Touched,
): Promise<void> {
  const publications = (
    await tx.find<AnalysisPublication>(ANALYSIS_PUBLICATIONS, { companyId, period })
  ).sort((a, b) =>
    a.publishedAt === b.publishedAt ? a.responseId - b.responseId : a.publishedAt < b.publishedAt ? -1 : 1,
  );
  const next = new Map<string, AnalysisValue>();
  for (const pub of publications)
    for (const [metricCode, v] of Object.entries(pub.values))
      next.set(metricCode, {
        id: valueId(companyId, period, metricCode),
        companyId,
        period,
        year: pub.year,
        metricCode,
        ...v,
        responseId: pub.responseId,
        standardId: pub.standardId,
        frameworkVersion: pub.frameworkVersion,
        requesterCompanyId: pub.requesterCompanyId,
        publicationNumber: pub.publicationNumber,
        publishedAt: pub.publishedAt,
      });
  const before = await tx.find<AnalysisValue>(ANALYSIS_VALUES, { companyId, period });
  for (const old of before) if (!next.has(old.metricCode)) await tx.delete(ANALYSIS_VALUES, old.id);
  const previous = new Map(before.map((v) => [v.id, JSON.stringify(v)]));
  for (const value of next.values())
    if (previous.get(value.id) !== JSON.stringify(value)) await tx.put<AnalysisValue>(ANALYSIS_VALUES, value);
  await touchCompanyScopes(tx, touched, companyId, period);
}

/** Investment value per company of the scope at the period's last quarter end (latest set of its year). */
async function weightsOf(
  tx: Transaction,
  scope: AnalysisScope,
  scopeId: number,
  period: string,
): Promise<{ weights: Map<number, number>; sources: Array<{ fundId: number; date: string }> }> {
  const fundIds =
    scope === 'fund'
      ? [scopeId]
      : (await tx.find<AnalysisFund>(ANALYSIS_FUNDS, { companyId: scopeId }))
          .map((f) => f.fundId)
          .sort((a, b) => a - b);
  const end = periodEnd(period);
  const year = Number(end.slice(0, 4));
  const weights = new Map<number, number>();
  const sources: Array<{ fundId: number; date: string }> = [];
  for (const fundId of fundIds) {
    const sets = (await tx.find<AnalysisPositions>(ANALYSIS_POSITIONS, { fundId, year })).filter(
      (s) => s.date <= end,
    );
    if (sets.length === 0) continue;
    const latest = sets.reduce((a, b) => (b.date > a.date ? b : a));
    sources.push({ fundId, date: latest.date });
    for (const h of latest.holdings) weights.set(h.companyId, (weights.get(h.companyId) ?? 0) + h.value);
  }
  return { weights, sources };
}

async function recomputeScope(
  tx: Transaction,
  scope: AnalysisScope,
  scopeId: number,
  period: string,
  touched: Touched,
): Promise<boolean> {
  const ownerCompanyId =
    scope === 'fund'
      ? ((await tx.get<AnalysisFund>(ANALYSIS_FUNDS, String(scopeId)))?.companyId ?? null)
      : scopeId;
  const members = await membersOf(tx, scope, scopeId);
  const values = members.length
    ? await tx.find<AnalysisValue>(ANALYSIS_VALUES, { companyId: { in: members }, period })
    : [];
  const { weights, sources } = await weightsOf(tx, scope, scopeId, period);
  const byMetric = new Map<string, AnalysisValue[]>();
  for (const v of values) byMetric.set(v.metricCode, [...(byMetric.get(v.metricCode) ?? []), v]);
  // The owner's overrides in force replace its companies' published values in its figures (ADR 0184).
  const overrides =
    ownerCompanyId === null
      ? new Map()
      : overridesInForce(
          ownerCompanyId,
          await tx.find<OverrideRecord>(ANALYSIS_OVERRIDES, { investorId: ownerCompanyId, period }),
        );
  const existing = await tx.find<AggregateRecord>(ANALYSIS_AGGREGATES, { scope, scopeId, period });
  const before = new Map(existing.map((a) => [a.id, JSON.stringify(a)]));
  let changed = false;
  for (const old of existing)
    if (!byMetric.has(old.metricCode) || ownerCompanyId === null) {
      await tx.delete(ANALYSIS_AGGREGATES, old.id);
      changed = true;
    }
  if (ownerCompanyId === null) return changed;
  for (const metricCode of [...byMetric.keys()].sort()) {
    const rows = byMetric.get(metricCode)!.sort((a, b) => a.companyId - b.companyId);
    const sample = rows.find((r) => r.value !== null) ?? rows[0];
    const kind = kindOf(metricCode, sample);
    const inputs: AggregateInput[] = inputsWithOverrides(
      rows.map((r) => ({
        companyId: r.companyId,
        value: r.value,
        weight: weights.get(r.companyId) ?? 0,
        quality: r.quality,
        valueVersionId: r.valueVersionId,
      })),
      new Map(rows.map((r) => [r.companyId, r])),
      period,
      metricCode,
      overrides,
    );
    const record: AggregateRecord = {
      id: aggregateId(scope, scopeId, period, metricCode),
      scope,
      scopeId,
      ownerCompanyId,
      period,
      metricCode,
      unit: sample.unit,
      weightSources: sources,
      ...aggregate(kind, inputs),
      inputs,
    };
    if (before.get(record.id) === JSON.stringify(record)) continue;
    await tx.put<AggregateRecord>(ANALYSIS_AGGREGATES, record);
    changed = true;
  }
  if (changed) {
    touched.companies.add(ownerCompanyId);
    touched.periods.add(period);
  }
  return changed;
}

/**
 * The benchmark read model (ADR 0171), in the same transaction: a company whose values changed gets its
 * rows (every period: a profile value published for one period can move the others), a company whose
 * investors changed its investor rows. Stores without the read model's tables (MongoDB) skip it.
 */
async function refreshBenchmarkReadModel(tx: Transaction, touched: Touched): Promise<void> {
  const model = benchmarkReadModel(tx);
  if (!model) return;
  const companies = [...new Set([...touched.companyPeriods].map((k) => Number(k.split('|')[0])))];
  for (const companyId of companies.sort((a, b) => a - b)) {
    const { rows, profile } = benchmarkRows(
      companyId,
      await tx.find<AnalysisValue>(ANALYSIS_VALUES, { companyId }),
    );
    model.replaceCompany(companyId, rows, profile);
  }
  for (const companyId of [...touched.investors].sort((a, b) => a - b))
    model.replaceInvestors(companyId, await investorsOf(tx, companyId));
}

/**
 * Fills the benchmark read model from the analysis documents when its tables are empty but the documents
 * are not (a data folder from before ADR 0171), so that no rebuild is needed on upgrade. Returns the
 * number of companies filled.
 */
export async function fillBenchmarkReadModel(store: Store): Promise<number> {
  const model = benchmarkReadModel(store);
  if (!model?.isEmpty() || (await store.count(ANALYSIS_COMPANIES)) === 0) return 0;
  return store.transaction(async (tx) => {
    const companies = (await tx.find<AnalysisCompany>(ANALYSIS_COMPANIES)).map((c) => c.companyId);
    const held = (await tx.find<AnalysisFund>(ANALYSIS_FUNDS)).flatMap((f) => f.portfolioCompanyIds);
    const touched: Touched = {
      companyPeriods: new Set(
        (await tx.find<AnalysisValue>(ANALYSIS_VALUES)).map((v) => `${v.companyId}|${v.period}`),
      ),
      scopes: new Set(),
      companies: new Set(),
      periods: new Set(),
      investors: new Set([...companies, ...held]),
      publications: [],
    };
    await refreshBenchmarkReadModel(tx, touched);
    return new Set([...touched.companyPeriods].map((k) => k.split('|')[0])).size;
  });
}

/* ------------------------------------------------------------------------------------------------ */

export const analysisProjection: BatchProjection = {
  name: 'analysis',
  version: 1,
  topics: [
    'data-collection.company',
    'data-collection.fund',
    'data-collection.positions',
    'data-collection.response',
    'data-collection.value-override',
  ],
  collections: [
    ANALYSIS_COMPANIES,
    ANALYSIS_FUNDS,
    ANALYSIS_POSITIONS,
    ANALYSIS_RESPONSES,
    ANALYSIS_PUBLICATIONS,
    ANALYSIS_VALUES,
    ANALYSIS_AGGREGATES,
    ANALYSIS_OVERRIDES,
  ],
  async clear(tx) {
    benchmarkReadModel(tx)?.clear();
  },
  async applyBatch(events, tx, options: ApplyOptions) {
    const touched: Touched = {
      companyPeriods: new Set(),
      scopes: new Set(),
      companies: new Set(),
      periods: new Set(),
      investors: new Set(),
      publications: [],
    };
    let last: CloudEvent | null = null;
    for (const event of events) {
      switch (event.type) {
        case 'data-collection.company.registered.v1':
        case 'data-collection.company.updated.v1':
          await applyCompany(event, tx, touched);
          break;
        case 'data-collection.fund.created.v1':
        case 'data-collection.fund.updated.v1':
        case 'data-collection.fund.closed.v1':
        case 'data-collection.fund.holdings-changed.v1':
          await applyFund(event, tx, touched);
          break;
        case 'data-collection.positions.recorded.v1':
          await applyPositions(event, tx, touched);
          break;
        case 'data-collection.response.requested.v1':
        case 'data-collection.response.status-changed.v1':
        case 'data-collection.response.reopened.v1':
          await applyResponse(event, tx, touched);
          break;
        case 'data-collection.response.published.v1':
          await applyPublication(event, tx, touched);
          break;
        case 'data-collection.value-override.set.v1':
        case 'data-collection.value-override.removed.v1':
          await applyOverride(event, event.data as OverrideEventData, tx, touched);
          break;
        default:
          continue;
      }
      last = event;
    }
    if (!last) return;
    for (const key of [...touched.companyPeriods].sort()) {
      const [companyId, period] = key.split('|');
      await recomputeValues(tx, Number(companyId), period, touched);
    }
    for (const key of [...touched.scopes].sort()) {
      const [scope, scopeId, period] = key.split('|');
      await recomputeScope(tx, scope as AnalysisScope, Number(scopeId), period, touched);
    }
    await refreshBenchmarkReadModel(tx, touched);
    if (!options.emit) return;
    // A rebuild (emit false) mails no one: each publication was mailed when it was first applied.
    for (const p of touched.publications) await tx.append(await highlightsReadyEvents(tx, [p], p.event));
    if (touched.companies.size === 0) return;
    await tx.append([
      createEvent({
        type: 'reporting.analysis.changed.v1',
        source: 'reporting',
        subject: 'analysis',
        correlationId: last.correlationid,
        causationId: last.id,
        data: {
          companyIds: [...touched.companies].sort((a, b) => a - b),
          periods: [...touched.periods].sort(),
          at: last.time,
        },
      }),
    ]);
  },
};
