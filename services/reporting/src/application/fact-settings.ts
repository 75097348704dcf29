import { DEFAULT_FACT_MAX_AGE_YEARS, MAX_FACT_MAX_AGE_YEARS } from '@esg/contracts';
import { ConfigError } from '@esg/platform';
import type { FactOptions } from '../domain/pai/statement';

/**
 * The as-of rule's setting (ADR 0095), read once at start from the environment and validated (a bad value
 * stops the process naming the variable):
 * - FACT_MAX_AGE_YEARS (default 1, the prior fiscal year): how many fiscal years older than the rest of a
 *   company's data a slowly changing fact (EVIC, balance sheet, revenue, sector, country, head count) may be
 *   and still be carried into the PAI and PCAF figures. 0 carries nothing.
 */
export const FACT_SETTINGS = Symbol('FACT_SETTINGS');

export function readFactSettings(env: NodeJS.ProcessEnv = process.env): FactOptions {
  const raw = env.FACT_MAX_AGE_YEARS;
  if (raw === undefined || raw === '') return { factMaxAgeYears: DEFAULT_FACT_MAX_AGE_YEARS };
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > MAX_FACT_MAX_AGE_YEARS)
    throw new ConfigError(
      'FACT_MAX_AGE_YEARS',
      `must be a whole number of years from 0 to ${MAX_FACT_MAX_AGE_YEARS} (got "${raw}")`,
    );
  return { factMaxAgeYears: value };
}
