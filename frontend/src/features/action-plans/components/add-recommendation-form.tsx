import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { useCreateRecommendation } from '../api/create-recommendation';
import { useActionPlan } from '../api/get-action-plan';
import { showToast } from '../hooks/use-toasts';
import { Failure } from './failure';
import { formatDate } from './format';
import { PriorityPill } from './pills';
import {
  EMPTY_RECOMMENDATION,
  readRecommendation,
  RecommendationFields,
  type RecommendationErrors,
} from './recommendation-fields';

/** /action-plans/create/add-recommendation/{id}: recommendations of a draft (or sent) plan, one at a time. */
export function AddRecommendationForm({ planId }: { planId: number }) {
  const { data: plan } = useActionPlan(planId);
  const create = useCreateRecommendation(planId);
  const [values, setValues] = useState(EMPTY_RECOMMENDATION);
  const [errors, setErrors] = useState<RecommendationErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readRecommendation(values);
    setErrors(read.errors ?? {});
    const form = event.currentTarget;
    if (!read.request) {
      // After the render that marks the fields invalid.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    create.mutate(read.request, {
      onSuccess: () => {
        showToast('Recommendation created successfully');
        setValues(EMPTY_RECOMMENDATION);
        form.querySelector<HTMLInputElement>('[name="title"]')?.focus();
      },
    });
  };

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Add Recommendation</h1>
        <p className="page__lead">
          {plan.title}
          {plan.portfolioCompany ? ` — ${plan.portfolioCompany.name}` : ''}
        </p>
      </header>

      <form className="card stack" onSubmit={submit} noValidate aria-label="Add recommendation">
        <Failure error={create.error} fallback={ACTION_PLAN_ERRORS.createRecommendation} />
        <RecommendationFields
          values={values}
          errors={errors}
          facilities={plan.facilities}
          onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
        />
        <div className="ap-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {create.isPending ? 'Saving…' : 'Save recommendation'}
          </button>
          <Link
            to="/action-plans/detail/$actionPlanId"
            params={{ actionPlanId: String(planId) }}
            className="button button--secondary"
          >
            Go to action plan
          </Link>
        </div>
      </form>

      <section className="card" aria-labelledby="ap-added-heading">
        <h2 id="ap-added-heading" className="card__title">
          Recommendations of this plan ({plan.recommendations.length})
        </h2>
        {plan.recommendations.length === 0 ? (
          <p className="ap-empty">None yet.</p>
        ) : (
          <ul className="ap-list">
            {plan.recommendations.map((rec) => (
              <li key={rec.id} className="ap-list__item">
                <span className="ap-list__title">{rec.title}</span>
                <PriorityPill priority={rec.priority} />
                <span className="ap-muted">Due {formatDate(rec.dueDate)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
