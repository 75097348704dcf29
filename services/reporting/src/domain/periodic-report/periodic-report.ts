/**
 * The periodic report of an Article 8 or 9 fund (Delegated Regulation 2022/1288, Annexes IV and V; issue 26):
 * pure, from the fund's positions at the quarter ends of the year, its PAI statement (this year and the
 * previous), its Taxonomy alignment and the sections the GP saved. What the platform cannot know (the
 * characteristics promoted, the sustainable investments' objectives, a benchmark) is asked for in brackets
 * and kept with history like the statement's sections.
 */
import {
  ARTICLE_6_NO_PERIODIC_REPORT,
  type InvestmentClass,
  type PaiStatementRow,
  type PeriodicAllocation,
  type PeriodicHolding,
  type PeriodicReport,
  type PeriodicTaxonomy,
  type PeriodicTopInvestment,
  type SfdrClassification,
  type SfdrSection,
  type TaxonomyCalculationResult,
} from '@esg/contracts';
import type { KeptPositions } from '../pai/statement';
import { reportingError } from '../reporting.errors';
import { assetAllocation, holdingShares } from './asset-allocation';
import { TO_COMPLETE, figure, percent } from '../pai-statement/entity-statement';
import type { SfdrTextHistoryRecord, SfdrTextRecord } from '../sfdr-texts/sfdr-text';

export const TOP_INVESTMENTS = 15;

/**
 * Only Article 8 and 9 funds have a periodic report (SFDR Article 11): an Article 6 fund is refused with
 * what it files instead, never given the Annex IV layout. A fund whose classification the read model does
 * not know yet is treated as Article 8 (docs/sfdr-disclosures.md).
 */
export function assertHasPeriodicReport(classification: SfdrClassification | null): void {
  if (classification === 'article_6')
    throw reportingError('SFDR_PERIODIC_REPORT.NOT_APPLICABLE', ARTICLE_6_NO_PERIODIC_REPORT);
}

export interface PeriodicReportInput {
  fundId: number;
  fundName: string;
  companyId: number;
  entityName: string;
  year: number;
  classification: SfdrClassification | null;
  /** The fund's positions sets of the year (one per quarter end). */
  positions: ReadonlyArray<Pick<KeptPositions, 'date' | 'allInvestments' | 'positions'>>;
  companyNames: ReadonlyMap<number, string>;
  /** A company's sector (its NACE section in words), null when it has not reported its main activity. */
  sectorOf: (companyId: number) => string | null;
  /** The GP's class of each holding for the year (holdingKey → class). */
  classes: ReadonlyMap<string, { classification: InvestmentClass; updatedAt: string }>;
  pai: readonly PaiStatementRow[];
  taxonomy: TaxonomyCalculationResult | null;
  saved: ReadonlyMap<string, { record: SfdrTextRecord; history: readonly SfdrTextHistoryRecord[] }>;
}

/** The sections of Annexes IV and V, in the template's order; the Article 9 wording where it differs. */
export const PERIODIC_SECTIONS = [
  {
    id: 'lei',
    title: 'Legal entity identifier',
    article9: null,
    guidance: 'The LEI of the financial product (ISO 17442, 20 characters).',
    singleLine: true,
  },
  {
    id: 'attainment',
    title:
      'To what extent were the environmental and/or social characteristics promoted by this financial product met?',
    article9: 'To what extent was the sustainable investment objective of this financial product met?',
    guidance: 'The characteristics promoted (or the objective) and how far they were attained in the period.',
    singleLine: false,
  },
  {
    id: 'indicators',
    title: 'How did the sustainability indicators perform? … and compared to previous periods?',
    article9: null,
    guidance: "The fund's sustainability indicators in the period and, from the second report on, before.",
    singleLine: false,
  },
  {
    id: 'sustainable',
    title:
      'What were the objectives of the sustainable investments that the financial product partially made and how did the sustainable investment contribute to such objectives?',
    article9:
      'How did the sustainable investments not cause significant harm to any sustainable investment objective?',
    guidance:
      'The objectives of the sustainable investments and how they contributed, or how they did no significant harm.',
    singleLine: false,
  },
  {
    id: 'pai',
    title: 'How did this financial product consider principal adverse impacts on sustainability factors?',
    article9: null,
    guidance: 'How the principal adverse impacts were considered; the table below gives the figures.',
    singleLine: false,
  },
  {
    id: 'allocation',
    title: 'What was the proportion of sustainability-related investments? What was the asset allocation?',
    article9: null,
    guidance:
      'The share of investments aligned with the characteristics (or sustainable), the rest, and the economic sectors invested in.',
    singleLine: false,
  },
  {
    id: 'actions',
    title:
      'What actions have been taken to meet the environmental and/or social characteristics during the reference period?',
    article9:
      'What actions have been taken to attain the sustainable investment objective during the reference period?',
    guidance: 'Engagement and other actions of the period.',
    singleLine: false,
  },
  {
    id: 'benchmark',
    title: 'How did this financial product perform compared to the reference benchmark?',
    article9: 'How did this financial product perform compared to the reference sustainable benchmark?',
    guidance: 'Whether a reference benchmark was designated and how the product performed against it.',
    singleLine: false,
  },
] as const;
export type PeriodicSectionId = (typeof PERIODIC_SECTIONS)[number]['id'];
export const isPeriodicSection = (id: string): id is PeriodicSectionId =>
  PERIODIC_SECTIONS.some((s) => s.id === id);

/** The largest investments over the period (the holdings are largest first), with their sector. */
export function topInvestments(
  holdings: readonly PeriodicHolding[],
  limit = TOP_INVESTMENTS,
): PeriodicTopInvestment[] {
  return holdings.slice(0, limit).map((h) => ({
    name: h.name,
    instrument: h.instrument,
    sector: h.sector,
    country: h.country,
    share: h.share,
  }));
}

/** The two charts of the template: the aligned parts per KPI, including and excluding sovereign bonds. */
export function taxonomyCharts(result: TaxonomyCalculationResult): PeriodicTaxonomy {
  const kpis = (['turnover', 'capex', 'opex'] as const).map((kpi) => ({ kpi, r: result.kpis[kpi] }));
  const labels = { turnover: 'Turnover', capex: 'CapEx', opex: 'OpEx' } as const;
  const hasExcluding = kpis.every(({ r }) => r.aligned.excluding !== null);
  return {
    date: result.date,
    including: kpis.map(({ kpi, r }) => ({
      kpi: labels[kpi],
      fossilGas: r.fossilGas.including,
      nuclear: r.nuclear.including,
      other: r.alignedOther.including,
    })),
    excluding: hasExcluding
      ? kpis.map(({ kpi, r }) => ({
          kpi: labels[kpi],
          fossilGas: r.fossilGas.excluding ?? 0,
          nuclear: r.nuclear.excluding ?? 0,
          other: r.alignedOther.excluding ?? 0,
        }))
      : null,
    excludingRepresents:
      result.allInvestments > 0
        ? (result.allInvestments - result.sovereignExposure) / result.allInvestments
        : null,
    enabling: result.kpis.turnover.enabling.including,
    transitional: result.kpis.turnover.transitional.including,
    coverage: result.kpis.turnover.coverage,
    missing: result.excluded.map((e) => e.name ?? `Company ${String(e.companyId)}`),
  };
}

/** The asset allocation in words, with what is not classified yet named (never folded into a box). */
export function allocationWords(allocation: PeriodicAllocation, article9: boolean): string {
  const a = allocation;
  const classed = article9
    ? `${percent(a.sustainable)} were sustainable investments (#1) and ${percent(a.other + a.otherEs)} were not sustainable investments (#2)`
    : `${percent(a.aligned)} were aligned with the environmental and/or social characteristics promoted (#1), of which ${percent(a.sustainable)} sustainable investments (#1A) and ${percent(a.otherEs)} other investments aligned with the characteristics (#1B), and ${percent(a.other)} were other investments (#2)`;
  const rest: string[] = [];
  if (a.unclassified > 0)
    rest.push(
      `${percent(a.unclassified)} of the investments are not classified yet (${a.unclassifiedHoldings.join(', ')}) and are in none of these shares`,
    );
  if (a.notItemised > 0)
    rest.push(
      `${percent(a.notItemised)} of all investments is not itemised in the positions (derivatives and other holdings not recorded) and cannot be classified`,
    );
  return `On average over the quarter ends, of all investments ${classed}.${rest.length ? ` ${rest.join('; ')}.` : ''}`;
}

function prefills(
  input: PeriodicReportInput,
  top: readonly PeriodicTopInvestment[],
  allocation: PeriodicAllocation,
  taxonomy: PeriodicTaxonomy | null,
): Record<PeriodicSectionId, string> {
  const article9 = input.classification === 'article_9';
  const withPrevious = input.pai.filter((r) => r.impact !== null);
  const indicatorLines = withPrevious
    .filter((r) => /^T1-(1a|1b|1c|2|3|4)$/.test(r.id) || r.id === 'T1-10' || r.id === 'T1-13')
    .map(
      (r) =>
        `${r.metric}: ${figure(r.impact)} ${r.unit}${r.impactPrevious !== null ? ` (${figure(r.impactPrevious)} in ${input.year - 1})` : ''}, on data covering ${percent(r.coverage)} of the relevant investments`,
    );
  const actions = input.pai.filter((r) => r.actions.trim());
  const quarters = input.positions.length;
  const aligned = taxonomy?.including.find((b) => b.kpi === 'Turnover');
  const alignedShare = aligned ? aligned.fossilGas + aligned.nuclear + aligned.other : null;
  return {
    lei: '',
    attainment: TO_COMPLETE(
      article9
        ? 'the sustainable investment objective of the fund and how far it was attained in the period'
        : 'the environmental and/or social characteristics the fund promotes and how far they were met in the period',
    ),
    indicators: indicatorLines.length
      ? `The fund's principal adverse impact indicators in ${input.year}, the average of the impacts at the quarter ends: ${indicatorLines.join('; ')}. ${TO_COMPLETE("the fund's own sustainability indicators, if any others")}`
      : `No indicator has a figure for ${input.year} yet. ${TO_COMPLETE("the fund's sustainability indicators")}`,
    sustainable: TO_COMPLETE(
      article9
        ? 'how the sustainable investments did no significant harm, with the principal adverse impact indicators and the OECD Guidelines and UN Guiding Principles'
        : 'the objectives of the sustainable investments made, if any, and how they contributed to them',
    ),
    pai: `The fund considered the principal adverse impacts with the ${input.pai.length} indicators below (Table 1 of Annex I and the optional indicators chosen), computed from the data its portfolio companies reported as the average of the impacts at ${quarters} quarter end${quarters === 1 ? '' : 's'} of ${input.year}.`,
    allocation: `${allocation.holdings.length ? `${allocationWords(allocation, article9)} ` : ''}${top.length ? `The largest investment was ${top[0].name} (${percent(top[0].share)} of the investments on average over the year). ` : ''}${alignedShare !== null ? `By turnover, ${percent(alignedShare)} of the investments were in Taxonomy-aligned activities (sovereign exposures included), on disclosures covering ${percent(taxonomy?.coverage ?? null)} of the company investments by value. ` : 'No portfolio company has disclosed its Taxonomy alignment yet. '}${TO_COMPLETE('how the investments were classified, and the split of the sustainable investments between environmental and social objectives')}`,
    actions: actions.length
      ? `${actions.map((r) => `${r.metric}: ${r.actions.trim()}`).join(' ')} ${TO_COMPLETE('any other actions of the period')}`
      : TO_COMPLETE('the engagement and other actions of the period'),
    benchmark: TO_COMPLETE(
      'whether a reference benchmark was designated and, if so, how the fund performed against it',
    ),
  };
}

export function periodicReport(input: PeriodicReportInput): PeriodicReport {
  const holdings = holdingShares(input.positions, {
    names: input.companyNames,
    sectorOf: input.sectorOf,
    classes: input.classes,
  });
  const top = topInvestments(holdings);
  const allocation = assetAllocation(holdings, input.positions);
  const taxonomy = input.taxonomy ? taxonomyCharts(input.taxonomy) : null;
  const defaults = prefills(input, top, allocation, taxonomy);
  const article9 = input.classification === 'article_9';
  const sections: SfdrSection[] = PERIODIC_SECTIONS.map((s) => {
    const saved = input.saved.get(s.id);
    return {
      id: s.id,
      title: article9 && s.article9 ? s.article9 : s.title,
      guidance: s.guidance,
      text: saved ? saved.record.text : defaults[s.id],
      prefilled: defaults[s.id],
      version: saved?.record.version ?? 0,
      updatedAt: saved?.record.updatedAt ?? null,
      updatedBy: saved?.record.updatedBy ?? null,
      history: (saved?.history ?? []).map((h) => ({
        version: h.version,
        changedAt: h.changedAt,
        changedBy: h.changedBy,
        before: h.before,
        after: h.after,
      })),
      singleLine: s.singleLine,
    };
  });
  const lei = input.saved.get('lei')?.record.text.trim() ?? '';
  return {
    fundId: input.fundId,
    fundName: input.fundName,
    companyId: input.companyId,
    entityName: input.entityName,
    year: input.year,
    classification: input.classification,
    annex: article9 ? 'V' : 'IV',
    lei: lei || null,
    quarterEnds: input.positions.map((p) => p.date).sort(),
    topInvestments: top,
    allocation,
    taxonomy,
    pai: [...input.pai],
    sections,
  };
}
