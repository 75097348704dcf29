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

/** The contact of a company registration proved its address (set its password from the link). */
export const registrationConfirmedV1 = z.object({
  userId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  email: z.email(),
});

/** Why sessions ended: the socket push 'session:revoked' carries it to the browsers of those sessions. */
export const sessionRevocationReasonSchema = z.enum([
  'logout',
  'two-factor-logout',
  'password-set',
  'password-reset',
  'password-changed',
  'member-removed',
  'permission-changed',
  'account-disabled',
]);
export type SessionRevocationReason = z.infer<typeof sessionRevocationReasonSchema>;

/**
 * Sessions of a user ended. `sessionIds` are the sha256 of the session cookies (they open nothing);
 * the gateway disconnects their sockets on every replica.
 */
export const sessionsRevokedV1 = z.object({
  userId: z.number().int().positive(),
  sessionIds: z.array(z.string().regex(/^[0-9a-f]{64}$/)).min(1),
  reason: sessionRevocationReasonSchema,
});

/** An announcement was created, changed or deleted (docId 'deployed' is the new-version alert). */
export const announcementChangedV1 = z.object({
  docId: z.string().min(1),
  enabled: z.boolean(),
  type: z.enum(['alert-danger', 'alert-warning', 'alert-info']),
  text: z.string(),
  deleted: z.boolean(),
});

/**
 * The activity feed (/viewActivities) recorded the activity of an event for these companies (issue 13,
 * docs/activity-feed.md): its pages refetch through the live-update path. Published by the gateway's
 * activity-feed consumer in the transaction that writes the rows; never itself an activity.
 */
export const activityRecordedV1 = z.object({
  companyIds: z.array(z.number().int().positive()).min(1),
  sourceEventId: z.string().min(1),
  sourceType: z.string().min(1),
  at: z.string(),
});

export const gatewayEvents = {
  'gateway.user.registered.v1': userRegisteredV1,
  'gateway.user.updated.v1': userUpdatedV1,
  'gateway.user.password-changed.v1': passwordChangedV1,
  'gateway.user.sessions-revoked.v1': sessionsRevokedV1,
  'gateway.user.registration-confirmed.v1': registrationConfirmedV1,
  'gateway.announcement.changed.v1': announcementChangedV1,
  'gateway.activity.recorded.v1': activityRecordedV1,
} as const;
