import {
  createEvent,
  scalarValue,
  type CloudEvent,
  type EventData,
  type SfdrClassification,
} from '@esg/contracts';
import type { Doc, Transaction } from '@esg/persistence';
import { calculatePai } from '../domain/pai/calculate';
import { PaiInputError, type PaiCalculation } from '../domain/pai/model';
import {
  entityQuartersOf,
  figuresFingerprint,
  fundQuarters,
  heldCompanies,
  statementInput,
  yearOf,
  DEFAULT_FACT_OPTIONS,
  type CountrySource,
  type FactOptions,
  type KeptCountryFigures,
  type KeptPositions,
  type KeptPublication,
  type StatementSource,
} from '../domain/pai/statement';
import {
  PAI_CITATIONS,
  PAI_COUNTRY_FIGURES,
  PAI_FUNDS,
  PAI_OVERRIDES,
  PAI_POSITIONS,
  PAI_PUBLICATIONS,
  PAI_STATEMENTS,
} from '../infrastructure/migrations';
import { loadPaiReference } from '../infrastructure/pai-reference';
import { keepOverride, type OverrideRecord } from './override-records';
import type { ApplyOptions, BatchProjection } from './projection';

export interface FundRecord extends Doc {
  fundId: number;
  companyId: number;
  name: string | null;
  /** Since issue 26 (the periodic report); absent on funds stored before until `npm run rebuild -- pai`. */
  sfdrClassification?: SfdrClassification | null;
  /** An LP's fund: the GP funds it invests in (its look-through, ADR 0220); absent before migration 340's rebuild. */
  gpFundIds?: number[];
}

/** A place in a document that backs a company's value of a period (data-collection's citation, ADR 0185). */
export interface CitationRecord extends Doc {
  citationId: string;
  responseId: number;
  companyId: number;
  period: string;
  metricCode: string;
  fileId: string;
  fileName: string;
  mediaType: string | null;
  page: number | null;
  cell: string | null;
  quote: string | null;
  at: string;
}

export interface PositionsRecord extends Doc, KeptPositions {
  year: number;
  version: number;
}

export interface PublicationRecord extends Doc, KeptPublication {}

export interface CountryFiguresRecord extends Doc, KeptCountryFigures {}

export type { OverrideRecord } from './override-records';

export interface StatementRecord extends Doc {
  scope: 'fund' | 'entity';
  companyId: number;
  fundId: number | null;
  year: number;
  /** The funds whose positions it rests on. */
  fundIds: number[];
  quarterEnds: string[];
  /** Time of the latest event that touched it (deterministic: a rebuild gives the same). */
  computedAt: string;
  fingerprint: string;
  sources: StatementSource[];
  /** The investor's country figures used for its sovereign positions (ADR 0096). */
  countries?: CountrySource[];
  calculation: PaiCalculation | null;
  /** Set when the positions cannot be calculated (the figures are then absent, never wrong). */
  error: string | null;
}

export const statementId = (scope: 'fund' | 'entity', id: number, year: number): string =>
  `${scope}:${id}:${year}`;

type Touched = Map<string, { scope: 'fund' | 'entity'; id: number; year: number; time: string }>;

function touch(touched: Touched, scope: 'fund' | 'entity', id: number, year: number, time: string): void {
  const key = statementId(scope, id, year);
  const current = touched.get(key);
  if (!current || current.time < time) touched.set(key, { scope, id, year, time });
}

async function applyFund(data: EventData<'data-collection.fund.created.v1'>, tx: Transaction): Promise<void> {
  await tx.put<FundRecord>(PAI_FUNDS, {
    id: String(data.fundId),
    fundId: data.fundId,
    companyId: data.companyId,
    name: data.name,
    sfdrClassification: data.sfdrClassification,
    gpFundIds: data.gpFundIds,
  });
}

/** An LP fund's GP funds changed: kept for its look-through (the figures do not change). */
async function applyHoldings(
  data: EventData<'data-collection.fund.holdings-changed.v1'>,
  tx: Transaction,
): Promise<void> {
  const fund = await tx.get<FundRecord>(PAI_FUNDS, String(data.fundId));
  if (fund) await tx.put<FundRecord>(PAI_FUNDS, { ...fund, gpFundIds: data.gpFundIds });
}

/** A citation given or taken back: the lineage shows it; no figure changes. */
async function applyCitation(event: CloudEvent, tx: Transaction): Promise<void> {
  if (event.type === 'data-collection.response.evidence-citation-removed.v1') {
    const data = event.data as EventData<'data-collection.response.evidence-citation-removed.v1'>;
    await tx.delete(PAI_CITATIONS, data.citationId);
    return;
  }
  const data = event.data as EventData<'data-collection.response.evidence-cited.v1'>;
  await tx.put<CitationRecord>(PAI_CITATIONS, {
    id: data.citationId,
    citationId: data.citationId,
    responseId: data.responseId,
    companyId: data.companyId,
    period: data.period,
    metricCode: data.metricCode,
    fileId: data.fileId,
    fileName: data.fileName,
    mediaType: data.mediaType ?? null,
    page: data.page,
    cell: data.cell,
    quote: data.quote,
    at: data.at,
  });
}

async function applyPositions(
  event: CloudEvent,
  data: EventData<'data-collection.positions.recorded.v1'>,
  tx: Transaction,
  touched: Touched,
): Promise<void> {
  const id = `${data.fundId}:${data.date}`;
  const existing = await tx.get<PositionsRecord>(PAI_POSITIONS, id);
  if (existing && existing.version >= data.version) return;
  const year = yearOf(data.date);
  await tx.put<PositionsRecord>(PAI_POSITIONS, {
    id,
    fundId: data.fundId,
    companyId: data.companyId,
    date: data.date,
    year,
    version: data.version,
    allInvestments: data.allInvestments,
    positions: data.positions.map((p) => ({
      companyId: p.companyId,
      country: p.country,
      instrument: p.instrument,
      value: p.value,
    })),
  });
  if (!(await tx.get<FundRecord>(PAI_FUNDS, String(data.fundId))))
    await tx.put<FundRecord>(PAI_FUNDS, {
      id: String(data.fundId),
      fundId: data.fundId,
      companyId: data.companyId,
      name: null,
      sfdrClassification: null,
    });
  touch(touched, 'fund', data.fundId, year, event.time);
  touch(touched, 'entity', data.companyId, year, event.time);
}

async function applyPublication(
  event: CloudEvent,
  data: EventData<'data-collection.response.published.v1'>,
  tx: Transaction,
  touched: Touched,
): Promise<void> {
  const id = String(data.responseId);
  const existing = await tx.get<PublicationRecord>(PAI_PUBLICATIONS, id);
  if (existing && existing.publicationNumber >= data.publicationNumber) return;
  await tx.put<PublicationRecord>(PAI_PUBLICATIONS, {
    id,
    responseId: data.responseId,
    companyId: data.companyId,
    standardId: data.standardId,
    period: data.period,
    year: data.year,
    publicationNumber: data.publicationNumber,
    publishedAt: data.publishedAt,
    values: Object.fromEntries(
      data.values.map((v) => [
        v.metricCode,
        {
          value: scalarValue(v.value),
          unit: v.unit,
          quality: v.quality,
          valueVersionId: v.valueVersionId,
          status: v.status,
        },
      ]),
    ),
  });
  // Only the statements that hold the company in a year these values can serve (this year or later).
  const sets = await tx.find<PositionsRecord>(PAI_POSITIONS);
  for (const set of sets) {
    if (set.year < data.year) continue;
    if (!set.positions.some((p) => p.companyId === data.companyId)) continue;
    touch(touched, 'fund', set.fundId, set.year, event.time);
    touch(touched, 'entity', set.companyId, set.year, event.time);
  }
}

/**
 * An investor set or withdrew an override of a company's value (ADR 0182): that investor's statements holding
 * the company, in the value's year or later, are recomputed. The latest event by time wins, whatever order
 * the override's events arrive in, so a rebuild gives the same state as the live projection.
 */
async function applyOverride(
  event: CloudEvent,
  data:
    | EventData<'data-collection.value-override.set.v1'>
    | EventData<'data-collection.value-override.removed.v1'>,
  tx: Transaction,
  touched: Touched,
): Promise<void> {
  if (!(await keepOverride(tx, PAI_OVERRIDES, event, data))) return;
  const publication = await tx.get<PublicationRecord>(PAI_PUBLICATIONS, String(data.responseId));
  const sets = await tx.find<PositionsRecord>(PAI_POSITIONS, { companyId: data.investorId });
  for (const positions of sets) {
    if (publication && positions.year < publication.year) continue;
    if (!positions.positions.some((p) => p.companyId === data.companyId)) continue;
    touch(touched, 'fund', positions.fundId, positions.year, event.time);
    touch(touched, 'entity', positions.companyId, positions.year, event.time);
  }
}

/**
 * The investor's figures of a country for a year (saved or removed): the statements of that year holding the
 * country in one of the investor's funds are recomputed with them.
 */
async function applyCountryFigures(
  event: CloudEvent,
  data:
    | EventData<'data-collection.country-figures.saved.v1'>
    | EventData<'data-collection.country-figures.removed.v1'>,
  tx: Transaction,
  touched: Touched,
): Promise<void> {
  const id = `${data.investorId}:${data.year}:${data.country}`;
  if ('values' in data)
    await tx.put<CountryFiguresRecord>(PAI_COUNTRY_FIGURES, {
      id,
      investorId: data.investorId,
      year: data.year,
      country: data.country,
      values: data.values,
      source: data.source,
      savedAt: data.savedAt,
    });
  else await tx.delete(PAI_COUNTRY_FIGURES, id);
  const sets = await tx.find<PositionsRecord>(PAI_POSITIONS, { companyId: data.investorId, year: data.year });
  for (const set of sets) {
    if (!set.positions.some((p) => p.companyId === null && p.country === data.country)) continue;
    touch(touched, 'fund', set.fundId, set.year, event.time);
    touch(touched, 'entity', set.companyId, set.year, event.time);
  }
}

function changedIndicators(before: PaiCalculation | null, after: PaiCalculation | null): string[] {
  const key = (c: PaiCalculation | null) =>
    new Map(
      (c?.indicators ?? []).map((i) => [i.id, JSON.stringify([i.value, i.coverage, i.estimatedShare])]),
    );
  const a = key(before);
  const b = key(after);
  const ids = new Set([...a.keys(), ...b.keys()]);
  return [...ids].filter((id) => a.get(id) !== b.get(id)).sort();
}

/** Recomputes one statement from what the projection keeps; stores it and, live, says so if figures changed. */
async function recompute(
  target: { scope: 'fund' | 'entity'; id: number; year: number; time: string },
  tx: Transaction,
  options: ApplyOptions,
  causation: CloudEvent,
  facts: FactOptions,
): Promise<void> {
  const id = statementId(target.scope, target.id, target.year);
  const previous = await tx.get<StatementRecord>(PAI_STATEMENTS, id);
  const sets = await tx.find<PositionsRecord>(
    PAI_POSITIONS,
    target.scope === 'fund'
      ? { fundId: target.id, year: target.year }
      : { companyId: target.id, year: target.year },
  );
  if (sets.length === 0) {
    if (previous) await tx.delete(PAI_STATEMENTS, id);
    return;
  }
  const quarters = target.scope === 'fund' ? fundQuarters(sets) : entityQuartersOf(sets);
  const publications: PublicationRecord[] = [];
  for (const companyId of heldCompanies(quarters))
    publications.push(...(await tx.find<PublicationRecord>(PAI_PUBLICATIONS, { companyId })));
  const investorId = target.scope === 'fund' ? sets[0].companyId : target.id;
  const countries = await tx.find<CountryFiguresRecord>(PAI_COUNTRY_FIGURES, {
    investorId,
    year: target.year,
  });
  const held = new Set(publications.map((p) => p.companyId));
  const overrides = (await tx.find<OverrideRecord>(PAI_OVERRIDES, { investorId })).filter(
    (o) => o.active && held.has(o.companyId),
  );
  const {
    input,
    sources,
    countries: countrySources,
  } = statementInput(quarters, target.year, publications, facts, countries, overrides);
  const computedAt = previous && previous.computedAt > target.time ? previous.computedAt : target.time;
  let calculation: PaiCalculation | null = null;
  let error: string | null = null;
  try {
    calculation = calculatePai(input, loadPaiReference(), { computedAt, provenance: true });
  } catch (e) {
    if (!(e instanceof PaiInputError)) throw e;
    error = e.message;
  }
  const companyId = target.scope === 'fund' ? sets[0].companyId : target.id;
  const record: StatementRecord = {
    id,
    scope: target.scope,
    companyId,
    fundId: target.scope === 'fund' ? target.id : null,
    year: target.year,
    fundIds: [...new Set(sets.map((s) => s.fundId))].sort((a, b) => a - b),
    quarterEnds: quarters.map((q) => q.date),
    computedAt,
    fingerprint: calculation ? figuresFingerprint(calculation) : `error:${error}`,
    sources,
    ...(countrySources.length ? { countries: countrySources } : {}),
    calculation,
    error,
  };
  await tx.put<StatementRecord>(PAI_STATEMENTS, record);
  if (options.emit && previous?.fingerprint !== record.fingerprint)
    await tx.append([
      createEvent({
        type: 'reporting.pai-statement.recomputed.v1',
        source: 'reporting',
        subject: id,
        companyId,
        correlationId: causation.correlationid,
        causationId: causation.id,
        data: {
          companyId,
          fundId: record.fundId,
          year: record.year,
          computedAt,
          changedIndicatorIds: changedIndicators(previous?.calculation ?? null, calculation),
        },
      }),
    ]);
}

/**
 * The PAI read model (issue 10, ADR 0035): per fund and per GP entity and reference year, every indicator
 * of sfdr_pai.json with coverage, estimates and provenance, from data-collection's positions and published
 * responses. An event recomputes only the statements it touches: positions their fund's and GP's
 * statement of that year; a publication the statements that hold the company in that year or later.
 * `facts` is the as-of rule's setting (FACT_MAX_AGE_YEARS, ADR 0095): live and rebuild must use the same.
 */
export function paiProjectionWith(facts: FactOptions): BatchProjection {
  return {
    name: 'pai',
    version: 1,
    topics: [
      'data-collection.fund',
      'data-collection.positions',
      'data-collection.response',
      'data-collection.country-figures',
      'data-collection.value-override',
    ],
    collections: [
      PAI_FUNDS,
      PAI_POSITIONS,
      PAI_PUBLICATIONS,
      PAI_COUNTRY_FIGURES,
      PAI_OVERRIDES,
      PAI_STATEMENTS,
      PAI_CITATIONS,
    ],
    async applyBatch(events, tx, options) {
      const touched: Touched = new Map();
      let last: CloudEvent | null = null;
      for (const event of events) {
        switch (event.type) {
          case 'data-collection.fund.created.v1':
          case 'data-collection.fund.updated.v1':
          case 'data-collection.fund.closed.v1':
            await applyFund(event.data as EventData<'data-collection.fund.created.v1'>, tx);
            break;
          case 'data-collection.fund.holdings-changed.v1':
            await applyHoldings(event.data as EventData<'data-collection.fund.holdings-changed.v1'>, tx);
            break;
          case 'data-collection.response.evidence-cited.v1':
          case 'data-collection.response.evidence-citation-removed.v1':
            await applyCitation(event, tx);
            break;
          case 'data-collection.positions.recorded.v1':
            await applyPositions(
              event,
              event.data as EventData<'data-collection.positions.recorded.v1'>,
              tx,
              touched,
            );
            last = event;
            break;
          case 'data-collection.country-figures.saved.v1':
          case 'data-collection.country-figures.removed.v1':
            await applyCountryFigures(
              event,
              event.data as
                | EventData<'data-collection.country-figures.saved.v1'>
                | EventData<'data-collection.country-figures.removed.v1'>,
              tx,
              touched,
            );
            last = event;
            break;
          case 'data-collection.value-override.set.v1':
          case 'data-collection.value-override.removed.v1':
            await applyOverride(
              event,
              event.data as
                | EventData<'data-collection.value-override.set.v1'>
                | EventData<'data-collection.value-override.removed.v1'>,
              tx,
              touched,
            );
            last = event;
            break;
          case 'data-collection.response.published.v1':
            await applyPublication(
              event,
              event.data as EventData<'data-collection.response.published.v1'>,
              tx,
              touched,
            );
            last = event;
            break;
          default:
            break;
        }
      }
      if (!last) return;
      const keys = [...touched.keys()].sort();
      for (const key of keys) await recompute(touched.get(key)!, tx, options, last, facts);
    },
  };
}

/** The PAI read model with the default as-of setting (facts carried from the prior fiscal year). */
export const paiProjection: BatchProjection = paiProjectionWith(DEFAULT_FACT_OPTIONS);
