import { readFileSync } from 'node:fs';
import { referenceFilePath } from './paths';

/**
 * The EU Taxonomy's economic activities (`eu_taxonomy.json`): per environmental objective, the activity of
 * the delegated acts with its number, name, example NACE codes, whether it is an enabling or transitional
 * activity and whether it is one of the nuclear or fossil gas activities of Delegated Regulation 2022/1214.
 * The file is transcribed (no official machine-readable list exists among the product's sources): its
 * `verification_status` says so and is shown wherever the list is used. Data collection asks for
 * activities from it; reporting reads the flags when it calculates a fund's alignment.
 */
export const TAXONOMY_OBJECTIVES = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO'] as const;
export type TaxonomyObjective = (typeof TAXONOMY_OBJECTIVES)[number];

export interface TaxonomyActivity {
  /** `CCM 4.1`: the objective's code and the activity's number in its delegated act. */
  id: string;
  objective: TaxonomyObjective;
  number: string;
  name: string;
  /** NACE Rev. 2 codes the act associates with the activity (examples, not a closed list). */
  nace: string[];
  type: 'enabling' | 'transitional' | null;
  special: 'nuclear' | 'fossil-gas' | null;
  /** The delegated act, annex and section. */
  source: string;
}

export interface TaxonomyReference {
  document: string;
  version: string;
  transcribed: boolean;
  verificationStatus: string;
  objectives: Array<{ id: TaxonomyObjective; name: string; article: string }>;
  legalSources: Array<{ id: string; title: string; celex: string }>;
  activities: TaxonomyActivity[];
}

const isObjective = (value: unknown): value is TaxonomyObjective =>
  typeof value === 'string' && (TAXONOMY_OBJECTIVES as readonly string[]).includes(value);

/** Parses the file's JSON; a missing or mistyped field stops with a message naming it. */
export function taxonomyReferenceFrom(json: unknown): TaxonomyReference {
  const file = 'eu_taxonomy.json';
  if (typeof json !== 'object' || json === null) throw new Error(`${file}: the file is not an object`);
  const root = json as Record<string, unknown>;
  const text = (where: string, value: unknown): string => {
    if (typeof value !== 'string' || value === '') throw new Error(`${file}: ${where} is not a string`);
    return value;
  };
  const list = (where: string, value: unknown): unknown[] => {
    if (!Array.isArray(value)) throw new Error(`${file}: ${where} is not a list`);
    return value;
  };
  const objectives = list('objectives', root.objectives).map((raw, i) => {
    const o = (raw ?? {}) as Record<string, unknown>;
    if (!isObjective(o.id)) throw new Error(`${file}: objectives[${i}].id is not an objective code`);
    return {
      id: o.id,
      name: text(`objectives[${i}].name`, o.name),
      article: text(`objectives[${i}].article`, o.article),
    };
  });
  const seen = new Set<string>();
  const activities = list('activities', root.activities).map((raw, i): TaxonomyActivity => {
    const a = (raw ?? {}) as Record<string, unknown>;
    const where = `activities[${i}]`;
    if (!isObjective(a.objective)) throw new Error(`${file}: ${where}.objective is not an objective code`);
    const id = text(`${where}.id`, a.id);
    if (seen.has(id)) throw new Error(`${file}: ${where}.id ${id} is listed twice`);
    seen.add(id);
    if (a.type !== null && a.type !== 'enabling' && a.type !== 'transitional')
      throw new Error(`${file}: ${where}.type is neither enabling, transitional nor null`);
    if (a.special !== null && a.special !== 'nuclear' && a.special !== 'fossil-gas')
      throw new Error(`${file}: ${where}.special is neither nuclear, fossil-gas nor null`);
    return {
      id,
      objective: a.objective,
      number: text(`${where}.number`, a.number),
      name: text(`${where}.name`, a.name),
      nace: list(`${where}.nace`, a.nace).map((c, j) => text(`${where}.nace[${j}]`, c)),
      type: a.type,
      special: a.special,
      source: text(`${where}.source`, a.source),
    };
  });
  return {
    document: text('document', root.document),
    version: text('version', root.version),
    transcribed: root.transcribed === true,
    verificationStatus: text('verification_status', root.verification_status),
    objectives,
    legalSources: list('legal_sources', root.legal_sources).map((raw, i) => {
      const s = (raw ?? {}) as Record<string, unknown>;
      return {
        id: text(`legal_sources[${i}].id`, s.id),
        title: text(`legal_sources[${i}].title`, s.title),
        celex: text(`legal_sources[${i}].celex`, s.celex),
      };
    }),
    activities,
  };
}

let cached: TaxonomyReference | null = null;

/** The file as the product ships it, read once per process. */
export function readTaxonomyReference(): TaxonomyReference {
  cached ??= taxonomyReferenceFrom(JSON.parse(readFileSync(referenceFilePath('eu_taxonomy.json'), 'utf8')));
  return cached;
}
