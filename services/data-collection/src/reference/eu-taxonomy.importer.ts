import type { FrameworkMetric, FrameworkSection, TableColumn } from '@esg/contracts';
import { taxonomyReferenceFrom } from '@esg/reference-data';
import { ReferenceDataError, type BuiltFramework, type MetricSeed } from './reference-types';

/**
 * Framework 16 "EU Taxonomy" (issue 26, ADR 0150), built at every start from `eu_taxonomy.json`: the
 * templates of Delegated Regulation 2021/2178 Annex II for a non-financial undertaking, asked once a
 * financial year. One table row per economic activity (the activity chosen from the Taxonomy list: its
 * objective, number and name, with the NACE codes the company reports), each with turnover, CapEx and OpEx
 * eligible and aligned, substantial contribution and do-no-significant-harm per objective; the totals
 * (the KPIs' denominators) and the minimum safeguards of the undertaking. A last, optional section asks the
 * revenue shares the Paris-aligned benchmark exclusions read (Delegated Regulation 2020/1818, Article 12),
 * which the SFDR 2.0 category tester needs. Reporting reads these codes (TAXONOMY_INPUTS).
 */
export const EU_TAXONOMY_STANDARD_ID = 16;
export const EU_TAXONOMY_FILE = 'eu_taxonomy.json';

export const TAXONOMY_ACTIVITIES_CODE = 'taxonomy.activities';

const money = (revenue: MetricSeed, code: string, name: string, definition: string): MetricSeed => ({
  ...revenue,
  code,
  name,
  definition,
  yearOnYearCheck: true,
  helpText:
    'Give the amount in the currency of the accounts: choose its unit (e.g. USDm) and its exchange rate to EUR at fiscal year end; the raw amount and currency are kept.',
  usedBy: ['EU Taxonomy'],
  source: 'product',
});

const flag = (code: string, name: string, definition: string, usedBy: string[]): MetricSeed => ({
  code,
  name,
  definition,
  type: 'boolean',
  unit: '',
  acceptedUnits: [],
  min: null,
  max: null,
  allowedValues: null,
  maxLength: null,
  dataQualityScore: false,
  yearOnYearCheck: false,
  helpText: null,
  usedBy,
  source: 'product',
});

const percent = (code: string, name: string, definition: string): MetricSeed => ({
  code,
  name,
  definition,
  type: 'percent',
  unit: '%',
  acceptedUnits: ['%'],
  min: 0,
  max: 100,
  allowedValues: null,
  maxLength: null,
  dataQualityScore: false,
  yearOnYearCheck: true,
  helpText:
    'Share of the company’s revenue in the financial year, 0 to 100. Give 0 where the company has none.',
  usedBy: ['SFDR 2.0 categories'],
  source: 'product',
});

const node = (code: string, overrides: Partial<FrameworkMetric> = {}): FrameworkMetric => ({
  code,
  ref: null,
  label: null,
  required: true,
  tier: null,
  condition: null,
  inputUnit: null,
  options: null,
  multiple: false,
  ...overrides,
});

const section = (
  id: string,
  title: string,
  description: string,
  metrics: FrameworkMetric[],
): FrameworkSection => ({
  id,
  ref: null,
  kind: 'section',
  title,
  description,
  condition: null,
  metrics,
  sections: [],
});

export interface EuTaxonomyBuild {
  framework: BuiltFramework;
  metrics: MetricSeed[];
}

export function buildEuTaxonomy(
  file: Buffer,
  dictionary: ReadonlyMap<string, MetricSeed>,
  fileSha: string,
): EuTaxonomyBuild {
  let reference;
  try {
    reference = taxonomyReferenceFrom(JSON.parse(file.toString('utf8')));
  } catch (error) {
    throw new ReferenceDataError(EU_TAXONOMY_FILE, null, (error as Error).message);
  }
  const revenue = dictionary.get('company.revenue');
  if (!revenue) throw new ReferenceDataError(EU_TAXONOMY_FILE, null, 'the dictionary has no company.revenue');
  const currency = (id: string, label: string): TableColumn => ({
    id,
    label,
    type: 'currency',
    unit: revenue.unit,
    acceptedUnits: revenue.acceptedUnits,
    min: 0,
    allowedValues: null,
    maxLength: null,
    concept: null,
  });
  const yesNo = (id: string, label: string): TableColumn => ({
    id,
    label,
    type: 'boolean',
    unit: '',
    acceptedUnits: [],
    min: null,
    allowedValues: null,
    maxLength: null,
    concept: null,
  });
  const objective = new Map(reference.objectives.map((o) => [o.id, o.name]));
  const activities: MetricSeed = {
    code: TAXONOMY_ACTIVITIES_CODE,
    name: 'Taxonomy-eligible economic activities',
    definition:
      'One row per economic activity of the EU Taxonomy the company carries out (Delegated Regulation 2021/2178, Annex II, sections A.1 and A.2): the eligible amounts of turnover, CapEx and OpEx, the part of each that is Taxonomy-aligned, whether the activity makes a substantial contribution to its objective and does no significant harm to each other objective.',
    type: 'table',
    unit: '',
    acceptedUnits: [],
    min: null,
    max: null,
    allowedValues: null,
    maxLength: null,
    dataQualityScore: false,
    yearOnYearCheck: false,
    helpText: `Choose the activity from the Taxonomy list (version ${reference.version}${reference.transcribed ? ', transcribed from the delegated acts' : ''}). Report an amount once: where an activity contributes to several objectives, report it under the objective it mainly contributes to. Aligned amounts count only where the activity meets the substantial contribution criteria, does no significant harm to every other objective and the company meets the minimum safeguards.`,
    usedBy: ['EU Taxonomy'],
    source: `eu-taxonomy-${reference.version}`,
    table: {
      key: {
        label: 'Economic activity',
        kind: 'member',
        allowedValues: reference.activities.map((a) => ({
          value: a.id,
          label: `${a.id} ${a.name} (${objective.get(a.objective) ?? a.objective})`,
        })),
        concept: null,
      },
      columns: [
        {
          id: 'nace',
          label: 'NACE code(s)',
          type: 'text',
          unit: '',
          acceptedUnits: [],
          min: null,
          allowedValues: null,
          maxLength: 80,
          concept: null,
        },
        currency('turnover', 'Turnover, eligible'),
        currency('turnover_aligned', 'Turnover, aligned'),
        currency('capex', 'CapEx, eligible'),
        currency('capex_aligned', 'CapEx, aligned'),
        currency('opex', 'OpEx, eligible'),
        currency('opex_aligned', 'OpEx, aligned'),
        yesNo('substantial_contribution', 'Substantial contribution to its objective'),
        ...reference.objectives.map((o) =>
          yesNo(`dnsh_${o.id.toLowerCase()}`, `Does no significant harm: ${o.name.toLowerCase()}`),
        ),
      ],
      maxRows: 300,
    },
  };
  const metrics: MetricSeed[] = [
    money(
      revenue,
      'taxonomy.turnover_total',
      'Total net turnover (Taxonomy KPI denominator)',
      'Net turnover as in IAS 1.82(a): the denominator of the turnover KPI (Delegated Regulation 2021/2178, Annex I, 1.1.1).',
    ),
    money(
      revenue,
      'taxonomy.capex_total',
      'Total CapEx (Taxonomy KPI denominator)',
      'Additions to tangible and intangible assets during the financial year before depreciation, amortisation and re-measurements (Annex I, 1.1.2.1).',
    ),
    money(
      revenue,
      'taxonomy.opex_total',
      'Total OpEx (Taxonomy KPI denominator)',
      'Direct non-capitalised costs of research and development, building renovation, short-term lease, maintenance and repair and other day-to-day servicing of assets (Annex I, 1.1.3.1).',
    ),
    flag(
      'taxonomy.minimum_safeguards',
      'Meets the minimum safeguards',
      'The company has procedures to align with the OECD Guidelines for Multinational Enterprises and the UN Guiding Principles on Business and Human Rights (Article 18 of Regulation (EU) 2020/852): human rights, bribery and corruption, taxation, fair competition.',
      ['EU Taxonomy'],
    ),
    activities,
    percent(
      'env.revenue_share_coal',
      'Revenue from hard coal and lignite (share)',
      'Share of revenue from the exploration, mining, extraction, distribution or refining of hard coal and lignite (Delegated Regulation 2020/1818, Article 12(1)(d): excluded at 1 % or more).',
    ),
    percent(
      'env.revenue_share_oil',
      'Revenue from oil fuels (share)',
      'Share of revenue from the exploration, extraction, distribution or refining of oil fuels (Article 12(1)(e): excluded at 10 % or more).',
    ),
    percent(
      'env.revenue_share_gas',
      'Revenue from gaseous fuels (share)',
      'Share of revenue from the exploration, extraction, manufacturing or distribution of gaseous fuels (Article 12(1)(f): excluded at 50 % or more).',
    ),
    percent(
      'env.revenue_share_high_carbon_power',
      'Revenue from electricity generation above 100 g CO2e/kWh (share)',
      'Share of revenue from electricity generation with a GHG intensity of more than 100 g CO2e/kWh (Article 12(1)(g): excluded at 50 % or more).',
    ),
    flag(
      'soc.tobacco_production',
      'Involved in the cultivation and production of tobacco',
      'The company is involved in the cultivation and production of tobacco (Delegated Regulation 2020/1818, Article 12(1)(b)).',
      ['SFDR 2.0 categories'],
    ),
  ];
  for (const metric of metrics)
    if (dictionary.has(metric.code))
      throw new ReferenceDataError(EU_TAXONOMY_FILE, metric.code, 'code already in the dictionary');
  const framework: BuiltFramework = {
    standardId: EU_TAXONOMY_STANDARD_ID,
    name: 'EU Taxonomy',
    version: reference.version,
    description: `The EU Taxonomy disclosure of a non-financial undertaking for one financial year, with the templates of Delegated Regulation 2021/2178 (Annex II; nuclear and fossil gas activities per Delegated Regulation 2022/1214), and the revenue shares the Paris-aligned benchmark exclusions read. Activity list: ${reference.document}, version ${reference.version}${reference.transcribed ? ' (transcribed from the delegated acts, not an official file)' : ''}.`,
    source: {
      kind: 'reference',
      files: [EU_TAXONOMY_FILE],
      publishedVersion: reference.version,
      sha256: fileSha,
      note: reference.transcribed ? reference.verificationStatus : null,
    },
    tiers: null,
    sections: [
      section(
        'taxonomy-kpis',
        'Turnover, CapEx and OpEx',
        'The denominators of the three KPIs (Delegated Regulation 2021/2178, Annex I) and the minimum safeguards of the undertaking.',
        [
          node('taxonomy.turnover_total'),
          node('taxonomy.capex_total'),
          node('taxonomy.opex_total'),
          node('taxonomy.minimum_safeguards'),
        ],
      ),
      section(
        'taxonomy-activities',
        'Economic activities',
        'Sections A.1 (environmentally sustainable, Taxonomy-aligned) and A.2 (eligible, not aligned) of the templates, one row per activity with its amounts eligible and aligned.',
        [node(TAXONOMY_ACTIVITIES_CODE)],
      ),
      section(
        'taxonomy-exclusions',
        'Fossil fuels, tobacco, weapons and global norms',
        'What the exclusions of the EU Paris-aligned and Climate Transition Benchmarks read (Delegated Regulation 2020/1818, Article 12); the SFDR 2.0 proposal makes them mandatory for its product categories.',
        [
          node('env.revenue_share_coal', { required: false }),
          node('env.revenue_share_oil', { required: false }),
          node('env.revenue_share_gas', { required: false }),
          node('env.revenue_share_high_carbon_power', { required: false }),
          node('soc.tobacco_production', { required: false }),
          node('soc.controversial_weapons', { required: false }),
          node('soc.ungc_oecd_violations', { required: false }),
        ],
      ),
    ],
  };
  return { framework, metrics };
}
