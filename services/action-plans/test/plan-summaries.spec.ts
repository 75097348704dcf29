import type { Doc } from '@esg/persistence';
import { waitFor } from '@esg/testing';
import { rebuildPlanSummaries } from '../src/index';
import { PLAN_SUMMARIES, type PlanSummary } from '../src/projections/plan-summaries.projection';
import {
  addRecommendation,
  draftPlan,
  sentPlan,
  startActionPlans,
  type ActionPlansHost,
} from './action-plans-host';

/*
 * The plan-summaries read model behind the plan list (issue 14): built live from the service's own
 * events, equal to what the recommendations themselves say, and equal again after a rebuild from the
 * outbox.
 */
describe('plan summaries (read model of the plan list)', () => {
  let host: ActionPlansHost;
  beforeAll(async () => {
    host = await startActionPlans();
  });
  afterAll(async () => host?.dispose());

  const store = () => host.runtimes[0].store;
  const summaries = async () =>
    (await store().find<PlanSummary>(PLAN_SUMMARIES, {}, { sort: [['id', 'asc']] })).map(
      ({ id, planId, recommendationIds, signedOffRecommendationIds }) => ({
        id,
        planId,
        recommendationIds,
        signedOffRecommendationIds,
      }),
    );
  /** What the write side says, computed independently: the recommendations of each plan by status. */
  const truth = async () => {
    const plans = await store().find<Doc & { planId: number }>('plans', {}, { sort: [['id', 'asc']] });
    const recs = await store().find<Doc & { planId: number; recommendationId: number; status: string }>(
      'recommendations',
    );
    return plans
      .map((p) => {
        const mine = recs.filter((r) => r.planId === p.planId).map((r) => r.recommendationId);
        const signed = recs
          .filter((r) => r.planId === p.planId && r.status === 'signed-off')
          .map((r) => r.recommendationId);
        return {
          id: String(p.planId),
          planId: p.planId,
          recommendationIds: mine.sort((a, b) => a - b),
          signedOffRecommendationIds: signed.sort((a, b) => a - b),
        };
      })
      .sort((a, b) => a.id.localeCompare(b.id));
  };

  it('follows every change of plans and recommendations, and rebuilds to the same', async () => {
    const gp = host.as('gp@demo.test');
    const pc = host.as('pc@demo.test');
    // A history: plans with recommendations added, worked, signed off, sent back, deleted; a plan deleted.
    const { planId, recommendationIds } = await sentPlan(host, 4);
    for (const id of recommendationIds.slice(0, 3))
      await pc
        .put(`/api/action-plan-recommendations/${id}/update-status`)
        .send({ status: 'submitted' })
        .expect(200);
    await gp.put(`/api/action-plan-recommendations/${recommendationIds[0]}/sign-off`).send({}).expect(200);
    await gp.put(`/api/action-plan-recommendations/${recommendationIds[1]}/sign-off`).send({}).expect(200);
    await gp
      .put(`/api/action-plan-recommendations/${recommendationIds[2]}/update-status`)
      .send({ status: 'in-progress' })
      .expect(200);
    await gp.delete(`/api/action-plan-recommendations/${recommendationIds[3]}`).expect(200);
    const doomed = await draftPlan(host);
    await addRecommendation(host, doomed.id);
    await gp.delete(`/api/action-plans/${doomed.id}`).expect(200);
    const emptied = await draftPlan(host);
    await addRecommendation(host, emptied.id);
    await addRecommendation(host, emptied.id);
    await gp.delete(`/api/action-plans/${emptied.id}/recommendations`).expect(200);

    const expected = await truth();
    const live = await waitFor(
      async () => {
        const now = await summaries();
        return JSON.stringify(now) === JSON.stringify(expected) ? now : null;
      },
      { message: 'the live summaries to catch up with the writes' },
    );
    expect(live.find((s) => s.planId === planId)).toMatchObject({
      recommendationIds: recommendationIds.slice(0, 3),
      signedOffRecommendationIds: recommendationIds.slice(0, 2),
    });
    expect(live.some((s) => s.planId === doomed.id)).toBe(false);

    const list = await gp.get('/api/action-plans?perPage=100').expect(200);
    expect(list.body.data.find((p: { id: number }) => p.id === planId)).toMatchObject({
      recommendationCount: 3,
      signedOffRecommendationCount: 2,
    });
    expect(list.body.data.find((p: { id: number }) => p.id === emptied.id)).toMatchObject({
      recommendationCount: 0,
      signedOffRecommendationCount: 0,
    });

    const { events } = await rebuildPlanSummaries(store());
    expect(events).toBeGreaterThan(10);
    expect(await summaries()).toEqual(live);
    expect(await summaries()).toEqual(await truth());
  });
});
