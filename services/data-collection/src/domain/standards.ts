import type { Doc } from '@esg/persistence';

export const PENSION_FUND_STANDARD_ID = 5;
export const DDM_STANDARD_ID = 6;

export interface StandardDoc extends Doc {
  standardId: number;
  name: string;
  selectable: boolean;
}

/**
 * The spec's pairing rule (section 4, Standards choice): choosing 5 also selects 6; removing 5 removes 6.
 * `previous` is what the company had, so that 6 on its own stays possible.
 */
export function applyStandardPairing(previous: readonly number[], selected: readonly number[]): number[] {
  const next = new Set(selected);
  if (next.has(PENSION_FUND_STANDARD_ID)) next.add(DDM_STANDARD_ID);
  else if (previous.includes(PENSION_FUND_STANDARD_ID)) next.delete(DDM_STANDARD_ID);
  return [...next].sort((a, b) => a - b);
}
