import { NOTIFICATION_ERRORS } from '@esg/contracts';
import { CONSULTANT, GP, PC, planEvent } from './fixtures';
import { startNotifications, type NotificationsHost } from './notifications-host';

/** 23 notifications for the GP: 13 on plan 1 (Northwind, 2), 10 on plan 2 (Atlas, 3); one for the PC. */
async function history(host: NotificationsHost) {
  const base = Date.UTC(2026, 0, 1);
  const events = [
    planEvent('action-plans.plan.created.v1', {
      planId: 1,
      actorId: CONSULTANT,
      concernedUserIds: [GP],
      time: base,
    }),
    planEvent('action-plans.plan.draft-sent.v1', {
      planId: 1,
      actorId: CONSULTANT,
      concernedUserIds: [GP],
      time: base + 1,
    }),
    planEvent('action-plans.plan.created.v1', {
      planId: 2,
      portfolioCompanyId: 3,
      actorId: CONSULTANT,
      concernedUserIds: [GP],
      data: { status: 'draft' },
      time: base + 2,
    }),
  ];
  for (let i = 0; i < 11; i++)
    events.push(
      planEvent('action-plans.recommendation.status-changed.v1', {
        planId: 1,
        actorId: PC,
        concernedUserIds: [GP, CONSULTANT],
        time: base + 10 + i,
      }),
    );
  for (let i = 0; i < 9; i++)
    events.push(
      planEvent('action-plans.comment.added.v1', {
        planId: 2,
        portfolioCompanyId: 3,
        actorId: CONSULTANT,
        concernedUserIds: [GP],
        time: base + 30 + i,
      }),
    );
  events.push(
    planEvent('action-plans.internal-note.added.v1', {
      planId: 1,
      actorId: GP,
      concernedUserIds: [CONSULTANT],
      time: base + 50,
    }),
    planEvent('action-plans.comment.added.v1', {
      planId: 1,
      actorId: GP,
      concernedUserIds: [PC],
      time: base + 51,
    }),
  );
  await host.deliver(events);
}

describe('notifications API (spec 7.3)', () => {
  let host: NotificationsHost;
  beforeAll(async () => {
    host = await startNotifications();
    await history(host);
  });
  afterAll(async () => host?.dispose());

  const gp = () => host.as('gp@demo.test');

  describe('GET /notifications', () => {
    it('lists the caller’s own notifications newest first, 10 a page, with totalPages', async () => {
      const page1 = await gp().get('/api/notifications').expect(200);
      expect(page1.body.meta).toEqual({ page: 1, perPage: 10, total: 23, totalPages: 3 });
      expect(page1.body.data).toHaveLength(10);
      const times = page1.body.data.map((n: { createdAt: string }) => n.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(page1.body.data.every((n: { userId: number }) => n.userId === GP)).toBe(true);
      const page3 = await gp().get('/api/notifications?page=3').expect(200);
      expect(page3.body.data).toHaveLength(3);
      const ids = new Set<string>();
      for (const page of [1, 2, 3]) {
        const r = await gp().get(`/api/notifications?page=${page}`).expect(200);
        for (const n of r.body.data as Array<{ id: string }>) ids.add(n.id);
      }
      expect(ids.size).toBe(23);
    });

    it('answers an empty page past the end with the real totals', async () => {
      const r = await gp().get('/api/notifications?page=4').expect(200);
      expect(r.body.data).toEqual([]);
      expect(r.body.meta).toEqual({ page: 4, perPage: 10, total: 23, totalPages: 3 });
      const none = await host.as('lp@demo.test').get('/api/notifications').expect(200);
      expect(none.body).toEqual({ data: [], meta: { page: 1, perPage: 10, total: 0, totalPages: 0 } });
    });

    it('takes perPage 1 to 100 and refuses the rest', async () => {
      expect((await gp().get('/api/notifications?perPage=100').expect(200)).body.data).toHaveLength(23);
      expect((await gp().get('/api/notifications?perPage=1&page=23').expect(200)).body.data).toHaveLength(1);
      await gp().get('/api/notifications?perPage=101').expect(400);
      await gp().get('/api/notifications?perPage=0').expect(400);
      await gp().get('/api/notifications?page=0').expect(400);
      await gp().get('/api/notifications?page=x').expect(400);
    });

    it('filters by pcId, actionPlanId and unreadOnly', async () => {
      const atlas = await gp().get('/api/notifications?pcId=3&perPage=100').expect(200);
      expect(atlas.body.meta.total).toBe(10);
      expect(atlas.body.data.every((n: { pcId: number }) => n.pcId === 3)).toBe(true);
      const plan1 = await gp().get('/api/notifications?actionPlanId=1&perPage=100').expect(200);
      expect(plan1.body.meta.total).toBe(13);
      const first = plan1.body.data[0];
      expect(first.link).toMatch(/^\/action-plans\/detail\/1(\/recommendation\/\d+)?$/);
      await gp()
        .put(`/api/notifications/${encodeURIComponent(first.id)}/read`)
        .expect(200);
      const unread = await gp().get('/api/notifications?unreadOnly=true&perPage=100').expect(200);
      expect(unread.body.meta.total).toBe(22);
      expect(unread.body.data.some((n: { id: string }) => n.id === first.id)).toBe(false);
    });

    it('needs a token', async () => {
      const { default: request } = await import('supertest');
      await request(host.url).get('/api/notifications').expect(401);
    });
  });

  describe('only the owner reads or marks a notification', () => {
    it('answers 404 (not 403) for someone else’s notification, and changes nothing', async () => {
      const mine = (await host.as('pc@demo.test').get('/api/notifications').expect(200)).body.data[0];
      expect(mine.userId).toBe(PC);
      const other = await gp()
        .put(`/api/notifications/${encodeURIComponent(mine.id)}/read`)
        .expect(404);
      expect(other.body).toEqual({
        statusCode: 404,
        code: 'NOTIFICATION.NOT_FOUND',
        message: expect.stringMatching(new RegExp(`^${NOTIFICATION_ERRORS.markRead}: `)),
      });
      const unknown = await gp().put('/api/notifications/nope/read').expect(404);
      expect(unknown.body.code).toBe(other.body.code);
      // nobody else's list shows it, and it is still unread for its owner
      const gpList = await gp().get('/api/notifications?perPage=100').expect(200);
      expect(gpList.body.data.some((n: { id: string }) => n.id === mine.id)).toBe(false);
      const again = (await host.as('pc@demo.test').get('/api/notifications').expect(200)).body.data[0];
      expect(again).toMatchObject({ id: mine.id, read: false });
      // read-all of another user leaves it alone
      await host.as('consultant@demo.test').put('/api/notifications/read-all').expect(200);
      expect((await host.as('pc@demo.test').get('/api/notifications/counts').expect(200)).body.data).toEqual({
        total: 1,
        read: 0,
        unread: 1,
      });
    });
  });

  describe('counts and marking', () => {
    it('counts total, read and unread, the plan’s with actionPlanId and a separate pc total with pcId', async () => {
      const all = await gp().get('/api/notifications/counts').expect(200);
      expect(all.body.data).toEqual({ total: 23, read: 1, unread: 22 });
      const pc = await gp().get('/api/notifications/counts?pcId=3').expect(200);
      expect(pc.body.data).toEqual({ total: 23, read: 1, unread: 22, pcTotal: 10, pcUnread: 10 });
      const plan = await gp().get('/api/notifications/counts?actionPlanId=2').expect(200);
      expect(plan.body.data).toEqual({ total: 10, read: 0, unread: 10 });
      const bad = await gp().get('/api/notifications/counts?pcId=abc').expect(400);
      expect(bad.body.message).toMatch(new RegExp(`^${NOTIFICATION_ERRORS.counts}: `));
    });

    it('marks one read once (a second mark changes nothing), then all, and announces the counts', async () => {
      const list = await gp().get('/api/notifications?unreadOnly=true').expect(200);
      const id = list.body.data[0].id as string;
      const since = host.published.length;
      const first = await gp()
        .put(`/api/notifications/${encodeURIComponent(id)}/read`)
        .expect(200);
      expect(first.body.data).toMatchObject({ id, read: true });
      await gp()
        .put(`/api/notifications/${encodeURIComponent(id)}/read`)
        .expect(200);
      expect((await gp().get('/api/notifications/counts').expect(200)).body.data).toEqual({
        total: 23,
        read: 2,
        unread: 21,
      });
      const all = await gp().put('/api/notifications/read-all').expect(200);
      expect(all.body.data).toEqual({ updated: 21 });
      expect((await gp().put('/api/notifications/read-all').expect(200)).body.data).toEqual({ updated: 0 });
      expect((await gp().get('/api/notifications/counts').expect(200)).body.data).toEqual({
        total: 23,
        read: 23,
        unread: 0,
      });
      const { waitFor } = await import('@esg/testing');
      const changed = await waitFor(() => {
        const e = host.published
          .slice(since)
          .filter((x) => x.type === 'notifications.notification.counts-changed.v1');
        return e.length >= 2 ? e : null;
      });
      expect(changed[changed.length - 1].data).toEqual({
        userId: GP,
        counts: { total: 23, read: 23, unread: 0 },
      });
    });
  });

  describe('GET /changelog', () => {
    it('pages a plan’s changes by 10, newest first, with actor names and before / after values', async () => {
      const r = await gp().get('/api/changelog?actionPlanId=1').expect(200);
      expect(r.body.meta).toEqual({ page: 1, perPage: 10, total: 15, totalPages: 2 });
      expect(r.body.data[0]).toMatchObject({ actionPlanId: 1, eventType: 'action-plans.comment.added.v1' });
      const status = r.body.data.find((e: { eventType: string }) =>
        e.eventType.endsWith('status-changed.v1'),
      );
      expect(status).toMatchObject({
        actor: { id: PC, name: 'Priya Chen' },
        changes: [{ field: 'status', before: 'in-progress', after: 'submitted' }],
        recommendationId: 10,
      });
      const page2 = await gp().get('/api/changelog?actionPlanId=1&page=2').expect(200);
      expect(page2.body.data).toHaveLength(5);
      expect((await gp().get('/api/changelog?actionPlanId=1&page=3').expect(200)).body.data).toEqual([]);
    });

    it('hides internal-note changes from the portfolio company', async () => {
      const pc = await host.as('pc@demo.test').get('/api/changelog?actionPlanId=1&perPage=100').expect(200);
      expect(pc.body.meta.total).toBe(14);
      expect(pc.body.data.some((e: { eventType: string }) => e.eventType.includes('internal-note'))).toBe(
        false,
      );
      const admin = await host
        .as('admin@demo.test')
        .get('/api/changelog?actionPlanId=1&perPage=100')
        .expect(200);
      expect(admin.body.meta.total).toBe(15);
    });

    it('shows the investor side the log as the portfolio company sees it (viewing_as=pc)', async () => {
      const asPc = await gp().get('/api/changelog?actionPlanId=1&perPage=100&viewing_as=pc').expect(200);
      expect(asPc.body.meta.total).toBe(14);
      expect(asPc.body.data.some((e: { eventType: string }) => e.eventType.includes('internal-note'))).toBe(
        false,
      );
      // Plan 2 is a draft: the portfolio company sees none of it.
      const draft = await gp().get('/api/changelog?actionPlanId=2&viewing_as=pc').expect(200);
      expect(draft.body).toEqual({ data: [], meta: { page: 1, perPage: 10, total: 0, totalPages: 0 } });
      // Viewing as another party than one's own is no way around the rules.
      await host.as('lp@demo.test').get('/api/changelog?actionPlanId=1&viewing_as=pc').expect(403);
      await gp().get('/api/changelog?actionPlanId=1&viewing_as=gp').expect(400);
    });

    it('hides internal-note changes from outside parties of the GP too (docs/access-policy.md rule 46)', async () => {
      for (const email of ['coinvestor@demo.test', 'consultant@demo.test']) {
        const outside = await host.as(email).get('/api/changelog?actionPlanId=1&perPage=100').expect(200);
        expect(outside.body.meta.total).toBe(14);
        expect(
          outside.body.data.some((e: { eventType: string }) => e.eventType.includes('internal-note')),
        ).toBe(false);
      }
      expect((await gp().get('/api/changelog?actionPlanId=1&perPage=100').expect(200)).body.meta.total).toBe(
        15,
      );
    });

    it('refuses users who may not see the plan; a draft is not the portfolio company’s yet', async () => {
      await host.as('lp@demo.test').get('/api/changelog?actionPlanId=1').expect(403);
      await host.as('trial@demo.test').get('/api/changelog?actionPlanId=1').expect(403);
      await host.as('contributor@demo.test').get('/api/changelog?actionPlanId=1').expect(403);
      await gp().get('/api/changelog?actionPlanId=999').expect(404);
      await gp().get('/api/changelog').expect(400);
      // plan 2 is a draft for Atlas (3): its company's users would not see it
      await gp().get('/api/changelog?actionPlanId=2').expect(200);
    });
  });
});
