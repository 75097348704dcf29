import { z } from 'zod';
import { permissionSchema, REQUIRED_MESSAGE, roleSchema } from './auth';

/*
 * The access manager (spec 6.2 "Access Manager", 7.4 getInvitedTeamMembers ... getRemainingPortfolioCompanies),
 * /company-details, /investor and /management. Team members are users (the gateway); invited companies,
 * contract limits and company fields are data-collection's. docs/portfolio.md gives the rules.
 */

const personName = z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(200);
const email = z.email({ error: 'Enter a valid email address' }).max(320);
const companyName = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_MESSAGE })
  .max(200, { error: 'The name has at most 200 characters' });

/* ---------------------------------------------------------------------------------------------
 * Team members (gateway)
 * ------------------------------------------------------------------------------------------- */

/** The permission a team member gets; null is "none" (a full member of the company's role). */
export const teamMemberPermissionSchema = z
  .enum(['Contributor', 'Coinvestor', 'Consultant'], {
    error:
      'permission must be Contributor, Coinvestor, Consultant or none (an auditor is invited as an auditor)',
  })
  .nullable();

export const teamMemberSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.email(),
  /** Always the company's type (spec 3: the role follows the company). */
  role: roleSchema,
  permission: permissionSchema.nullable(),
  /** invited: the set-password link was sent and not used yet; active: the member has a password. */
  status: z.enum(['invited', 'active']),
  invitedAt: z.string(),
  /** When the newest unused invitation link expires (invited members only). */
  invitationExpiresAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const inviteTeamMemberRequestSchema = z
  .object({
    companyId: z.number().int().positive(),
    name: personName,
    email,
    permission: teamMemberPermissionSchema,
  })
  .strict();
export type InviteTeamMemberRequest = z.infer<typeof inviteTeamMemberRequestSchema>;

export const changeMemberPermissionRequestSchema = z
  .object({ permission: teamMemberPermissionSchema })
  .strict();
export type ChangeMemberPermissionRequest = z.infer<typeof changeMemberPermissionRequestSchema>;

const usage = z.object({
  limit: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
});
export type LimitUsage = z.infer<typeof usage>;

/** GET company/getRemainingTeamMembers/{id}: remainingTM as the spec names it, with the contract behind it. */
export const remainingTeamMembersSchema = z.object({
  remainingTM: z.number().int().nonnegative(),
  teamMembers: usage,
  contributors: usage,
});
export type RemainingTeamMembers = z.infer<typeof remainingTeamMembersSchema>;

/* ---------------------------------------------------------------------------------------------
 * Invited companies (data-collection)
 * ------------------------------------------------------------------------------------------- */

export const invitePortfolioCompanyRequestSchema = z
  .object({
    companyName,
    contactName: personName,
    email,
    industryId: z.number().int().positive().nullable().optional(),
    /** Funds of the GP that hold the new company from now on. */
    fundIds: z.array(z.number().int().positive()).max(100).optional(),
  })
  .strict();
export type InvitePortfolioCompanyRequest = z.infer<typeof invitePortfolioCompanyRequestSchema>;

export const inviteGpCompanyRequestSchema = z
  .object({ companyName, contactName: personName, email })
  .strict();
export type InviteGpCompanyRequest = z.infer<typeof inviteGpCompanyRequestSchema>;

/** The contact of a company and whether they have accepted the invitation (null: no user yet). */
export const companyContactSchema = z.strictObject({
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(['invited', 'active']).nullable(),
  /**
   * The contact's user, once the gateway has created it (null until then): whose invitation the
   * monitoring and access-manager screens resend (POST team-members/{userId}/resend-invitation).
   */
  userId: z.number().int().positive().nullable(),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

/** One row of GET company/getChildCompanies/{id}. */
export const childCompanySchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.enum(['gp', 'pc', 'lp', 'admin']),
  parent_id: z.number().int().positive().nullable(),
  contact_email: z.string(),
  contact: companyContactSchema,
});
export type ChildCompany = z.infer<typeof childCompanySchema>;

export const remainingPortfolioCompaniesSchema = z.object({
  remainingPC: z.number().int().nonnegative(),
  portfolioCompanies: usage,
});
export type RemainingPortfolioCompanies = z.infer<typeof remainingPortfolioCompaniesSchema>;

export const remainingGpCompaniesSchema = z.object({
  remainingGP: z.number().int().nonnegative(),
  gpCompanies: usage,
});
export type RemainingGpCompanies = z.infer<typeof remainingGpCompaniesSchema>;

/* ---------------------------------------------------------------------------------------------
 * /company-details (data-collection)
 * ------------------------------------------------------------------------------------------- */

/**
 * The fields /company-details edits. The primary user edits the first group; gp_key, funds_manager
 * and is_action_plan_enabled are the platform's (admin). Contract fields belong to the contract manager.
 */
export const PRIMARY_EDITABLE_COMPANY_FIELDS = [
  'name',
  'industry_id',
  'auto_mail_flag',
  'report_reminder_flag',
  'auto_highlights_flag',
] as const;
export const ADMIN_EDITABLE_COMPANY_FIELDS = ['gp_key', 'funds_manager', 'is_action_plan_enabled'] as const;

export const updateCompanyDetailsRequestSchema = z
  .object({
    name: companyName.optional(),
    industry_id: z
      .number({ error: 'The industry is a number' })
      .int({ error: 'The industry is a whole number' })
      .positive({ error: 'The industry is a positive number' })
      .nullable()
      .optional(),
    auto_mail_flag: z.boolean().optional(),
    report_reminder_flag: z.boolean().optional(),
    auto_highlights_flag: z.boolean().optional(),
    gp_key: z
      .string()
      .trim()
      .min(1, { error: 'Enter the GP key, or clear it with null' })
      .max(50, { error: 'The GP key has at most 50 characters' })
      .nullable()
      .optional(),
    funds_manager: z.boolean().optional(),
    is_action_plan_enabled: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'Give at least one field to change' });
export type UpdateCompanyDetailsRequest = z.infer<typeof updateCompanyDetailsRequestSchema>;

/** One change of a company's fields: who, when, which field, from what to what. */
export const companyChangeSchema = z.object({
  at: z.string(),
  actor: z.object({ id: z.number().int().positive(), name: z.string().nullable() }).nullable(),
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type CompanyChange = z.infer<typeof companyChangeSchema>;

/* /investor and /management: relatedCompanySchema is in monitoring.ts (it carries the reporting status). */
