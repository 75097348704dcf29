/**
 * The lineage of one PAI figure across hops (issue 27 item 7, ADR 0220): the fund → each company held, with
 * its positions and its part of the year's figure → the values the figure read (version, publication,
 * override with the company's original) → the documents cited for those values → the reference data and
 * the formula. Pure: it reads the figure's own provenance (calculate.ts) and what the read model keeps beside
 * it (names, publications, citations); it computes nothing the calculation did not, except each company's
 * share of the average, so the contributions add up to the figure by construction.
 *
 * A company's contribution: the year's figure is the mean of the quarters' figures with a value, and a
 * quarter's figure is (Σ terms / denominator) × scale; so company i contributes
 * (1 / n) × Σ_q term_i,q / denominator_q × scale.
 */
import { evidenceKindOf, paiInputMetric } from '@esg/contracts';
import type { PaiLineage, PaiLineageCompany, PaiLineageEvidence, PaiLineageValue } from '@esg/contracts';
import { PERCENT_METHODS } from './catalogue';
import type { EntityId, PaiIndicatorResult, PaiProvenanceInput } from './model';

export interface LineagePublication {
  responseId: number;
  companyId: number;
  period: string;
  publicationNumber: number;
  publishedAt: string;
}

export interface LineageCitation {
  citationId: string;
  responseId: number;
  companyId: number;
  period: string;
  metricCode: string;
  fileId: string;
  fileName: string;
  /** Absent in citations announced before the event carried it: then read from the file name. */
  mediaType: string | null;
  page: number | null;
  cell: string | null;
  quote: string | null;
  at: string;
}

export interface PaiLineageInput {
  indicator: PaiIndicatorResult;
  year: number;
  fund: { fundId: number; name: string | null; managerId: number; managerName: string | null };
  /** The fund's manager sees everything; an investor in the fund does not see who overrode and why, nor opens documents. */
  viewer: 'manager' | 'investor';
  /** Company names by String(id). */
  names: ReadonlyMap<string, string>;
  /** The publication of each value version the figure read, by version id. */
  versions: ReadonlyMap<string, LineagePublication>;
  citations: readonly LineageCitation[];
}

const MEDIA_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

function mediaTypeOf(citation: LineageCitation): string {
  if (citation.mediaType) return citation.mediaType;
  const extension = citation.fileName.split('.').pop()?.toLowerCase() ?? '';
  return MEDIA_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/** "Northwind Renewables"; an unnamed investee country "Country DE"; otherwise "Company 7". */
export function entityName(id: EntityId, names: ReadonlyMap<string, string>): string {
  const known = names.get(String(id));
  if (known) return known;
  if (typeof id === 'string' && id.startsWith('country:')) return `Country ${id.slice('country:'.length)}`;
  return `Company ${String(id)}`;
}

function lineageValue(
  input: PaiProvenanceInput,
  companyId: EntityId,
  context: PaiLineageInput,
): PaiLineageValue {
  const publication = input.versionId ? (context.versions.get(input.versionId) ?? null) : null;
  const period = input.carriedFrom?.period ?? publication?.period ?? null;
  const manager = context.viewer === 'manager';
  const evidence: PaiLineageEvidence[] = context.citations
    .filter(
      (c) =>
        String(c.companyId) === String(companyId) && c.metricCode === input.metric && c.period === period,
    )
    .map((c) => {
      const mediaType = mediaTypeOf(c);
      return {
        citationId: c.citationId,
        fileId: c.fileId,
        fileName: c.fileName,
        mediaType,
        kind: evidenceKindOf(mediaType),
        responseId: c.responseId,
        companyId: c.companyId,
        period: c.period,
        metricCode: c.metricCode,
        page: c.page,
        cell: c.cell,
        quote: c.quote,
        at: c.at,
        openable: manager,
      };
    })
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.citationId < b.citationId ? -1 : 1));
  return {
    metricCode: input.metric,
    metricName: paiInputMetric(input.metric)?.description ?? input.metric,
    value: input.value,
    unit: input.unit,
    quality: input.quality,
    versionId: input.versionId,
    publication: publication
      ? {
          responseId: publication.responseId,
          period: publication.period,
          publicationNumber: publication.publicationNumber,
          publishedAt: publication.publishedAt,
          publishedBy: entityName(publication.companyId, context.names),
        }
      : null,
    ...(input.carriedFrom ? { carriedFrom: input.carriedFrom } : {}),
    ...(input.override
      ? {
          override: {
            original: { value: input.override.original.value, unit: input.override.original.unit },
            reason: manager ? input.override.reason : null,
            byName: manager ? input.override.byName : null,
            at: input.override.at,
          },
        }
      : {}),
    evidence,
  };
}

/** The figure's lineage; throws when the figure was stored without provenance (the read model always keeps it). */
export function paiLineage(context: PaiLineageInput): PaiLineage {
  const { indicator } = context;
  const provenance = indicator.provenance;
  if (!provenance) throw new Error(`${indicator.id} was computed without provenance`);
  const scale = PERCENT_METHODS.has(indicator.method) ? 100 : 1;
  const counted = provenance.quarters.filter((q) => q.value !== null);
  const n = counted.length;

  const companies = new Map<string, PaiLineageCompany>();
  const order: string[] = [];
  for (const q of provenance.quarters) {
    const usable = q.value !== null && q.denominator !== null && q.denominator !== 0;
    for (const c of q.contributions) {
      const key = String(c.companyId);
      let company = companies.get(key);
      if (!company) {
        company = {
          companyId: c.companyId,
          name: entityName(c.companyId, context.names),
          positions: [],
          contribution: 0,
          values: c.inputs.map((input) => lineageValue(input, c.companyId, context)),
        };
        companies.set(key, company);
        order.push(key);
      }
      company.positions.push({ date: q.date, value: c.position.value, instrument: c.position.instrument });
      if (usable) company.contribution += ((c.term / q.denominator!) * scale) / n;
    }
  }
  const list = order.map((key) => companies.get(key)!);
  // The largest contributions first (by size: an intensity can have negative terms only in theory).
  list.sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution) || a.name.localeCompare(b.name));

  return {
    fund: context.fund,
    year: context.year,
    viewer: context.viewer,
    indicator: {
      id: indicator.id,
      table: indicator.table,
      indicator: indicator.indicator,
      metric: indicator.metric,
      label: indicator.label,
      unit: indicator.unit,
      value: indicator.value,
      coverage: indicator.coverage,
      estimatedShare: indicator.estimatedShare,
    },
    quarters: provenance.quarters.map((q) => ({
      date: q.date,
      value: q.value,
      allInvestments: q.allInvestments,
      relevantValue: q.relevantValue,
      coveredValue: q.coveredValue,
      numerator: q.numerator,
      denominator: q.denominator,
    })),
    companies: list,
    excluded: indicator.excluded.map((e) => ({
      companyId: e.companyId,
      name: entityName(e.companyId, context.names),
      reason: e.reason,
    })),
    contributionsTotal: indicator.value === null ? null : list.reduce((sum, c) => sum + c.contribution, 0),
    formula: { text: provenance.formula.text, source: provenance.formula.source },
    averaging: provenance.averaging,
    reference: { document: provenance.reference.document, celex: provenance.reference.celex },
    computedAt: provenance.computedAt,
  };
}
