import { z } from 'zod';
import type { Tone } from './labels';

/*
 * The role-aware start page (/home, issue 15, docs/adr/0007-search-and-home-sources.md). Like
 * search, each service that has work to show exposes ONE endpoint,
 *
 *   GET /api/home/<service>   →   { data: HomeItem[] }
 *
 * with the caller's own open work (only what the caller may see and act on), and the gateway's
 * GET /api/home merges them, ordered by group then due date. Each item links to where the work is done.
 *
 * Adding a source: add the service to HOME_SOURCES, its prefix `home/<service>` to routing.ts, a
 * controller answering `homeResponseSchema`, and any new group to HOME_GROUPS (label, order, tone).
 */

export const HOME_SOURCES = ['action-plans', 'notifications', 'data-collection'] as const;
export type HomeSource = (typeof HOME_SOURCES)[number];

export const homePath = (service: HomeSource): string => `/home/${service}`;

/** The sections of the start page, in order; a section shows when it has items. */
export const HOME_GROUPS = {
  overdue: { label: 'Overdue', tone: 'danger', order: 10 },
  'at-risk': { label: 'At risk', tone: 'warning', order: 20 },
  decisions: { label: 'Waiting for your decision', tone: 'brand', order: 30 },
  tasks: { label: 'Your tasks', tone: 'info', order: 40 },
  review: { label: 'Waiting for review', tone: 'brand', order: 50 },
  activity: { label: 'Unread activity', tone: 'neutral', order: 60 },
} as const satisfies Record<string, { label: string; tone: Tone; order: number }>;
export type HomeGroup = keyof typeof HOME_GROUPS;
export const homeGroupSchema = z.enum(Object.keys(HOME_GROUPS) as [HomeGroup, ...HomeGroup[]]);

export const homeItemSchema = z.object({
  /** Unique across sources: `<source>:<kind>:<id>`. */
  id: z.string().min(1),
  group: homeGroupSchema,
  /** What the item is, e.g. `overdue-recommendation`, `change-request`, `unread-activity`. */
  kind: z.string().min(1),
  title: z.string().min(1),
  subtitle: z.string().optional(),
  /** The SPA path where the work is done. */
  href: z.string().startsWith('/'),
  /** YYYY-MM-DD when the work is due (sorting and "12 days late"). */
  dueDate: z.string().nullable(),
  /** How many things it stands for (unread notifications of a plan), when more than one thing. */
  count: z.number().int().positive().optional(),
});
export type HomeItem = z.infer<typeof homeItemSchema>;

export const homeResponseSchema = z.object({ data: z.array(homeItemSchema) });

/** At most this many items per source: the start page shows what matters, the lists show the rest. */
export const HOME_ITEMS_PER_SOURCE = 50;

/** The start page's order: by group, then the earliest due date first, then by title. */
export function compareHomeItems(a: HomeItem, b: HomeItem): number {
  return (
    HOME_GROUPS[a.group].order - HOME_GROUPS[b.group].order ||
    (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
    a.title.localeCompare(b.title)
  );
}

/**
 * What a start page says of work handed in for the caller's decision (a response to review, a
 * recommendation to sign off): when it was submitted and how long it has waited since, e.g.
 * "submitted 10 Mar 2026, waiting 264 days". Not "N days late" from its due date: work submitted on
 * time is not late (issue 29, item 8: "Submitted · 243 days late" for a response handed in on time).
 */
export function submittedWaiting(submittedAt: string, today: Date): string {
  const day = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  const todayDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const waiting = Math.round((todayDay - day(submittedAt)) / 86_400_000);
  const shown = new Date(submittedAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `submitted ${shown}, ${waiting > 0 ? `waiting ${waiting} day${waiting === 1 ? '' : 's'}` : 'today'}`;
}
