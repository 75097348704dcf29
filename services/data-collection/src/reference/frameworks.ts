import { createHash } from 'node:crypto';
import {
  tcfdMetricCode,
  type FrameworkCondition,
  type FrameworkMetric,
  type FrameworkSection,
  type TcfdOption,
} from '@esg/contracts';
import { isEdciRequired } from '@esg/reference-data';
import { ReferenceDataError, type BuiltFramework, type MetricSeed } from './reference-types';

/**
 * Frameworks built from reference JSON (8 SFDR from sfdr_pai.json, the EDCI section from
 * edci.json, 2 TCFD from the product questionnaire) and from the product's own definitions
 * (frameworks/*.json). Which dictionary metric serves which indicator is read from the metrics'
 * `usedBy` (metrics-core.json's `used_by`, e.g. "SFDR T1-13", "EDCI-DIV-1"), so the mapping lives
 * with the dictionary, not here.
 */

export const sha256 = (...parts: Array<string | Buffer>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

const metricNode = (code: string, overrides: Partial<FrameworkMetric> = {}): FrameworkMetric => ({
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

const sectionNode = (
  id: string,
  title: string,
  overrides: Partial<FrameworkSection> = {},
): FrameworkSection => ({
  id,
  ref: null,
  kind: 'section',
  title,
  description: null,
  condition: null,
  metrics: [],
  sections: [],
  ...overrides,
});

/** Which dictionary codes serve a reference id ("SFDR T1-1", "EDCI-GHG-1"): from the metrics' usedBy. */
function servingCodes(metrics: ReadonlyMap<string, MetricSeed>, matches: (usedBy: string) => boolean) {
  const codes: Array<{ code: string; usedBy: string }> = [];
  for (const metric of metrics.values()) {
    const use = metric.usedBy.find(matches);
    if (use) codes.push({ code: metric.code, usedBy: use });
  }
  return codes;
}

// ---------- EDCI ----------

interface EdciFile {
  source: string;
  metric_list_snapshots: { newer_snapshot: string[] };
  categories: Array<{
    category: string;
    metrics: Array<{ id: string; name: string; required: boolean | string | null; definition: string }>;
  }>;
}

export const EDCI_SECTION_ID = 'edci';
export const EDCI_SECTION_DESCRIPTION =
  'The ESG Data Convergence Initiative metric set, shared by every framework that includes it.';

/** The EDCI metrics as a section that frameworks 1 and 5 include. `required: true` → required; else optional. */
export function buildEdciSection(edci: EdciFile, metrics: ReadonlyMap<string, MetricSeed>): FrameworkSection {
  const root = sectionNode(EDCI_SECTION_ID, 'EDCI core metrics', {
    ref: 'EDCI',
    description: EDCI_SECTION_DESCRIPTION,
  });
  for (const category of edci.categories) {
    const node = sectionNode(
      `edci-${category.category
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-$/, '')}`,
      category.category,
    );
    for (const item of category.metrics) {
      const serving = servingCodes(metrics, (u) => u === item.id);
      if (serving.length === 0)
        throw new ReferenceDataError('edci.json', item.id, 'no dictionary metric serves this EDCI metric');
      // "optional in older snapshot, listed without '(optional)' in newer snapshot" counts as required now.
      const required = isEdciRequired(item.required);
      // One dictionary metric that is the EDCI metric takes its name; several are the inputs it is
      // worked out from ("% women on board" from the board members and the female board members),
      // each asked under its own name and unit.
      const label = serving.length === 1 ? item.name : null;
      for (const { code } of serving)
        if (!node.metrics.some((m) => m.code === code))
          node.metrics.push(metricNode(code, { ref: item.id, label, required }));
    }
    root.sections.push(node);
  }
  return root;
}

/**
 * The EDCI section's wording as it is written today, applied to a stored framework version's
 * sections (any version, old ones included): the section's description, and the names of metrics
 * that are inputs of one EDCI metric (several dictionary metrics under one reference) are their
 * own. Only wording changes: which metrics are asked, and how, stays as stored. Answers the same
 * array when nothing changed.
 */
export function rewordEdciSection(sections: FrameworkSection[]): FrameworkSection[] {
  let changed = false;
  const reword = (section: FrameworkSection): FrameworkSection => {
    const perRef = new Map<string, number>();
    for (const m of section.metrics) if (m.ref) perRef.set(m.ref, (perRef.get(m.ref) ?? 0) + 1);
    const metrics = section.metrics.map((m) => {
      if (m.label === null || !m.ref || (perRef.get(m.ref) ?? 0) < 2) return m;
      changed = true;
      return { ...m, label: null };
    });
    return { ...section, metrics, sections: section.sections.map(reword) };
  };
  const next = sections.map((section) => {
    if (section.id !== EDCI_SECTION_ID) return section;
    const reworded = reword(section);
    if (reworded.description === EDCI_SECTION_DESCRIPTION) return reworded;
    changed = true;
    return { ...reworded, description: EDCI_SECTION_DESCRIPTION };
  });
  return changed ? next : sections;
}

// ---------- SFDR ----------

interface SfdrIndicator {
  id: string;
  applies_to: string;
  category: string;
  adverse_sustainability_indicator: string;
  metric: string;
  unit: string;
}
interface SfdrFile {
  celex: string;
  document: string;
  table_1_mandatory: SfdrIndicator[];
  table_2_additional_climate_environment: SfdrIndicator[];
  table_3_additional_social: SfdrIndicator[];
}

/**
 * Framework 8: every input of the PAI indicators for investee companies (tables 1–3) and real
 * estate assets. Table 1 is mandatory; tables 2 and 3 are optional (the fund chooses at least one
 * of each). Indicators on sovereigns (T1-15, T1-16, T3-18 to T3-24) and on the securities held
 * (T2-16, T2-17) take no company data and are left out, as the description says.
 */
export function buildSfdr(
  sfdr: SfdrFile,
  metrics: ReadonlyMap<string, MetricSeed>,
  fileSha: string,
): BuiltFramework {
  const general = sectionNode('sfdr-weights', 'Enterprise value, revenue and sector', {
    description:
      'The weights and sector of the PAI formulas: EVIC (formulas 1 and 2, weighted averages), revenue (formula 3), NACE (high impact climate sectors).',
    metrics: ['company.evic', 'company.revenue', 'company.nace', 'company.country'].map((code) =>
      metricNode(code),
    ),
  });
  const tables: Array<[string, string, SfdrIndicator[], boolean]> = [
    ['sfdr-t1', 'Table 1: mandatory indicators', sfdr.table_1_mandatory, true],
    [
      'sfdr-t2',
      'Table 2: additional climate and environment indicators (optional)',
      sfdr.table_2_additional_climate_environment,
      false,
    ],
    ['sfdr-t3', 'Table 3: additional social indicators (optional)', sfdr.table_3_additional_social, false],
  ];
  const realEstate = sectionNode('sfdr-real-estate', 'Real estate assets', {
    description:
      'Indicators on investments in real estate assets (T1-17, T1-18, T2-18 to T2-22): answered by a real estate asset an investor holds directly, with the asset’s own data (its value, EPC class, fossil-fuel involvement, areas and materials); its emissions and energy are the questions above. Other companies leave this section empty.',
  });
  const left: string[] = [];
  const sections: FrameworkSection[] = [general];
  for (const [id, title, indicators, mandatory] of tables) {
    const table = sectionNode(id, title);
    for (const indicator of indicators) {
      const applies = indicator.applies_to;
      if (!applies.includes('investee companies') && !applies.includes('real estate')) {
        left.push(indicator.id);
        continue;
      }
      const serving = servingCodes(metrics, (u) => new RegExp(`^SFDR ${indicator.id}[a-z]?(\\b|$)`).test(u));
      if (serving.length === 0) {
        left.push(indicator.id);
        continue;
      }
      const node = sectionNode(
        `sfdr-${indicator.id.toLowerCase()}`,
        indicator.adverse_sustainability_indicator,
        {
          ref: indicator.id,
          description: `${indicator.metric} (${indicator.unit})`,
        },
      );
      for (const { code, usedBy } of serving) {
        const required =
          mandatory &&
          !applies.includes('real estate') &&
          !/where reported/i.test(usedBy) &&
          !code.includes('_nace_') &&
          code !== 'company.high_impact_climate_sectors';
        node.metrics.push(
          metricNode(code, { ref: usedBy.replace(/^SFDR /, '').replace(/ \(.*\)$/, ''), required }),
        );
      }
      (applies.includes('real estate') ? realEstate : table).sections.push(node);
    }
    sections.push(table);
  }
  sections.push(realEstate);
  return {
    standardId: 8,
    name: 'SFDR',
    version: '2022-1288',
    description: `Every company input of the principal adverse impact indicators of ${sfdr.document.split(' (')[0]} (CELEX ${sfdr.celex}), Annex I, tables 1 to 3. Not asked of companies, because they take no company data: ${left.join(', ')} (sovereign indicators use country data; T2-16/T2-17 the securities held).`,
    source: {
      kind: 'reference',
      files: ['sfdr_pai.json', 'product/metric-dictionary.json'],
      publishedVersion: sfdr.celex,
      sha256: fileSha,
      note: null,
    },
    tiers: null,
    sections,
  };
}

// ---------- TCFD ----------

/** `tcfd-questionnaire.json`: the one TCFD questionnaire, answered here and scored by services/scoring (ADR 0051). */
interface TcfdIndicator {
  code: string;
  indicator: string;
  response: 'single' | 'list';
  indicator_option_scores: TcfdOption[];
  help?: string;
}
interface TcfdQuestionnaire {
  version: string;
  dimensions: Array<{
    name: string;
    gics: Array<{
      sector: string;
      disclosures: Array<{ id: string; name: string; indicators: TcfdIndicator[] }>;
    }>;
  }>;
}
interface TcfdFile {
  pillars: Array<{
    pillar: string;
    core_element: string;
    recommended_disclosures: Array<{ id: string; short_name: string; text: string }>;
  }>;
}

/** The questionnaire's GICS sector groups by name; 'All Sectors' is the product's group AA (TCFD-AA-…). */
const GICS_CODES: Record<string, string> = { 'All Sectors': 'AA' };
export const TCFD_QUESTIONNAIRE_FILE = 'tcfd-questionnaire.json';

/** The dictionary code of a TCFD indicator (the registry of calculation inputs declares it: TCFD statements read it). */
export const tcfdCode = tcfdMetricCode;

/** The Financials group applies to companies whose NACE division is financial (K.64–K.66). */
const FINANCIALS: FrameworkCondition = {
  kind: 'answer',
  metricCode: 'company.nace',
  in: ['K.64', 'K.65', 'K.66'],
};

export function buildTcfd(
  questionnaire: TcfdQuestionnaire,
  tcfd: TcfdFile,
  fileSha: string,
): { framework: BuiltFramework; metrics: MetricSeed[] } {
  const metrics: MetricSeed[] = [];
  const sections = questionnaire.dimensions.map((dimension) => {
    const pillar = tcfd.pillars.find((p) => p.pillar === dimension.name);
    if (!pillar)
      throw new ReferenceDataError(
        TCFD_QUESTIONNAIRE_FILE,
        dimension.name,
        `tcfd.json has no pillar "${dimension.name}"`,
      );
    const dimensionId = dimension.name.toLowerCase().replace(/\s+/g, '-');
    return sectionNode(`tcfd-${dimensionId}`, dimension.name, {
      kind: 'dimension',
      description: pillar.core_element,
      sections: dimension.gics.map((gics) => {
        const gicsCode = GICS_CODES[gics.sector];
        if (!gicsCode)
          throw new ReferenceDataError(
            TCFD_QUESTIONNAIRE_FILE,
            gics.sector,
            'not a GICS sector group of the product',
          );
        return sectionNode(`tcfd-${dimensionId}-${gicsCode.toLowerCase()}`, gics.sector, {
          kind: 'gics',
          ref: gicsCode,
          condition: gicsCode === 'FN' ? FINANCIALS : null,
          sections: gics.disclosures.map((disclosure) => {
            const recommended = pillar.recommended_disclosures.find((d) => d.id === disclosure.id);
            if (!recommended)
              throw new ReferenceDataError(
                TCFD_QUESTIONNAIRE_FILE,
                disclosure.id,
                'not a recommended disclosure of tcfd.json',
              );
            return sectionNode(
              `tcfd-${gicsCode.toLowerCase()}-${disclosure.id.toLowerCase()}`,
              recommended.short_name,
              {
                kind: 'disclosure',
                ref: disclosure.id,
                description: recommended.text,
                metrics: disclosure.indicators.map((indicator) => {
                  const options = indicator.indicator_option_scores;
                  const scores = options.map((o) => o.score);
                  if (scores.some((s) => s !== null && (s < 1 || s > 4)))
                    throw new ReferenceDataError(
                      TCFD_QUESTIONNAIRE_FILE,
                      indicator.code,
                      'option scores run from 1 to 4 (none for Not Applicable)',
                    );
                  const multiple = indicator.response === 'list';
                  const code = tcfdCode(indicator.code);
                  metrics.push({
                    code,
                    name: indicator.indicator,
                    definition: `${recommended.text} (${indicator.code})`,
                    type: multiple ? 'multi-choice' : 'choice',
                    unit: '',
                    acceptedUnits: [],
                    min: null,
                    max: null,
                    allowedValues: options.map((o) => ({ value: o.option, label: o.option })),
                    maxLength: null,
                    dataQualityScore: false,
                    yearOnYearCheck: false,
                    helpText: indicator.help ?? null,
                    usedBy: ['TCFD scoring'],
                    source: 'product',
                  });
                  return metricNode(code, {
                    ref: indicator.code,
                    label: indicator.indicator,
                    options,
                    multiple,
                  });
                }),
              },
            );
          }),
        });
      }),
    });
  });
  return {
    framework: {
      standardId: 2,
      name: 'TCFD',
      version: questionnaire.version,
      description:
        'The climate-risk questionnaire on the 11 TCFD recommended disclosures: dimension > GICS group > disclosure > indicator, each option scored 1–4 with feedback and recommendations. The scoring service scores the published answers.',
      source: {
        kind: 'product',
        files: [TCFD_QUESTIONNAIRE_FILE, 'tcfd.json'],
        publishedVersion: null,
        sha256: fileSha,
        note: null,
      },
      tiers: null,
      sections,
    },
    metrics,
  };
}

// ---------- product frameworks ----------

type EntryMetric =
  | string
  | { code: string; required?: boolean; label?: string; inputUnit?: string; condition?: FrameworkCondition };
interface ProductSection {
  id?: string;
  include?: string;
  title?: string;
  description?: string;
  condition?: FrameworkCondition;
  metrics?: EntryMetric[];
  sections?: ProductSection[];
}
export interface ProductFrameworkFile {
  standardId: number;
  name: string;
  version: string;
  description: string;
  appliesTo?: Array<'gp' | 'pc' | 'lp'>;
  sections: ProductSection[];
}

export function buildProductFramework(
  file: string,
  doc: ProductFrameworkFile,
  includes: ReadonlyMap<string, FrameworkSection>,
  fileSha: string,
): BuiltFramework {
  const build = (entry: ProductSection): FrameworkSection => {
    if (entry.include) {
      const included = includes.get(entry.include);
      if (!included) throw new ReferenceDataError(file, entry.include, 'unknown section to include');
      return included;
    }
    if (!entry.id || !entry.title)
      throw new ReferenceDataError(file, entry.id ?? null, 'a section needs an id and a title');
    return sectionNode(`${entry.id}`, entry.title, {
      description: entry.description ?? null,
      condition: entry.condition ?? null,
      metrics: (entry.metrics ?? []).map((m) =>
        typeof m === 'string'
          ? metricNode(m)
          : metricNode(m.code, {
              required: m.required ?? true,
              label: m.label ?? null,
              inputUnit: m.inputUnit ?? null,
              condition: m.condition ?? null,
            }),
      ),
      sections: (entry.sections ?? []).map(build),
    });
  };
  let sections = doc.sections.map(build);
  if (doc.appliesTo)
    sections = sections.map((s) => ({
      ...s,
      condition: s.condition ?? { kind: 'companyType', in: doc.appliesTo! },
    }));
  return {
    standardId: doc.standardId,
    name: doc.name,
    version: doc.version,
    description: doc.description,
    source: { kind: 'product', files: [file], publishedVersion: null, sha256: fileSha, note: null },
    tiers: null,
    sections,
  };
}
