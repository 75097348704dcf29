import { z } from 'zod';

export const companyTypeSchema = z.enum(['gp', 'pc', 'lp', 'admin']);

export const companyRegisteredV1 = z.object({
  companyId: z.number().int().positive(),
  name: z.string().min(1),
  type: companyTypeSchema,
  parentId: z.number().int().positive().nullable(),
  /** 'demo' marks a demo-contract company, whose users are shown company 1 (spec section 4). */
  contractType: z.string().min(1).optional(),
  /** The person who registered the company; the gateway invites them as its primary user. */
  contact: z
    .object({ name: z.string().min(1), email: z.email() })
    .nullable()
    .optional(),
  /** Spec 3 is_action_plan_enabled; absent means false. Action plans exist for the company and its children. */
  isActionPlanEnabled: z.boolean().optional(),
  /** Spec 3 gp_key (EDCI submissions, docs/edci.md); absent means none. Later changes come as changes.gp_key. */
  gpKey: z.string().nullable().optional(),
  /** The contract limits (spec 3 team_members, number_of_pcs, number_of_contributors); absent means 0 each. */
  contract: z
    .object({
      teamMembers: z.number().int().nonnegative(),
      numberOfPcs: z.number().int().nonnegative(),
      numberOfContributors: z.number().int().nonnegative(),
    })
    .optional(),
});

export const companyUpdatedV1 = z.object({
  companyId: z.number().int().positive(),
  changes: z.record(z.string(), z.unknown()),
  /** Set when the action-plan feature flag (spec 3 is_action_plan_enabled) changed. */
  isActionPlanEnabled: z.boolean().optional(),
  /** The values before the change, for the fields in `changes` (the company's change history shows both). */
  previous: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Someone asked, without signing in, to register a company (POST company/register-company). Nothing
 * exists yet: the gateway mails the contact a link; the company is created when the link is used
 * (gateway.user.registration-confirmed.v1), and expires unused after 7 days. `companyId` is reserved.
 */
export const companyRegistrationRequestedV1 = z.object({
  companyId: z.number().int().positive(),
  companyType: z.enum(['gp', 'lp']),
  contact: z.object({ name: z.string().min(1), email: z.email() }),
});

/**
 * The company's optional SFDR PAI indicators changed (/optionalIndicatorSelection, issue 10): the whole
 * selection after the change, and what was added and removed. The PAI screens, the menu's count and the
 * EET's Considered column follow it.
 */
export const companyPaiIndicatorsSelectedV1 = z.object({
  companyId: z.number().int().positive(),
  indicatorIds: z.array(z.string().min(1)),
  added: z.array(z.string().min(1)),
  removed: z.array(z.string().min(1)),
  selectedBy: z.number().int().nonnegative(),
  selectedAt: z.string(),
});

export const dataCollectionEvents = {
  'data-collection.company.registered.v1': companyRegisteredV1,
  'data-collection.company.updated.v1': companyUpdatedV1,
  'data-collection.company.registration-requested.v1': companyRegistrationRequestedV1,
  'data-collection.company.pai-indicators-selected.v1': companyPaiIndicatorsSelectedV1,
} as const;
