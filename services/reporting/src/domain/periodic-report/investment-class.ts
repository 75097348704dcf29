import type { InvestmentClass } from '@esg/contracts';

/** The GP's class of one holding of a fund for a year's periodic report (reporting migration 271). */
export interface InvestmentClassRecord {
  [field: string]: unknown;
  id: string;
  fundId: number;
  year: number;
  /** holdingKey: `company:12`, `cash:`, `sovereign_bond:DE`. */
  holding: string;
  classification: InvestmentClass;
  updatedAt: string;
  updatedBy: number;
}

export const investmentClassId = (fundId: number, year: number, holding: string): string =>
  `${fundId}:${year}:${holding}`;
