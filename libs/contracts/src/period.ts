import { z } from 'zod';
import { reportingCycleSchema } from './data-collection';

/**
 * A reporting period: `2025` (annually: the fiscal year ending in 2025), `2025-H1`/`2025-H2` (6-monthly) or
 * `2025-Q1`..`2025-Q4` (quarterly), following the company's reporting cycle (spec 9). One definition for
 * every service and the SPA.
 */
export const PERIOD_PATTERN = /^(\d{4})(?:-(H[12]|Q[1-4]))?$/;
export const periodSchema = z
  .string()
  .regex(PERIOD_PATTERN, { error: 'period must look like 2025, 2025-H1 or 2025-Q3' });
export type Period = z.infer<typeof periodSchema>;

export function parsePeriod(period: string): {
  year: number;
  reportingCycle: z.infer<typeof reportingCycleSchema>;
} {
  const match = PERIOD_PATTERN.exec(period);
  if (!match) throw new Error(`Not a period: ${period}`);
  const part = match[2];
  return {
    year: Number(match[1]),
    reportingCycle: !part ? 'annually' : part.startsWith('H') ? '6-monthly' : 'quarterly',
  };
}
