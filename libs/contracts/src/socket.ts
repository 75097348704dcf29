import { z } from 'zod';
import { liveChangeSchema, type LiveChange } from './live-updates';
import { sessionRevocationReasonSchema, type SessionRevocationReason } from './events/gateway.events';
import { notificationSchema, type NotificationView } from './notifications';

/** Typed Socket.IO event map shared by the gateway and the SPA. Payload schemas validate at both ends. */
export const announcementSchema = z.strictObject({
  docId: z.string(),
  enabled: z.boolean(),
  type: z.enum(['alert-danger', 'alert-warning', 'alert-info']),
  text: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementTypeSchema = announcementSchema.shape.type;

/** The docId of the new-version alert: the SPA shows it with a refresh link (spec section 4). */
export const DEPLOYED_ANNOUNCEMENT_ID = 'deployed';

/** Pushed on every change; `deleted: true` when the announcement was removed (hide it). */
export const announcementChangedSchema = announcementSchema.extend({ deleted: z.boolean().optional() });
export type AnnouncementChanged = z.infer<typeof announcementChangedSchema>;

const announcementDocIdSchema = z
  .string()
  .regex(/^[\w-]{1,64}$/, { error: 'docId: letters, digits, _ and - only (at most 64)' });
const announcementTextSchema = z.string().trim().min(1, { error: 'This field is required' }).max(2000);

export const createAnnouncementRequestSchema = z
  .object({
    docId: announcementDocIdSchema.optional(),
    type: announcementTypeSchema,
    text: announcementTextSchema,
    enabled: z.boolean(),
  })
  .strict();
export type CreateAnnouncementRequest = z.infer<typeof createAnnouncementRequestSchema>;

export const updateAnnouncementRequestSchema = z
  .object({
    enabled: z.boolean().optional(),
    text: announcementTextSchema.optional(),
    type: announcementTypeSchema.optional(),
  })
  .strict();
export type UpdateAnnouncementRequest = z.infer<typeof updateAnnouncementRequestSchema>;

export const notificationCountsSchema = z.strictObject({
  total: z.number().int().nonnegative(),
  read: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

export const socketPayloadSchemas = {
  'announcement:changed': announcementChangedSchema,
  'notification:counts': notificationCountsSchema,
  'notification:created': notificationSchema,
  'session:revoked': z.object({ reason: sessionRevocationReasonSchema }),
  'entity:changed': liveChangeSchema,
} as const;

export interface ServerToClientEvents {
  'announcement:changed': (payload: AnnouncementChanged) => void;
  'notification:counts': (payload: NotificationCounts) => void;
  /** A new notification of the connected user (the SPA prepends it and refreshes its lists). */
  'notification:created': (payload: NotificationView) => void;
  /** Sent to a session's sockets just before they are disconnected: the SPA signs out. */
  'session:revoked': (payload: { reason: SessionRevocationReason }) => void;
  /** Something the user may see changed (live-updates.ts): the SPA refetches the queries it names. */
  'entity:changed': (payload: LiveChange) => void;
}

export interface ClientToServerEvents {
  ping: (ack: (at: string) => void) => void;
}
