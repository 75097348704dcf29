import { waitFor } from '@esg/testing';
import {
  addRecommendation,
  draftPlan,
  sentPlan,
  startActionPlans,
  type ActionPlansHost,
} from './action-plans-host';

describe('action-plans: plans (spec 7.1)', () => {
  let host: ActionPlansHost;
  beforeAll(async () => {
    host = await startActionPlans();
  });
  afterAll(async () => host?.dispose());

  it('announces the demo plans it seeds', async () => {
    const created = await host.nextEvent('action-plans.plan.created.v1', 0, (e) => e.subject === '1');
    expect(created.data).toMatchObject({
      planId: 1,
      portfolioCompanyId: 2,
      gpCompanyId: 1,
      status: 'published',
    });
    await host.nextEvent('action-plans.recommendation.created.v1', 0, (e) => e.subject === '3');
  });

  describe('GET /action-plans', () => {
    it('shows the GP every plan of its company, newest first, with counts and paging meta', async () => {
      // The counts come from the plan-summaries read model: wait for it to have read the seed.
      const response = await waitFor(async () => {
        const r = await host.as('gp@demo.test').get('/api/action-plans').expect(200);
        return r.body.data.some(
          (p: { id: number; recommendationCount: number }) => p.id === 1 && p.recommendationCount === 3,
        )
          ? r
          : null;
      });
      expect(response.body.meta).toMatchObject({ page: 1, perPage: 10 });
      const seeded = response.body.data.filter((p: { id: number }) => p.id <= 2);
      expect(seeded.map((p: { title: string; status: string }) => [p.title, p.status])).toEqual([
        ['Atlas Logistics ESAP (draft)', 'draft'],
        ['Northwind Renewables E&S Action Plan', 'published'],
      ]);
      expect(seeded[1]).toMatchObject({ recommendationCount: 3, portfolioCompanyId: 2, gpCompanyId: 1 });
    });

    it('narrows to one portfolio company by X-Company-ID and filters isPublished and esAdvisorUserId', async () => {
      const forAtlas = await host.as('gp@demo.test', { company: 3 }).get('/api/action-plans').expect(200);
      expect(
        forAtlas.body.data.every((p: { portfolioCompanyId: number }) => p.portfolioCompanyId === 3),
      ).toBe(true);
      const published = await host.as('gp@demo.test').get('/api/action-plans?isPublished=true').expect(200);
      expect(published.body.data.length).toBeGreaterThan(0);
      expect(published.body.data.every((p: { isPublished: boolean }) => p.isPublished)).toBe(true);
      const byAdvisor = await host.as('gp@demo.test').get('/api/action-plans?esAdvisorUserId=2').expect(200);
      expect(byAdvisor.body.data).toEqual([]);
      expect(byAdvisor.body.meta).toEqual({ page: 1, perPage: 10, total: 0, totalPages: 0 });
    });

    it('viewing_as=pc shows the GP what the portfolio company sees: no drafts', async () => {
      const response = await host.as('gp@demo.test').get('/api/action-plans?viewing_as=pc').expect(200);
      expect(response.body.data.some((p: { status: string }) => p.status === 'draft')).toBe(false);
    });

    it('shows the portfolio company only its own plans, never drafts', async () => {
      const response = await host.as('pc@demo.test').get('/api/action-plans').expect(200);
      expect(response.body.data.length).toBeGreaterThan(0);
      for (const plan of response.body.data) {
        expect(plan.portfolioCompanyId).toBe(2);
        expect(plan.status).not.toBe('draft');
      }
      await host.as('pc@demo.test').get('/api/action-plans?viewing_as=gp').expect(403);
    });

    it('pages by 10 with totalPages, an empty page past the end, and bounded perPage', async () => {
      for (let i = 0; i < 11; i++)
        await draftPlan(host, {
          portfolioCompanyId: 4,
          facilityIds: [],
          assignedUserIds: [],
          title: `Helios plan ${i}`,
        });
      const first = await host.as('gp@demo.test', { company: 4 }).get('/api/action-plans').expect(200);
      expect(first.body.data).toHaveLength(10);
      expect(first.body.meta).toEqual({ page: 1, perPage: 10, total: 11, totalPages: 2 });
      const last = await host.as('gp@demo.test', { company: 4 }).get('/api/action-plans?page=2').expect(200);
      expect(last.body.data).toHaveLength(1);
      const beyond = await host
        .as('gp@demo.test', { company: 4 })
        .get('/api/action-plans?page=3')
        .expect(200);
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.meta.totalPages).toBe(2);
      const five = await host
        .as('gp@demo.test', { company: 4 })
        .get('/api/action-plans?perPage=5&page=3')
        .expect(200);
      expect(five.body.data).toHaveLength(1);
      for (const bad of [
        'perPage=0',
        'perPage=101',
        'page=0',
        'page=-1',
        'page=x',
        'isPublished=maybe',
        'viewing_as=admin',
      ]) {
        const response = await host.as('gp@demo.test').get(`/api/action-plans?${bad}`).expect(400);
        expect(response.body.message).toMatch(/^An error occurred while fetching the action plans: /);
      }
    });
  });

  describe('POST /action-plans/create', () => {
    it('creates a draft and announces it', async () => {
      const since = host.events.length;
      const plan = await draftPlan(host, {
        title: 'Kestrel Ridge ESAP',
        description: 'Dust and water use',
        reportingCycle: '6-monthly',
        facilityIds: [2],
      });
      expect(plan).toMatchObject({
        title: 'Kestrel Ridge ESAP',
        status: 'draft',
        isPublished: false,
        portfolioCompanyId: 2,
        gpCompanyId: 1,
        esAdvisorUserId: 7,
        assignedUserIds: [4],
      });
      const event = await host.nextEvent('action-plans.plan.created.v1', since);
      expect(event.subject).toBe(String(plan.id));
      expect(event.data).toEqual({
        planId: plan.id,
        portfolioCompanyId: 2,
        gpCompanyId: 1,
        actorId: 2,
        // A draft concerns the investor side only: the ES advisor; the pc user hears once it is sent.
        concernedUserIds: [7],
        title: 'Kestrel Ridge ESAP',
        status: 'draft',
        reportingCycle: '6-monthly',
        year: 2025,
        esAdvisorUserId: 7,
        assignedUserIds: [4],
        relatedPlanId: null,
      });
    });

    it('answers the spec message and refuses bad input', async () => {
      const gp = host.as('gp@demo.test');
      const missing = await gp.post('/api/action-plans/create').send({ portfolioCompanyId: 2 }).expect(400);
      expect(missing.body.message).toMatch(/^An error occurred while creating the action plan: /);
      await gp
        .post('/api/action-plans/create')
        .send({ title: 'x', portfolioCompanyId: '2', reportingCycle: 'annually', year: 2025 })
        .expect(400);
      await gp
        .post('/api/action-plans/create')
        .send({ title: 'x', portfolioCompanyId: 2, reportingCycle: 'weekly', year: 2025 })
        .expect(400);
      await gp
        .post('/api/action-plans/create')
        .send({ title: 'x', portfolioCompanyId: 2, reportingCycle: 'annually', year: 2019 })
        .expect(400);
      await gp
        .post('/api/action-plans/create')
        .send({ title: 'x', portfolioCompanyId: 999, reportingCycle: 'annually', year: 2025 })
        .expect(404);
      await gp
        .post('/api/action-plans/create')
        .send({ title: 'x', portfolioCompanyId: 2, reportingCycle: 'annually', year: 2025, facilityIds: [4] })
        .expect(404);
      await gp
        .post('/api/action-plans/create')
        .send({
          title: 'x',
          portfolioCompanyId: 2,
          reportingCycle: 'annually',
          year: 2025,
          esAdvisorUserId: 4,
        })
        .expect(400);
      await gp
        .post('/api/action-plans/create')
        .send({
          title: 'x',
          portfolioCompanyId: 2,
          reportingCycle: 'annually',
          year: 2025,
          assignedUserIds: [3],
        })
        .expect(400);
      // Company 5 is not a portfolio company of Evergreen.
      await gp
        .post('/api/action-plans/create')
        .send({ title: 'x', portfolioCompanyId: 5, reportingCycle: 'annually', year: 2025 })
        .expect(403);
    });
  });

  describe('GET /action-plans/{id} and /gp-users', () => {
    it('gives the plan with its recommendations, people, facilities and capabilities', async () => {
      const response = await host.as('gp@demo.test').get('/api/action-plans/1').expect(200);
      expect(response.body.data).toMatchObject({
        id: 1,
        portfolioCompany: { id: 2, name: 'Northwind Renewables' },
        gpCompany: { id: 1, name: 'Evergreen Capital Partners' },
        esAdvisor: { id: 7, name: 'Connor Sultant' },
        assignedUsers: [{ id: 4, name: 'Priya Chen' }],
        facilities: [{ id: 1 }, { id: 2 }],
        capabilities: {
          side: 'investor',
          canDecide: true,
          canDraft: true,
          canWork: false,
          seesInternalNotes: true,
        },
      });
      expect(response.body.data.recommendations.map((r: { visualStatus: string }) => r.visualStatus)).toEqual(
        // The first is in progress as the portfolio company set it (issue 29, item 9), not "pending".
        ['in-progress', 'delayed', 'submitted'],
      );
      expect(response.body.data.recommendations[0]).toHaveProperty('internalNoteCount', 0);
    });

    it('lists the GP users of the plan', async () => {
      const response = await host.as('pc@demo.test').get('/api/action-plans/1/gp-users').expect(200);
      expect(response.body.data.map((u: { id: number }) => u.id)).toEqual([2, 6, 7]);
    });

    it('answers 404 for an unknown plan and 400 for a non-numeric id', async () => {
      const unknown = await host.as('gp@demo.test').get('/api/action-plans/9999').expect(404);
      expect(unknown.body.code).toBe('ACTION_PLAN.NOT_FOUND');
      await host.as('gp@demo.test').get('/api/action-plans/abc').expect(400);
      await host.as('gp@demo.test').get('/api/action-plans/9999/gp-users').expect(404);
    });
  });

  describe('PUT /action-plans/{id}', () => {
    it('updates the fields and announces before and after', async () => {
      const plan = await draftPlan(host);
      const since = host.events.length;
      const response = await host
        .as('consultant@demo.test')
        .put(`/api/action-plans/${plan.id}`)
        .send({ title: 'Renamed', year: 2026, additionalCommentary: 'See DD report' })
        .expect(200);
      expect(response.body.data).toMatchObject({
        title: 'Renamed',
        year: 2026,
        additionalCommentary: 'See DD report',
      });
      const event = await host.nextEvent('action-plans.plan.updated.v1', since);
      expect(event.data).toMatchObject({
        planId: plan.id,
        actorId: 7,
        title: 'Renamed',
        changes: {
          title: { before: 'Hollowmere ESAP', after: 'Renamed' },
          year: { before: 2025, after: 2026 },
          additionalCommentary: { before: null, after: 'See DD report' },
        },
      });
      await host.as('gp@demo.test').put(`/api/action-plans/${plan.id}`).send({}).expect(400);
      await host.as('gp@demo.test').put(`/api/action-plans/${plan.id}`).send({ year: 'soon' }).expect(400);
      await host.as('gp@demo.test').put('/api/action-plans/9999').send({ title: 'x' }).expect(404);
    });
  });

  describe('POST /action-plans/{id} (related plan)', () => {
    it('creates a follow-up draft for the same portfolio company', async () => {
      const since = host.events.length;
      const response = await host
        .as('gp@demo.test')
        .post('/api/action-plans/1')
        .send({ year: 2026 })
        .expect(201);
      expect(response.body.data).toMatchObject({
        portfolioCompanyId: 2,
        relatedPlanId: 1,
        status: 'draft',
        year: 2026,
      });
      const event = await host.nextEvent('action-plans.plan.created.v1', since);
      expect(event.data).toMatchObject({ relatedPlanId: 1, planId: response.body.data.id });
      const denied = await host.as('pc@demo.test').post('/api/action-plans/1').send({}).expect(403);
      expect(denied.body.message).toMatch(/^An error occurred while creating the related action plan: /);
    });
  });

  describe('users of a plan', () => {
    it('assigns and removes users, announcing both', async () => {
      const plan = await draftPlan(host, { assignedUserIds: [] });
      let since = host.events.length;
      const assigned = await host
        .as('gp@demo.test')
        .post(`/api/action-plans/${plan.id}/assign-users`)
        .send({ userIds: [4, 6] })
        .expect(200);
      expect(assigned.body.data.assignedUserIds).toEqual([4, 6]);
      const assignedEvent = await host.nextEvent('action-plans.plan.users-assigned.v1', since);
      expect(assignedEvent.data).toMatchObject({
        userIds: [4, 6],
        before: [],
        after: [4, 6],
        concernedUserIds: [6, 7],
      });
      since = host.events.length;
      const removed = await host
        .as('gp@demo.test')
        .delete(`/api/action-plans/${plan.id}/remove-users`)
        .send({ userIds: [6] })
        .expect(200);
      expect(removed.body.data.assignedUserIds).toEqual([4]);
      const removedEvent = await host.nextEvent('action-plans.plan.users-removed.v1', since);
      expect(removedEvent.data).toMatchObject({ userIds: [6], before: [4, 6], after: [4] });
      await host
        .as('gp@demo.test')
        .delete(`/api/action-plans/${plan.id}/remove-users`)
        .send({ userIds: [6] })
        .expect(409);
      await host
        .as('gp@demo.test')
        .post(`/api/action-plans/${plan.id}/assign-users`)
        .send({ userIds: [] })
        .expect(400);
      await host
        .as('gp@demo.test')
        .post(`/api/action-plans/${plan.id}/assign-users`)
        .send({ userIds: [999] })
        .expect(404);
    });
  });

  describe('lifecycle', () => {
    it('sends a draft, publishes, unpublishes and refuses illegal transitions', async () => {
      const plan = await draftPlan(host);
      const empty = await host
        .as('gp@demo.test')
        .put(`/api/action-plans/${plan.id}/send-draft-to-portCo`)
        .expect(409);
      expect(empty.body).toMatchObject({
        code: 'ACTION_PLAN.ILLEGAL_TRANSITION',
        message: expect.stringMatching(/^Failed to send Draft: /),
      });
      await addRecommendation(host, plan.id);
      let since = host.events.length;
      const sent = await host
        .as('consultant@demo.test')
        .put(`/api/action-plans/${plan.id}/send-draft-to-portCo`)
        .expect(200);
      expect(sent.body.data.status).toBe('sent');
      const sentEvent = await host.nextEvent('action-plans.plan.draft-sent.v1', since);
      expect(sentEvent.data).toMatchObject({
        planId: plan.id,
        before: 'draft',
        after: 'sent',
        actorId: 7,
        concernedUserIds: [2, 4],
      });
      await host.as('gp@demo.test').put(`/api/action-plans/${plan.id}/send-draft-to-portCo`).expect(409);

      since = host.events.length;
      const published = await host
        .as('gp@demo.test')
        .put(`/api/action-plans/${plan.id}/update-publish-status`)
        .send({ isPublished: true })
        .expect(200);
      expect(published.body).toMatchObject({
        message: 'Status updated successfully',
        data: { status: 'published', isPublished: true },
      });
      expect((await host.nextEvent('action-plans.plan.published.v1', since)).data).toMatchObject({
        before: 'sent',
        after: 'published',
        isPublished: true,
      });
      await host
        .as('gp@demo.test')
        .put(`/api/action-plans/${plan.id}/update-publish-status`)
        .send({ isPublished: true })
        .expect(409);
      await host
        .as('gp@demo.test')
        .put(`/api/action-plans/${plan.id}/update-publish-status`)
        .send({ isPublished: 'yes' })
        .expect(400);
      // Recommendations of a published plan are fixed.
      await host.as('gp@demo.test').delete(`/api/action-plans/${plan.id}/recommendations`).expect(409);
      await host
        .as('gp@demo.test')
        .post(`/api/action-plan-recommendations/${plan.id}`)
        .send({ title: 'Late', performanceStandardId: 1, priority: 'low', dueDate: '2030-01-01' })
        .expect(409);

      since = host.events.length;
      await host
        .as('gp@demo.test')
        .put(`/api/action-plans/${plan.id}/update-publish-status`)
        .send({ isPublished: false })
        .expect(200);
      expect((await host.nextEvent('action-plans.plan.unpublished.v1', since)).data).toMatchObject({
        before: 'published',
        after: 'sent',
        isPublished: false,
      });
      await host
        .as('consultant@demo.test')
        .put(`/api/action-plans/${plan.id}/update-publish-status`)
        .send({ isPublished: true })
        .expect(403);
    });

    it('signs off a plan only when every recommendation is signed off, then freezes it', async () => {
      const { planId, recommendationIds } = await sentPlan(host, 1);
      const open = await host
        .as('gp@demo.test')
        .put(`/api/action-plans/${planId}/sign-off`)
        .send({ signOffMessage: 'Done' })
        .expect(409);
      expect(open.body.message).toMatch(/^Failed to sign off Action Plan: 1 recommendation/);
      await host
        .as('pc@demo.test')
        .put(`/api/action-plan-recommendations/${recommendationIds[0]}/update-status`)
        .send({ status: 'submitted' })
        .expect(200);
      await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${recommendationIds[0]}/sign-off`)
        .send({})
        .expect(200);
      await host.as('gp@demo.test').put(`/api/action-plans/${planId}/sign-off`).send({}).expect(400);
      await host
        .as('coinvestor@demo.test')
        .put(`/api/action-plans/${planId}/sign-off`)
        .send({ signOffMessage: 'Done' })
        .expect(403);
      const since = host.events.length;
      const signed = await host
        .as('gp@demo.test')
        .put(`/api/action-plans/${planId}/sign-off`)
        .send({ signOffMessage: 'All actions closed' })
        .expect(200);
      expect(signed.body.data).toMatchObject({
        status: 'signed-off',
        isPublished: true,
        signOffMessage: 'All actions closed',
        signedOffBy: 2,
      });
      const event = await host.nextEvent('action-plans.plan.signed-off.v1', since);
      expect(event.data).toMatchObject({
        planId,
        before: 'sent',
        signOffMessage: 'All actions closed',
        actorId: 2,
        concernedUserIds: [4, 7],
      });
      for (const call of [
        host.as('gp@demo.test').put(`/api/action-plans/${planId}/sign-off`).send({ signOffMessage: 'again' }),
        host.as('gp@demo.test').put(`/api/action-plans/${planId}`).send({ title: 'x' }),
        host.as('gp@demo.test').delete(`/api/action-plans/${planId}`),
        host
          .as('gp@demo.test')
          .put(`/api/action-plans/${planId}/update-publish-status`)
          .send({ isPublished: false }),
        host
          .as('gp@demo.test')
          .put(`/api/action-plans/${planId}/transfer-esadvisor`)
          .send({ esAdvisorUserId: 2 }),
      ]) {
        expect((await call).body.code).toBe('ACTION_PLAN.ILLEGAL_TRANSITION');
      }
      const draft = await draftPlan(host);
      await host
        .as('gp@demo.test')
        .put(`/api/action-plans/${draft.id}/sign-off`)
        .send({ signOffMessage: 'x' })
        .expect(409);
    });

    it('transfers the ES advisor to another GP user', async () => {
      const plan = await draftPlan(host);
      const since = host.events.length;
      const response = await host
        .as('consultant@demo.test')
        .put(`/api/action-plans/${plan.id}/transfer-esadvisor`)
        .send({ esAdvisorUserId: 2 })
        .expect(200);
      expect(response.body.data.esAdvisorUserId).toBe(2);
      expect((await host.nextEvent('action-plans.plan.es-advisor-transferred.v1', since)).data).toMatchObject(
        { planId: plan.id, before: 7, after: 2, actorId: 7 },
      );
      // The former advisor (a Consultant) may no longer draft.
      await host
        .as('consultant@demo.test')
        .put(`/api/action-plans/${plan.id}/transfer-esadvisor`)
        .send({ esAdvisorUserId: 7 })
        .expect(403);
      await host
        .as('gp@demo.test')
        .put(`/api/action-plans/${plan.id}/transfer-esadvisor`)
        .send({ esAdvisorUserId: 2 })
        .expect(409);
      const pcUser = await host
        .as('gp@demo.test')
        .put(`/api/action-plans/${plan.id}/transfer-esadvisor`)
        .send({ esAdvisorUserId: 4 })
        .expect(400);
      expect(pcUser.body.message).toMatch(/^Failed to transfer es advisor: /);
      await host
        .as('gp@demo.test')
        .put(`/api/action-plans/${plan.id}/transfer-esadvisor`)
        .send({ esAdvisorUserId: 'x' })
        .expect(400);
    });

    it('deletes all recommendations of a draft, then the plan with everything under it', async () => {
      const plan = await draftPlan(host);
      const a = await addRecommendation(host, plan.id, { title: 'A' });
      const b = await addRecommendation(host, plan.id, { title: 'B' });
      let since = host.events.length;
      const all = await host
        .as('gp@demo.test')
        .delete(`/api/action-plans/${plan.id}/recommendations`)
        .expect(200);
      expect(all.body.data).toEqual({ deleted: 2 });
      const deleted = await host.nextEvent(
        'action-plans.recommendation.deleted.v1',
        since,
        (e) => e.subject === String(b.id),
      );
      expect(deleted.data).toMatchObject({
        planId: plan.id,
        recommendationId: b.id,
        recommendationTitle: 'B',
        status: 'not-started',
      });
      await host.as('gp@demo.test').get(`/api/action-plan-recommendations/${a.id}`).expect(404);

      const c = await addRecommendation(host, plan.id, { title: 'C' });
      await host.as('consultant@demo.test').delete(`/api/action-plans/${plan.id}`).expect(403);
      since = host.events.length;
      const response = await host.as('gp@demo.test').delete(`/api/action-plans/${plan.id}`).expect(200);
      expect(response.body.message).toBe('Action plan deleted successfully');
      const event = await host.nextEvent('action-plans.plan.deleted.v1', since);
      expect(event.data).toMatchObject({ planId: plan.id, status: 'draft', recommendationIds: [c.id] });
      await host.as('gp@demo.test').get(`/api/action-plans/${plan.id}`).expect(404);
      await host.as('gp@demo.test').get(`/api/action-plan-recommendations/${c.id}`).expect(404);
      const again = await host.as('gp@demo.test').delete(`/api/action-plans/${plan.id}`).expect(404);
      expect(again.body.message).toMatch(/^Failed to delete action plan with recommendation: /);
    });
  });

  describe('GET /action-plan-listings/*', () => {
    it('serves the lookups with real content', async () => {
      const gp = host.as('gp@demo.test');
      expect(
        (await gp.get('/api/action-plan-listings/cycles').expect(200)).body.data.map(
          (c: { value: string }) => c.value,
        ),
      ).toEqual(['quarterly', '6-monthly', 'annually']);
      expect(
        (await gp.get('/api/action-plan-listings/priorities').expect(200)).body.data.map(
          (c: { value: string }) => c.value,
        ),
      ).toEqual(['high', 'medium', 'low']);
      expect(
        (await gp.get('/api/action-plan-listings/due-date-triggers').expect(200)).body.data.length,
      ).toBeGreaterThanOrEqual(5);
      expect(
        (await gp.get('/api/action-plan-listings/progress-tags').expect(200)).body.data.map(
          (c: { value: string }) => c.value,
        ),
      ).toContain('on-track');
      const years = (await gp.get('/api/action-plan-listings/years').expect(200)).body.data;
      expect(years[0]).toBe(2020);
      expect(years[years.length - 1]).toBe(new Date().getUTCFullYear());
      const standards = (await gp.get('/api/action-plan-listings/ifc-performance-standards').expect(200)).body
        .data;
      expect(standards).toHaveLength(8);
      expect(standards[0]).toEqual({
        id: 1,
        code: 'PS1',
        title: 'Assessment and Management of Environmental and Social Risks and Impacts',
      });
      expect(standards[5].title).toBe(
        'Biodiversity Conservation and Sustainable Management of Living Natural Resources',
      );
      expect(standards[7]).toEqual({ id: 8, code: 'PS8', title: 'Cultural Heritage' });
    });

    it('counts recommendations per standard for a company', async () => {
      const standards = (
        await host
          .as('pc@demo.test')
          .get('/api/action-plan-listings/ifc-performance-standards?company=2')
          .expect(200)
      ).body.data;
      expect(standards.find((s: { id: number }) => s.id === 6)).toMatchObject({
        recommendationCount: expect.any(Number),
      });
      expect(standards.find((s: { id: number }) => s.id === 6).recommendationCount).toBeGreaterThanOrEqual(1);
      await host
        .as('pc@demo.test')
        .get('/api/action-plan-listings/ifc-performance-standards?company=3')
        .expect(403);
    });

    it('lists the facilities of a portfolio company the caller may act for', async () => {
      const mine = await host.as('pc@demo.test').get('/api/action-plan-listings/facilities').expect(200);
      expect(mine.body.data.map((f: { name: string }) => f.name)).toEqual([
        'Hollowmere Wind Farm (120 MW)',
        'Kestrel Ridge Solar Park (48 MWp)',
        'Aberport Operations & Maintenance Base',
      ]);
      const atlas = await host
        .as('gp@demo.test')
        .get('/api/action-plan-listings/facilities?company=3')
        .expect(200);
      expect(atlas.body.data).toHaveLength(3);
      const viaHeader = await host
        .as('gp@demo.test', { company: 4 })
        .get('/api/action-plan-listings/facilities')
        .expect(200);
      expect(viaHeader.body.data.map((f: { companyId: number }) => f.companyId)).toEqual([4, 4]);
      await host.as('pc@demo.test').get('/api/action-plan-listings/facilities?company=3').expect(403);
      await host.as('pc@demo.test').get('/api/action-plan-listings/facilities?company=x').expect(400);
    });
  });
});
