import { z } from 'zod';
import { inviteTeamMemberRequestSchema, updateCompanyDetailsRequestSchema } from './access-manager';
import { REQUIRED_MESSAGE } from './auth';
import {
  COMPANY_INSTRUMENTS,
  DEBT_INSTRUMENTS,
  createFundRequestSchema,
  instrumentSchema,
  isQuarterEndDate,
  isoDateSchema,
  type Instrument,
} from './portfolio';

/*
 * The forms of /fundManager and /access-manager (issue 9), built on the request schemas of
 * portfolio.ts and access-manager.ts (one rule, stated once; see forms.ts). The service checks the
 * same rules again and names the row and rule it refuses (POSITIONS.UNPROCESSABLE).
 */

/** A number input holds a number, or '' while empty. */
const amount = (what: string) =>
  z
    .union([z.number(), z.literal('')])
    .pipe(
      z
        .number({ error: `Enter ${what}` })
        .nonnegative({ error: `${what[0].toUpperCase()}${what.slice(1)} cannot be negative` }),
    );
const optionalAmount = z
  .union([z.number(), z.literal(''), z.null()])
  .transform((v) => (v === '' ? null : v))
  .pipe(z.number().nonnegative({ error: 'The outstanding amount cannot be negative' }).nullable());

/** Create or edit a fund: the request's fields, vintage as a whole year. */
export const fundFormSchema = createFundRequestSchema.extend({
  vintage: z
    .union([z.number(), z.literal('')])
    .pipe(
      z
        .number({ error: 'Enter the vintage year' })
        .int({ error: 'Enter the vintage year' })
        .min(1950, { error: 'The vintage is 1950 or later' }),
    ),
  strategy: z
    .string()
    .trim()
    .max(200)
    .transform((v) => (v === '' ? null : v)),
});

export const positionRowFormSchema = z
  .object({
    companyId: z.number().int().positive().nullable(),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .transform((v) => (v === '' ? null : v))
      .nullable(),
    instrument: z.union([instrumentSchema, z.null()]).pipe(instrumentSchema),
    value: amount('the value in EUR'),
    outstanding: optionalAmount,
  })
  .superRefine((row, ctx) => {
    const instrument: Instrument = row.instrument;
    if (COMPANY_INSTRUMENTS.includes(instrument) && row.companyId === null) {
      ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'Choose the company' });
    }
    if (instrument === 'sovereign_bond' && !row.country) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'Enter the country (ISO code such as DE)' });
    }
    if (DEBT_INSTRUMENTS.includes(instrument) && row.outstanding === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['outstanding'],
        message: 'Enter the outstanding amount of the debt',
      });
    }
  });

/** The positions of one quarter end as the /fundManager form holds them. */
export const positionsFormSchema = z.object({
  date: z.string({ error: 'Choose the quarter end' }).pipe(isoDateSchema).refine(isQuarterEndDate, {
    error: 'Positions are recorded on quarter ends (31 Mar, 30 Jun, 30 Sep, 31 Dec)',
  }),
  allInvestments: z
    .union([z.number(), z.literal('')])
    .pipe(
      z
        .number({ error: 'Enter the value of all investments' })
        .positive({ error: 'The value of all investments must be positive' }),
    ),
  positions: z.array(positionRowFormSchema).max(5000),
});
export type PositionsFormValues = z.input<typeof positionsFormSchema>;

/** Invite a team member: the permission select holds 'none' for a full member. */
export const inviteTeamMemberFormSchema = inviteTeamMemberRequestSchema.extend({
  permission: z
    .enum(['none', 'Contributor', 'Coinvestor', 'Consultant'], { error: REQUIRED_MESSAGE })
    .transform((p) => (p === 'none' ? null : p)),
});

/**
 * /company-details: every field the page edits, as the inputs hold them (an empty industry or GP key is
 * ''); the rules are the request's. The page sends only the fields that changed; the platform's fields
 * (gp_key, funds_manager, is_action_plan_enabled) only for an admin.
 */
const details = updateCompanyDetailsRequestSchema.shape;
export const companyDetailsFormSchema = z.object({
  name: details.name.unwrap(),
  industry_id: z
    .union([z.number(), z.literal(''), z.null()])
    .transform((v) => (v === '' ? null : v))
    .pipe(details.industry_id.unwrap()),
  auto_mail_flag: z.boolean(),
  report_reminder_flag: z.boolean(),
  auto_highlights_flag: z.boolean(),
  gp_key: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(details.gp_key.unwrap()),
  funds_manager: z.boolean(),
  is_action_plan_enabled: z.boolean(),
});
export type CompanyDetailsForm = z.infer<typeof companyDetailsFormSchema>;

/** Import positions from a file: the quarter end and all investments as the positions form has them. */
export const positionsImportFormSchema = positionsFormSchema.pick({ date: true, allInvestments: true });
export type PositionsImportFormValues = z.input<typeof positionsImportFormSchema>;
