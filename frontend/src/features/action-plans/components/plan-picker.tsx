import { Link } from '@tanstack/react-router';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { useActionPlans, type ActionPlanListParams } from '../api/get-action-plans';
import { Failure } from './failure';
import { PlanStatusPill } from './pills';

export const PLAN_PICKER_PARAMS: ActionPlanListParams = { isPublished: false, page: 1 };

/** /action-plans/create/add-recommendation: choose the unpublished plan to add recommendations to. */
export function PlanPicker() {
  const plans = useActionPlans(PLAN_PICKER_PARAMS);
  const open = (plans.data?.plans ?? []).filter((plan) => plan.status === 'draft' || plan.status === 'sent');
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Add Recommendation</h1>
        <p className="page__lead">Choose the action plan to add recommendations to.</p>
      </header>
      <section className="card">
        <Failure error={plans.error} fallback={ACTION_PLAN_ERRORS.list} />
        {plans.isPending ? (
          <p aria-busy="true">Loading action plans…</p>
        ) : open.length === 0 ? (
          <p className="ap-empty">
            No draft action plans. <Link to="/action-plans/create">Create an action plan</Link> first.
          </p>
        ) : (
          <ul className="ap-list" aria-label="Draft action plans">
            {open.map((plan) => (
              <li key={plan.id} className="ap-list__item">
                <Link to="/action-plans/create/add-recommendation/$id" params={{ id: String(plan.id) }}>
                  {plan.title}
                </Link>
                <PlanStatusPill status={plan.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
