import { type EventData, possessive, type Permission, type Role, STANDARD_CATALOGUE } from '@esg/contracts';
import { daysBetween } from '@esg/platform';

/*
 * What the monitoring's events mean to people (issue 9, docs/notifications.md "Data requests"): a
 * company asked for data, reminded of it, or a response changed status. Pure: the caller passes the
 * directory (users and company names); each rule answers who is told and what.
 */

export const DATA_REQUEST_EVENT_TYPES = [
  'data-collection.response.requested.v1',
  'data-collection.response.status-changed.v1',
  'data-collection.response.reminder-sent.v1',
  'data-collection.response.contributor-notice-sent.v1',
] as const;
export type DataRequestEventType = (typeof DATA_REQUEST_EVENT_TYPES)[number];

export const isDataRequestEvent = (type: string): type is DataRequestEventType =>
  (DATA_REQUEST_EVENT_TYPES as readonly string[]).includes(type);

export interface DirectoryMember {
  userId: number;
  companyId: number | null;
  role: Role;
  permission?: Permission | null;
}

export interface DataRequestDirectory {
  /** Users of a company (the directory's). */
  usersOf(companyId: number): readonly DirectoryMember[];
  companyName(companyId: number): string | null;
}

export interface DataRequestNotice {
  recipients: number[];
  message: string;
  actorId: number | null;
  /** The company asked for data, and the company that asked. */
  companyId: number;
  requesterCompanyId: number;
  link: string;
}

/** "2030-03-31" → "31 Mar 2030" (due dates are calendar dates, shown in UTC). */
const day = (iso: string): string => {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};
const standardName = (standardId: number): string =>
  STANDARD_CATALOGUE.find((s) => s.id === standardId)?.name ?? `Standard ${standardId}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The team of a company that hears of its data requests: its users but the contributors (who hear of
 * the responses they are assigned to) and the actor; an admin never.
 */
function team(
  directory: DataRequestDirectory,
  companyId: number,
  actorId: number | null,
  extra: readonly number[] = [],
): number[] {
  const out = new Set<number>();
  for (const user of directory.usersOf(companyId)) {
    if (user.role === 'admin' || user.permission === 'Contributor') continue;
    out.add(user.userId);
  }
  // Assigned contributors, if they are still the company's.
  const members = new Set(directory.usersOf(companyId).map((u) => u.userId));
  for (const userId of extra) if (members.has(userId)) out.add(userId);
  if (actorId !== null) out.delete(actorId);
  return [...out].sort((a, b) => a - b);
}

const responseLink = (responseId: number) => `/collect-data?responseId=${responseId}`;

/**
 * Who is told of a monitoring event and what (null: nobody):
 * - requested: the company's team (not when the company opened the response itself);
 * - reminder sent: the recipients the reminder named (data-collection decided them, ADR 0065);
 * - status changed: submitted → the requesting company's team; returned → the company's team;
 *   accepted, published, reopened → the company's team and the assigned contributors. A company's own
 *   response (it asked itself) tells no one of its own steps.
 * - contributor notice: the contributor it names, of the sections and metrics assigned to it or of its
 *   values the reviewer returned (each with the comment): a contributor hears of a return through this,
 *   which names its own values, not through the status change (issue 21, finding 7).
 */
export function dataRequestNotice(
  type: DataRequestEventType,
  data: unknown,
  directory: DataRequestDirectory,
): DataRequestNotice | null {
  const name = (companyId: number) => directory.companyName(companyId) ?? `Company ${companyId}`;
  switch (type) {
    case 'data-collection.response.requested.v1': {
      const d = data as EventData<'data-collection.response.requested.v1'>;
      if (d.requesterCompanyId === d.companyId) return null;
      const actorId = d.requestedBy > 0 ? d.requestedBy : null;
      return {
        recipients: team(directory, d.companyId, actorId),
        message: `${name(d.requesterCompanyId)} asked ${name(d.companyId)} for its ${standardName(d.standardId)} data for ${d.period}, due ${day(d.dueDate)}`,
        actorId,
        companyId: d.companyId,
        requesterCompanyId: d.requesterCompanyId,
        link: responseLink(d.responseId),
      };
    }
    case 'data-collection.response.reminder-sent.v1': {
      const d = data as EventData<'data-collection.response.reminder-sent.v1'>;
      const actorId = d.sentBy > 0 ? d.sentBy : null;
      const what = `${d.standardName} data for ${d.period}`;
      // The days the message names are counted from the day it was sent to the due date: the event's
      // `days` is the reminder's step (7 days after), which a late reminder has long passed (issue 29:
      // "7 days overdue" for a response 242 days late).
      const late = daysBetween(d.dueDate, d.sentAt.slice(0, 10));
      const message =
        d.reason === 'before_due'
          ? `Reminder: ${d.requesterName} expects ${possessive(d.companyName)} ${what} in ${plural(-late, 'day')}, on ${day(d.dueDate)}`
          : d.reason === 'after_due'
            ? `Reminder: ${possessive(d.companyName)} ${what} for ${d.requesterName} is ${plural(late, 'day')} overdue (due ${day(d.dueDate)})`
            : `${d.requesterName} reminds ${d.companyName} of its ${what}, due ${day(d.dueDate)}${d.note ? `: ${d.note}` : ''}`;
      return {
        recipients: [...new Set(d.recipients.map((r) => r.userId))]
          .filter((id) => id !== actorId)
          .sort((a, b) => a - b),
        message,
        actorId,
        companyId: d.companyId,
        requesterCompanyId: d.requesterCompanyId,
        link: responseLink(d.responseId),
      };
    }
    case 'data-collection.response.contributor-notice-sent.v1': {
      const d = data as EventData<'data-collection.response.contributor-notice-sent.v1'>;
      const actorId = d.actorId > 0 ? d.actorId : null;
      const what = `${possessive(d.companyName)} ${d.standardName} data for ${d.period}`;
      const parts = [...d.sections, ...d.metrics.map((m) => m.label)];
      const listed =
        parts.length <= 3 ? parts.join(', ') : `${parts.slice(0, 2).join(', ')} and ${parts.length - 2} more`;
      const message =
        d.reason === 'assigned'
          ? `${d.actorName ?? name(d.companyId)} assigned you ${listed} of ${what}, due ${day(d.dueDate)}`
          : `${d.requesterName} returned ${plural(d.metrics.length, 'value')} assigned to you in ${what}: ${d.metrics
              .map((m) => (m.comment ? `${m.label} (${m.comment})` : m.label))
              .join('; ')}`;
      return {
        recipients: d.contributor.userId === actorId ? [] : [d.contributor.userId],
        message,
        actorId,
        companyId: d.companyId,
        requesterCompanyId: d.requesterCompanyId,
        link: responseLink(d.responseId),
      };
    }
    case 'data-collection.response.status-changed.v1': {
      const d = data as EventData<'data-collection.response.status-changed.v1'>;
      if (d.requesterCompanyId === d.companyId) return null;
      const actorId = d.actorId > 0 ? d.actorId : null;
      const what = `${standardName(d.standardId)} data for ${d.period}`;
      const base = {
        actorId,
        companyId: d.companyId,
        requesterCompanyId: d.requesterCompanyId,
        link: responseLink(d.responseId),
      };
      const reason = d.reason ? `: ${d.reason}` : '';
      switch (d.after) {
        case 'submitted':
          return {
            ...base,
            recipients: team(directory, d.requesterCompanyId, actorId),
            message: `${name(d.companyId)} submitted its ${what} for review${reason}`,
          };
        case 'returned':
          return {
            ...base,
            recipients: team(directory, d.companyId, actorId),
            message: `${name(d.requesterCompanyId)} returned ${possessive(name(d.companyId))} ${what} for changes${reason}`,
          };
        case 'accepted':
        case 'published':
        case 'reopened': {
          const company = `${possessive(name(d.companyId))} ${what}`;
          const message = {
            accepted: `${name(d.requesterCompanyId)} accepted ${company}`,
            published: `${company} was published`,
            reopened: `${company} was reopened${reason}`,
          }[d.after];
          return {
            ...base,
            recipients: team(directory, d.companyId, actorId, d.assignedUserIds),
            message,
          };
        }
        case 'requested':
        case 'in_progress':
          // The company's own steps (it started entering values).
          return null;
      }
    }
  }
}
