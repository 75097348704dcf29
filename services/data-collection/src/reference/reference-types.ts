import type { AllowedValue, FrameworkModule, FrameworkSection, MetricDefinition } from '@esg/contracts';
import type { TierRule } from '../domain/esg/framework';

/** A dictionary entry before the framework references and cross-checks are attached. */
export type MetricSeed = Omit<MetricDefinition, 'frameworkRefs' | 'crossChecks'>;

/** A framework version built from its source, before it is stored. */
export interface BuiltFramework {
  standardId: number;
  name: string;
  /** The version the source declares (a workbook date, a file's version). */
  version: string;
  description: string;
  source: {
    kind: 'workbook' | 'reference' | 'product';
    files: string[];
    publishedVersion: string | null;
    sha256: string;
    note: string | null;
  };
  tiers: TierRule[] | null;
  /** Parts a request chooses from (VSME's Comprehensive Module); absent when asked as a whole. */
  modules?: FrameworkModule[];
  sections: FrameworkSection[];
}

/** Named lists of allowed values (countries, currencies, NACE, PCAF options). */
export type ValueLists = ReadonlyMap<string, AllowedValue[]>;

/** Refusal of a damaged or unexpected source file, naming where. */
export class ReferenceDataError extends Error {
  constructor(
    readonly file: string,
    readonly where: string | null,
    message: string,
  ) {
    super(`${file}${where ? `, ${where}` : ''}: ${message}`);
    this.name = 'ReferenceDataError';
  }
}
