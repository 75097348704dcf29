import { z } from 'zod';
import { instrumentSchema, sfdrClassificationSchema } from '../portfolio';

/*
 * data-collection's funds and positions (issue 9). Each event carries the whole state it concerns, so a
 * read model (the PAI and PCAF projections, say) can be rebuilt from the log alone.
 */

const id = z.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A fund's state after the change. */
export const fundStateV1 = z.object({
  fundId: id,
  /** The company that manages the fund (a GP, or an LP for its commitments to GP funds). */
  companyId: id,
  name: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  vintage: z.number().int(),
  sfdrClassification: sfdrClassificationSchema,
  strategy: z.string().nullable(),
  portfolioCompanyIds: z.array(id),
  gpFundIds: z.array(id),
  status: z.enum(['open', 'closed']),
  closedOn: isoDate.nullable(),
});

export const fundCreatedV1 = fundStateV1;

/** Attributes changed (name, currency, vintage, classification, strategy): the state now and the names changed. */
export const fundUpdatedV1 = fundStateV1.extend({ changes: z.array(z.string()).min(1) });

/** The fund's holdings changed: the companies (GP fund) or GP funds (LP fund) added and removed. */
export const fundHoldingsChangedV1 = z.object({
  fundId: id,
  companyId: id,
  portfolioCompanyIds: z.array(id),
  gpFundIds: z.array(id),
  added: z.object({ portfolioCompanyIds: z.array(id), gpFundIds: z.array(id) }),
  removed: z.object({ portfolioCompanyIds: z.array(id), gpFundIds: z.array(id) }),
});

export const fundClosedV1 = fundStateV1.extend({ closedOn: isoDate });

export const positionV1 = z.object({
  /** The portfolio company; null for sovereign bonds and cash. */
  companyId: id.nullable(),
  /** ISO 3166-1 alpha-2 country of a sovereign bond, else null. */
  country: z.string().length(2).nullable(),
  instrument: instrumentSchema,
  /** Current value of the investment in EUR. */
  value: z.number().nonnegative(),
  /** Outstanding amount in EUR (debt instruments), else null. */
  outstanding: z.number().nonnegative().nullable(),
});

/**
 * The complete set of a fund's positions on a quarter end, replacing any earlier set of that date
 * (`version` counts the sets recorded for the date).
 */
export const positionsRecordedV1 = z.object({
  fundId: id,
  /** The fund's manager. */
  companyId: id,
  date: isoDate,
  currency: z.literal('EUR'),
  /** Current value of all investments of the fund on the date (cash, sovereigns, derivatives included). */
  allInvestments: z.number().positive(),
  positions: z.array(positionV1),
  version: z.number().int().positive(),
});

/**
 * The investor saved its figures of a country it holds sovereign debt of, for a reporting year (ADR 0083, 0096):
 * every figure by its dictionary code (`sov.*`), those not given left out, with the source. The PAI read model
 * takes the PAI ones for the investor's sovereign positions of that year.
 */
export const countryFiguresSavedV1 = z.object({
  investorId: id,
  year: z.number().int(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  values: z.record(z.string().regex(/^sov\.[a-z0-9_]+$/), z.union([z.number(), z.boolean(), z.string()])),
  source: z.string().min(1),
  savedBy: z.number().int().nonnegative(),
  savedAt: z.string(),
});

/** The investor removed its figures of a country for a year. */
export const countryFiguresRemovedV1 = z.object({
  investorId: id,
  year: z.number().int(),
  country: z.string().length(2),
  removedBy: z.number().int().nonnegative(),
  removedAt: z.string(),
});

export const portfolioEvents = {
  'data-collection.fund.created.v1': fundCreatedV1,
  'data-collection.fund.updated.v1': fundUpdatedV1,
  'data-collection.fund.holdings-changed.v1': fundHoldingsChangedV1,
  'data-collection.fund.closed.v1': fundClosedV1,
  'data-collection.positions.recorded.v1': positionsRecordedV1,
  'data-collection.country-figures.saved.v1': countryFiguresSavedV1,
  'data-collection.country-figures.removed.v1': countryFiguresRemovedV1,
} as const;
