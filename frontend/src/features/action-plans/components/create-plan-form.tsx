import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ACTION_PLAN_ERRORS, actionPlanReportingCycleSchema } from '@esg/contracts/action-plans';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { messages } from '@/lib/validation';
import { useCreateActionPlan } from '../api/create-action-plan';
import { useFacilities } from '../api/get-facilities';
import { useOptionListing, useYears } from '../api/get-listings';
import { usePortfolioCompanies } from '../api/get-portfolio-companies';
import { showToast } from '../hooks/use-toasts';
import { Failure } from './failure';
import { PlanFields } from './plan-fields';

type Field = 'portfolioCompanyId' | 'title';

/** /action-plans/create (GP only): a draft plan for a portfolio company, then its recommendations. */
export function CreatePlanForm({ initialCompanyId }: { initialCompanyId?: number }) {
  const navigate = useNavigate();
  const cycles = useOptionListing('cycles');
  const years = useYears();
  const { ctx } = useAccessContext();
  const companies = usePortfolioCompanies(effectiveCompanyId(ctx), true);
  const create = useCreateActionPlan();

  const [companyId, setCompanyId] = useState<number | null>(initialCompanyId ?? null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [cycle, setCycle] = useState(cycles.data[cycles.data.length - 1]?.value ?? 'annually');
  const [year, setYear] = useState(years.data[years.data.length - 1] ?? new Date().getFullYear());
  const [facilityIds, setFacilityIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const facilities = useFacilities(companyId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (companyId === null) found.portfolioCompanyId = messages.required;
    if (title.trim() === '') found.title = messages.required;
    setErrors(found);
    const reportingCycle = actionPlanReportingCycleSchema.safeParse(cycle);
    if (companyId === null || found.title || !reportingCycle.success) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    create.mutate(
      {
        title: title.trim(),
        description: description.trim(),
        portfolioCompanyId: companyId,
        reportingCycle: reportingCycle.data,
        year,
        facilityIds,
        assignedUserIds: [],
      },
      {
        onSuccess: ({ plan, message }) => {
          showToast(message);
          void navigate({
            to: '/action-plans/create/add-recommendation/$id',
            params: { id: String(plan.id) },
          });
        },
      },
    );
  };

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Create Action Plan</h1>
        <p className="page__lead">
          Start a draft for one of your portfolio companies. You add its recommendations next, then send the
          draft to the company.
        </p>
      </header>
      <form className="card stack" onSubmit={submit} noValidate aria-label="Create action plan">
        <Failure error={create.error} fallback={ACTION_PLAN_ERRORS.create} />
        <div className={errors.portfolioCompanyId ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="ap-create-company">
            Portfolio company
          </label>
          <select
            id="ap-create-company"
            className="field__input"
            value={companyId ?? ''}
            aria-invalid={errors.portfolioCompanyId ? true : undefined}
            aria-describedby={errors.portfolioCompanyId ? 'ap-create-company-error' : undefined}
            onChange={(event) => {
              setCompanyId(event.target.value === '' ? null : Number(event.target.value));
              setFacilityIds([]);
            }}
          >
            <option value="">
              {companies.isPending ? 'Loading companies…' : 'Choose a portfolio company'}
            </option>
            {(companies.data ?? []).map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
          {errors.portfolioCompanyId ? (
            <p className="field__error" id="ap-create-company-error">
              {errors.portfolioCompanyId}
            </p>
          ) : null}
        </div>
        <PlanFields
          idPrefix="ap-create"
          title={title}
          setTitle={setTitle}
          titleError={errors.title}
          description={description}
          setDescription={setDescription}
          cycle={cycle}
          setCycle={setCycle}
          cycleOptions={cycles.data}
          year={year}
          setYear={setYear}
          yearOptions={years.data}
          facilityIds={facilityIds}
          setFacilityIds={setFacilityIds}
          facilityOptions={companyId !== null ? (facilities.data ?? []) : []}
        />
        <div className="ap-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {create.isPending ? 'Creating…' : 'Create action plan'}
          </button>
        </div>
      </form>
    </div>
  );
}
