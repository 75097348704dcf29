import { ACTION_PLAN_FEATURE_DENIED_MESSAGE } from '@esg/contracts';
import request from 'supertest';
import { draftPlan, sentPlan, startActionPlans, type ActionPlansHost } from './action-plans-host';

/**
 * Who may do what (docs/action-plans.md): the demo users by role and permission against the main
 * calls, tenant isolation, the feature flag, and X-Company-ID.
 * gp: Evergreen GP (company 1); coinvestor, consultant: Evergreen users with those permissions
 * (consultant is the ES advisor of the seeded plans); lp: Meridian (no action plans); pc: Northwind
 * (company 2); contributor: a Contributor of Helios (company 4); admin: the special admin account.
 */
const USERS = ['gp', 'coinvestor', 'consultant', 'lp', 'pc', 'contributor', 'admin'] as const;
type Who = (typeof USERS)[number];
const email = (who: Who) => `${who}@demo.test`;

describe('action-plans: access', () => {
  let host: ActionPlansHost;
  beforeAll(async () => {
    host = await startActionPlans();
  });
  afterAll(async () => host?.dispose());

  const matrix: Array<[string, (who: Who) => request.Test, Record<Who, number>]> = [
    [
      'GET /action-plans',
      (who) => host.as(email(who)).get('/api/action-plans'),
      { gp: 200, coinvestor: 200, consultant: 200, lp: 403, pc: 200, contributor: 200, admin: 200 },
    ],
    [
      'GET /action-plan-listings/cycles',
      (who) => host.as(email(who)).get('/api/action-plan-listings/cycles'),
      { gp: 200, coinvestor: 200, consultant: 200, lp: 403, pc: 200, contributor: 200, admin: 200 },
    ],
    [
      'POST /action-plans/create',
      (who) =>
        host
          .as(email(who))
          .post('/api/action-plans/create')
          .send({ title: 'Matrix', portfolioCompanyId: 2, reportingCycle: 'annually', year: 2025 }),
      { gp: 201, coinvestor: 403, consultant: 403, lp: 403, pc: 403, contributor: 403, admin: 403 },
    ],
    [
      'GET /action-plans/1 (published, Northwind)',
      (who) => host.as(email(who)).get('/api/action-plans/1'),
      { gp: 200, coinvestor: 200, consultant: 200, lp: 403, pc: 200, contributor: 403, admin: 200 },
    ],
    [
      'GET /action-plans/2 (draft, Atlas)',
      (who) => host.as(email(who)).get('/api/action-plans/2'),
      { gp: 200, coinvestor: 200, consultant: 200, lp: 403, pc: 403, contributor: 403, admin: 200 },
    ],
    [
      'GET internal notes of recommendation 1',
      (who) => host.as(email(who)).get('/api/action-plan-recommendations-internal-notes/1'),
      // Internal notes are the GP team's own: outside parties never read them (docs/access-policy.md).
      { gp: 200, coinvestor: 403, consultant: 403, lp: 403, pc: 403, contributor: 403, admin: 200 },
    ],
    [
      'PUT /action-plans/1 (edit)',
      (who) =>
        host
          .as(email(who))
          .put('/api/action-plans/1')
          .send({ description: `Edited by ${who}` }),
      { gp: 200, coinvestor: 403, consultant: 200, lp: 403, pc: 403, contributor: 403, admin: 403 },
    ],
    [
      'PUT /action-plans/1/sign-off (recommendations still open)',
      (who) => host.as(email(who)).put('/api/action-plans/1/sign-off').send({ signOffMessage: 'x' }),
      { gp: 409, coinvestor: 403, consultant: 403, lp: 403, pc: 403, contributor: 403, admin: 403 },
    ],
    [
      'POST progress tag on recommendation 1',
      (who) =>
        host.as(email(who)).post('/api/action-plan-recommendations/1/progress-tag').send({ tag: 'on-track' }),
      { gp: 201, coinvestor: 403, consultant: 201, lp: 403, pc: 201, contributor: 403, admin: 403 },
    ],
    [
      'POST comment on recommendation 1',
      (who) =>
        host
          .as(email(who))
          .post('/api/action-plan-recommendations-comments/1')
          .send({ comment: `From ${who}` }),
      { gp: 201, coinvestor: 403, consultant: 201, lp: 403, pc: 201, contributor: 403, admin: 403 },
    ],
    [
      'POST change request on recommendation 2',
      (who) =>
        host
          .as(email(who))
          .post('/api/change-requests')
          .send({ recommendationId: 2, requestedDueDate: '2031-01-01', reason: `By ${who}` }),
      { gp: 403, coinvestor: 403, consultant: 403, lp: 403, pc: 201, contributor: 403, admin: 403 },
    ],
  ];

  describe.each(matrix)('%s', (_name, call, expected) => {
    it.each(USERS.map((who) => [who, expected[who]] as const))('%s answers %i', async (who, status) => {
      const response = await call(who);
      expect(response.status).toBe(status);
    });
  });

  it('answers 403 with the spec line, and logs it, where the feature is off', async () => {
    const warn = jest.spyOn(host.logger, 'warn');
    for (const path of [
      '/api/action-plans',
      '/api/action-plans/1',
      '/api/action-plan-listings/years',
      '/api/action-plan-recommendations/1',
      '/api/deliverables/files/00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await host.as('lp@demo.test').get(path).expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'ACTION_PLAN.ACCESS_DENIED',
        message: ACTION_PLAN_FEATURE_DENIED_MESSAGE,
      });
    }
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: ACTION_PLAN_FEATURE_DENIED_MESSAGE }),
      'access denied',
    );
    warn.mockRestore();
  });

  it('refuses a GP acting for a company without the feature, even its own', async () => {
    await host.as('gp@demo.test', { company: 5 }).get('/api/action-plans').expect(403);
    await host.as('admin@demo.test', { company: 5 }).get('/api/action-plans').expect(403);
  });

  it('needs a token', async () => {
    await request(host.url).get('/api/action-plans').expect(401);
    await request(host.url).get('/api/action-plans').set('authorization', 'Bearer nope').expect(401);
  });

  describe('tenant isolation', () => {
    it("never shows a portfolio company another company's plan, or its parts", async () => {
      const atlas = await draftPlan(host, { portfolioCompanyId: 3, facilityIds: [], assignedUserIds: [] });
      const rec = (
        await host
          .as('gp@demo.test')
          .post(`/api/action-plan-recommendations/${atlas.id}`)
          .send({ title: 'Atlas only', performanceStandardId: 2, priority: 'high', dueDate: '2030-01-01' })
          .expect(201)
      ).body.data[0];
      await host.as('gp@demo.test').put(`/api/action-plans/${atlas.id}/send-draft-to-portCo`).expect(200);
      const pc = host.as('pc@demo.test');
      for (const call of [
        pc.get(`/api/action-plans/${atlas.id}`),
        pc.get(`/api/action-plans/${atlas.id}/gp-users`),
        pc.get(`/api/action-plan-recommendations/${atlas.id}/all`),
        pc.get(`/api/action-plan-recommendations/${rec.id}`),
        pc.get(`/api/action-plan-recommendations-comments/${rec.id}`),
        pc.put(`/api/action-plan-recommendations/${rec.id}/update-status`).send({ status: 'in-progress' }),
        pc
          .post('/api/change-requests')
          .send({ recommendationId: rec.id, requestedDueDate: '2031-01-01', reason: 'x' }),
        pc.post(`/api/action-plan-recommendations-comments/${rec.id}`).send({ comment: 'x' }),
      ]) {
        const response = await call;
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('ACTION_PLAN.FORBIDDEN');
      }
      const list = await pc.get('/api/action-plans?perPage=100').expect(200);
      expect(list.body.data.some((p: { id: number }) => p.id === atlas.id)).toBe(false);
    });

    it('refuses X-Company-ID of a company the user may not act for', async () => {
      await host.as('pc@demo.test', { company: 3 }).get('/api/action-plans').expect(403);
      await host.as('pc@demo.test', { company: 1 }).get('/api/action-plans').expect(403);
      await host.as('gp@demo.test', { company: 7 }).get('/api/action-plans').expect(403);
      await host.as('gp@demo.test').get('/api/action-plans').set('x-company-id', 'abc').expect(400);
    });

    it("keeps a GP acting for one portfolio company out of another's plans", async () => {
      await host.as('gp@demo.test', { company: 3 }).get('/api/action-plans/1').expect(403);
      await host.as('gp@demo.test', { company: 2 }).get('/api/action-plans/1').expect(200);
      await host
        .as('gp@demo.test', { company: 3 })
        .post('/api/action-plans/create')
        .send({ title: 'x', portfolioCompanyId: 2, reportingCycle: 'annually', year: 2025 })
        .expect(403);
    });

    it('serves files only to those who may see the plan', async () => {
      const {
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      const upload = await host
        .as('pc@demo.test')
        .put(`/api/deliverables/${id}/files`)
        .attach('file', Buffer.from('%PDF-1.4 x'), 'x.pdf')
        .expect(200);
      const fileId = upload.body.data.deliverable.files[0].fileId;
      // A Coinvestor reads the plan but not its documents; the Consultant does as the plan's ES advisor.
      await host.as('coinvestor@demo.test').get(`/api/deliverables/files/${fileId}`).expect(403);
      await host.as('consultant@demo.test').get(`/api/deliverables/files/${fileId}`).expect(200);
      await host.as('contributor@demo.test').get(`/api/deliverables/files/${fileId}`).expect(403);
      await host.as('lp@demo.test').get(`/api/deliverables/files/${fileId}`).expect(403);
    });
  });

  it('lets a Contributor of a portfolio company read its plans but not work on them', async () => {
    const plan = await draftPlan(host, { portfolioCompanyId: 4, facilityIds: [], assignedUserIds: [] });
    const rec = (
      await host
        .as('gp@demo.test')
        .post(`/api/action-plan-recommendations/${plan.id}`)
        .send({ title: 'Cold chain', performanceStandardId: 3, priority: 'medium', dueDate: '2030-01-01' })
        .expect(201)
    ).body.data[0];
    await host.as('contributor@demo.test').get(`/api/action-plans/${plan.id}`).expect(403);
    await host.as('gp@demo.test').put(`/api/action-plans/${plan.id}/send-draft-to-portCo`).expect(200);
    const detail = await host.as('contributor@demo.test').get(`/api/action-plans/${plan.id}`).expect(200);
    expect(detail.body.data.capabilities).toMatchObject({ side: 'pc', canWork: false });
    await host
      .as('contributor@demo.test')
      .put(`/api/action-plan-recommendations/${rec.id}/update-status`)
      .send({ status: 'in-progress' })
      .expect(403);
  });
});
