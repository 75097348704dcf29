import { z } from 'zod';

const role = z.enum(['admin', 'gp', 'lp', 'pc']);
const permission = z.enum(['Contributor', 'Coinvestor', 'Consultant']).nullable();

export const userRegisteredV1 = z.object({
  userId: z.number().int().positive(),
  companyId: z.number().int().positive().nullable(),
  role,
  permission,
  email: z.email(),
  name: z.string(),
  /** False for an invited user who has not set a password yet; absent in events written before it existed. */
  active: z.boolean().optional(),
});

/** A user's profile changed: the fields now, and the names of those that changed. */
export const userUpdatedV1 = z.object({
  userId: z.number().int().positive(),
  companyId: z.number().int().positive().nullable(),
  visitingCompanyId: z.number().int().positive().nullable(),
  role,
  permission,
  email: z.email(),
  name: z.string(),
  twoFactorEnabled: z.boolean(),
  changes: z.array(z.string()),
});

/** A password was set, reset or changed. Carries no secret. */
export const passwordChangedV1 = z.object({
  userId: z.number().int().positive(),
  reason: z.enum(['set', 'reset', 'change']),
  /** Sessions ended by the change (other sessions of the user). */
  revokedSessions: z.number().int().nonnegative(),
});

/** An announcement was created, changed or deleted (docId 'deployed' is the new-version alert). */
export const announcementChangedV1 = z.object({
  docId: z.string().min(1),
  enabled: z.boolean(),
  type: z.enum(['alert-danger', 'alert-warning', 'alert-info']),
  text: z.string(),
  deleted: z.boolean(),
});

export const gatewayEvents = {
  'gateway.user.registered.v1': userRegisteredV1,
  'gateway.user.updated.v1': userUpdatedV1,
  'gateway.user.password-changed.v1': passwordChangedV1,
  'gateway.announcement.changed.v1': announcementChangedV1,
} as const;
