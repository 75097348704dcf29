/**
 * How a figure was made, kept beside it: the formula (a stable id and the arithmetic written out),
 * the inputs it read, the emission factor and library version or the reference file it used, and
 * when it was computed. Every line, total, financed emission and score carries one.
 */
export interface Provenance {
  /** Stable id of the formula, e.g. `ghg.activity-times-factor.v1`; docs/climate.md lists them. */
  formula: string;
  /** The calculation written out with its numbers. */
  expression: string;
  inputs: Record<string, unknown>;
  factorId?: string;
  /** Library id(s) of the emission factors used, e.g. `desnz-2024-v1.1`. */
  libraries?: string[];
  /** Reference files and their versions, e.g. `pcaf.json`, `tcfd-questionnaire.json v1`. */
  referenceData?: string[];
  computedAt: string;
}
