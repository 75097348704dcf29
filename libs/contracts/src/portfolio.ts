import { z } from 'zod';
import { lineTextSchema } from './text';
import { amountSchema } from './amounts';
import { rejectedRowSchema } from './data-collection/imports';

/*
 * Funds and positions (issue 9): the HTTP shapes of /api/fundManager and /api/funds, shared by the
 * data-collection service and the SPA. docs/portfolio.md explains the rules behind them.
 */

/** SFDR classification of a fund: article 6, 8 or 9 of Regulation (EU) 2019/2088. */
export const SFDR_CLASSIFICATIONS = ['article_6', 'article_8', 'article_9'] as const;
export const sfdrClassificationSchema = z.enum(SFDR_CLASSIFICATIONS);
export type SfdrClassification = z.infer<typeof sfdrClassificationSchema>;

/**
 * What a position is. The names follow the PCAF asset classes (libs/reference-data pcaf.json) plus the
 * two holdings that count in the SFDR "current value of all investments" without being a company:
 * sovereign bonds and cash.
 */
export const INSTRUMENTS = [
  'listed_equity',
  'unlisted_equity',
  'corporate_bond',
  'business_loan',
  'project_finance',
  'commercial_real_estate',
  'mortgage',
  'motor_vehicle_loan',
  'sovereign_bond',
  'cash',
] as const;
export const instrumentSchema = z.enum(INSTRUMENTS);
export type Instrument = z.infer<typeof instrumentSchema>;

/** Debt instruments: a position in one of them carries its outstanding amount (PCAF attribution). */
export const DEBT_INSTRUMENTS: readonly Instrument[] = [
  'corporate_bond',
  'business_loan',
  'project_finance',
  'commercial_real_estate',
  'mortgage',
  'motor_vehicle_loan',
  'sovereign_bond',
];
/** Instruments held in a portfolio company: the position names the company. */
export const COMPANY_INSTRUMENTS: readonly Instrument[] = INSTRUMENTS.filter(
  (i) => i !== 'sovereign_bond' && i !== 'cash',
);

export const INSTRUMENT_LABELS: Record<Instrument, string> = {
  listed_equity: 'Listed equity',
  unlisted_equity: 'Unlisted equity',
  corporate_bond: 'Corporate bond',
  business_loan: 'Business loan',
  project_finance: 'Project finance',
  commercial_real_estate: 'Commercial real estate',
  mortgage: 'Mortgage',
  motor_vehicle_loan: 'Motor vehicle loan',
  sovereign_bond: 'Sovereign bond',
  cash: 'Cash',
};

/** Positions are recorded on quarter ends only (the SFDR averaging dates, Delegated Regulation 2022/1288 Art. 6(3)). */
export const QUARTER_END_DAYS = ['03-31', '06-30', '09-30', '12-31'] as const;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isQuarterEndDate(date: string): boolean {
  return ISO_DATE_PATTERN.test(date) && (QUARTER_END_DAYS as readonly string[]).includes(date.slice(5));
}

export const isoDateSchema = z
  .string()
  .regex(ISO_DATE_PATTERN, { error: 'Use a date as YYYY-MM-DD' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'Not a calendar date' });

export const fundStatusSchema = z.enum(['open', 'closed']);
export type FundStatus = z.infer<typeof fundStatusSchema>;

const fundName = lineTextSchema({ error: 'This field is required' })
  .trim()
  .min(1, 'This field is required')
  .max(200);
const currency = z
  .string({ error: 'This field is required' })
  .trim()
  .regex(/^[A-Z]{3}$/, { error: 'Use an ISO 4217 currency code such as EUR' });
const vintage = z.number({ error: 'vintage must be a year' }).int('vintage must be a year');
const strategy = z.string().trim().max(200).nullable();
const ids = z.array(z.number().int().positive()).max(1000);

/** A fund as the API shows it. `gpFundIds` is used by an LP's fund: the GP funds it invests in. */
export const fundSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  name: z.string(),
  currency: z.string(),
  vintage: z.number().int(),
  sfdrClassification: sfdrClassificationSchema,
  strategy: z.string().nullable(),
  portfolioCompanyIds: z.array(z.number().int().positive()),
  gpFundIds: z.array(z.number().int().positive()),
  status: fundStatusSchema,
  closedOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int().nonnegative(),
});
export type Fund = z.infer<typeof fundSchema>;

export const createFundRequestSchema = z
  .object({
    companyId: z.number().int().positive(),
    name: fundName,
    currency,
    vintage,
    sfdrClassification: sfdrClassificationSchema,
    strategy: strategy.optional(),
    portfolioCompanyIds: ids.optional(),
    gpFundIds: ids.optional(),
  })
  .strict();
export type CreateFundRequest = z.infer<typeof createFundRequestSchema>;

export const updateFundRequestSchema = z
  .object({
    name: fundName.optional(),
    currency: currency.optional(),
    vintage: vintage.optional(),
    sfdrClassification: sfdrClassificationSchema.optional(),
    strategy: strategy.optional(),
    portfolioCompanyIds: ids.optional(),
    gpFundIds: ids.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'Give at least one field to change' });
export type UpdateFundRequest = z.infer<typeof updateFundRequestSchema>;

export const closeFundRequestSchema = z.object({ closedOn: isoDateSchema.optional() }).strict();
export type CloseFundRequest = z.infer<typeof closeFundRequestSchema>;

/**
 * One row of PUT funds/{id}/positions/{date}. Types are checked here (400); the rules (known
 * instrument, no negative value, company in the portfolio, ...) are checked by the service, which
 * answers 422 naming the row and the rule.
 */
export const positionRowRequestSchema = z
  .object({
    companyId: z.number().int().positive().nullable().optional(),
    /** ISO 3166-1 alpha-2 country of a sovereign bond. */
    country: z.string().nullable().optional(),
    instrument: z.string(),
    /** Current value of the investment in EUR (at most MAX_AMOUNT either way; the sign is the service's rule). */
    value: amountSchema('value'),
    /** Outstanding amount in EUR, for debt instruments. */
    outstanding: amountSchema('outstanding').nullable().optional(),
  })
  .strict();

export const recordPositionsRequestSchema = z
  .object({
    /** The fund's current value of all investments on the date, in EUR: cash, sovereigns and derivatives included. */
    allInvestments: amountSchema('allInvestments'),
    positions: z.array(positionRowRequestSchema).max(5000),
  })
  .strict();
export type RecordPositionsRequest = z.infer<typeof recordPositionsRequestSchema>;

export const positionSchema = z.object({
  companyId: z.number().int().positive().nullable(),
  country: z.string().nullable(),
  instrument: instrumentSchema,
  value: z.number().nonnegative(),
  outstanding: z.number().nonnegative().nullable(),
});
export type Position = z.infer<typeof positionSchema>;

/** The positions of a fund on one quarter end, as recorded (a new PUT replaces the whole set). */
export const positionSetSchema = z.object({
  fundId: z.number().int().positive(),
  date: z.string(),
  /** Always EUR: SFDR values investments in EUR, whatever the fund's own currency. */
  currency: z.literal('EUR'),
  allInvestments: z.number().positive(),
  positions: z.array(positionSchema),
  /** Sum of the positions' values; allInvestments minus this is what the fund holds beyond them (derivatives, ...). */
  positionsTotal: z.number().nonnegative(),
  recordedAt: z.string(),
  recordedBy: z.number().int().positive().nullable(),
  /** 1 for the first set recorded on the date, +1 for each replacement. */
  version: z.number().int().positive(),
});
export type PositionSet = z.infer<typeof positionSetSchema>;

export const positionsQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'from must not be after to' });
export type PositionsQuery = z.infer<typeof positionsQuerySchema>;

/* ---------------------------------------------------------------------------------------------
 * Positions import (POST funds/{id}/positions/{date}/import)
 * ------------------------------------------------------------------------------------------- */

/**
 * The columns of a positions file: the CSV's header, or the first row of the workbook's first sheet
 * (case does not matter; "Value (EUR)" reads as value). company: a portfolio company's name or id,
 * empty for a sovereign bond or cash; instrument: its code or its label; value and outstanding in EUR;
 * country: ISO 3166-1 alpha-2, for a sovereign bond.
 */
export const POSITION_IMPORT_COLUMNS = ['company', 'instrument', 'value', 'outstanding', 'country'] as const;
export type PositionImportColumn = (typeof POSITION_IMPORT_COLUMNS)[number];
export const REQUIRED_POSITION_IMPORT_COLUMNS: readonly PositionImportColumn[] = [
  'company',
  'instrument',
  'value',
];

/**
 * The 422 `details` of a refused positions import: nothing was recorded; every refused row with the
 * file's row number (header = 1), the company as written (`reference`), the rule and the reason.
 * Problems of the set as a whole (the date, all investments) name row 1.
 */
export const positionsImportRefusalSchema = z.object({
  rowsRead: z.number().int().nonnegative(),
  rejected: z.array(rejectedRowSchema),
});
export type PositionsImportRefusal = z.infer<typeof positionsImportRefusalSchema>;
