/**
 * The entity-level statement on principal adverse impacts (Delegated Regulation 2022/1288, Annex I, Table 1
 * and its sections) for a GP and a reference year: pure, from the PAI read model's entity statement (this
 * year and the previous), the report's Explanation and Actions texts, the optional indicators chosen and the
 * sections the GP saved. A section not saved yet shows what the platform can say from its data; where only
 * the GP can say something, the prefilled text says so in brackets. No file path, hash or id reaches it.
 */
import {
  paiMetricLabel,
  paiStatementGroup,
  reportedPaiIndicators,
  type PaiEntityStatement,
  type PaiStatementRow,
  type SfdrSection,
} from '@esg/contracts';
import { defaultPaiExplanation } from '../pai/explanation';
import type { PaiIndicatorResult } from '../pai/model';
import type { SfdrTextHistoryRecord, SfdrTextRecord } from '../sfdr-texts/sfdr-text';

export interface EntityStatementInput {
  companyId: number;
  year: number;
  entityName: string;
  funds: Array<{ fundId: number; name: string | null }>;
  quarterEnds: string[];
  computedAt: string | null;
  indicators: readonly PaiIndicatorResult[];
  previous: readonly Pick<PaiIndicatorResult, 'id' | 'value'>[];
  /** The companies whose publications the figures rest on, with their data year. */
  sources: ReadonlyArray<{ companyId: number; dataYear: number | null }>;
  /** The PAI report's texts of the entity statement, by indicator id. */
  texts: ReadonlyMap<string, { explanation: string; actions: string }>;
  optionalIndicatorIds: readonly string[];
  saved: ReadonlyMap<string, { record: SfdrTextRecord; history: readonly SfdrTextHistoryRecord[] }>;
  /** The LEI saved with the previous year's statement, to prefill this year's. */
  previousLei: string | null;
}

export const STATEMENT_SECTIONS = [
  {
    id: 'lei',
    title: 'Legal entity identifier (LEI)',
    guidance:
      'The LEI of the financial market participant, shown beside its name (ISO 17442, 20 characters).',
    singleLine: true,
  },
  {
    id: 'summary',
    title: 'Summary',
    guidance:
      'Who considers principal adverse impacts, that this is the consolidated statement, the reference period, and the main impacts (at most two pages).',
    singleLine: false,
  },
  {
    id: 'description',
    title: 'Description of the principal adverse impacts on sustainability factors',
    guidance:
      'Introduces the table: the indicators of Table 1 and the optional indicators of Tables 2 and 3, the data sources, coverage and the share resting on estimates.',
    singleLine: false,
  },
  {
    id: 'policies',
    title:
      'Description of policies to identify and prioritise principal adverse impacts on sustainability factors',
    guidance:
      'The policies, when the governing body approved them, how responsibilities are allocated, how the optional indicators were selected, the methodologies, their margin of error and the data sources.',
    singleLine: false,
  },
  {
    id: 'engagement',
    title: 'Engagement policies',
    guidance:
      'The engagement policies (Article 3g of Directive 2007/36/EC) and how they reduce principal adverse impacts, including what happens when impacts do not fall.',
    singleLine: false,
  },
  {
    id: 'standards',
    title: 'References to international standards',
    guidance:
      'Adherence to responsible business conduct codes and internationally recognised standards for due diligence and reporting, the indicators used to measure it, and alignment with the Paris Agreement.',
    singleLine: false,
  },
  {
    id: 'historical',
    title: 'Historical comparison',
    guidance: 'A comparison of the reference period with the previous one (from the second statement on).',
    singleLine: false,
  },
] as const;
export type StatementSectionId = (typeof STATEMENT_SECTIONS)[number]['id'];
export const isStatementSection = (id: string): id is StatementSectionId =>
  STATEMENT_SECTIONS.some((s) => s.id === id);

export const percent = (share: number | null): string =>
  share === null ? 'no' : `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

export const figure = (value: number | null): string =>
  value === null
    ? 'no figure'
    : value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The rows of a statement's table (the entity's or a fund's): Table 1 and the chosen optional indicators. */
export function statementRows(
  input: Pick<EntityStatementInput, 'indicators' | 'previous' | 'texts' | 'optionalIndicatorIds'>,
): PaiStatementRow[] {
  const previous = new Map(input.previous.map((i) => [i.id, i.value]));
  return reportedPaiIndicators(input.indicators, input.optionalIndicatorIds).map((i) => {
    const text = input.texts.get(i.id);
    return {
      id: i.id,
      group: paiStatementGroup(i),
      indicator: i.indicator,
      metric: paiMetricLabel(i),
      unit: i.unit,
      impact: i.value,
      impactPrevious: previous.get(i.id) ?? null,
      coverage: i.coverage,
      estimatedShare: i.estimatedShare,
      explanation: text?.explanation || defaultPaiExplanation(i),
      actions: text?.actions ?? '',
    };
  });
}

export const TO_COMPLETE = (what: string) => `[To be completed by the financial market participant: ${what}]`;

function prefills(
  input: EntityStatementInput,
  rows: readonly PaiStatementRow[],
  lei: string,
): Record<StatementSectionId, string> {
  const { entityName: entity, year } = input;
  const funds = input.funds.map((f) => f.name ?? `fund ${f.fundId}`);
  const covered = rows.filter((r) => r.coverage !== null);
  const coverages = covered.map((r) => r.coverage!);
  const average = coverages.length ? coverages.reduce((s, c) => s + c, 0) / coverages.length : null;
  const estimates = covered.filter((r) => r.estimatedShare !== null).map((r) => r.estimatedShare!);
  const estimated = estimates.length ? estimates.reduce((s, c) => s + c, 0) / estimates.length : null;
  const companies = new Set(input.sources.map((s) => s.companyId)).size;
  const dataYears = [
    ...new Set(input.sources.map((s) => s.dataYear).filter((y): y is number => y !== null)),
  ].sort();
  const optional = (table: string) =>
    rows.filter((r) => input.indicators.find((i) => i.id === r.id)?.table === table);
  const names = (table: string) => [
    ...new Set(optional(table).map((r) => `${r.indicator.replace(/^\d+\.\s*/, '')}`)),
  ];
  const footprint = rows.find((r) => r.id === 'T1-2');
  const summaryFigures = footprint
    ? ` In ${year} the carbon footprint of the investments was ${figure(footprint.impact)} ${footprint.unit}${footprint.impactPrevious !== null ? ` (${figure(footprint.impactPrevious)} in ${year - 1})` : ''}, on data covering ${percent(footprint.coverage)} of the relevant investments by value.`
    : '';
  const dataSources =
    companies === 0
      ? 'No portfolio company has published data for the reference period yet.'
      : `The figures are computed from the data ${companies === 1 ? 'one portfolio company' : `${companies} portfolio companies`} published${dataYears.length ? ` for ${list(dataYears.map(String))}` : ''}, reviewed and published through the platform, and from the funds' positions at ${input.quarterEnds.length} quarter end${input.quarterEnds.length === 1 ? '' : 's'}.`;
  const coverageWords =
    average === null
      ? ''
      : ` On average the data covers ${percent(average)} of the relevant investments by value (from ${percent(Math.min(...coverages))} to ${percent(Math.max(...coverages))} across the indicators)${estimated !== null && estimated > 0 ? `, and ${percent(estimated)} of the covered value rests on estimates` : ', none of it estimated'}. Missing data is not estimated: each figure says how much of the investments it rests on.`;
  const actions = rows.filter((r) => r.actions.trim());
  const previousRows = rows.filter(
    (r) => r.impactPrevious !== null && input.indicators.find((i) => i.id === r.id)?.table === 'Table 1',
  );
  const change = (r: PaiStatementRow) =>
    r.impact === null || r.impactPrevious === null || r.impactPrevious === 0
      ? ''
      : ` (${r.impact >= r.impactPrevious ? '+' : ''}${(((r.impact - r.impactPrevious) / Math.abs(r.impactPrevious)) * 100).toFixed(1)}%)`;
  const compared = (r: PaiStatementRow) => {
    const name = r.indicator.replace(/^\d+\.\s*/, '');
    const part = r.metric.split(' — ').at(-1) ?? '';
    return part && part !== name ? `${name} — ${part}` : name;
  };
  return {
    lei: input.previousLei ?? '',
    summary: `${entity}${lei ? ` (LEI ${lei})` : ''} considers principal adverse impacts of its investment decisions on sustainability factors. The present statement is the consolidated statement on principal adverse impacts on sustainability factors of ${entity}${funds.length ? `, covering ${list(funds)}` : ''}. This statement on principal adverse impacts on sustainability factors covers the reference period from 1 January to 31 December ${year}.${summaryFigures}`,
    description: `The table gives, for each indicator of Table 1 of Annex I and for the optional indicators chosen, the impact in ${year} and in ${year - 1}: the average of the impacts at the quarter ends of the year (Article 6(3) of Delegated Regulation 2022/1288). ${dataSources}${coverageWords}`,
    policies: `The optional indicators considered are ${names('Table 2').length ? list(names('Table 2')) : 'none'} (Table 2, additional climate and other environment-related indicators) and ${names('Table 3').length ? list(names('Table 3')) : 'none'} (Table 3, additional social and employee indicators). The impacts are measured from the data portfolio companies report; where a company does not report a figure it is left out rather than estimated, and each figure states the share of investments it covers.${coverageWords ? '' : ''} ${TO_COMPLETE('the policies, the date the governing body approved them, how responsibility for them is allocated, how the indicators were selected and prioritised, and the margin of error of the methodologies')}`,
    engagement: `${actions.length ? `Actions taken and planned are recorded for ${actions.length === 1 ? 'one indicator' : `${actions.length} indicators`} (${list(actions.map((r) => r.id))}), as the table shows.` : 'No actions are recorded against the indicators yet.'} ${TO_COMPLETE('the engagement policies and how they are adapted where principal adverse impacts are not reduced over more than one period')}`,
    standards: `Adherence to the UN Global Compact principles and the OECD Guidelines for Multinational Enterprises is measured with indicators 10 (violations) and 11 (lack of processes and compliance mechanisms) of Table 1; alignment with the objectives of the Paris Agreement with the greenhouse gas indicators 1 to 6. ${TO_COMPLETE('the responsible business conduct codes and international standards adhered to, and whether a forward-looking climate scenario is used')}`,
    historical: previousRows.length
      ? `Compared with ${year - 1}: ${previousRows
          .map(
            (r) =>
              `${compared(r)}: ${figure(r.impact)} against ${figure(r.impactPrevious)} ${r.unit}${change(r)}`,
          )
          .join('; ')}.`
      : `${year} is the first reference period with figures; the comparison with the previous period follows from the next statement.`,
  };
}

export function entityStatement(input: EntityStatementInput): PaiEntityStatement {
  const rows = statementRows(input);
  const savedLei = input.saved.get('lei')?.record.text.trim();
  const lei = savedLei !== undefined ? savedLei : (input.previousLei ?? '');
  const defaults = prefills(input, rows, lei);
  const sections: SfdrSection[] = STATEMENT_SECTIONS.map((s) => {
    const saved = input.saved.get(s.id);
    return {
      id: s.id,
      title: s.title,
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
  return {
    companyId: input.companyId,
    year: input.year,
    entityName: input.entityName,
    lei: lei || null,
    funds: input.funds,
    quarterEnds: input.quarterEnds,
    optionalIndicatorIds: [...input.optionalIndicatorIds],
    rows,
    sections,
    computedAt: input.computedAt,
  };
}
