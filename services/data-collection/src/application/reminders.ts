import { createEvent, type EventData, type ReminderReason } from '@esg/contracts';
import type { Doc, DocumentReader, Transaction } from '@esg/persistence';
import type { Company } from '../domain/company';
import type { ResponseDoc } from '../domain/esg/response';
import { USER_DIRECTORY, type DirectoryUser } from '../infrastructure/user-directory';
import { namesOf } from './transitions';

/** Collection of the reminders sent: id = the reminder's once-only key (ADR 0065). */
export const REMINDERS = 'reminders';

export interface ReminderDoc extends Doc {
  key: string;
  kind: 'reminder' | 'digest';
  responseId: number | null;
  userId: number | null;
  reason: ReminderReason | 'weekly_digest';
  sentAt: string;
  sentBy: number;
  recipients: number[];
}

type Recipient = { userId: number; email: string; name: string };

/**
 * Who is reminded of a response: the reporting company's signed-in users who may fill it in — its
 * non-contributors, and the contributors assigned to it.
 */
export async function reminderRecipients(
  reader: DocumentReader,
  response: ResponseDoc,
): Promise<Recipient[]> {
  const users = await reader.find<DirectoryUser>(USER_DIRECTORY, { companyId: response.companyId });
  const assigned = new Set(response.assignments.map((a) => a.userId));
  return users
    .filter((u) => u.active && (u.permission !== 'Contributor' || assigned.has(u.userId)))
    .sort((a, b) => a.userId - b.userId)
    .map((u) => ({ userId: u.userId, email: u.email, name: u.name }));
}

/** The last reminder sent for each of these responses. */
export async function lastReminders(
  reader: DocumentReader,
  responseIds: readonly number[],
): Promise<Map<number, string>> {
  const last = new Map<number, string>();
  if (responseIds.length === 0) return last;
  const docs = await reader.find<ReminderDoc>(REMINDERS, { responseId: { in: [...responseIds] } });
  for (const doc of docs) {
    if (doc.responseId === null) continue;
    const seen = last.get(doc.responseId);
    if (!seen || seen < doc.sentAt) last.set(doc.responseId, doc.sentAt);
  }
  return last;
}

/**
 * Records a reminder under its key and appends its event, in the caller's transaction: committed
 * together, so a reminder is mailed once or not at all. Answers false (and does nothing) when the key
 * was used already or no one is there to remind.
 */
export async function sendReminder(
  tx: Transaction,
  response: ResponseDoc,
  reminder: { key: string; reason: ReminderReason; days: number | null; note: string | null },
  sentBy: number,
  at: Date,
): Promise<{ sent: boolean; recipients: Recipient[] }> {
  if (await tx.get(REMINDERS, reminder.key)) return { sent: false, recipients: [] };
  const recipients = await reminderRecipients(tx, response);
  if (recipients.length === 0) return { sent: false, recipients };
  const names = await namesOf(tx, response);
  const requester = await tx.get<Company>('companies', String(response.requesterCompanyId));
  const sentAt = at.toISOString();
  const doc: ReminderDoc = {
    id: reminder.key,
    key: reminder.key,
    kind: 'reminder',
    responseId: response.responseId,
    userId: null,
    reason: reminder.reason,
    sentAt,
    sentBy,
    recipients: recipients.map((r) => r.userId),
  };
  await tx.insert(REMINDERS, doc);
  const data: EventData<'data-collection.response.reminder-sent.v1'> = {
    responseId: response.responseId,
    companyId: response.companyId,
    companyName: names.company,
    requesterCompanyId: response.requesterCompanyId,
    requesterName: requester?.name ?? `Company ${response.requesterCompanyId}`,
    standardId: response.standardId,
    standardName: names.standard,
    period: response.period,
    cycle: response.cycle,
    status: response.status,
    dueDate: response.dueDate,
    reason: reminder.reason,
    days: reminder.days,
    key: reminder.key,
    sentAt,
    sentBy,
    note: reminder.note,
    recipients,
  };
  await tx.append([
    createEvent({
      type: 'data-collection.response.reminder-sent.v1',
      source: 'data-collection',
      subject: response.responseId,
      companyId: response.companyId,
      actorId: sentBy,
      data,
    }),
  ]);
  return { sent: true, recipients };
}
