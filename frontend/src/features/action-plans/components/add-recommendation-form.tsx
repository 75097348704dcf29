import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { ACTION_PLAN_ERRORS, dueDateTriggerSchema, prioritySchema } from '@esg/contracts/action-plans';
import { TextField } from '@/components/ui/text-field';
import { messages } from '@/lib/validation';
import { useCreateRecommendation } from '../api/create-recommendation';
import { useActionPlan } from '../api/get-action-plan';
import { useOptionListing } from '../api/get-listings';
import { usePerformanceStandards } from '../api/get-performance-standards';
import { showToast } from '../hooks/use-toasts';
import { Failure } from './failure';
import { formatDate } from './format';
import { PriorityPill } from './pills';

type Field = 'title' | 'performanceStandardId' | 'dueDate';

const EMPTY = {
  title: '',
  description: '',
  performanceStandardId: '',
  priority: 'medium',
  dueDate: '',
  dueDateTrigger: 'specific-date',
  facilityId: '',
  deliverableDescription: '',
};

/** /action-plans/create/add-recommendation/{id}: recommendations of a draft (or sent) plan, one at a time. */
export function AddRecommendationForm({ planId }: { planId: number }) {
  const { data: plan } = useActionPlan(planId);
  const priorities = useOptionListing('priorities');
  const triggers = useOptionListing('due-date-triggers');
  const { data: standards } = usePerformanceStandards(null);
  const create = useCreateRecommendation(planId);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (values.title.trim() === '') found.title = messages.required;
    if (values.performanceStandardId === '') found.performanceStandardId = messages.required;
    if (values.dueDate === '') found.dueDate = messages.required;
    setErrors(found);
    const priority = prioritySchema.safeParse(values.priority);
    const trigger = dueDateTriggerSchema.safeParse(values.dueDateTrigger);
    if (Object.keys(found).length > 0 || !priority.success || !trigger.success) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const form = event.currentTarget;
    create.mutate(
      {
        title: values.title.trim(),
        description: values.description.trim(),
        performanceStandardId: Number(values.performanceStandardId),
        priority: priority.data,
        dueDate: values.dueDate,
        dueDateTrigger: trigger.data,
        facilityId: values.facilityId === '' ? null : Number(values.facilityId),
        deliverableDescription: values.deliverableDescription.trim(),
      },
      {
        onSuccess: () => {
          showToast('Recommendation created successfully');
          setValues(EMPTY);
          form.querySelector<HTMLInputElement>('[name="title"]')?.focus();
        },
      },
    );
  };

  const invalid = (field: Field) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `ap-rec-${field}-error` } : {};
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p className="field__error" id={`ap-rec-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

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
        <TextField
          label="Recommendation"
          name="title"
          value={values.title}
          maxLength={300}
          error={errors.title}
          onChange={set('title')}
        />
        <div className="field">
          <label className="field__label" htmlFor="ap-rec-description">
            Description
          </label>
          <textarea
            id="ap-rec-description"
            className="field__input"
            rows={3}
            value={values.description}
            onChange={set('description')}
          />
        </div>
        <div className="ap-grid-2">
          <div className={errors.performanceStandardId ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor="ap-rec-ps">
              IFC Performance Standard
            </label>
            <select
              id="ap-rec-ps"
              className="field__input"
              value={values.performanceStandardId}
              onChange={set('performanceStandardId')}
              {...invalid('performanceStandardId')}
            >
              <option value="">Choose a standard</option>
              {standards.map((standard) => (
                <option key={standard.id} value={standard.id}>
                  {standard.code}: {standard.title}
                </option>
              ))}
            </select>
            {fieldError('performanceStandardId')}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="ap-rec-priority">
              Priority
            </label>
            <select
              id="ap-rec-priority"
              className="field__input"
              value={values.priority}
              onChange={set('priority')}
            >
              {priorities.data.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className={errors.dueDate ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor="ap-rec-due">
              Due date
            </label>
            <input
              id="ap-rec-due"
              type="date"
              className="field__input"
              value={values.dueDate}
              onChange={set('dueDate')}
              {...invalid('dueDate')}
            />
            {fieldError('dueDate')}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="ap-rec-trigger">
              Due date trigger
            </label>
            <select
              id="ap-rec-trigger"
              className="field__input"
              value={values.dueDateTrigger}
              onChange={set('dueDateTrigger')}
            >
              {triggers.data.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {plan.facilities.length > 0 ? (
          <div className="field">
            <label className="field__label" htmlFor="ap-rec-facility">
              Facility
            </label>
            <select
              id="ap-rec-facility"
              className="field__input"
              value={values.facilityId}
              onChange={set('facilityId')}
            >
              <option value="">Whole company</option>
              {plan.facilities.map((facility) => (
                <option key={facility.id} value={facility.id}>
                  {facility.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="ap-rec-deliverable">
            Deliverable
          </label>
          <textarea
            id="ap-rec-deliverable"
            className="field__input"
            rows={2}
            value={values.deliverableDescription}
            onChange={set('deliverableDescription')}
          />
        </div>
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
