/**
 * Named constants of spec section 9 ("Special company ids") and section 3 (standard ids), plus the
 * accounts and companies the spec only describes as "one specific ...". Each of those is a decision
 * recorded in docs/access-policy.md.
 */

/** Company whose data users of a demo-contract company are shown (spec 4 "Demo companies", 9). */
export const DEMO_COMPANY_ID = 1;

/** The investor whose own responsible-investing dashboards and API area exist (spec 2.6, 9). */
export const INVESTOR_DASHBOARD_COMPANY_ID = 310;

/** The special partner; it and its child companies get Get Help instead of Feedback (spec 6.2, 9). */
export const SPECIAL_PARTNER_COMPANY_ID = 760;

/**
 * Spec 9 lists these ids as having "special handling" without saying what it is. They are kept so
 * the list lives in one place; no rule of this module depends on them except 310, which has its own
 * named constant above. The spec's further "list of co-investor ids" is not given, so it is absent.
 */
export const COMPANY_IDS_WITH_UNSPECIFIED_SPECIAL_HANDLING: readonly number[] = [288, 310, 533, 582, 81, 789];

/** Standard ids seen in the spec (section 3, "Standard"). */
export const STANDARD_IDS = {
  ESG: 1,
  TCFD: 2,
  PCAF: 4,
  /** A pension-fund reporting standard; choosing it also selects DDM (spec 4). */
  PENSION_FUND: 5,
  DDM: 6,
  SFDR: 8,
  /** The standard that has its own scorecard route (spec 2.1). */
  SCORECARD: 9,
  K1_BLENDED: 12,
  /** A European investor-association framework. */
  EUROPEAN_INVESTOR_FRAMEWORK: 13,
} as const;
export type KnownStandardId = (typeof STANDARD_IDS)[keyof typeof STANDARD_IDS];

/** The standard named IMM cannot be chosen in the data collection modal (spec 5). */
export const DISABLED_STANDARD_NAME = 'IMM';

/**
 * "contract-manager is only for one specific admin account" (spec 6.1) and "Action Plans ... (also a
 * special admin account)" (spec 6.2). The spec names neither; we take them to be the same account,
 * the seeded platform admin. Compared case-insensitively. A deployment with another operator account
 * changes this list (and its tests) rather than a configuration switch, because the SPA bundle and
 * the server must agree on it.
 */
export const CONTRACT_MANAGER_ADMIN_EMAILS: readonly string[] = ['admin@demo.test'];

/** "Get Help" replaces Feedback for this customer and its direct children (spec 2.3, 6.2). */
export const GET_HELP_CUSTOMER_COMPANY_ID = SPECIAL_PARTNER_COMPANY_ID;

/** RI Dashboards, API Documentation and API Settings are shown to this company only (spec 6.2). */
export const API_CUSTOMER_COMPANY_ID = INVESTOR_DASHBOARD_COMPANY_ID;

/** The "one specific company" that gets the Reporting Dashboard whatever its standards (spec 6.2). */
export const REPORTING_DASHBOARD_COMPANY_ID = INVESTOR_DASHBOARD_COMPANY_ID;

/** Standards that together unlock the Reporting Dashboard for any company (spec 6.2). */
export const REPORTING_DASHBOARD_STANDARD_IDS: readonly number[] = [
  STANDARD_IDS.PENSION_FUND,
  STANDARD_IDS.K1_BLENDED,
];

/** Where restricted users are sent (spec 2.2). */
export const RESTRICTED_REDIRECT = '/user-guide';
/** Where unauthenticated users are sent (spec 2.2). */
export const LOGIN_PATH = '/login';
/** The fallback when "the previous page" does not exist (spec 6.1 "or to the root"). */
export const ROOT_PATH = '/';
export const ACTION_PLANS_PATH = '/action-plans';
