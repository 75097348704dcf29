import { z } from 'zod';

/** Typed Socket.IO event map shared by the gateway and the SPA. Payload schemas validate at both ends. */
export const announcementSchema = z.object({
  docId: z.string(),
  enabled: z.boolean(),
  type: z.enum(['alert-danger', 'alert-warning', 'alert-info']),
  text: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const notificationCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  read: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

export const socketPayloadSchemas = {
  'announcement:changed': announcementSchema,
  'notification:counts': notificationCountsSchema,
  'session:revoked': z.object({ reason: z.string() }),
} as const;

export interface ServerToClientEvents {
  'announcement:changed': (payload: Announcement) => void;
  'notification:counts': (payload: NotificationCounts) => void;
  'session:revoked': (payload: { reason: string }) => void;
}

export interface ClientToServerEvents {
  ping: (ack: (at: string) => void) => void;
}
