import { Link } from '@tanstack/react-router';
import { useActionPlan } from '../api/get-action-plan';
import { usePerformanceStandards } from '../api/get-performance-standards';
import type { Recommendation } from '../api/schemas';
import { formatDate } from './format';
import { PriorityPill, StatusPill } from './pills';

function tally(recs: readonly Recommendation[]) {
  const count = (status: Recommendation['visualStatus']) =>
    recs.filter((r) => r.visualStatus === status).length;
  return {
    total: recs.length,
    signedOff: count('signed-off'),
    submitted: count('submitted'),
    delayed: count('delayed') + count('severely-delayed'),
  };
}

function Progress({ done, total, label }: { done: number; total: number; label: string }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="ap-progress">
      <progress max={100} value={percent} aria-label={label} />
      <span>{percent}%</span>
    </div>
  );
}

/** /action-plans/performance/{id}: the plan's progress per IFC Performance Standard. */
export function PerformanceOverview({ planId }: { planId: number }) {
  const { data: plan } = useActionPlan(planId);
  const { data: standards } = usePerformanceStandards(null);
  const overall = tally(plan.recommendations);

  return (
    <div className="page page--wide">
      <header className="page__header">
        <p className="ap-breadcrumb">
          <Link to="/action-plans">Action Plans</Link> /{' '}
          <Link to="/action-plans/detail/$actionPlanId" params={{ actionPlanId: String(plan.id) }}>
            {plan.title}
          </Link>
        </p>
        <h1 className="page__title">Performance</h1>
        <p className="page__lead">
          {overall.signedOff} of {overall.total} recommendations signed off, {overall.submitted} submitted,{' '}
          {overall.delayed} delayed.
        </p>
        <Progress done={overall.signedOff} total={overall.total} label="Signed off overall" />
      </header>
      <section className="card">
        <table className="data-table" aria-label="Performance by IFC Performance Standard">
          <thead>
            <tr>
              <th scope="col">Performance Standard</th>
              <th scope="col">Recommendations</th>
              <th scope="col">Submitted</th>
              <th scope="col">Delayed</th>
              <th scope="col">Signed off</th>
            </tr>
          </thead>
          <tbody>
            {standards.map((standard) => {
              const counts = tally(
                plan.recommendations.filter((r) => r.performanceStandardId === standard.id),
              );
              return (
                <tr key={standard.id}>
                  <th scope="row">
                    {counts.total > 0 ? (
                      <Link
                        to="/action-plans/performance/$id/detail/$detailId"
                        params={{ id: String(plan.id), detailId: String(standard.id) }}
                      >
                        {standard.code}: {standard.title}
                      </Link>
                    ) : (
                      `${standard.code}: ${standard.title}`
                    )}
                  </th>
                  <td>{counts.total}</td>
                  <td>{counts.submitted}</td>
                  <td>{counts.delayed}</td>
                  <td>
                    <Progress
                      done={counts.signedOff}
                      total={counts.total}
                      label={`${standard.code} signed off`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** A list of recommendations linking to their detail screens. */
export function RecommendationLinks({ planId, recs }: { planId: number; recs: readonly Recommendation[] }) {
  if (recs.length === 0) return <p className="ap-empty">No recommendations.</p>;
  return (
    <table className="data-table" aria-label="Recommendations">
      <thead>
        <tr>
          <th scope="col">Recommendation</th>
          <th scope="col">Priority</th>
          <th scope="col">Due date</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {recs.map((rec) => (
          <tr key={rec.id}>
            <th scope="row">
              <Link
                to="/action-plans/detail/$actionPlanId/{-$performanceStandardId}/recommendation/{-$recommendationId}"
                params={{
                  actionPlanId: String(planId),
                  performanceStandardId: String(rec.performanceStandardId),
                  recommendationId: String(rec.id),
                }}
              >
                {rec.title}
              </Link>
            </th>
            <td>
              <PriorityPill priority={rec.priority} />
            </td>
            <td>{formatDate(rec.dueDate)}</td>
            <td>
              <StatusPill status={rec.visualStatus} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /action-plans/performance/{id}/detail/{detailId} (one standard of the plan) and the recommendation
 * route without a recommendation id (the plan's recommendations, optionally of one standard).
 */
export function StandardRecommendations({ planId, standardId }: { planId: number; standardId?: number }) {
  const { data: plan } = useActionPlan(planId);
  const { data: standards } = usePerformanceStandards(null);
  const standard = standards.find((s) => s.id === standardId);
  const recs = plan.recommendations.filter(
    (r) => standardId === undefined || r.performanceStandardId === standardId,
  );
  return (
    <div className="page page--wide">
      <header className="page__header">
        <p className="ap-breadcrumb">
          <Link to="/action-plans">Action Plans</Link> /{' '}
          <Link to="/action-plans/detail/$actionPlanId" params={{ actionPlanId: String(plan.id) }}>
            {plan.title}
          </Link>{' '}
          /{' '}
          <Link to="/action-plans/performance/$id" params={{ id: String(plan.id) }}>
            Performance
          </Link>
        </p>
        <h1 className="page__title">
          {standard ? `${standard.code}: ${standard.title}` : 'Recommendations'}
        </h1>
      </header>
      <section className="card">
        <RecommendationLinks planId={plan.id} recs={recs} />
      </section>
    </div>
  );
}
