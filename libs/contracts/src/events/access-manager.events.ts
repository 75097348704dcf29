import { z } from 'zod';

/*
 * The gateway's side of the access manager (issue 9): a team member removed, an invitation revoked or
 * sent again. A permission change is a gateway.user.updated.v1 with changes ['permission'].
 */

/** The account no longer exists: its sessions were ended and its links spent in the same transaction. */
export const userRemovedV1 = z.object({
  userId: z.number().int().positive(),
  companyId: z.number().int().positive().nullable(),
  email: z.email(),
  name: z.string(),
  /** removed: an active member was removed; invitation-revoked: an invitation was withdrawn before use. */
  reason: z.enum(['removed', 'invitation-revoked']),
  revokedSessions: z.number().int().nonnegative(),
});

/** A new set-password link was mailed; the earlier unused links no longer work. */
export const invitationResentV1 = z.object({
  userId: z.number().int().positive(),
  companyId: z.number().int().positive().nullable(),
  email: z.email(),
  expiresAt: z.string(),
});

export const accessManagerEvents = {
  'gateway.user.removed.v1': userRemovedV1,
  'gateway.user.invitation-resent.v1': invitationResentV1,
} as const;
