import { notificationCreatedV1 } from '@esg/contracts';
import { CHANGELOG, NOTIFICATIONS } from '../src/infrastructure/migrations';
import type { ChangelogRecord, NotificationRecord } from '../src/infrastructure/records';
import { recipientsOf } from '../src/domain/recipients';
import {
  ADMIN,
  ALL_TYPES,
  CONSULTANT,
  COINVESTOR,
  GP,
  isPlanLevel,
  LP,
  OTHER_PC,
  PC,
  planEvent,
  type ActionPlanEventType,
} from './fixtures';
import { startNotifications, type NotificationsHost } from './notifications-host';

/** Edits of text are logged, not notified. */
const SILENT: ActionPlanEventType[] = [
  'action-plans.comment.edited.v1',
  'action-plans.comment.deleted.v1',
  'action-plans.internal-note.updated.v1',
];

describe('notifications projection: who gets what, for every action-plans event', () => {
  let host: NotificationsHost;
  let planId = 100;
  beforeAll(async () => {
    host = await startNotifications();
  });
  afterAll(async () => host?.dispose());

  const notificationsOf = (eventId: string) =>
    host.runtimes[0].store.find<NotificationRecord>(
      NOTIFICATIONS,
      { eventId },
      { sort: [['userId', 'asc']] },
    );

  it.each(ALL_TYPES)('%s', async (type) => {
    planId++;
    // Everyone is "concerned" here, including people who may not see the plan: the service filters.
    const event = planEvent(type, {
      planId,
      actorId: CONSULTANT,
      concernedUserIds: [ADMIN, GP, LP, PC, OTHER_PC, COINVESTOR, CONSULTANT],
    });
    await host.deliver([event]);
    const notifications = await notificationsOf(event.id);
    const expected = SILENT.includes(type)
      ? []
      : type.startsWith('action-plans.internal-note.')
        ? [GP, COINVESTOR] // never the portfolio company
        : [GP, PC, COINVESTOR]; // never the actor, the admin, an LP or another company's user
    expect(notifications.map((n) => n.userId)).toEqual(expected);
    for (const n of notifications) {
      expect(n).toMatchObject({
        actionPlanId: planId,
        pcId: 2,
        gpCompanyId: 1,
        actorId: CONSULTANT,
        read: false,
        eventType: type,
        createdAt: event.time,
      });
      expect(n.message.length).toBeGreaterThan(5);
      if (type === 'action-plans.plan.deleted.v1') expect(n.link).toBeNull();
      else if (isPlanLevel(type) || type === 'action-plans.recommendation.deleted.v1')
        expect(n.link).toBe(`/action-plans/detail/${planId}`);
      else expect(n.link).toBe(`/action-plans/detail/${planId}/recommendation/10`);
      expect(n.recommendationId).toBe(isPlanLevel(type) ? null : 10);
    }

    // The change log has one entry for the event, with its before / after values.
    const entry = await host.runtimes[0].store.get<ChangelogRecord>(CHANGELOG, event.id);
    expect(entry).toMatchObject({
      actionPlanId: planId,
      eventType: type,
      actorId: CONSULTANT,
      at: event.time,
      investorOnly: type.startsWith('action-plans.internal-note.'),
    });
    expect(entry!.summary.length).toBeGreaterThan(3);
  });

  it('tells the portfolio company when the GP acts, but not about internal notes', async () => {
    const status = planEvent('action-plans.recommendation.status-changed.v1', {
      planId: 500,
      actorId: GP,
      concernedUserIds: [PC, CONSULTANT],
    });
    const note = planEvent('action-plans.internal-note.added.v1', {
      planId: 500,
      actorId: GP,
      concernedUserIds: [PC, CONSULTANT], // a wrong payload: the service still keeps the note from PC
    });
    await host.deliver([status, note]);
    expect((await notificationsOf(status.id)).map((n) => n.userId)).toEqual([PC, CONSULTANT]);
    expect((await notificationsOf(note.id)).map((n) => n.userId)).toEqual([CONSULTANT]);
  });

  it('notifies nobody of another tenant, even when named', async () => {
    const event = planEvent('action-plans.recommendation.status-changed.v1', {
      planId: 501,
      portfolioCompanyId: 3, // Atlas: PC (Northwind) is not its user
      actorId: GP,
      concernedUserIds: [PC, OTHER_PC, LP, ADMIN, CONSULTANT],
    });
    await host.deliver([event]);
    expect((await notificationsOf(event.id)).map((n) => n.userId)).toEqual([CONSULTANT]);
  });

  it('changes nothing when an event is delivered again', async () => {
    const event = planEvent('action-plans.recommendation.status-changed.v1', { planId: 502, actorId: PC });
    await host.deliver([event]);
    const store = host.runtimes[0].store;
    const before = { n: await store.count(NOTIFICATIONS), c: await store.count(CHANGELOG) };
    const pushes = host.published.length;
    await host.deliver([event, event]);
    expect({ n: await store.count(NOTIFICATIONS), c: await store.count(CHANGELOG) }).toEqual(before);
    expect(host.published.length).toBe(pushes);
  });

  it('announces each notification with the recipient counts (notifications.notification.created.v1)', async () => {
    const event = planEvent('action-plans.comment.added.v1', {
      planId: 503,
      actorId: PC,
      concernedUserIds: [GP],
    });
    const since = host.published.length;
    await host.deliver([event]);
    const { waitFor } = await import('@esg/testing');
    const created = await waitFor(() =>
      host.published.slice(since).find((e) => e.type === 'notifications.notification.created.v1'),
    );
    const data = notificationCreatedV1.parse(created.data);
    expect(created.subject).toBe(String(GP));
    expect(created.causationid).toBe(event.id);
    expect(data.notification).toMatchObject({ userId: GP, actionPlanId: 503, kind: 'comment' });
    expect(data.counts.total).toBe(data.counts.read + data.counts.unread);
    expect(data.counts.unread).toBeGreaterThan(0);
  });
});

describe('recipient rule (unit)', () => {
  const directory = new Map([
    [GP, { userId: GP, companyId: 1, role: 'gp' as const }],
    [PC, { userId: PC, companyId: 2, role: 'pc' as const }],
    [LP, { userId: LP, companyId: 5, role: 'lp' as const }],
  ]);
  const ref = {
    planId: 1,
    portfolioCompanyId: 2,
    gpCompanyId: 1,
    actorId: GP,
    concernedUserIds: [GP, PC, LP, 99],
  };
  it('drops the actor, unknown users and users outside the plan', () => {
    expect(recipientsOf('action-plans.plan.published.v1', ref, directory)).toEqual([PC]);
    expect(recipientsOf('action-plans.internal-note.added.v1', ref, directory)).toEqual([]);
    expect(recipientsOf('action-plans.internal-note.added.v1', { ...ref, actorId: PC }, directory)).toEqual([
      GP,
    ]);
  });
});
