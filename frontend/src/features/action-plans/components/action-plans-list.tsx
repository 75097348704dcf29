import { Link, useNavigate } from '@tanstack/react-router';
import { canCreateActionPlan } from '@esg/access-policy';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { useActionPlans, type ActionPlanListParams } from '../api/get-action-plans';
import { usePortfolioCompanies } from '../api/get-portfolio-companies';
import { Failure } from './failure';
import { cycleLabel, formatDate } from './format';
import { PlanStatusPill } from './pills';

/** The list's search params; absent ones mean the first page of the published tab. */
export interface ActionPlanListSearch {
  tab?: 'published' | 'unpublished';
  page?: number;
  company?: number;
  view?: 'gp' | 'pc';
}

export function listParams(search: ActionPlanListSearch): ActionPlanListParams {
  return {
    isPublished: (search.tab ?? 'published') === 'published',
    page: search.page ?? 1,
    ...(search.company === undefined ? {} : { companyId: search.company }),
    ...(search.view === 'pc' ? { viewingAs: 'pc' as const } : {}),
  };
}

const TABS = [
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
] as const;

/** /action-plans (spec 2.13): published and unpublished plans, 10 a page; a GP picks the company and view. */
export function ActionPlansList({ search: raw }: { search: ActionPlanListSearch }) {
  const search = { ...raw, tab: raw.tab ?? 'published', page: raw.page ?? 1 };
  const navigate = useNavigate({ from: '/action-plans/' });
  const { ctx } = useAccessContext();
  const isGp = ctx.user?.role === 'gp';
  const plans = useActionPlans(listParams(search));
  const companies = usePortfolioCompanies(effectiveCompanyId(ctx), isGp);
  const setSearch = (changes: Partial<ActionPlanListSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, page: 1, ...changes }) });

  const totalPages = plans.data?.meta.totalPages ?? 0;

  return (
    <div className="page page--wide">
      <header className="page__header ap-page-header">
        <div>
          <h1 className="page__title">Action Plans</h1>
          <p className="page__lead">Environmental and social action plans agreed with portfolio companies.</p>
        </div>
        {canCreateActionPlan(ctx) ? (
          <Link to="/action-plans/create" className="button button--primary">
            Create action plan
          </Link>
        ) : null}
      </header>

      {isGp ? (
        <div className="ap-filters">
          <div className="field">
            <label className="field__label" htmlFor="ap-company">
              Portfolio company
            </label>
            <select
              id="ap-company"
              className="field__input"
              value={search.company ?? ''}
              onChange={(event) =>
                setSearch({ company: event.target.value === '' ? undefined : Number(event.target.value) })
              }
            >
              <option value="">All portfolio companies</option>
              {(companies.data ?? []).map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="ap-view">
              Viewing as
            </label>
            <select
              id="ap-view"
              className="field__input"
              value={search.view ?? 'gp'}
              onChange={(event) => setSearch({ view: event.target.value === 'pc' ? 'pc' : undefined })}
            >
              <option value="gp">General partner</option>
              <option value="pc">Portfolio company</option>
            </select>
          </div>
        </div>
      ) : null}

      <div className="ap-tabs" role="tablist" aria-label="Action plans">
        {TABS.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`ap-tab-${tab.value}`}
            aria-selected={search.tab === tab.value}
            aria-controls="ap-tabpanel"
            className={search.tab === tab.value ? 'ap-tab ap-tab--active' : 'ap-tab'}
            onClick={() => setSearch({ tab: tab.value })}
          >
            {tab.label}
          </button>
        ))}
      </div>

      <section id="ap-tabpanel" role="tabpanel" aria-labelledby={`ap-tab-${search.tab}`} className="card">
        <Failure error={plans.error} fallback={ACTION_PLAN_ERRORS.list} />
        {plans.isPending ? (
          <p aria-busy="true">Loading action plans…</p>
        ) : plans.data && plans.data.plans.length === 0 ? (
          <p className="ap-empty">No {search.tab} action plans.</p>
        ) : plans.data ? (
          <table
            className="data-table"
            aria-label={`${search.tab === 'published' ? 'Published' : 'Unpublished'} action plans`}
          >
            <thead>
              <tr>
                <th scope="col">Action plan</th>
                <th scope="col">Cycle</th>
                <th scope="col">Status</th>
                <th scope="col">Recommendations</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody aria-busy={plans.isFetching}>
              {plans.data.plans.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row">
                    <Link to="/action-plans/detail/$actionPlanId" params={{ actionPlanId: String(plan.id) }}>
                      {plan.title}
                    </Link>
                  </th>
                  <td>
                    {cycleLabel(plan.reportingCycle)} {plan.year}
                  </td>
                  <td>
                    <PlanStatusPill status={plan.status} />
                  </td>
                  <td>
                    {plan.signedOffRecommendationCount} of {plan.recommendationCount} signed off
                  </td>
                  <td>{formatDate(plan.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}

        {totalPages > 1 ? (
          <nav className="ap-pager" aria-label="Pages">
            <button
              type="button"
              className="button button--secondary"
              disabled={search.page <= 1}
              onClick={() => setSearch({ page: search.page - 1 })}
            >
              Previous
            </button>
            <span aria-live="polite">
              Page {search.page} of {totalPages}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={search.page >= totalPages}
              onClick={() => setSearch({ page: search.page + 1 })}
            >
              Next
            </button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
