import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  frameworkReportQuerySchema,
  type ApiResponse,
  type FrameworkReport,
  type FrameworkReportQuery,
  type ReportColumn,
  type ReportRow,
} from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import {
  assertMayReadCompanyAnalysis,
  assertMayReadPortfolioAnalysis,
} from '../../application/analysis-access';
import { comparePeriods } from '../../domain/analysis/periods';
import { analysisMetrics, kindOf } from '../../infrastructure/analysis-metrics';
import {
  ANALYSIS_AGGREGATES,
  ANALYSIS_COMPANIES,
  ANALYSIS_FUNDS,
  ANALYSIS_PUBLICATIONS,
} from '../../infrastructure/migrations';
import {
  membersOf,
  type AggregateRecord,
  type AnalysisCompany,
  type AnalysisFund,
  type AnalysisPublication,
} from '../../projections/analysis.projection';
import { headlineOf } from './analysis-values';
import { standardNameOf } from './standards';

/** Sections of a report by the dictionary code's first segment, in this order; others after, by name. */
const SECTIONS: Array<[string, string]> = [
  ['company', 'Company profile'],
  ['ghg', 'Greenhouse gas emissions'],
  ['energy', 'Energy'],
  ['env', 'Environment'],
  ['water', 'Water'],
  ['waste', 'Waste'],
  ['soc', 'Social'],
  ['gov', 'Governance'],
  ['impact', 'Impact'],
  ['re', 'Real estate'],
  ['pcaf', 'PCAF'],
];

function sectionOf(code: string): { order: number; title: string } {
  const prefix = code.split('.')[0];
  const index = SECTIONS.findIndex(([p]) => p === prefix);
  return index >= 0
    ? { order: index, title: SECTIONS[index][1] }
    : { order: SECTIONS.length, title: prefix.toUpperCase() };
}

/**
 * A framework's published figures for one audience of the GP (spec 6.2 Reporting menu): DDM and Portfolio
 * Companies — each portfolio company's latest publication of the framework; Investors — the portfolio's
 * and each fund's aggregates of the same metrics; Management — the company's own publication.
 */
export async function frameworkReport(
  reader: DocumentReader,
  principal: Principal,
  companyId: number,
  query: FrameworkReportQuery,
): Promise<FrameworkReport> {
  const audience = query.audience ?? 'ddm';
  if (audience === 'management') await assertMayReadCompanyAnalysis(reader, principal, companyId);
  else await assertMayReadPortfolioAnalysis(reader, principal, companyId);
  const subjects =
    audience === 'management'
      ? [companyId]
      : (await membersOf(reader, 'portfolio', companyId)).filter((id) => id !== companyId);
  const publications = subjects.length
    ? await reader.find<AnalysisPublication>(ANALYSIS_PUBLICATIONS, { companyId: { in: subjects } })
    : [];
  const standardIds = [...new Set(publications.map((p) => p.standardId))].sort((a, b) => a - b);
  const standardId =
    query.standardId ??
    (audience === 'ddm' && standardIds.includes(6)
      ? 6
      : (standardIds.find((id) => id === 1) ?? standardIds[0])) ??
    null;
  const ofStandard = publications.filter((p) => p.standardId === standardId);
  const periods = [...new Set(ofStandard.map((p) => p.period))].sort(comparePeriods);
  const period = query.period ?? periods[periods.length - 1] ?? null;
  const atPeriod = ofStandard.filter((p) => p.period === period);
  const codes = [...new Set(atPeriod.flatMap((p) => Object.keys(p.values)))].sort();
  const names = new Map(
    (subjects.length
      ? await reader.find<AnalysisCompany>(ANALYSIS_COMPANIES, { companyId: { in: subjects } })
      : []
    ).map((c) => [c.companyId, c.name]),
  );
  const dictionary = analysisMetrics();
  let columns: ReportColumn[];
  const cells = new Map<string, ReportRow['cells']>();
  const cell = (code: string) => {
    let row = cells.get(code);
    if (!row) {
      row = {};
      cells.set(code, row);
    }
    return row;
  };
  const samples = new Map<string, { value: unknown; unit: string }>();
  for (const p of atPeriod)
    for (const [code, v] of Object.entries(p.values))
      if (!samples.has(code) || samples.get(code)!.value === null)
        samples.set(code, { value: v.value, unit: v.unit });

  if (audience === 'investors') {
    const funds = (await reader.find<AnalysisFund>(ANALYSIS_FUNDS, { companyId })).sort(
      (a, b) => a.fundId - b.fundId,
    );
    columns = [
      {
        key: `portfolio:${companyId}`,
        kind: 'portfolio',
        id: companyId,
        name: `${(await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId)))?.name ?? 'Portfolio'} portfolio`,
      },
      ...funds.map((f) => ({ key: `fund:${f.fundId}`, kind: 'fund' as const, id: f.fundId, name: f.name })),
    ];
    for (const column of columns) {
      if (!period) break;
      const aggregates = await reader.find<AggregateRecord>(ANALYSIS_AGGREGATES, {
        scope: column.kind === 'fund' ? 'fund' : 'portfolio',
        scopeId: column.id,
        period,
      });
      for (const a of aggregates) {
        if (!codes.includes(a.metricCode)) continue;
        cell(a.metricCode)[column.key] = {
          value: a.kind === 'categorical' ? a.distribution : headlineOf(a),
          quality: a.quality.estimated > 0 ? 'estimated' : a.count > 0 ? 'reported' : null,
          count: a.count,
        };
      }
    }
  } else {
    columns = [...new Set(atPeriod.map((p) => p.companyId))]
      .map((id) => ({
        key: `company:${id}`,
        kind: 'company' as const,
        id,
        name: names.get(id) ?? `Company ${id}`,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    for (const p of atPeriod)
      for (const [code, v] of Object.entries(p.values))
        cell(code)[`company:${p.companyId}`] = { value: v.value, quality: v.quality, count: null };
  }

  const bySection = new Map<string, { order: number; rows: ReportRow[] }>();
  for (const code of codes) {
    const { order, title } = sectionOf(code);
    const sample = samples.get(code) ?? { value: null, unit: '' };
    const section = bySection.get(title) ?? { order, rows: [] };
    section.rows.push({
      metricCode: code,
      name: dictionary.get(code)?.name ?? null,
      unit: dictionary.get(code)?.unit ?? sample.unit,
      kind: kindOf(code, sample),
      cells: cells.get(code) ?? {},
    });
    bySection.set(title, section);
  }
  const standard = standardId === null ? 'the framework' : standardNameOf(standardId);
  return {
    companyId,
    name: (await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId)))?.name ?? null,
    audience,
    standards: standardIds.map((id) => ({ id, name: standardNameOf(id) })),
    standardId,
    periods,
    period,
    columns,
    sections: [...bySection]
      .sort((a, b) => a[1].order - b[1].order || a[0].localeCompare(b[0]))
      .map(([title, s]) => ({ title, rows: s.rows })),
    howMade:
      audience === 'investors'
        ? `The portfolio's and each fund's aggregates for ${period ?? '—'} (sum of amounts, mean of rates, share answering yes, answers counted) of the metrics published in ${standard}; every published value of the period counts.`
        : `The latest publication of each ${audience === 'management' ? '' : 'portfolio '}company's ${standard} response for ${period ?? '—'}, as published.`,
  };
}

/** The reporting views of the analysis read model (issue 12): a framework's published figures per audience. */
@Controller('analysis')
export class FrameworkReportController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('reports/:companyId')
  async report(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(frameworkReportQuerySchema)) query: FrameworkReportQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<FrameworkReport>> {
    return { data: await frameworkReport(this.store, principal, companyId, query) };
  }
}
