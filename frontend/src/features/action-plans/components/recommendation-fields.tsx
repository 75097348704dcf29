import {
  dueDateTriggerSchema,
  prioritySchema,
  type CreateRecommendationRequest,
} from '@esg/contracts/action-plans';
import { TextField } from '@/components/ui/text-field';
import { messages } from '@/lib/validation';
import { useOptionListing } from '../api/get-listings';
import { usePerformanceStandards } from '../api/get-performance-standards';
import type { Recommendation } from '../api/schemas';

/*
 * The fields of a recommendation (spec 7.2), shared by the add form and the edit dialog so both ask
 * for exactly the same things with the same labels.
 */

export type RecommendationField = 'title' | 'performanceStandardId' | 'dueDate';
export type RecommendationErrors = Partial<Record<RecommendationField, string>>;

export const EMPTY_RECOMMENDATION = {
  title: '',
  description: '',
  performanceStandardId: '',
  priority: 'medium',
  dueDate: '',
  dueDateTrigger: 'specific-date',
  facilityId: '',
  deliverableDescription: '',
};
export type RecommendationValues = typeof EMPTY_RECOMMENDATION;

/** The form values of a stored recommendation (the edit form starts from them). */
export function recommendationValues(rec: Recommendation): RecommendationValues {
  return {
    title: rec.title,
    description: rec.description,
    performanceStandardId: String(rec.performanceStandardId),
    priority: rec.priority,
    dueDate: rec.dueDate.slice(0, 10),
    dueDateTrigger: rec.dueDateTrigger,
    facilityId: rec.facilityId === null ? '' : String(rec.facilityId),
    deliverableDescription: rec.deliverableDescription,
  };
}

/** Checks the values; answers the request body, or the errors to show. */
export function readRecommendation(
  values: RecommendationValues,
): { request: CreateRecommendationRequest; errors: null } | { request: null; errors: RecommendationErrors } {
  const errors: RecommendationErrors = {};
  if (values.title.trim() === '') errors.title = messages.required;
  if (values.performanceStandardId === '') errors.performanceStandardId = messages.required;
  if (values.dueDate === '') errors.dueDate = messages.required;
  const priority = prioritySchema.safeParse(values.priority);
  const trigger = dueDateTriggerSchema.safeParse(values.dueDateTrigger);
  if (Object.keys(errors).length > 0 || !priority.success || !trigger.success)
    return { request: null, errors };
  return {
    errors: null,
    request: {
      title: values.title.trim(),
      description: values.description.trim(),
      performanceStandardId: Number(values.performanceStandardId),
      priority: priority.data,
      dueDate: values.dueDate,
      dueDateTrigger: trigger.data,
      facilityId: values.facilityId === '' ? null : Number(values.facilityId),
      deliverableDescription: values.deliverableDescription.trim(),
    },
  };
}

interface RecommendationFieldsProps {
  values: RecommendationValues;
  errors: RecommendationErrors;
  onChange: (field: keyof RecommendationValues, value: string) => void;
  /** The plan's facilities; the facility field shows only when the plan has some. */
  facilities: readonly { id: number; name: string }[];
  /** Prefix of the element ids, so two forms never share one. */
  idPrefix?: string;
}

export function RecommendationFields({
  values,
  errors,
  onChange,
  facilities,
  idPrefix = 'ap-rec',
}: RecommendationFieldsProps) {
  const priorities = useOptionListing('priorities');
  const triggers = useOptionListing('due-date-triggers');
  const { data: standards } = usePerformanceStandards(null);

  const set = (field: keyof RecommendationValues) => (event: { target: { value: string } }) =>
    onChange(field, event.target.value);
  const invalid = (field: RecommendationField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${idPrefix}-${field}-error` } : {};
  const fieldError = (field: RecommendationField) =>
    errors[field] ? (
      <p className="field__error" id={`${idPrefix}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  // A trigger or facility the lists no longer offer stays selectable rather than silently changing.
  const triggerOptions = triggers.data.some((option) => option.value === values.dueDateTrigger)
    ? triggers.data
    : [...triggers.data, { value: values.dueDateTrigger, label: values.dueDateTrigger }];

  return (
    <>
      <TextField
        label="Recommendation"
        name="title"
        value={values.title}
        maxLength={300}
        error={errors.title}
        onChange={set('title')}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-description`}>
          Description
        </label>
        <textarea
          id={`${idPrefix}-description`}
          className="field__input"
          rows={3}
          maxLength={5000}
          value={values.description}
          onChange={set('description')}
        />
      </div>
      <div className="ap-grid-2">
        <div className={errors.performanceStandardId ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${idPrefix}-ps`}>
            IFC Performance Standard
          </label>
          <select
            id={`${idPrefix}-ps`}
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
          <label className="field__label" htmlFor={`${idPrefix}-priority`}>
            Priority
          </label>
          <select
            id={`${idPrefix}-priority`}
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
          <label className="field__label" htmlFor={`${idPrefix}-due`}>
            Due date
          </label>
          <input
            id={`${idPrefix}-due`}
            type="date"
            className="field__input"
            value={values.dueDate}
            onChange={set('dueDate')}
            {...invalid('dueDate')}
          />
          {fieldError('dueDate')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${idPrefix}-trigger`}>
            Due date trigger
          </label>
          <select
            id={`${idPrefix}-trigger`}
            className="field__input"
            value={values.dueDateTrigger}
            onChange={set('dueDateTrigger')}
          >
            {triggerOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {facilities.length > 0 || values.facilityId !== '' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${idPrefix}-facility`}>
            Facility
          </label>
          <select
            id={`${idPrefix}-facility`}
            className="field__input"
            value={values.facilityId}
            onChange={set('facilityId')}
          >
            <option value="">Whole company</option>
            {facilities.map((facility) => (
              <option key={facility.id} value={facility.id}>
                {facility.name}
              </option>
            ))}
            {values.facilityId !== '' && !facilities.some((f) => String(f.id) === values.facilityId) ? (
              <option value={values.facilityId}>Facility {values.facilityId}</option>
            ) : null}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-deliverable`}>
          Deliverable
        </label>
        <textarea
          id={`${idPrefix}-deliverable`}
          className="field__input"
          rows={2}
          maxLength={2000}
          value={values.deliverableDescription}
          onChange={set('deliverableDescription')}
        />
      </div>
    </>
  );
}
