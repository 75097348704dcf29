import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import type { HomeItem, LiveChange, SearchHit } from '@esg/contracts';
import { startStandalone } from './standalone-host';

/*
 * Issue 15 through the whole standalone app: global search and the start page fan out from the
 * gateway to the services with the caller's rights, and every change reaches the open pages of
 * those who may see it as 'entity:changed'.
 *
 * Demo data: GP company 1 (Evergreen; users 2 GP, 6 Coinvestor, 7 Consultant = ES advisor), its
 * portfolio companies Northwind 2 (user 4) and Atlas 3; LP user 3 of company 5. Plan 1 "Northwind
 * Renewables E&S Action Plan" is published with recommendations 1 (ESMS, in progress, due in 60
 * days), 2 (bird and bat monitoring, not started, 12 days late), 3 (contractor OHS, submitted);
 * plan 2 "Atlas Logistics ESAP (draft)" is a draft with recommendation 4 (diesel spill prevention).
 */

type Host = Awaited<ReturnType<typeof startStandalone>>;

async function tokenOf(host: Host, email: string): Promise<string> {
  const response = await request(host.url).post('/api/auth/login').send({ email, password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return response.body.data.accessToken as string;
}

describe('search, start page and live updates (issue 15)', () => {
  let host: Host;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({
    get: (path: string) => request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body: object) =>
      request(host.url).post(path).set('authorization', `Bearer ${tokens[who]}`).send(body),
    put: (path: string, body: object) =>
      request(host.url).put(path).set('authorization', `Bearer ${tokens[who]}`).send(body),
  });

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['gp', 'pc', 'lp', 'admin', 'coinvestor', 'consultant', 'contributor'])
      tokens[who] = await tokenOf(host, `${who}@demo.test`);
  });
  afterAll(async () => host?.dispose());

  const titles = (hits: SearchHit[], kind: SearchHit['kind']) =>
    hits.filter((h) => h.kind === kind).map((h) => h.title);

  describe('GET /api/search', () => {
    it('finds the GP’s portfolio companies, plans and recommendations, drafts included', async () => {
      const northwind = await as('gp').get('/api/search?q=northwind').expect(200);
      expect(titles(northwind.body.data, 'company')).toEqual(['Northwind Renewables']);
      expect(titles(northwind.body.data, 'action-plan')).toEqual(['Northwind Renewables E&S Action Plan']);
      expect(northwind.body.data.find((h: SearchHit) => h.kind === 'action-plan')).toEqual({
        kind: 'action-plan',
        id: '1',
        title: 'Northwind Renewables E&S Action Plan',
        subtitle: `Northwind Renewables · Published · ${new Date().getUTCFullYear()}`,
        href: '/action-plans/detail/1',
      });
      expect(northwind.body.message).toBeUndefined();

      const diesel = await as('gp').get('/api/search?q=diesel spill').expect(200);
      expect(diesel.body.data).toEqual([
        {
          kind: 'recommendation',
          id: '4',
          title: 'Diesel spill prevention at the truck depot',
          subtitle: 'Atlas Logistics ESAP (draft) · Pending',
          href: '/action-plans/detail/2/recommendation/4',
        },
      ]);
    });

    it('finds funds as the fund lists show them, and the metric dictionary and frameworks for everyone', async () => {
      const funds = await as('gp').get('/api/search?q=evergreen fund').expect(200);
      expect(titles(funds.body.data, 'fund')).toEqual([
        'Evergreen Climate Transition Fund II',
        'Evergreen Sustainable Growth Fund I',
      ]);
      expect(funds.body.data.find((h: SearchHit) => h.kind === 'fund')).toMatchObject({
        href: expect.stringMatching(/^\/fundManager\?fundId=\d+$/),
        subtitle: expect.stringContaining('Evergreen'),
      });
      // A portfolio company and a Contributor read no GP's funds.
      expect(
        titles((await as('pc').get('/api/search?q=evergreen fund').expect(200)).body.data, 'fund'),
      ).toEqual([]);
      expect(
        titles((await as('contributor').get('/api/search?q=evergreen fund').expect(200)).body.data, 'fund'),
      ).toEqual([]);

      const metrics = await as('pc').get('/api/search?q=scope 1').expect(200);
      const scope1 = metrics.body.data.find((h: SearchHit) => h.kind === 'metric' && h.id === 'ghg.scope1');
      expect(scope1).toMatchObject({ href: '/frameworks?metric=ghg.scope1' });
      const frameworks = await as('pc').get('/api/search?q=invest europe').expect(200);
      expect(frameworks.body.data.filter((h: SearchHit) => h.kind === 'framework')[0]).toMatchObject({
        kind: 'framework',
        id: '13',
        href: '/frameworks?standardId=13',
      });
    });

    it('gives a portfolio company only its own company and what it may see of its plans', async () => {
      const own = await as('pc').get('/api/search?q=bird').expect(200);
      expect(titles(own.body.data, 'recommendation')).toEqual([
        'Bird and bat collision monitoring at Hollowmere',
      ]);
      // Another portfolio company, and a draft of it: nothing.
      expect((await as('pc').get('/api/search?q=atlas').expect(200)).body.data).toEqual([]);
      expect((await as('pc').get('/api/search?q=diesel').expect(200)).body.data).toEqual([]);
      // Its parent is not a company it may act for.
      expect((await as('pc').get('/api/search?q=evergreen').expect(200)).body.data).toEqual([]);
    });

    it('lets an admin find every company, and someone without action plans find none of them', async () => {
      const admin = await as('admin').get('/api/search?q=atlas').expect(200);
      expect(titles(admin.body.data, 'company')).toEqual(['Atlas Logistics']);
      // The LP's company has no action plans: that source refuses it (403), which is no error.
      const lp = await as('lp').get('/api/search?q=northwind').expect(200);
      expect(lp.body.data).toEqual([]);
      expect(lp.body.message).toBeUndefined();
    });

    it('refuses a query too short to mean anything, and a caller without a session', async () => {
      const short = await as('gp').get('/api/search?q=a').expect(400);
      expect(short.body.message).toMatch(/at least 2 characters/);
      await request(host.url).get('/api/search?q=northwind').expect(401);
      await request(host.url).get('/api/search/action-plans?q=northwind').expect(401);
    });
  });

  describe('GET /api/home', () => {
    const home = async (who: string) => (await as(who).get('/api/home').expect(200)).body.data as HomeItem[];
    const brief = (items: HomeItem[]) => items.map((i) => [i.group, i.kind, i.title]);

    it('shows the GP its portfolio’s open work, overdue first, each linked to where it is done', async () => {
      expect(brief(await home('gp'))).toEqual([
        ['overdue', 'overdue-recommendation', 'Bird and bat collision monitoring at Hollowmere'],
        [
          'decisions',
          'recommendation-to-sign-off',
          'Sign off: Contractor occupational health and safety plan',
        ],
        ['tasks', 'draft-plan', 'Send the draft: Atlas Logistics ESAP (draft)'],
        // Data collection (seeded): Atlas's SFDR 2025 response is submitted for Evergreen's review.
        ['review', 'response-to-review', 'Review Atlas Logistics: SFDR 2025'],
      ]);
      expect((await home('gp')).find((i) => i.kind === 'response-to-review')).toMatchObject({
        href: expect.stringMatching(/^\/review-contributor-response\?responseId=\d+$/),
        // Submitted on 10 March 2026 (the demo's timeline), before its due date: not called late.
        subtitle: expect.stringMatching(/^Submitted 10 Mar 2026, waiting \d+ days$/),
      });
      const overdue = (await home('gp'))[0];
      expect(overdue).toMatchObject({
        href: '/action-plans/detail/1/recommendation/2',
        subtitle: 'Northwind Renewables · Northwind Renewables E&S Action Plan · 12 days late · Not started',
      });
    });

    it('shows the portfolio company its own tasks and nothing of the draft', async () => {
      expect(brief(await home('pc'))).toEqual([
        // Northwind's ESG 2025 response, in progress, due 2026-03-31 (seeded).
        ['overdue', 'response-to-answer', 'Report ESG 2025'],
        ['overdue', 'overdue-recommendation', 'Bird and bat collision monitoring at Hollowmere'],
        ['tasks', 'open-recommendation', 'Adopt an Environmental and Social Management System (ESMS)'],
      ]);
    });

    it('gives a Coinvestor no decisions and a Contributor only the data it is assigned to enter', async () => {
      expect(brief(await home('coinvestor'))).toEqual([
        ['overdue', 'overdue-recommendation', 'Bird and bat collision monitoring at Hollowmere'],
      ]);
      // Carlos Ortega, Helios's Contributor, is assigned the EDCI section of its ESG 2025 response.
      expect(await home('contributor')).toEqual([
        expect.objectContaining({
          group: 'overdue',
          kind: 'response-to-answer',
          title: 'Report ESG 2025',
          subtitle: expect.stringMatching(/^Helios Foods · \d+ days late$/),
          href: expect.stringMatching(/^\/collect-data\?responseId=\d+$/),
        }),
      ]);
    });

    it('adds a requested due date to the GP’s decisions and the unread activity it caused', async () => {
      await as('pc')
        .post('/api/change-requests', {
          recommendationId: 1,
          type: 'due-date',
          requestedDueDate: '2031-06-30',
          reason: 'Board meets in June',
        })
        .expect(201);
      const items = await waitFor(async () => {
        const found = await home('gp');
        return found.some((i) => i.group === 'activity') ? found : null;
      });
      expect(items.find((i) => i.kind === 'change-request')).toMatchObject({
        group: 'decisions',
        title: 'New due date requested: Adopt an Environmental and Social Management System (ESMS)',
        href: '/action-plans/detail/1/recommendation/1',
        dueDate: '2031-06-30',
      });
      expect(items.find((i) => i.group === 'activity')).toMatchObject({
        kind: 'unread-activity',
        href: '/action-plans/detail/1/recommendation/1',
      });
      expect(items.find((i) => i.group === 'activity')?.title).toMatch(
        /^\d+ unread updates? on “Northwind Renewables E&S Action Plan”$/,
      );
    });
  });

  describe("'entity:changed' over Socket.IO", () => {
    const sockets: Socket[] = [];
    const received: Record<string, LiveChange[]> = {};
    const listen = async (who: string) => {
      received[who] = [];
      const socket = connect(host.url, {
        path: '/socket.io',
        auth: { token: tokens[who] },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      socket.on('entity:changed', (change: LiveChange) => received[who]?.push(change));
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
    };
    const got = (who: string, type: string) => (received[who] ?? []).filter((c) => c.type === type);

    beforeAll(async () => {
      for (const who of ['gp', 'coinvestor', 'consultant', 'pc', 'lp']) await listen(who);
    });
    afterAll(() => sockets.forEach((s) => s.close()));

    it('tells both sides of a published plan when the portfolio company changes a status', async () => {
      await as('pc')
        .put('/api/action-plan-recommendations/2/update-status', { status: 'in-progress' })
        .expect(200);
      const type = 'action-plans.recommendation.status-changed.v1';
      for (const who of ['gp', 'coinvestor', 'pc'])
        await waitFor(() => got(who, type).length === 1, { message: `${who} got ${type}` });
      expect(got('gp', type)[0]?.refs).toEqual({ planId: 1, recommendationId: 2 });
      // The change log announces its entry afterwards, to both sides.
      for (const who of ['gp', 'pc'])
        await waitFor(() => got(who, 'notifications.changelog.entry-added.v1').length >= 1, {
          message: `${who} got the change-log entry`,
        });
      expect(got('lp', type)).toEqual([]);
    });

    it("keeps drafts on the investor side, and internal notes with the GP's own team (issue 23, finding 9)", async () => {
      await as('gp')
        .post('/api/action-plan-recommendations-internal-notes/2', { note: 'Ask for the ecologist’s CV' })
        .expect(201);
      await as('gp').put('/api/action-plan-recommendations/4', { priority: 'low' }).expect(200);
      const note = 'action-plans.internal-note.added.v1';
      const draftTag = 'action-plans.recommendation.updated.v1';
      await waitFor(() => got('gp', note).length === 1, { message: `gp got ${note}` });
      for (const who of ['gp', 'coinvestor', 'consultant'])
        await waitFor(() => got(who, draftTag).length === 1, { message: `${who} got ${draftTag}` });
      // Both change-log entries have reached the investor side, so the other sockets' pushes for
      // them would have arrived by now too. Rule 46: the outside parties are not told of a note.
      await waitFor(() => got('gp', 'notifications.changelog.entry-added.v1').length >= 3);
      expect(got('coinvestor', note)).toEqual([]);
      expect(got('consultant', note)).toEqual([]);
      expect(got('pc', note)).toEqual([]);
      expect(got('pc', draftTag)).toEqual([]);
      expect(got('pc', 'notifications.changelog.entry-added.v1')).toHaveLength(1);
    });

    it('tells both sides of a response when a value is saved or reviewed, and nobody else', async () => {
      // Northwind's 2025 ESG response (13), requested by Evergreen (1).
      await as('pc').put('/api/responses/13/values/soc.fte_female', { value: 80 }).expect(200);
      const saved = 'data-collection.response.value-changed.v1';
      for (const who of ['gp', 'coinvestor', 'pc'])
        await waitFor(() => got(who, saved).length === 1, { message: `${who} got ${saved}` });
      expect(got('gp', saved)[0]?.refs).toEqual({ responseId: 13, companyId: 2 });
      // Atlas's SFDR response (14) is submitted: Evergreen accepts a value, Atlas has no user listening.
      const evic = await as('gp').post('/api/responses/14/review', {
        decisions: [{ metricCode: 'company.evic', verdict: 'accepted' }],
      });
      expect(evic.status).toBe(200);
      const reviewed = 'data-collection.response.reviewed.v1';
      await waitFor(() => got('gp', reviewed).length === 1, { message: `gp got ${reviewed}` });
      expect(got('gp', reviewed)[0]?.refs).toEqual({ responseId: 14, companyId: 3 });
      // Northwind's people hear of their own response only; the LP of another company of nothing.
      expect(got('pc', reviewed)).toEqual([]);
      expect(got('lp', saved)).toEqual([]);
      expect(got('lp', reviewed)).toEqual([]);
    });
  });
});
