import type { Plan } from '../src/domain/plan';
import type { Recommendation } from '../src/domain/recommendation';
import { startActionPlans, type ActionPlansHost } from './action-plans-host';

/**
 * Issue 29, item 8: the demo plans agree with themselves. A plan was drawn up before it was sent and
 * published, and before any of its recommendations fell due; a submitted recommendation was submitted
 * after it was created; nothing is dated after now.
 */
describe('the demo action plans timeline', () => {
  let host: ActionPlansHost;

  beforeAll(async () => {
    host = await startActionPlans();
  });
  afterAll(async () => host?.dispose());

  it('dates every step of the seeded plans in order, and none after now', async () => {
    const now = new Date().toISOString();
    const store = host.runtimes[0].store;
    const plans = await store.find<Plan>('plans');
    const recs = await store.find<Recommendation>('recommendations');
    expect(plans.length).toBe(2);
    for (const plan of plans) {
      expect(plan.createdAt < now).toBe(true);
      if (plan.sentAt) expect(plan.createdAt <= plan.sentAt && plan.sentAt < now).toBe(true);
      if (plan.publishedAt) expect(plan.createdAt <= plan.publishedAt && plan.publishedAt < now).toBe(true);
      expect(plan.year).toBe(new Date(plan.createdAt).getUTCFullYear());
    }
    expect(recs.length).toBe(4);
    for (const rec of recs) {
      const plan = plans.find((p) => p.planId === rec.planId)!;
      expect([rec.title, rec.createdAt]).toEqual([rec.title, plan.createdAt]);
      // Due after the plan was drawn up, even where it is late now.
      expect([rec.title, rec.dueDate > plan.createdAt.slice(0, 10)]).toEqual([rec.title, true]);
      if (rec.submittedAt)
        expect([rec.title, rec.createdAt < rec.submittedAt && rec.submittedAt < now]).toEqual([
          rec.title,
          true,
        ]);
    }
  });
});
