import type {
  AllowedValue,
  FrameworkCondition,
  FrameworkMetric,
  FrameworkModule,
  FrameworkSection,
  MetricType,
  TableColumn,
  TableSpec,
} from '@esg/contracts';
import { ReferenceDataError, type BuiltFramework, type MetricSeed } from './reference-types';
import {
  DOCUMENTATION_ROLE,
  MEASUREMENT_ROLE,
  localName,
  parseTaxonomy,
  snakeCase,
  type PresentationRole,
  type TaxonomyHypercube,
  type VsmeTaxonomy,
} from './vsme-taxonomy';

/**
 * Framework 15, VSME, generated from EFRAG's VSME XBRL taxonomy (sources/vsme/) and the product's
 * file of what the taxonomy does not say (product/vsme.json): pillars (General, Environmental,
 * Social, Governance, as the Digital Template groups them) → disclosures (B1 … B11, C1 … C9, titled
 * by the taxonomy's own disclosure members) → presentation groups → datapoints in the taxonomy's
 * presentation order. A datapoint is a concept, or a concept with one member of a short dimension
 * (energy renewable / non-renewable, GHG baseline / target year); a hypercube with a typed
 * dimension or a long list of members (sites, pollutants, countries, types of waste) is one table
 * metric. Datapoints that mean a dictionary metric are that metric (collect once); the others get
 * `vsme.*` codes from their concept names. "If yes" and "if other" children apply when their parent
 * says so. Every node carries the XBRL fact it reports, which the template import and the Inline
 * XBRL export read.
 */

export const VSME_PRODUCT_FILE = 'product/vsme.json';

interface DataTypeShape {
  type: Exclude<MetricType, 'table'>;
  unit: string;
  acceptedUnits: string[];
  min?: number;
  maxLength?: number;
}

export interface VsmeProductFile {
  version: string;
  standardId: number;
  name: string;
  taxonomy: string;
  converterSettings: string;
  description: string;
  modules: Array<FrameworkModule & { disclosurePrefix: string }>;
  pillars: Array<{ id: string; title: string; roleDefinition: string }>;
  otherInformation: { title: string };
  disclosureTitles: { source: string };
  tables: { maxRows: number; fixedMembersAtMost: number };
  dataTypes: Record<string, DataTypeShape>;
  units: Record<string, string>;
  dictionary: { mappings: Array<{ concept: string; dimensions?: Record<string, string>; code: string }> };
  required: { concepts: string[] };
  namedPeriods: Record<string, string>;
  omitted: { concept: string; reason: string };
  template: {
    versions: string[];
    names: {
      version: string;
      taxonomy: string;
      overallValidation: string;
      periodStart: string[];
      periodEnd: string[];
    };
    validationSections: { maxRows: number };
    emptyValues: string[];
    aliases: Record<string, string>;
  };
  /** The value-chain cap applies to reporting periods starting on or after `from` (YYYY-MM-DD). */
  valueChainCap: { from: string };
  report: { entityScheme: string };
}

/** EFRAG's converter settings (sources/vsme/vsme-disclosures.json): the cells and texts the converter reads. */
export interface VsmeConverterSettings {
  taxonomyEntryPoints: { oldEntryPoints: string[]; supportedEntryPoint: string };
  aoix: { 'monetary-units': string; 'entity-identifier': string; 'entity-scheme': string };
  report: Record<
    'entity-name' | 'report-title' | 'report-subtitle',
    { 'named-range': string; fallback: string }
  >;
  entityIdentifierLabelsToSchemes: Record<string, string>;
  dataTypesToUnits: Record<string, string>;
  conceptsToUnits: Record<string, string>;
  unitIdsToMeasures: Record<string, { numerator: string[]; denominator: string[] }>;
  cellValuesToTaxonomyLabels: Record<string, string>;
  cellUnitReplacements: Record<string, string>;
}

/** One VSME datapoint as the import and the export see it. */
export interface VsmeDatapoint {
  /** Concept and members: `vsme:EnergyConsumptionFromFuels|vsme:BreakdownOfEnergyConsumptionAxis=vsme:RenewableEnergyMember`. */
  key: string;
  code: string;
  kind: 'fact' | 'table';
  /** The reported concept (a table: its hypercube). */
  concept: string;
  /** Explicit members the fact carries (a dimension's default member is not written). */
  dimensions: Record<string, string>;
  /** The metric whose answer names the year this datapoint reports (GHG baseline, target). */
  periodYearFrom: string | null;
  /** Set when the datapoint is a dictionary metric (`ghg.scope1`). */
  dictionaryCode: string | null;
  disclosure: string | null;
  role: string;
  /** Tables: the row dimension and each column's concept. */
  table: {
    axis: string;
    typed: boolean;
    typedElement: string | null;
    columns: Array<{ id: string; concept: string }>;
  } | null;
}

export interface VsmeBuild {
  framework: BuiltFramework;
  /** The `vsme.*` metrics (datapoints without a dictionary equivalent). */
  metrics: MetricSeed[];
  datapoints: VsmeDatapoint[];
  taxonomy: VsmeTaxonomy;
  product: VsmeProductFile;
  converter: VsmeConverterSettings;
}

export const datapointKey = (concept: string, dimensions: Record<string, string>) =>
  [
    concept,
    ...Object.entries(dimensions)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([axis, member]) => `${axis}=${member}`),
  ].join('|');

const MAX_CODE = 100;

/** A dictionary code from concept and member names, shortened (with a hash of the name) past 100 characters. */
function vsmeCode(parts: string[], hash: (text: string) => string): string {
  const code = ['vsme', ...parts.map(snakeCase)].join('.');
  if (code.length <= MAX_CODE) return code;
  const cut = code.slice(0, MAX_CODE - 9).replace(/_[^_.]*$/, '');
  return `${cut}_${hash(parts.join('|')).slice(0, 8)}`;
}

const withoutMember = (local: string) => local.replace(/Member$/, '');

export function buildVsme(
  taxonomyData: Buffer,
  converter: VsmeConverterSettings,
  product: VsmeProductFile,
  dictionary: ReadonlyMap<string, MetricSeed>,
  fileSha: string,
  hash: (text: string) => string,
): VsmeBuild {
  const PRODUCT = VSME_PRODUCT_FILE;
  const taxonomy = parseTaxonomy(taxonomyData, product.taxonomy);
  const metrics = new Map<string, MetricSeed>();
  const datapoints: VsmeDatapoint[] = [];
  const seen = new Set<string>();
  const required = new Set(product.required.concepts);
  for (const concept of required)
    if (!taxonomy.has(concept)) throw new ReferenceDataError(PRODUCT, concept, 'required: not a concept');
  const mappings = new Map<string, string>();
  for (const mapping of product.dictionary.mappings) {
    if (!taxonomy.has(mapping.concept))
      throw new ReferenceDataError(PRODUCT, mapping.concept, 'dictionary mapping: not a concept');
    if (!dictionary.has(mapping.code))
      throw new ReferenceDataError(
        PRODUCT,
        mapping.concept,
        `dictionary mapping: unknown code ${mapping.code}`,
      );
    mappings.set(datapointKey(mapping.concept, mapping.dimensions ?? {}), mapping.code);
  }
  const usedMappings = new Set<string>();

  const shapeOf = (concept: string): DataTypeShape => {
    const { dataType } = taxonomy.concept(concept);
    const shape = product.dataTypes[dataType];
    if (!shape) throw new ReferenceDataError(PRODUCT, concept, `no metric type for data type ${dataType}`);
    return shape;
  };
  const membersOf = (concept: string): AllowedValue[] =>
    taxonomy.domainOf(concept).map((member) => ({ value: member, label: taxonomy.label(member) }));
  const allowedOf = (concept: string, shape: DataTypeShape) =>
    shape.type === 'choice' || shape.type === 'multi-choice' ? membersOf(concept) : null;
  const helpOf = (concept: string) => {
    const labels = taxonomy.concept(concept).labels.en ?? {};
    const parts = [
      labels[DOCUMENTATION_ROLE],
      labels[MEASUREMENT_ROLE] && `Unit: ${labels[MEASUREMENT_ROLE]}`,
    ];
    return parts.filter(Boolean).join(' ') || null;
  };

  // Disclosure titles: the taxonomy's own members "B3 - Energy and greenhouse gas emissions".
  const titles = new Map<string, string>();
  for (const member of taxonomy.domainOf(product.disclosureTitles.source)) {
    const match = /^([BC]\d+)-/.exec(localName(member));
    if (!match) continue;
    const label = taxonomy.label(member);
    titles.set(match[1], label.replace(/^[BC]\d+\s*-\s*/, ''));
  }

  const moduleOf = (disclosure: string | null) =>
    disclosure ? (product.modules.find((m) => disclosure.startsWith(m.disclosurePrefix)) ?? null) : null;

  // ---- datapoints of one presentation role ----
  const metricNode = (overrides: Partial<FrameworkMetric> & { code: string }): FrameworkMetric => ({
    ref: null,
    label: null,
    required: false,
    tier: null,
    condition: null,
    inputUnit: null,
    options: null,
    multiple: false,
    ...overrides,
  });

  const addFact = (
    role: PresentationRole,
    disclosure: string | null,
    concept: string,
    dimensions: Record<string, string>,
    condition: FrameworkCondition | null,
    nodes: FrameworkMetric[],
  ): VsmeDatapoint | null => {
    const key = datapointKey(concept, dimensions);
    if (seen.has(key)) return null;
    seen.add(key);
    const shape = shapeOf(concept);
    const reference = taxonomy.reference(concept);
    const memberLabels = Object.values(dimensions).map((m) => taxonomy.label(m));
    const label = [taxonomy.label(concept), ...memberLabels].join(' — ');
    const mapped = mappings.get(key) ?? null;
    let code: string;
    if (mapped) {
      usedMappings.add(key);
      assertCompatible(concept, shape, dictionary.get(mapped)!);
      code = mapped;
    } else {
      code = vsmeCode(
        [localName(concept), ...Object.values(dimensions).map((m) => withoutMember(localName(m)))],
        hash,
      );
      if (dictionary.has(code) || metrics.has(code))
        throw new ReferenceDataError(PRODUCT, concept, `code ${code} is already taken`);
      metrics.set(code, {
        code,
        name: label,
        definition:
          taxonomy.concept(concept).labels.en?.[DOCUMENTATION_ROLE] ??
          `${label}${reference.text ? ` (VSME ${reference.text})` : ''}`,
        type: shape.type,
        unit: shape.unit,
        acceptedUnits: shape.acceptedUnits.length ? shape.acceptedUnits : shape.unit ? [shape.unit] : [],
        min: shape.min ?? null,
        max: null,
        allowedValues: allowedOf(concept, shape),
        maxLength: shape.maxLength ?? null,
        dataQualityScore: false,
        yearOnYearCheck: ['number', 'integer', 'percent', 'currency'].includes(shape.type),
        helpText: helpOf(concept),
        usedBy: reference.text ? [`VSME ${reference.text}`] : ['VSME'],
        source: `vsme-taxonomy-${taxonomy.date}`,
      });
    }
    const member = Object.values(dimensions).find((m) => product.namedPeriods[m]);
    const periodYearFrom = member ? product.namedPeriods[member] : null;
    const datapoint: VsmeDatapoint = {
      key,
      code,
      kind: 'fact',
      concept,
      dimensions,
      periodYearFrom,
      dictionaryCode: mapped,
      disclosure,
      role: role.uri,
      table: null,
    };
    datapoints.push(datapoint);
    nodes.push(
      metricNode({
        code,
        ref: reference.text,
        label,
        required: Object.keys(dimensions).length === 0 && required.has(concept) && condition === null,
        condition,
        xbrl: { concept, dimensions, periodYearFrom: null },
      }),
    );
    return datapoint;
  };

  const addTable = (
    role: PresentationRole,
    disclosure: string | null,
    hypercube: string,
    cube: TaxonomyHypercube,
    nodes: FrameworkMetric[],
  ) => {
    const key = datapointKey(`${hypercube}@${role.uri}`, {});
    if (seen.has(key)) return;
    seen.add(key);
    const typed = cube.typedDimensions ?? [];
    const explicit = Object.entries(cube.explicitDimensions ?? {});
    if (typed.length + explicit.length !== 1)
      throw new ReferenceDataError(product.taxonomy, hypercube, 'a table needs exactly one dimension');
    const axis = typed[0] ?? explicit[0][0];
    const members = explicit[0]?.[1].filter((m) => taxonomy.dimensionDefaults.get(axis) !== m) ?? null;
    const columns: TableColumn[] = cube.primaryItems
      .filter(([, item]) => !taxonomy.concept(item).abstract)
      .map(([, item]) => {
        const shape = shapeOf(item);
        return {
          id: snakeCase(localName(item)),
          label: taxonomy.label(item),
          type: shape.type,
          unit: shape.unit,
          acceptedUnits: shape.acceptedUnits.length ? shape.acceptedUnits : shape.unit ? [shape.unit] : [],
          min: shape.min ?? null,
          allowedValues: allowedOf(item, shape),
          maxLength: shape.maxLength ?? null,
          concept: item,
        };
      });
    const spec: TableSpec = {
      key: {
        label: taxonomy.label(axis),
        kind: typed.length ? 'identifier' : 'member',
        allowedValues: members ? members.map((m) => ({ value: m, label: taxonomy.label(m) })) : null,
        concept: axis,
      },
      columns,
      maxRows: product.tables.maxRows,
    };
    const name = taxonomy.label(hypercube);
    const code = vsmeCode([localName(hypercube).replace(/(Table|Hypercube)$/, '')], hash);
    if (dictionary.has(code) || metrics.has(code))
      throw new ReferenceDataError(PRODUCT, hypercube, `code ${code} is already taken`);
    const reference = taxonomy.reference(columns[0].concept!);
    metrics.set(code, {
      code,
      name,
      definition: `${name}: one row per ${spec.key.label.toLowerCase()}${reference.text ? ` (VSME ${reference.text})` : ''}.`,
      type: 'table',
      unit: '',
      acceptedUnits: [],
      min: null,
      max: null,
      allowedValues: null,
      maxLength: null,
      dataQualityScore: false,
      yearOnYearCheck: false,
      helpText: null,
      usedBy: reference.text ? [`VSME ${reference.text}`] : ['VSME'],
      source: `vsme-taxonomy-${taxonomy.date}`,
      table: spec,
    });
    const typedElement = typed.length ? (taxonomy.concept(axis).other?.typedElement ?? null) : null;
    datapoints.push({
      key,
      code,
      kind: 'table',
      concept: hypercube,
      dimensions: {},
      periodYearFrom: null,
      dictionaryCode: null,
      disclosure,
      role: role.uri,
      table: {
        axis,
        typed: typed.length > 0,
        typedElement,
        columns: columns.map((c) => ({ id: c.id, concept: c.concept! })),
      },
    });
    nodes.push(
      metricNode({
        code,
        ref: reference.text,
        label: name,
        required: required.has(hypercube),
        xbrl: { concept: hypercube, dimensions: {}, periodYearFrom: null },
      }),
    );
  };

  const datapointsOf = (role: PresentationRole, disclosure: string | null): FrameworkMetric[] => {
    const nodes: FrameworkMetric[] = [];
    const consumed = new Set<string>();
    const cubeAt = new Map(role.hypercubes.map((h) => [h.concept, h.cube]));
    // Parents of "if yes" / "if other" children: the nearest non-abstract row above, deeper rows apply under it.
    const parents: Array<{ depth: number; concept: string; code: string | null }> = [];
    for (const row of role.rows) {
      while (parents.length && parents[parents.length - 1].depth >= row.depth) parents.pop();
      const cube = cubeAt.get(row.concept);
      if (cube) {
        const explicit = Object.entries(cube.explicitDimensions ?? {});
        const open =
          (cube.typedDimensions?.length ?? 0) > 0 ||
          explicit.some(([, members]) => members.length > product.tables.fixedMembersAtMost);
        const items = cube.primaryItems.map(([, item]) => item).filter((i) => !taxonomy.concept(i).abstract);
        for (const item of items) consumed.add(item);
        if (open) addTable(role, disclosure, row.concept, cube, nodes);
        else
          for (const item of items)
            for (const dimensions of memberCombinations(explicit, taxonomy.dimensionDefaults))
              addFact(role, disclosure, item, dimensions, null, nodes);
        continue;
      }
      const concept = taxonomy.concept(row.concept);
      if (concept.abstract || consumed.has(row.concept)) continue;
      const parent = parents[parents.length - 1];
      const condition = parent?.code ? conditionUnder(parent.concept, parent.code) : null;
      const added = addFact(role, disclosure, row.concept, {}, condition, nodes);
      parents.push({ depth: row.depth, concept: row.concept, code: added?.code ?? null });
    }
    return nodes;
  };

  /** "If yes" (a boolean parent) or "if other" (an enumeration with one `Other…` member). */
  const conditionUnder = (parent: string, parentCode: string): FrameworkCondition | null => {
    const shape = shapeOf(parent);
    if (shape.type === 'boolean') return { kind: 'answer', metricCode: parentCode, in: [true] };
    if (shape.type === 'choice' || shape.type === 'multi-choice') {
      const others = taxonomy.domainOf(parent).filter((m) => /^Other/.test(localName(m)));
      if (others.length === 1) return { kind: 'answer', metricCode: parentCode, in: others };
    }
    return null;
  };

  // ---- the tree ----
  const pillarOf = (text: string) => {
    const pillar = product.pillars.find((p) => new RegExp(p.roleDefinition, 'i').test(text));
    if (!pillar)
      throw new ReferenceDataError(product.taxonomy, text, 'no pillar of product/vsme.json matches');
    return pillar;
  };
  interface Group {
    disclosure: string | null;
    order: number;
    sections: FrameworkSection[];
  }
  const pillars = new Map<string, Group[]>(product.pillars.map((p) => [p.id, []]));
  for (const role of taxonomy.roles) {
    const coded = /^([BC]\d+)\s*-\s*(.*)$/.exec(role.definition);
    const disclosure = coded?.[1] ?? null;
    const rest = coded?.[2] ?? role.definition;
    const pillar = pillarOf(rest);
    const title = coded
      ? rest
          .split(/\s+-\s+/)
          .slice(1)
          .join(' - ') || rest
      : rest.replace(/^\w+\s+-\s+/, '');
    const metricsOfRole = datapointsOf(role, disclosure);
    if (metricsOfRole.length === 0) continue;
    const section: FrameworkSection = {
      id: `vsme-${role.order}`,
      ref: String(role.order),
      kind: 'section',
      title,
      description: null,
      condition: null,
      metrics: metricsOfRole,
      sections: [],
    };
    const groups = pillars.get(pillar.id)!;
    let group = groups.find((g) => g.disclosure === disclosure);
    if (!group) {
      group = { disclosure, order: role.order, sections: [] };
      groups.push(group);
    }
    group.sections.push(section);
  }

  const sections: FrameworkSection[] = product.pillars.map((pillar) => {
    const groups = pillars.get(pillar.id)!;
    const coded = groups.filter((g) => g.disclosure);
    const firstCoded = Math.min(...coded.map((g) => g.order));
    const rank = (g: Group) => {
      if (!g.disclosure) return g.order < firstCoded ? -1 : 1e6;
      const module = product.modules.findIndex((m) => g.disclosure!.startsWith(m.disclosurePrefix));
      return module * 1000 + Number(g.disclosure.slice(1));
    };
    const ordered = [...groups].sort((a, b) => rank(a) - rank(b));
    return {
      id: `vsme-${pillar.id}`,
      ref: null,
      kind: 'section' as const,
      title: pillar.title,
      description: null,
      condition: null,
      metrics: [],
      sections: ordered.map((group) => {
        const module = moduleOf(group.disclosure);
        const disclosureTitle = group.disclosure ? titles.get(group.disclosure) : null;
        if (group.disclosure && !disclosureTitle)
          throw new ReferenceDataError(product.taxonomy, group.disclosure, 'no disclosure member names it');
        return {
          id: group.disclosure ? `vsme-${group.disclosure.toLowerCase()}` : `vsme-${pillar.id}-other`,
          ref: group.disclosure,
          kind: 'disclosure' as const,
          title: disclosureTitle ?? product.otherInformation.title,
          description: module ? module.label : null,
          condition: module?.optional ? { kind: 'module' as const, in: [module.id] } : null,
          metrics: [],
          sections: group.sections,
        };
      }),
    };
  });

  for (const [key] of mappings)
    if (!usedMappings.has(key))
      throw new ReferenceDataError(
        PRODUCT,
        key,
        'dictionary mapping of a datapoint the taxonomy does not present',
      );

  // Datapoints whose answer names another's year (GHG baseline and target) point at that metric.
  const codeOfConcept = new Map(
    datapoints.filter((d) => !Object.keys(d.dimensions).length).map((d) => [d.concept, d.code]),
  );
  for (const datapoint of datapoints) {
    if (!datapoint.periodYearFrom) continue;
    const code = codeOfConcept.get(datapoint.periodYearFrom);
    if (!code)
      throw new ReferenceDataError(
        PRODUCT,
        datapoint.periodYearFrom,
        'namedPeriods: the year is not a datapoint',
      );
    datapoint.periodYearFrom = code;
  }
  const yearFrom = new Map(datapoints.map((d) => [d.code, d.periodYearFrom]));
  const bind = (nodes: FrameworkSection[]) => {
    for (const node of nodes) {
      for (const metric of node.metrics)
        if (metric.xbrl) metric.xbrl.periodYearFrom = yearFrom.get(metric.code) ?? null;
      bind(node.sections);
    }
  };
  bind(sections);

  return {
    framework: {
      standardId: product.standardId,
      name: product.name,
      version: taxonomy.date,
      description: product.description,
      source: {
        kind: 'reference',
        files: [product.taxonomy, PRODUCT],
        publishedVersion: taxonomy.entryPoint,
        sha256: fileSha,
        note: 'EFRAG VSME XBRL taxonomy, MIT licence (sources/vsme/LICENSE-EFRAG-MIT.txt)',
      },
      tiers: null,
      modules: product.modules.map(({ id, label, description, optional }) => ({
        id,
        label,
        description,
        optional,
      })),
      sections,
    },
    metrics: [...metrics.values()],
    datapoints,
    taxonomy,
    product,
    converter,
  };

  function assertCompatible(concept: string, shape: DataTypeShape, metric: MetricSeed) {
    const numeric = ['number', 'integer', 'percent', 'currency'];
    const typeOk =
      shape.type === metric.type ||
      (shape.type === 'number' && metric.type === 'integer') ||
      (shape.type === 'integer' && metric.type === 'number');
    const unitOk =
      !numeric.includes(shape.type) ||
      (shape.unit === ''
        ? !shape.acceptedUnits.length && !['currency', 'percent'].includes(metric.type)
        : [metric.unit, ...metric.acceptedUnits].includes(shape.unit));
    if (!typeOk || !unitOk)
      throw new ReferenceDataError(
        PRODUCT,
        concept,
        `dictionary mapping to ${metric.code}: a ${shape.type} in ${shape.unit || 'no unit'} does not fit a ${metric.type} in ${metric.unit || 'no unit'}`,
      );
  }
}

/** Every choice of one member per dimension; a dimension's default member is written as no member. */
function memberCombinations(
  explicit: Array<[string, string[]]>,
  defaults: ReadonlyMap<string, string>,
): Array<Record<string, string>> {
  let combinations: Array<Record<string, string>> = [{}];
  for (const [axis, members] of explicit)
    combinations = combinations.flatMap((partial) =>
      members.map((member) =>
        defaults.get(axis) === member ? { ...partial } : { ...partial, [axis]: member },
      ),
    );
  return combinations;
}
