import { createEvent, notificationCreatedV1, type CloudEvent, type EventData } from '@esg/contracts';
import { waitFor } from '@esg/testing';
import { NOTIFICATIONS } from '../src/infrastructure/migrations';
import type { NotificationRecord } from '../src/infrastructure/records';
import { COINVESTOR, CONSULTANT, GP, OTHER_PC, PC } from './fixtures';
import { startNotifications, type NotificationsHost } from './notifications-host';

/*
 * Data-request notifications (issue 9, docs/notifications.md "Data requests"): the monitoring's
 * requests, reminders and response status changes reach the people concerned in the bell, like the
 * action-plan events. Demo directory: Evergreen (1) has GP 2, Coinvestor 6 and Consultant 7;
 * Northwind (2) has PC 4; Helios (4) only Contributor 5.
 */

const EVERGREEN = 1;
const NORTHWIND = 2;
const HELIOS = 4;
let nextResponseId = 500;

const ref = (companyId: number, requesterCompanyId = EVERGREEN) => ({
  responseId: nextResponseId++,
  companyId,
  requesterCompanyId,
  standardId: 1,
  frameworkVersion: '2024.1',
  period: '2025',
  year: 2025,
  cycle: 'annually' as const,
});
const completion = { required: 10, answered: 4, percent: 40 };

const event = <
  T extends
    | 'data-collection.response.requested.v1'
    | 'data-collection.response.status-changed.v1'
    | 'data-collection.response.reminder-sent.v1'
    | 'data-collection.response.contributor-notice-sent.v1',
>(
  type: T,
  data: EventData<T>,
): CloudEvent =>
  createEvent({ type, source: 'data-collection', subject: data.responseId, companyId: data.companyId, data });

const requested = (r: ReturnType<typeof ref>, requestedBy = GP) =>
  event('data-collection.response.requested.v1', {
    ...r,
    status: 'requested',
    dueDate: '2026-03-31',
    requestedBy,
    requestedAt: '2026-01-05T10:00:00.000Z',
    completion,
  });

const statusChanged = (
  r: ReturnType<typeof ref>,
  before: 'in_progress' | 'submitted',
  after: 'submitted' | 'returned' | 'in_progress' | 'accepted',
  actorId: number,
  extra: { reason?: string | null; assignedUserIds?: number[] } = {},
) =>
  event('data-collection.response.status-changed.v1', {
    ...r,
    before,
    after,
    actorId,
    at: '2026-02-01T10:00:00.000Z',
    reason: extra.reason ?? null,
    dueDate: '2026-03-31',
    completion,
    assignedUserIds: extra.assignedUserIds ?? [],
  });

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const reminder = (
  r: ReturnType<typeof ref>,
  reason: 'manual' | 'before_due' | 'after_due',
  days: number | null,
  sentBy: number,
  note: string | null = null,
  // By default on the day the reminder's step falls (7 days before: 24 March).
  sentOn = reason === 'manual'
    ? '2026-04-07'
    : shiftDay('2026-03-31', reason === 'before_due' ? -days! : days!),
) =>
  event('data-collection.response.reminder-sent.v1', {
    responseId: r.responseId,
    companyId: r.companyId,
    companyName: 'Northwind Renewables',
    requesterCompanyId: r.requesterCompanyId,
    requesterName: 'Evergreen Capital Partners',
    standardId: 1,
    standardName: 'ESG',
    period: '2025',
    cycle: 'annually',
    status: 'in_progress',
    dueDate: '2026-03-31',
    reason,
    days,
    key: `reminder|${r.responseId}|2026-03-31|${reason}|${days ?? 0}|${Math.random()}`,
    sentAt: `${sentOn}T09:00:00.000Z`,
    sentBy,
    note,
    recipients: [{ userId: PC, email: 'pc@demo.test', name: 'Priya Chen' }],
  });

describe('data-request notifications', () => {
  let host: NotificationsHost;
  beforeAll(async () => {
    host = await startNotifications();
  });
  afterAll(async () => host?.dispose());

  const notificationsOf = (e: CloudEvent) =>
    host.runtimes[0].store.find<NotificationRecord>(
      NOTIFICATIONS,
      { eventId: e.id },
      { sort: [['userId', 'asc']] },
    );
  const told = async (e: CloudEvent) => {
    await host.deliver([e]);
    return notificationsOf(e);
  };

  it("tells the company's team that data was asked of it, linked to the response", async () => {
    const r = ref(NORTHWIND);
    const e = requested(r);
    const [n, ...others] = await told(e);
    expect(others).toEqual([]);
    expect(n).toMatchObject({
      userId: PC,
      kind: 'data-request',
      eventType: 'data-collection.response.requested.v1',
      message:
        'Evergreen Capital Partners asked Northwind Renewables for its ESG data for 2025, due 31 Mar 2026',
      actorId: GP,
      actionPlanId: null,
      recommendationId: null,
      pcId: NORTHWIND,
      gpCompanyId: EVERGREEN,
      link: `/collect-data?responseId=${r.responseId}`,
      read: false,
    });
    // Pushed live like every notification, in the shape the socket carries.
    const pushed = await waitFor(() =>
      host.published.find((p) => (p.data as { notification?: { id: string } }).notification?.id === n.id),
    );
    expect(notificationCreatedV1.parse(pushed.data).counts.unread).toBeGreaterThan(0);
  });

  it('tells the asking team of a submission, and the company of a return', async () => {
    const r = ref(NORTHWIND);
    const submitted = await told(statusChanged(r, 'in_progress', 'submitted', PC));
    expect(submitted.map((n) => n.userId)).toEqual([GP, COINVESTOR, CONSULTANT]);
    expect(submitted[0].message).toBe('Northwind Renewables submitted its ESG data for 2025 for review');

    const returned = await told(
      statusChanged(r, 'submitted', 'returned', GP, { reason: 'Scope 3 is missing' }),
    );
    expect(returned.map((n) => n.userId)).toEqual([PC]);
    expect(returned[0].message).toBe(
      "Evergreen Capital Partners returned Northwind Renewables' ESG data for 2025 for changes: Scope 3 is missing",
    );

    // Helios's only user is a contributor: told of the request only where assigned, and of a return by
    // the contributor notice that names its own values (below), not by the status change.
    const helios = ref(HELIOS);
    expect(await told(requested(helios))).toEqual([]);
    expect(
      await told(statusChanged(helios, 'submitted', 'returned', GP, { assignedUserIds: [OTHER_PC] })),
    ).toEqual([]);
    const accepted = await told(
      statusChanged(helios, 'submitted', 'accepted', GP, { assignedUserIds: [OTHER_PC] }),
    );
    expect(accepted.map((n) => n.userId)).toEqual([OTHER_PC]);
  });

  const notice = (
    r: ReturnType<typeof ref>,
    reason: 'assigned' | 'returned',
    parts: { sections?: string[]; metrics?: Array<{ code: string; label: string; comment: string | null }> },
    actorId: number,
  ) =>
    event('data-collection.response.contributor-notice-sent.v1', {
      responseId: r.responseId,
      companyId: r.companyId,
      companyName: 'Helios Foods',
      requesterCompanyId: r.requesterCompanyId,
      requesterName: 'Evergreen Capital Partners',
      standardId: 1,
      standardName: 'ESG',
      period: '2025',
      dueDate: '2026-04-30',
      reason,
      contributor: { userId: OTHER_PC, email: 'contributor@demo.test', name: 'Carlos Ortega' },
      sections: parts.sections ?? [],
      metrics: parts.metrics ?? [],
      actorId,
      actorName: actorId === GP ? 'Grace Parker' : 'Hana Helios',
      at: '2026-02-01T10:00:00.000Z',
    });

  it('tells a contributor what it was assigned, and which of its values came back and why (issue 21)', async () => {
    const helios = ref(HELIOS);
    const [assigned, ...others] = await told(
      notice(helios, 'assigned', { sections: ['EDCI core metrics'] }, 99),
    );
    expect(others).toEqual([]);
    expect(assigned).toMatchObject({
      userId: OTHER_PC,
      kind: 'data-request',
      eventType: 'data-collection.response.contributor-notice-sent.v1',
      message:
        "Hana Helios assigned you EDCI core metrics of Helios Foods' ESG data for 2025, due 30 Apr 2026",
      link: `/collect-data?responseId=${helios.responseId}`,
    });
    const [returned] = await told(
      notice(
        helios,
        'returned',
        {
          metrics: [
            { code: 'ghg.scope1', label: 'Scope 1 GHG emissions', comment: 'Use the audited figure' },
            { code: 'soc.injuries', label: 'Work-related injuries', comment: null },
          ],
        },
        GP,
      ),
    );
    expect(returned).toMatchObject({
      userId: OTHER_PC,
      actorId: GP,
      message:
        "Evergreen Capital Partners returned 2 values assigned to you in Helios Foods' ESG data for 2025: Scope 1 GHG emissions (Use the audited figure); Work-related injuries",
    });
    // Nobody is told of their own assignment.
    expect(await told(notice(helios, 'assigned', { sections: ['Social'] }, OTHER_PC))).toEqual([]);
  });

  it("tells no one of a company's own steps, nor of its own request", async () => {
    const own = ref(NORTHWIND, NORTHWIND);
    expect(await told(requested(own, PC))).toEqual([]);
    expect(await told(statusChanged(own, 'in_progress', 'submitted', PC))).toEqual([]);
    // Entering values (requested → in progress) is the company's own step.
    expect(await told(statusChanged(ref(NORTHWIND), 'in_progress', 'in_progress', PC))).toEqual([]);
  });

  it('passes reminders to the users they were sent to: by hand, before and after the due date', async () => {
    const r = ref(NORTHWIND);
    const [manual] = await told(reminder(r, 'manual', null, GP, 'The board pack closes on Friday.'));
    expect(manual).toMatchObject({
      userId: PC,
      actorId: GP,
      message:
        'Evergreen Capital Partners reminds Northwind Renewables of its ESG data for 2025, due 31 Mar 2026: The board pack closes on Friday.',
    });
    const [before] = await told(reminder(r, 'before_due', 7, 0));
    expect(before).toMatchObject({
      actorId: null,
      message:
        "Reminder: Evergreen Capital Partners expects Northwind Renewables' ESG data for 2025 in 7 days, on 31 Mar 2026",
    });
    const [after] = await told(reminder(r, 'after_due', 1, 0));
    expect(after.message).toBe(
      "Reminder: Northwind Renewables' ESG data for 2025 for Evergreen Capital Partners is 1 day overdue (due 31 Mar 2026)",
    );
  });

  it('counts the days a late reminder names from its due date, not from the step it was sent for (issue 29)', async () => {
    // The 7-days-after reminder of a response owed since 31 March, first sent on 28 November: 242 days late.
    const [late] = await told(reminder(ref(NORTHWIND), 'after_due', 7, 0, null, '2026-11-28'));
    expect(late.message).toBe(
      "Reminder: Northwind Renewables' ESG data for 2025 for Evergreen Capital Partners is 242 days overdue (due 31 Mar 2026)",
    );
    const [early] = await told(reminder(ref(NORTHWIND), 'before_due', 7, 0, null, '2026-03-29'));
    expect(early.message).toMatch(/ in 2 days, on 31 Mar 2026$/);
  });

  it('counts them in the bell with the action-plan notifications', async () => {
    const before = await host.as('pc@demo.test').get('/api/notifications/counts').expect(200);
    await told(requested(ref(NORTHWIND)));
    const after = await host.as('pc@demo.test').get('/api/notifications/counts').expect(200);
    expect(after.body.data.unread).toBe(before.body.data.unread + 1);
    const list = await host.as('pc@demo.test').get('/api/notifications?perPage=1').expect(200);
    expect(list.body.data[0]).toMatchObject({ kind: 'data-request', actionPlanId: null });
  });
});
