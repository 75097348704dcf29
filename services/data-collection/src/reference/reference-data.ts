import { readFileSync } from 'node:fs';
import type { AllowedValue, CrossCheck, FrameworkSection } from '@esg/contracts';
import { referenceFilePath } from '@esg/reference-data';
import { codesOf } from '../domain/esg/framework';
import { setAcceptedCurrencies } from '../domain/esg/value-rules';
import { assertCrossChecks, buildDictionary, type ProductDictionaryFile } from './dictionary';
import {
  buildEdciSection,
  buildProductFramework,
  buildSfdr,
  buildTcfd,
  sha256,
  type ProductFrameworkFile,
} from './frameworks';
import {
  importInvestEurope,
  INVEST_EUROPE_WORKBOOK,
  type InvestEuropeImport,
  type InvestEuropeMapping,
} from './invest-europe.importer';
import { buildEuTaxonomy, EU_TAXONOMY_FILE } from './eu-taxonomy.importer';
import { ReferenceDataError, type BuiltFramework, type MetricSeed } from './reference-types';
import {
  buildVsme,
  VSME_PRODUCT_FILE,
  type VsmeBuild,
  type VsmeConverterSettings,
  type VsmeProductFile,
} from './vsme.importer';

/**
 * Builds the metric dictionary and every framework from the repository's reference files
 * (libs/reference-data/files). Pure apart from reading those files; the result is kept per process,
 * keyed by the files' contents, because parsing the Invest Europe workbook takes a second.
 */
export interface ReferenceData {
  metrics: Map<string, MetricSeed>;
  crossChecks: CrossCheck[];
  frameworks: BuiltFramework[];
  investEurope: InvestEuropeImport;
  /** The COMPOUND_ID map of the Invest Europe machine-readable CSV. */
  investEuropeMapping: InvestEuropeMapping;
  /** VSME: the taxonomy, its datapoints and the product's settings (template import, XBRL export). */
  vsme: VsmeBuild;
  /** Hash of every input file: a change of any of them rebuilds. */
  inputsHash: string;
}

export const PRODUCT_FRAMEWORK_FILES = [
  'product/frameworks/esg-1.json',
  'product/frameworks/pcaf-4.json',
  'product/frameworks/pension-fund-5.json',
  'product/frameworks/ddm-6.json',
  'product/frameworks/esg-scorecard-9.json',
  'product/frameworks/k1-blended-12.json',
];

const JSON_FILES = [
  'metrics-core.json',
  'sfdr_pai.json',
  'edci.json',
  'tcfd.json',
  'pcaf.json',
  'product/metric-dictionary.json',
  'product/invest-europe-mapping.json',
  'tcfd-questionnaire.json',
  'product/iso-3166-1.json',
  'product/iso-4217.json',
  'product/nace-rev2.json',
  VSME_PRODUCT_FILE,
  EU_TAXONOMY_FILE,
  ...PRODUCT_FRAMEWORK_FILES,
];

let cached: Promise<ReferenceData> | null = null;
let cachedHash: string | null = null;

function read(name: string): Buffer {
  try {
    return readFileSync(referenceFilePath(name));
  } catch (error) {
    throw new ReferenceDataError(name, null, (error as Error).message);
  }
}

/** Every input file, by its name under libs/reference-data/files. */
export function readReferenceFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>(
    [...JSON_FILES, INVEST_EUROPE_WORKBOOK].map((name) => [name, read(name)]),
  );
  // The VSME taxonomy file is named by product/vsme.json (a new taxonomy is a new file there).
  const vsme = JSON.parse(files.get(VSME_PRODUCT_FILE)!.toString('utf8')) as Pick<
    VsmeProductFile,
    'taxonomy' | 'converterSettings'
  >;
  files.set(vsme.taxonomy, read(vsme.taxonomy));
  files.set(vsme.converterSettings, read(vsme.converterSettings));
  return files;
}

export function hashOf(files: ReadonlyMap<string, Buffer>): string {
  return sha256(...[...files.entries()].flatMap(([name, data]) => [name, data]));
}

export function loadReferenceData(): Promise<ReferenceData> {
  const files = readReferenceFiles();
  const inputsHash = hashOf(files);
  if (!cached || cachedHash !== inputsHash) {
    cachedHash = inputsHash;
    cached = buildReferenceData(files, inputsHash);
    cached.catch(() => {
      cached = null;
      cachedHash = null;
    });
  }
  return cached;
}

function parse<T>(files: ReadonlyMap<string, Buffer>, name: string): T {
  try {
    return JSON.parse(files.get(name)!.toString('utf8')) as T;
  } catch (error) {
    throw new ReferenceDataError(name, null, `not valid JSON (${(error as Error).message})`);
  }
}

export async function buildReferenceData(
  files: ReadonlyMap<string, Buffer>,
  inputsHash: string,
): Promise<ReferenceData> {
  const lists = new Map<string, AllowedValue[]>();
  lists.set('iso-3166-1', parse<{ values: AllowedValue[] }>(files, 'product/iso-3166-1.json').values);
  const currencies = parse<{ values: AllowedValue[] }>(files, 'product/iso-4217.json').values;
  lists.set('iso-4217', currencies);
  setAcceptedCurrencies(currencies.map((c) => c.value));
  const nace = parse<{
    values: AllowedValue[];
    sections: AllowedValue[];
    highImpactClimateSections: string[];
  }>(files, 'product/nace-rev2.json');
  lists.set('nace-rev2', nace.values);
  lists.set(
    'nace-high-impact-sections',
    nace.sections.filter((s) => nace.highImpactClimateSections.includes(s.value)),
  );
  const pcaf = parse<{ asset_classes: Array<{ asset_class: string; data_quality?: unknown }> }>(
    files,
    'pcaf.json',
  );
  for (const assetClass of pcaf.asset_classes) {
    if (!Array.isArray(assetClass.data_quality)) continue;
    lists.set(
      `pcaf-options:${assetClass.asset_class}`,
      (assetClass.data_quality as Array<{ option: string; score: number; when_to_use: string }>).map((o) => ({
        value: o.option,
        label: `${o.option} (score ${o.score}): ${o.when_to_use}`,
      })),
    );
  }

  const product = parse<ProductDictionaryFile>(files, 'product/metric-dictionary.json');
  const { metrics, crossChecks } = buildDictionary(parse(files, 'metrics-core.json'), product, lists);

  const tcfd = buildTcfd(
    parse(files, 'tcfd-questionnaire.json'),
    parse(files, 'tcfd.json'),
    sha256(files.get('tcfd-questionnaire.json')!, files.get('tcfd.json')!),
  );
  for (const metric of tcfd.metrics) metrics.set(metric.code, metric);

  const investEuropeMapping = parse<InvestEuropeMapping>(files, 'product/invest-europe-mapping.json');
  const investEurope = await importInvestEurope(
    files.get(INVEST_EUROPE_WORKBOOK)!,
    investEuropeMapping,
    metrics,
    lists,
  );
  for (const metric of investEurope.metrics) {
    if (metrics.has(metric.code))
      throw new ReferenceDataError(INVEST_EUROPE_WORKBOOK, metric.code, 'code already in the dictionary');
    metrics.set(metric.code, metric);
  }
  const vsmeProduct = parse<VsmeProductFile>(files, VSME_PRODUCT_FILE);
  const vsme = buildVsme(
    files.get(vsmeProduct.taxonomy)!,
    parse<VsmeConverterSettings>(files, vsmeProduct.converterSettings),
    vsmeProduct,
    metrics,
    sha256(files.get(vsmeProduct.taxonomy)!, files.get(VSME_PRODUCT_FILE)!),
    (text) => sha256(text),
  );
  for (const metric of vsme.metrics) metrics.set(metric.code, metric);
  const taxonomy = buildEuTaxonomy(
    files.get(EU_TAXONOMY_FILE)!,
    metrics,
    sha256(files.get(EU_TAXONOMY_FILE)!),
  );
  for (const metric of taxonomy.metrics) metrics.set(metric.code, metric);
  assertCrossChecks(crossChecks, metrics);

  const edci = buildEdciSection(parse(files, 'edci.json'), metrics);
  const includes = new Map<string, FrameworkSection>([['edci', edci]]);
  const frameworks: BuiltFramework[] = [
    tcfd.framework,
    buildSfdr(
      parse(files, 'sfdr_pai.json'),
      metrics,
      sha256(files.get('sfdr_pai.json')!, files.get('product/metric-dictionary.json')!),
    ),
    investEurope.framework,
    vsme.framework,
    taxonomy.framework,
    ...PRODUCT_FRAMEWORK_FILES.map((file) =>
      buildProductFramework(
        file,
        parse<ProductFrameworkFile>(files, file),
        includes,
        sha256(files.get(file)!, files.get('edci.json')!),
      ),
    ),
  ];
  for (const framework of frameworks) assertFramework(framework, metrics);
  return { metrics, crossChecks, frameworks, investEurope, investEuropeMapping, vsme, inputsHash };
}

/** Every code a framework refers to is in the dictionary, and so is every code its conditions read. */
function assertFramework(framework: BuiltFramework, metrics: ReadonlyMap<string, MetricSeed>): void {
  const file = framework.source.files[0];
  for (const code of codesOf(framework.sections))
    if (!metrics.has(code))
      throw new ReferenceDataError(file, `framework ${framework.standardId}`, `unknown metric ${code}`);
  const visit = (sections: readonly FrameworkSection[]) => {
    for (const section of sections) {
      const conditions = [section.condition, ...section.metrics.map((m) => m.condition)];
      for (const condition of conditions)
        if (condition?.kind === 'answer' && !metrics.has(condition.metricCode))
          throw new ReferenceDataError(
            file,
            `framework ${framework.standardId}`,
            `a condition reads unknown metric ${condition.metricCode}`,
          );
      visit(section.sections);
    }
  };
  visit(framework.sections);
}
