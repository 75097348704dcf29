import type { Fund, FundStatus, SfdrClassification } from '@esg/contracts';
import type { Doc } from '@esg/persistence';
import { dataCollectionError } from './data-collection.errors';

/**
 * A fund as stored. Field names are the spec's snake_case, as the companies'; `presentFund` gives the
 * API's shape. A GP's fund holds portfolio companies (its children); an LP's fund holds GP funds.
 */
export interface FundDoc extends Doc {
  fundId: number;
  name: string;
  company_id: number;
  currency: string;
  vintage: number;
  sfdr_classification: SfdrClassification;
  strategy: string | null;
  portfolio_company_ids: number[];
  gp_fund_ids: number[];
  status: FundStatus;
  closed_on: string | null;
  created_at: string;
  updated_at: string;
  /** Number of changes applied (0 for a fund written before funds had events). */
  version: number;
}

/**
 * Reads a stored fund. Funds seeded before issue 9 have only name, company, vintage and holdings:
 * they read as open EUR funds under article 6 until changed.
 */
export function readFund(raw: Doc | null): FundDoc | null {
  if (!raw) return null;
  const doc = raw as Partial<FundDoc> & Doc;
  return {
    ...doc,
    fundId: Number(doc.fundId ?? doc.id),
    name: String(doc.name),
    company_id: Number(doc.company_id),
    currency: doc.currency ?? 'EUR',
    vintage: Number(doc.vintage),
    sfdr_classification: doc.sfdr_classification ?? 'article_6',
    strategy: doc.strategy ?? null,
    portfolio_company_ids: [...(doc.portfolio_company_ids ?? [])],
    gp_fund_ids: [...(doc.gp_fund_ids ?? [])],
    status: doc.status ?? 'open',
    closed_on: doc.closed_on ?? null,
    created_at: doc.created_at ?? new Date(0).toISOString(),
    updated_at: doc.updated_at ?? new Date(0).toISOString(),
    version: typeof doc.version === 'number' ? doc.version : 0,
  };
}

export function presentFund(fund: FundDoc): Fund {
  return {
    id: fund.fundId,
    companyId: fund.company_id,
    name: fund.name,
    currency: fund.currency,
    vintage: fund.vintage,
    sfdrClassification: fund.sfdr_classification,
    strategy: fund.strategy,
    portfolioCompanyIds: [...fund.portfolio_company_ids],
    gpFundIds: [...fund.gp_fund_ids],
    status: fund.status,
    closedOn: fund.closed_on,
    createdAt: fund.created_at,
    updatedAt: fund.updated_at,
    version: fund.version,
  };
}

export const FIRST_VINTAGE = 1950;
/** A fund may carry next year's vintage (fundraising), not one further out. */
export const latestVintage = (today: Date): number => today.getUTCFullYear() + 1;

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** The attribute rules of a fund (type checks are the request schema's). */
export function assertFundAttributes(
  fund: Partial<Pick<FundDoc, 'currency' | 'vintage'>>,
  today: Date,
): void {
  if (fund.currency !== undefined && !KNOWN_CURRENCIES.has(fund.currency)) {
    throw dataCollectionError(
      'FUND.VALIDATION',
      `currency: ${fund.currency} is not an ISO 4217 currency code`,
    );
  }
  if (fund.vintage !== undefined && (fund.vintage < FIRST_VINTAGE || fund.vintage > latestVintage(today))) {
    throw dataCollectionError(
      'FUND.VALIDATION',
      `vintage: ${fund.vintage} is not a year between ${FIRST_VINTAGE} and ${latestVintage(today)}`,
    );
  }
}

export function assertOpen(fund: FundDoc): void {
  if (fund.status === 'closed') {
    throw dataCollectionError(
      'FUND.CONFLICT',
      `${fund.name} was closed on ${fund.closed_on}; a closed fund is not changed`,
    );
  }
}

/** Members of `after` not in `before`, and the reverse, each in ascending order. */
export function difference(
  before: readonly number[],
  after: readonly number[],
): { added: number[]; removed: number[] } {
  const was = new Set(before);
  const now = new Set(after);
  return {
    added: [...now].filter((id) => !was.has(id)).sort((a, b) => a - b),
    removed: [...was].filter((id) => !now.has(id)).sort((a, b) => a - b),
  };
}

/** Sorted, without duplicates. */
export const idSet = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);
