import { ConfigError } from '@esg/platform';

/**
 * Settings of ESG data collection, read once at start from the environment and validated (a bad
 * value stops the process naming the variable).
 * - ESG_YEAR_ON_YEAR_WARNING_PERCENT (default 50): a value changing more than this against the
 *   same period of the previous year is a warning the author confirms (not an error).
 */
export interface EsgSettings {
  yearOnYearWarningPercent: number;
}

export const ESG_SETTINGS = Symbol('ESG_SETTINGS');

export function readEsgSettings(env: NodeJS.ProcessEnv = process.env): EsgSettings {
  const raw = env.ESG_YEAR_ON_YEAR_WARNING_PERCENT;
  if (raw === undefined || raw === '') return { yearOnYearWarningPercent: 50 };
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 10_000)
    throw new ConfigError('ESG_YEAR_ON_YEAR_WARNING_PERCENT', `must be a percentage above 0 (got "${raw}")`);
  return { yearOnYearWarningPercent: value };
}
