import { z } from 'zod';
import { cleanDisplayText } from './text';

/**
 * Release logs (spec 2.1 /add-release-logs, /admin-release-logs, /user-release-logs; 6.2 "Log
 * Release: admin only"; issue 13): versioned notes with a date and an audience. The platform admin
 * writes them as drafts and publishes them; publishing raises the announcement banner of spec 4 for
 * the audience. Owned by the gateway (it knows users and owns the announcements).
 */
export const RELEASE_LOG_AUDIENCES = ['all', 'gp', 'lp', 'pc'] as const;
export const releaseLogAudienceSchema = z.enum(RELEASE_LOG_AUDIENCES);
export type ReleaseLogAudience = z.infer<typeof releaseLogAudienceSchema>;

export const RELEASE_LOG_AUDIENCE_LABELS: Record<ReleaseLogAudience, string> = {
  all: 'Everyone',
  gp: 'General partners',
  lp: 'Limited partners',
  pc: 'Portfolio companies',
};

export const RELEASE_LOG_STATUSES = ['draft', 'published'] as const;
export type ReleaseLogStatus = (typeof RELEASE_LOG_STATUSES)[number];

export const RELEASE_LOG_NOTES_MAX = 8000;

/** "1.4", "2.0.1", "2026.11" — digits and dots, optionally a pre-release tag ("2.1.0-beta.1"). */
const versionSchema = z
  .string()
  .trim()
  .min(1, { error: 'This field is required' })
  .max(40)
  .regex(/^v?\d+(\.\d+){0,3}(-[0-9A-Za-z.]+)?$/, {
    error: 'Give a version such as 2.4 or 2.4.1',
  });

const dateSchema = z.iso.date({ error: 'Give the release date (YYYY-MM-DD)' });

const audienceListSchema = z
  .array(releaseLogAudienceSchema)
  .min(1, { error: 'Choose who the release is for' })
  .transform((list) => (list.includes('all') ? (['all'] as ReleaseLogAudience[]) : [...new Set(list)]));

/** POST /api/release-logs (admin). `publish: true` publishes at once. */
export const createReleaseLogRequestSchema = z.strictObject({
  version: versionSchema,
  title: z
    .string()
    .trim()
    .min(1, { error: 'This field is required' })
    .max(160, { error: 'At most 160 characters' })
    .transform(cleanDisplayText),
  date: dateSchema,
  audience: audienceListSchema,
  /** Plain text; a line starting with "- " is a list item. */
  notes: z
    .string()
    .trim()
    .min(1, { error: 'This field is required' })
    .max(RELEASE_LOG_NOTES_MAX, { error: `At most ${RELEASE_LOG_NOTES_MAX} characters` }),
  publish: z.boolean().optional(),
});
export type CreateReleaseLogRequest = z.infer<typeof createReleaseLogRequestSchema>;

/** PATCH /api/release-logs/{id} (admin): any field; a published log stays published. */
export const updateReleaseLogRequestSchema = createReleaseLogRequestSchema
  .omit({ publish: true })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field');
export type UpdateReleaseLogRequest = z.infer<typeof updateReleaseLogRequestSchema>;

export const releaseLogSchema = z.strictObject({
  id: z.string(),
  version: z.string(),
  title: z.string(),
  date: z.string(),
  audience: z.array(releaseLogAudienceSchema),
  notes: z.string(),
  status: z.enum(RELEASE_LOG_STATUSES),
  publishedAt: z.string().nullable(),
  /** The announcement raised when it was published (its docId), null for a draft. */
  announcementId: z.string().nullable(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReleaseLog = z.infer<typeof releaseLogSchema>;

/** Whether a reader of `role` is in the log's audience (the admin reads every log). */
export function releaseLogVisibleTo(
  audience: readonly ReleaseLogAudience[],
  role: 'admin' | 'gp' | 'lp' | 'pc',
): boolean {
  return role === 'admin' || audience.includes('all') || audience.includes(role);
}

/** The announcement docId of a published release log: the banner links such announcements to the notes. */
export const RELEASE_ANNOUNCEMENT_PREFIX = 'release-';
export const releaseAnnouncementId = (logId: string) => `${RELEASE_ANNOUNCEMENT_PREFIX}${logId}`;
export const releaseAnnouncementText = (log: Pick<ReleaseLog, 'version' | 'title'>) =>
  `Release ${log.version} is out: ${log.title}.`;
