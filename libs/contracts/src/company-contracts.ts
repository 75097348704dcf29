import { z } from 'zod';

/**
 * A company's contract (spec 2.1 /contract-manager, /contract-form, /contract-information; 3
 * contract_type, number_of_pcs, team_members, number_of_contributors; issue 13): its type (demo or
 * paid), its period and its limits. The limits are the company's fields that the access manager
 * enforces (ADR 0032); the period and the standards included are kept beside them on the company.
 * Owned by data-collection; the gateway learns the end date from company.updated.v1 and keeps an
 * expired company's workplace read-only (docs/contracts.md).
 */
export const CONTRACT_TYPES = ['standard', 'demo'] as const;
export const contractTypeSchema = z.enum(CONTRACT_TYPES);
export type ContractType = z.infer<typeof contractTypeSchema>;
/** 'standard' is the paid contract (the stored value predates the contract screens). */
export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = { standard: 'Paid', demo: 'Demo' };

export const CONTRACT_STATUSES = ['active', 'expiring', 'expired', 'upcoming'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  active: 'Active',
  expiring: 'Ends soon',
  expired: 'Expired',
  upcoming: 'Not started',
};
/** A contract ending within this many days is "ending soon". */
export const CONTRACT_EXPIRING_DAYS = 30;
export const CONTRACT_LIMIT_MAX = 100_000;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/**
 * Where a contract stands on `today` (YYYY-MM-DD, UTC). The end date is the last day of the
 * contract: it expires the day after. No end date: open-ended, never expires.
 */
export function contractStatus(
  period: { startDate: string | null; endDate: string | null },
  today: string,
): { status: ContractStatus; daysLeft: number | null } {
  const now = dayNumber(today);
  const daysLeft = period.endDate === null ? null : dayNumber(period.endDate) - now;
  if (daysLeft !== null && daysLeft < 0) return { status: 'expired', daysLeft };
  if (period.startDate !== null && dayNumber(period.startDate) > now) return { status: 'upcoming', daysLeft };
  if (daysLeft !== null && daysLeft <= CONTRACT_EXPIRING_DAYS) return { status: 'expiring', daysLeft };
  return { status: 'active', daysLeft };
}

/** Whether the contract's workplace is read-only on `today`: it has ended. */
export const contractExpired = (endDate: string | null, today: string): boolean =>
  endDate !== null && dayNumber(endDate) < dayNumber(today);

export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

const limitSchema = (label: string) =>
  z
    .number({ error: `${label}: give a whole number` })
    .int({ error: `${label}: give a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(CONTRACT_LIMIT_MAX, { error: `${label}: at most ${CONTRACT_LIMIT_MAX}` });

export const contractLimitsSchema = z.strictObject({
  /** number_of_pcs: the companies it may invite as its children (portfolio companies, or GPs for an LP). */
  portfolioCompanies: limitSchema('Portfolio companies'),
  /** team_members. */
  teamMembers: limitSchema('Team members'),
  /** number_of_contributors (contributors also take a team place). */
  contributors: limitSchema('Contributors'),
});
export type ContractLimits = z.infer<typeof contractLimitsSchema>;

/** PUT /api/contracts/{companyId} (platform admin). */
export const saveContractRequestSchema = z
  .strictObject({
    contractType: contractTypeSchema,
    startDate: z.iso.date({ error: 'Give the start date (YYYY-MM-DD)' }).nullable(),
    endDate: z.iso.date({ error: 'Give the end date (YYYY-MM-DD)' }).nullable(),
    limits: contractLimitsSchema,
    /** The standards (frameworks) the contract includes. */
    standardIds: z.array(z.number().int().positive()).max(50),
  })
  .refine((v) => v.startDate === null || v.endDate === null || v.endDate >= v.startDate, {
    error: 'The end date cannot be before the start date',
    path: ['endDate'],
  });
export type SaveContractRequest = z.infer<typeof saveContractRequestSchema>;

export const contractSchema = z.strictObject({
  companyId: z.number().int().positive(),
  companyName: z.string(),
  companyType: z.enum(['gp', 'pc', 'lp', 'admin']),
  parentId: z.number().int().positive().nullable(),
  contractType: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  /** Days until the end date (negative once expired); null when open-ended. */
  daysLeft: z.number().int().nullable(),
  /** True when the contract has ended: the workplace is read-only. */
  readOnly: z.boolean(),
  limits: contractLimitsSchema,
  /** Children the company has invited so far (what the portfolio-company limit counts). */
  portfolioCompaniesUsed: z.number().int().nonnegative(),
  standards: z.array(z.strictObject({ id: z.number().int().positive(), name: z.string() })),
  updatedAt: z.string().nullable(),
  /**
   * The contract that decides which standards the company may be assigned and collect: its own when it
   * lists standards, else its nearest parent's that does (a portfolio company works under its GP's).
   * Null: no contract lists standards, any standard may be collected.
   */
  includedStandards: z
    .strictObject({
      companyId: z.number().int().positive(),
      companyName: z.string(),
      standardIds: z.array(z.number().int().positive()),
    })
    .nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** The refusal of a write from an expired contract's workplace. */
export const CONTRACT_EXPIRED_CODE = 'CONTRACT.EXPIRED';

/** The refusal of a standard the governing contract does not include (409). */
export const CONTRACT_STANDARD_CODE = 'CONTRACT.STANDARD_NOT_INCLUDED';

/** How far up the parent chain a contract is looked for (platform → LP → GP → portfolio company). */
const CONTRACT_CHAIN_LIMIT = 5;

export interface ContractHolder {
  companyId: number;
  name: string;
  parent_id: number | null;
  contract_standards?: number[];
}

/**
 * The company whose contract decides which standards `company` may collect: the company itself when
 * its contract lists standards, else the nearest parent whose contract does; null when none does
 * (contracts that predate the standards field, or that leave them open).
 */
export async function governingContract<T extends ContractHolder>(
  company: T,
  parentOf: (companyId: number) => Promise<T | null | undefined>,
): Promise<T | null> {
  let current: T | null | undefined = company;
  const seen = new Set<number>();
  for (let depth = 0; current && depth < CONTRACT_CHAIN_LIMIT && !seen.has(current.companyId); depth++) {
    if ((current.contract_standards ?? []).length > 0) return current;
    seen.add(current.companyId);
    current = current.parent_id === null ? null : await parentOf(current.parent_id);
  }
  return null;
}

/** The standards of `wanted` that the governing contract (its standard ids; null: open) does not include. */
export function standardsOutsideContract(
  included: readonly number[] | null,
  wanted: readonly number[],
): number[] {
  if (included === null) return [];
  return [...new Set(wanted)].filter((id) => !included.includes(id));
}

/** The message of the refusal, naming the contract's company and the standards (spec 8: say why). */
export function standardNotIncludedMessage(
  contractCompany: string,
  standardNames: readonly string[],
): string {
  const list =
    standardNames.length <= 1
      ? (standardNames[0] ?? 'this standard')
      : `${standardNames.slice(0, -1).join(', ')} and ${standardNames[standardNames.length - 1]}`;
  return `The contract of ${contractCompany} does not include ${list}: ask the platform admin to add ${standardNames.length > 1 ? 'them' : 'it'} to the contract`;
}
