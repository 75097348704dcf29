import { createEvent, type CloudEvent } from '@esg/contracts';
import type { Transaction } from '@esg/persistence';
import {
  ACTION_PLAN_EVENT_RULES,
  isActionPlanEvent,
  linkOf,
  type ActionPlanEventType,
  type PlanEventRef,
} from '../domain/action-plan-events';
import { recipientsOf, type Member } from '../domain/recipients';
import { ACTION_PLAN_TOPICS } from '../domain/topics';
import { NOTIFICATION_COUNTERS, NOTIFICATIONS, READ_MARKS, USERS } from '../infrastructure/migrations';
import type {
  CounterRecord,
  NotificationRecord,
  ReadMarkRecord,
  UserRecord,
} from '../infrastructure/records';
import { presentNotification } from '../queries/present';
import type { Projection } from './projection';

/** A notification's id: the event and the recipient, so a replay makes the same ids (and read marks still apply). */
export const notificationId = (eventId: string, userId: number): string => `${eventId}:${userId}`;

export async function countsOf(
  tx: Pick<Transaction, 'get'>,
  userId: number,
): Promise<{ total: number; read: number; unread: number }> {
  const counter = await tx.get<CounterRecord>(NOTIFICATION_COUNTERS, String(userId));
  const total = counter?.total ?? 0;
  const unread = counter?.unread ?? 0;
  return { total, read: total - unread, unread };
}

export async function bumpCounter(
  tx: Transaction,
  userId: number,
  total: number,
  unread: number,
): Promise<void> {
  const current = (await tx.get<CounterRecord>(NOTIFICATION_COUNTERS, String(userId))) ?? {
    id: String(userId),
    userId,
    total: 0,
    unread: 0,
  };
  await tx.put<CounterRecord>(NOTIFICATION_COUNTERS, {
    ...current,
    total: current.total + total,
    unread: current.unread + unread,
  });
}

async function members(tx: Transaction, userIds: readonly number[]): Promise<Map<number, Member>> {
  if (userIds.length === 0) return new Map();
  const users = await tx.find<UserRecord>(USERS, { userId: { in: [...userIds] } });
  return new Map(users.map((u) => [u.userId, u]));
}

/** What a notification says, before it is given to each of its recipients. */
export type NotificationContent = Pick<
  NotificationRecord,
  | 'eventType'
  | 'kind'
  | 'message'
  | 'actorId'
  | 'actionPlanId'
  | 'recommendationId'
  | 'pcId'
  | 'gpCompanyId'
  | 'link'
>;

/**
 * Gives one notification of `event` to each recipient: stored with its read mark (ids are stable
 * across replays), counted, and when `emit`, announced for the live push.
 */
export async function deliver(
  event: CloudEvent,
  recipients: readonly number[],
  content: NotificationContent,
  tx: Transaction,
  emit: boolean,
): Promise<void> {
  for (const userId of recipients) {
    const id = notificationId(event.id, userId);
    const mark = await tx.get<ReadMarkRecord>(READ_MARKS, id);
    const record: NotificationRecord = {
      id,
      userId,
      eventId: event.id,
      ...content,
      read: mark !== null,
      readAt: mark?.readAt ?? null,
      createdAt: event.time,
    };
    await tx.put(NOTIFICATIONS, record);
    await bumpCounter(tx, userId, 1, mark ? 0 : 1);
    if (emit) {
      await tx.append([
        createEvent({
          type: 'notifications.notification.created.v1',
          source: 'notifications',
          subject: userId,
          actorId: content.actorId,
          companyId: content.pcId,
          correlationId: event.correlationid,
          causationId: event.id,
          data: { userId, notification: presentNotification(record), counts: await countsOf(tx, userId) },
        }),
      ]);
    }
  }
}

async function notify(
  event: CloudEvent,
  type: ActionPlanEventType,
  tx: Transaction,
  emit: boolean,
): Promise<void> {
  const rule = ACTION_PLAN_EVENT_RULES[type];
  if (!rule.notifies) return;
  const ref = event.data as PlanEventRef;
  const recipients = recipientsOf(type, ref, await members(tx, ref.concernedUserIds));
  // The rule's message is typed per event; the event was validated against its contract by the bus.
  const message = (rule.message as (data: unknown) => string)(event.data);
  await deliver(
    event,
    recipients,
    {
      eventType: type,
      kind: rule.kind,
      message,
      actorId: ref.actorId,
      actionPlanId: ref.planId,
      recommendationId: ref.recommendationId ?? null,
      pcId: ref.portfolioCompanyId,
      gpCompanyId: ref.gpCompanyId,
      link: linkOf(type, ref),
    },
    tx,
    emit,
  );
}

/** Notifications per user from every action-plans event (docs/notifications.md). */
export const notificationsProjection: Projection = {
  name: 'notifications',
  version: 1,
  topics: ACTION_PLAN_TOPICS,
  collections: [NOTIFICATIONS, NOTIFICATION_COUNTERS],
  apply: async (event, tx, options) => {
    if (isActionPlanEvent(event.type)) await notify(event, event.type, tx, options.emit);
  },
};
