import { createHash } from 'node:crypto';
import {
  csvRow,
  pcafFormulaText,
  possessive,
  type PcafPortfolioRow,
  type PcafPosition,
  type PcafResult,
  type AssuranceRecords,
  type AssuranceRow,
  type CarbonCalculationView,
  type PaiStatement,
} from '@esg/contracts';

/**
 * The files of an assurance pack (issue 27, item 6; ADR 0217), written from what the services answered:
 * data-collection's records of the scope and period, reporting's PAI statement with each figure's
 * provenance, and the evidence files. Pure: the same inputs give the same files (the zip is made around them).
 */
export interface PackInput {
  records: AssuranceRecords;
  /** The PAI statement the scope reports; for a company, its investor's, of which only its part is kept. */
  pai: PaiStatement | null;
  /** Why the pack has no PAI figures, in words, when it has none. */
  paiMissing: string | null;
  evidence: ReadonlyArray<{ path: string; data: Uint8Array }>;
  /** Evidence files the pack could not include, with why. */
  evidenceMissing: ReadonlyArray<{ path: string; reason: string }>;
  /** A company's carbon calculator inventories of the period (scoring), null when the scope is not a company. */
  carbon?: readonly CarbonCalculationView[] | null;
  /** Why the pack has no carbon inventories, in words, when a company's pack has none. */
  carbonMissing?: string | null;
  /** The PCAF financed emissions of a fund's or the investor's funds' reporting date (scoring's answer). */
  pcaf?: PcafPack | null;
  /** Why the pack has no PCAF figures, in words, when a fund or report pack has none. */
  pcafMissing?: string | null;
  generatedAt: string;
  generatedBy: string;
}

/** The PCAF calculation of the pack: the positions sent, what each was made of, and scoring's result. */
export interface PcafPack {
  date: string;
  positions: readonly PcafPosition[];
  rows: readonly PcafPortfolioRow[];
  result: PcafResult;
}

const encoder = new TextEncoder();

/** Rows as CSV with a header of every column any row has, in first-seen order (RFC 4180, CRLF). */
export function rowsToCsv(rows: readonly AssuranceRow[], columns?: readonly string[]): string {
  const header = columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const lines = [csvRow(header), ...rows.map((r) => csvRow(header.map((c) => r[c] ?? null)))];
  return `${lines.join('\r\n')}\r\n`;
}

const VALUE_COLUMNS = [
  'company_id',
  'company',
  'period',
  'metric_code',
  'metric',
  'value',
  'unit',
  'status',
] as const;

/** The PAI tables: figures, per-quarter sums, each position's contribution, and each contribution's inputs. */
export function paiTables(
  statement: PaiStatement,
  onlyCompanyId: number | null,
  companyName: (id: number | string) => string | null,
) {
  const figures: AssuranceRow[] = [];
  const quarters: AssuranceRow[] = [];
  const contributions: AssuranceRow[] = [];
  const inputs: AssuranceRow[] = [];
  for (const i of statement.indicators) {
    const p = i.provenance;
    figures.push({
      indicator_id: i.id,
      table: i.table,
      indicator: i.indicator,
      metric: i.metric,
      label: i.label,
      value: i.value,
      unit: i.unit,
      method: i.method,
      formula_id: p?.formula.id ?? i.formulaId,
      formula: p?.formula.text ?? null,
      formula_source: p?.formula.source ?? null,
      averaging: p?.averaging ?? null,
      coverage: i.coverage,
      estimated_share: i.estimatedShare,
      eligible_share: i.eligibleShare,
      companies_included: i.included.length,
      companies_excluded: i.excluded.length,
      reference_file: p?.reference.file ?? statement.reference?.file ?? null,
      reference_document: p?.reference.document ?? statement.reference?.document ?? null,
      reference_celex: p?.reference.celex ?? statement.reference?.celex ?? null,
      reference_sha256: p?.reference.sha256 ?? statement.reference?.sha256 ?? null,
      computed_at: p?.computedAt ?? statement.computedAt,
    });
    for (const q of p?.quarters ?? []) {
      quarters.push({
        indicator_id: i.id,
        quarter_end: q.date,
        all_investments: q.allInvestments,
        relevant_value: q.relevantValue,
        covered_value: q.coveredValue,
        numerator: q.numerator,
        denominator: q.denominator,
        quarter_value: q.value,
      });
      for (const c of q.contributions) {
        if (onlyCompanyId !== null && Number(c.companyId) !== onlyCompanyId) continue;
        contributions.push({
          indicator_id: i.id,
          quarter_end: q.date,
          company_id: c.companyId,
          company: companyName(c.companyId),
          position_value: c.position.value,
          instrument: c.position.instrument,
          divisor: c.divisor,
          factor: c.factor,
          term: c.term,
        });
        for (const input of c.inputs)
          inputs.push({
            indicator_id: i.id,
            quarter_end: q.date,
            company_id: c.companyId,
            company: companyName(c.companyId),
            input_metric: input.metric,
            input_value: typeof input.value === 'boolean' ? String(input.value) : input.value,
            unit: input.unit,
            quality: input.quality,
            value_version_id: input.versionId,
            carried_from_period: input.carriedFrom?.period ?? null,
            overridden: input.override !== undefined,
            company_value_before_override:
              input.override === undefined ? null : input.override.original.value,
            override_reason: input.override?.reason ?? null,
            override_by: input.override?.byName ?? null,
          });
      }
    }
  }
  return { figures, quarters, contributions, inputs };
}

const kgToTonnes = (kg: number) => kg / 1000;

/**
 * A company's carbon calculator inventories as tables (ADR 0219): one row per activity line as the scoring
 * service calculated it (quantity, unit, the factor with its source, version and year, the tonnes of its
 * scope), and one row of totals per inventory. Nothing is recomputed: every figure is the service's.
 */
export function carbonTables(
  calculations: readonly CarbonCalculationView[],
  companyName: (id: number) => string | null,
) {
  const activities: AssuranceRow[] = [];
  const totals: AssuranceRow[] = [];
  for (const c of calculations) {
    c.result.lines.forEach((line, index) => {
      const f = line.factor;
      activities.push({
        calculation_id: c.id,
        company_id: c.companyId,
        company: companyName(c.companyId),
        period: c.period,
        line: index + 1,
        category: line.category,
        description: line.description,
        scope: line.scope,
        quantity: line.quantity,
        unit: line.unit,
        quantity_in_factor_unit: line.conversion?.quantity ?? null,
        conversion_multiplier: line.conversion?.multiplier ?? null,
        factor_id: line.factorId,
        factor: f?.name ?? null,
        factor_category: f?.category ?? null,
        factor_unit: f?.unit ?? null,
        factor_kgco2e_per_unit: f?.kgCO2e ?? null,
        factor_source: f?.source ?? null,
        factor_version: f?.version ?? null,
        factor_year: f?.year ?? null,
        factor_sheet: f?.sheet ?? null,
        reported_tco2e: line.reported ? kgToTonnes(line.kgCO2e) : null,
        kgco2e: line.kgCO2e,
        tco2e: kgToTonnes(line.kgCO2e),
        market_based_kgco2e: line.market?.kgCO2e ?? null,
        market_basis: line.market?.basis ?? null,
        scope3_method: line.method ?? null,
        data_quality_score: line.quality?.score ?? null,
        formula: line.provenance.formula,
        expression: line.provenance.expression,
        computed_at: line.provenance.computedAt,
      });
    });
    const t = c.result.totals;
    totals.push({
      calculation_id: c.id,
      company_id: c.companyId,
      company: companyName(c.companyId),
      period: c.period,
      title: c.title,
      scope1_tco2e: t.scope1,
      scope2_location_tco2e: t.scope2Location,
      scope2_market_tco2e: t.scope2Market,
      scope3_tco2e: t.scope3,
      total_location_tco2e: t.scope1 + t.scope2Location + t.scope3,
      total_market_tco2e: t.scope1 + t.scope2Market + t.scope3,
      activity_lines: c.result.lines.length,
      formula: c.result.provenance.formula,
      factor_libraries: c.factorLibraries.join('; '),
      saved_at: c.updatedAt,
      version: c.version,
    });
  }
  return { activities, totals };
}

/**
 * The PCAF financed emissions as tables (ADR 0219): one row per position with what the scoring service
 * attributed (outstanding, the denominator, the attribution factor, the emissions used and their basis, the
 * data-quality score, the financed emissions and the calculation in words), and the totals per fund and of the
 * whole calculation. Every figure is scoring's; the gateway only lays them out.
 */
export function pcafTables(pcaf: PcafPack) {
  const sent = new Map(pcaf.positions.map((p) => [p.id, p]));
  const row = new Map(pcaf.rows.map((r) => [r.id, r]));
  const fundName = new Map(pcaf.rows.map((r) => [String(r.fundId), r.fundName]));
  const reference = pcaf.result.provenance.referenceData?.join('; ') ?? null;
  const positions: AssuranceRow[] = pcaf.result.positions.map((p) => {
    const input = sent.get(p.id);
    const what = row.get(p.id);
    const c = input?.company;
    return {
      position_id: p.id,
      reporting_date: what?.date ?? pcaf.date,
      fund_id: what?.fundId ?? p.fundId,
      fund: what?.fundName ?? null,
      company_id: what?.companyId ?? null,
      company: what?.companyName ?? input?.sovereign?.country ?? null,
      instrument: what?.instrument ?? null,
      asset_class: p.assetClass,
      company_values_period: what?.valuesPeriod ?? null,
      outstanding: p.outstanding,
      evic: c?.evic ?? null,
      total_equity: c?.totalEquity ?? null,
      total_debt: c?.totalDebt ?? null,
      total_assets: c?.totalAssets ?? null,
      attribution_factor: p.attributionFactor,
      emissions_scope1_used: input?.emissions?.scope1 ?? null,
      emissions_scope2_used: input?.emissions?.scope2 ?? null,
      emissions_scope3_used: input?.emissions?.scope3 ?? null,
      emissions_basis: p.emissionsBasis,
      estimated: input?.estimate !== undefined,
      data_quality_score: p.dataQualityScore,
      data_quality_score_scope3: p.dataQualityScoreScope3,
      financed_emissions_scope1_2: p.financedEmissions,
      financed_emissions_scope3: p.financedEmissionsScope3,
      excluded: p.excluded,
      exclusion_reason: p.exclusionReason,
      formula: p.provenance ? pcafFormulaText(p.provenance.formula) : null,
      calculation: p.provenance?.expression ?? null,
      inputs_read: what?.inputs.join('; ') ?? null,
      warnings: p.warnings.join('; ') || null,
      reference: p.provenance?.referenceData?.join('; ') ?? reference,
      computed_at: p.provenance?.computedAt ?? pcaf.result.provenance.computedAt,
    };
  });
  const totals: AssuranceRow[] = [
    ...pcaf.result.funds.map((f) => ({
      level: 'fund',
      fund_id: f.fundId,
      fund: fundName.get(f.fundId) ?? null,
      reporting_date: pcaf.date,
      financed_emissions_scope1_2: f.financedEmissions,
      financed_emissions_scope3: f.financedEmissionsScope3,
      weighted_data_quality_score: f.weightedDataQualityScore,
      formula: pcafFormulaText('pcaf.financed-emissions-total.v1'),
      reference,
    })),
    {
      level: 'all positions',
      fund_id: null,
      fund: null,
      reporting_date: pcaf.date,
      financed_emissions_scope1_2: pcaf.result.totalFinancedEmissions,
      financed_emissions_scope3: pcaf.result.totalFinancedEmissionsScope3,
      weighted_data_quality_score: pcaf.result.weightedDataQualityScore,
      formula: pcafFormulaText(pcaf.result.provenance.formula),
      reference,
    },
  ];
  return { positions, totals };
}

function readme(input: PackInput, files: ReadonlyArray<{ path: string; rows: number | null }>): string {
  const r = input.records;
  const scopeWords =
    r.scope === 'company'
      ? `the company ${r.scopeName}`
      : r.scope === 'fund'
        ? `the fund ${r.scopeName}`
        : `${r.scopeName}`;
  const count = (path: string) => files.find((f) => f.path === path)?.rows ?? 0;
  const lines = [
    `ASSURANCE PACK: ${r.scopeName}, ${r.period}`,
    '',
    `This pack holds the ESG data of ${scopeWords} for the period ${r.period}, as reported to ${r.investor.name},`,
    `with everything an auditor needs to check it: who entered each value and when, every change, every review,`,
    `the investor's overrides, the data-quality flags, the documents behind the values, how each PAI figure was`,
    `calculated, and the log of what happened in the period. It was made on ${input.generatedAt} for ${input.generatedBy}.`,
    '',
    `Companies: ${r.companies.map((c) => c.name).join(', ') || 'none'}.`,
    `Funds: ${r.funds.map((f) => f.name).join(', ') || 'none'}.`,
    '',
    'The tables are CSV files (comma-separated, first row the column names, UTF-8), which any spreadsheet opens.',
    'Text that a spreadsheet could mistake for a formula starts with an apostrophe. Dates and times are UTC.',
    '',
    'WHAT EACH FILE HOLDS',
    '',
    `values.csv (${count('values.csv')} rows)`,
    '  One row per company, period and metric: the value in force now (the version the figures read), its unit,',
    "  who entered it and when, the reviewer's verdict, whether it was published and in which publication,",
    '  the investor\'s override if any ("value_used_in_figures" says which one the figures use), the flags still',
    '  open, and the documents that back it with their page or cell.',
    '',
    `value-versions.csv (${count('value-versions.csv')} rows)`,
    "  Every version of every value, oldest first: the value as entered and as stored in the metric's unit,",
    '  the previous value, the author, the time, the reason for a change, the comment, the warnings the author',
    '  confirmed, and where it was published. Nothing is ever overwritten: a change is a new version.',
    '',
    `reviews.csv (${count('reviews.csv')} rows)`,
    '  Every review verdict (accepted or returned), on which version, by whom, when, with the comment.',
    '',
    `overrides.csv (${count('overrides.csv')} rows)`,
    "  Every time the investor set or withdrew its own value in place of a company's published one, with the",
    "  reason, who, when, and the company's original value, which is kept.",
    '',
    `quality-flags.csv (${count('quality-flags.csv')} rows)`,
    '  The data-quality checks that flag a value (a large change on last year, an outlier among the portfolio,',
    "  a total that does not equal its parts, many companies without a value), with the company's explanation",
    "  and the investor's resolution.",
    '',
    `evidence-citations.csv (${count('evidence-citations.csv')} rows)`,
    '  Which document backs which value, and where in it: the page of a PDF, the cell of a workbook, and the',
    '  words quoted. "file_in_pack" is the document\'s place in the folder evidence/ of this pack.',
    '',
    'evidence/',
    '  The documents themselves, one folder per company, as they were uploaded.',
    ...input.evidenceMissing.map((m) => `  Not included: ${m.path} (${m.reason}).`),
    '',
    `audit-log.csv (${count('audit-log.csv')} rows)`,
    "  Everything recorded about these companies' data in the period, oldest first: values entered, responses",
    '  submitted, reviewed, published and reopened, overrides, explanations, documents cited; who and when.',
    '',
  ];
  if (input.pai) {
    lines.push(
      'calculations/',
      '  How each PAI figure (SFDR principal adverse impact indicators) was calculated:',
      `  pai-figures.csv (${count('calculations/pai-figures.csv')} rows): each figure, its unit, its formula in words, the`,
      "    method, the coverage, and the version of the regulation's indicator list it was made with (document,",
      '    CELEX number and the SHA-256 of the reference file).',
      `  pai-quarters.csv (${count('calculations/pai-quarters.csv')} rows): for each figure and quarter end, the value of all`,
      '    investments, the sum of the terms (numerator), the divisor of the formula (denominator) and the',
      "    quarter's figure. The reported figure is the average of the quarters' figures.",
      `  pai-contributions.csv (${count('calculations/pai-contributions.csv')} rows): each holding's term in a quarter: the`,
      "    position's value, the divisor and factor read from the company's data, and the term.",
      `  pai-inputs.csv (${count('calculations/pai-inputs.csv')} rows): each company value a term used, with its version`,
      '    (find it in value-versions.csv), whether it was carried from an earlier period or overridden.',
      "  pai-statement.json: the whole statement as the product computed it, with every figure's provenance.",
      '',
      '  To check PAI 1 (financed GHG emissions): for each quarter, add up position value / enterprise value',
      '  (company.evic) x emissions (ghg.scope1, ghg.scope2_market or else ghg.scope2_location, ghg.scope3) over',
      '  the holdings in pai-inputs.csv and pai-contributions.csv; the figure is the average over the quarters.',
    );
    if (r.scope === 'company')
      lines.push(
        `  The figures are ${possessive(r.investor.name)} whole-portfolio figures; the contributions and inputs listed are`,
        `  ${possessive(r.scopeName)} only.`,
      );
    lines.push('');
  } else {
    lines.push(
      'calculations/',
      `  No PAI figures: ${input.paiMissing ?? 'none were computed for this scope'}.`,
      '',
    );
  }
  if (r.scope === 'company') {
    if (input.carbon && input.carbon.length) {
      lines.push(
        'calculations/ (carbon footprint)',
        `  The company's carbon inventories of the period, as the carbon calculator computed them:`,
        `  carbon-activities.csv (${count('calculations/carbon-activities.csv')} rows): each activity line: the quantity and`,
        '    its unit, the emission factor used (its name, unit, kg CO2e per unit, source, version and year, e.g.',
        '    DESNZ 2024), the kg and tonnes CO2e of the line and its scope (for scope 2 also the market-based',
        '    kg CO2e), the formula in words and the calculation.',
        `  carbon-totals.csv (${count('calculations/carbon-totals.csv')} rows): each inventory's tonnes CO2e per scope (scope 2`,
        '    location- and market-based), the totals across scopes and the factor libraries used.',
        '',
        '  To check a scope total: add up tco2e of the lines of that scope in carbon-activities.csv (for scope 2',
        '  market-based, market_based_kgco2e / 1000); it equals the scope column of carbon-totals.csv.',
        '',
      );
    } else
      lines.push(
        'calculations/ (carbon footprint)',
        `  No carbon inventory: ${input.carbonMissing ?? 'the company saved none for this period'}.`,
        '',
      );
  } else if (input.pcaf)
    lines.push(
      'calculations/ (PCAF financed emissions)',
      `  The financed emissions of the PCAF scorecard on ${input.pcaf.date}, the last quarter end of the period with`,
      '  recorded positions, as the scoring service calculated them:',
      `  pcaf-positions.csv (${count('calculations/pcaf-positions.csv')} rows): each position: the fund, the company, the`,
      '    amount outstanding, the enterprise value including cash (EVIC) or equity and debt it is divided by, the',
      "    attribution factor, the company's scope 1, 2 and 3 emissions used and whether they are reported or an",
      '    estimate, the data-quality score (1 best, 5 worst), the financed emissions, the formula in words, the',
      '    calculation with its numbers, and the version of the PCAF standard it follows.',
      `  pcaf-totals.csv (${count('calculations/pcaf-totals.csv')} rows): the financed emissions and weighted data-quality`,
      '    score of each fund and of all positions.',
      '',
      '  To check a position: attribution_factor = outstanding / evic (or / (total_equity + total_debt));',
      '  financed emissions = attribution_factor x (scope 1 + scope 2 used). A fund total is the sum of its',
      "  positions' financed emissions.",
      '',
    );
  else
    lines.push(
      'calculations/ (PCAF financed emissions)',
      `  No PCAF figures: ${input.pcafMissing ?? 'none were calculated for this scope'}.`,
      '',
    );
  lines.push(
    'manifest.json',
    '  The scope, the period, when and for whom the pack was made, and the SHA-256 of every file in it, so that',
    '  any change to a file after the download can be seen.',
    '',
  );
  return lines.join('\r\n');
}

/** Every file of the pack by its path in the zip. */
export function assurancePackFiles(input: PackInput): Record<string, Uint8Array> {
  const r = input.records;
  const names = new Map(r.companies.map((c) => [c.id, c.name]));
  const tables: Array<{ path: string; rows: AssuranceRow[]; columns?: readonly string[] }> = [
    { path: 'values.csv', rows: r.values, columns: r.values.length ? undefined : VALUE_COLUMNS },
    { path: 'value-versions.csv', rows: r.versions },
    { path: 'reviews.csv', rows: r.reviews },
    { path: 'overrides.csv', rows: r.overrides },
    { path: 'quality-flags.csv', rows: r.flags },
    { path: 'evidence-citations.csv', rows: r.citations },
    { path: 'audit-log.csv', rows: r.auditLog },
  ];
  const out: Record<string, Uint8Array> = {};
  if (input.carbon && input.carbon.length) {
    const carbon = carbonTables(input.carbon, (id) => names.get(id) ?? null);
    tables.push(
      { path: 'calculations/carbon-activities.csv', rows: carbon.activities },
      { path: 'calculations/carbon-totals.csv', rows: carbon.totals },
    );
  }
  if (input.pcaf) {
    const pcaf = pcafTables(input.pcaf);
    tables.push(
      { path: 'calculations/pcaf-positions.csv', rows: pcaf.positions },
      { path: 'calculations/pcaf-totals.csv', rows: pcaf.totals },
    );
  }
  if (input.pai) {
    const onlyCompany = r.scope === 'company' ? r.scopeId : null;
    const pai = paiTables(input.pai, onlyCompany, (id) => names.get(Number(id)) ?? null);
    tables.push(
      { path: 'calculations/pai-figures.csv', rows: pai.figures },
      { path: 'calculations/pai-quarters.csv', rows: pai.quarters },
      { path: 'calculations/pai-contributions.csv', rows: pai.contributions },
      { path: 'calculations/pai-inputs.csv', rows: pai.inputs },
    );
    const statement =
      onlyCompany === null
        ? input.pai
        : {
            ...input.pai,
            indicators: input.pai.indicators.map((i) =>
              i.provenance
                ? {
                    ...i,
                    provenance: {
                      ...i.provenance,
                      quarters: i.provenance.quarters.map((q) => ({
                        ...q,
                        contributions: q.contributions.filter((c) => Number(c.companyId) === onlyCompany),
                      })),
                    },
                  }
                : i,
            ),
          };
    out['calculations/pai-statement.json'] = encoder.encode(`${JSON.stringify(statement, null, 2)}\n`);
  }
  for (const t of tables) out[t.path] = encoder.encode(rowsToCsv(t.rows, t.columns));
  for (const e of input.evidence) out[e.path] = e.data;
  out['README.txt'] = encoder.encode(
    readme(
      input,
      tables.map((t) => ({ path: t.path, rows: t.rows.length })),
    ),
  );
  const manifest = {
    scope: r.scope,
    scopeId: r.scopeId,
    scopeName: r.scopeName,
    period: r.period,
    investor: r.investor,
    companies: r.companies,
    funds: r.funds,
    generatedAt: input.generatedAt,
    generatedFor: input.generatedBy,
    files: Object.keys(out)
      .sort()
      .map((path) => ({
        path,
        bytes: out[path].length,
        sha256: createHash('sha256').update(out[path]).digest('hex'),
      })),
  };
  out['manifest.json'] = encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`);
  return out;
}
