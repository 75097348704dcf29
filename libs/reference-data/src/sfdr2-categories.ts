import { readFileSync } from 'node:fs';
import { referenceFilePath } from './paths';

/**
 * The SFDR 2.0 product categories as the Commission proposed them on 20 November 2025 (`sfdr2_categories.json`,
 * issue 26): the 70 % threshold, each category's criterion the product computes from collected data, and
 * the mandatory exclusions (those of the Climate Transition and Paris-aligned Benchmarks, Delegated
 * Regulation 2020/1818). A proposal, not law: the file says so and is replaced when the text is final.
 */
export interface Sfdr2Exclusion {
  id: string;
  code: string;
  kind: 'flag' | 'share';
  /** For a share: excluded at this percentage of revenue or more. */
  minPercent: number | null;
  label: string;
  source: string;
}

export interface Sfdr2Category {
  id: string;
  name: string;
  article: string;
  criterion: { kind: 'flag' | 'reported' | 'taxonomy-aligned'; codes: string[] };
  criterionText: string;
  exclusions: string[];
  exclusionsText: string;
}

export interface Sfdr2Rules {
  document: string;
  date: string;
  status: string;
  version: string;
  transcribed: boolean;
  verificationStatus: string;
  thresholdPercent: number;
  exclusions: Sfdr2Exclusion[];
  categories: Sfdr2Category[];
}

interface RawRules {
  document: string;
  date: string;
  status: string;
  version: string;
  transcribed: boolean;
  verification_status: string;
  threshold_percent: number;
  exclusions: Array<Omit<Sfdr2Exclusion, 'minPercent'> & { min_percent?: number }>;
  categories: Array<
    Omit<Sfdr2Category, 'criterionText' | 'exclusionsText'> & {
      criterion_text: string;
      exclusions_text: string;
    }
  >;
}

let cached: Sfdr2Rules | null = null;

export function readSfdr2Rules(): Sfdr2Rules {
  if (cached) return cached;
  const raw = JSON.parse(readFileSync(referenceFilePath('sfdr2_categories.json'), 'utf8')) as RawRules;
  const ids = new Set(raw.exclusions.map((e) => e.id));
  for (const c of raw.categories)
    for (const e of c.exclusions)
      if (!ids.has(e))
        throw new Error(`sfdr2_categories.json: category ${c.id} names an unknown exclusion ${e}`);
  cached = {
    document: raw.document,
    date: raw.date,
    status: raw.status,
    version: raw.version,
    transcribed: raw.transcribed,
    verificationStatus: raw.verification_status,
    thresholdPercent: raw.threshold_percent,
    exclusions: raw.exclusions.map((e) => ({
      id: e.id,
      code: e.code,
      kind: e.kind,
      minPercent: e.min_percent ?? null,
      label: e.label,
      source: e.source,
    })),
    categories: raw.categories.map((c) => ({
      id: c.id,
      name: c.name,
      article: c.article,
      criterion: c.criterion,
      criterionText: c.criterion_text,
      exclusions: c.exclusions,
      exclusionsText: c.exclusions_text,
    })),
  };
  return cached;
}
