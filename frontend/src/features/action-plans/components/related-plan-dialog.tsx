import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ACTION_PLAN_ERRORS, actionPlanReportingCycleSchema } from '@esg/contracts/action-plans';
import { messages } from '@/lib/validation';
import { useCreateRelatedActionPlan } from '../api/create-related-action-plan';
import { useFacilities } from '../api/get-facilities';
import { PlanFields } from './plan-fields';
import { useOptionListing, useYears } from '../api/get-listings';
import type { PlanDetail } from '../api/schemas';
import { showToast } from '../hooks/use-toasts';
import { Failure } from './failure';
import { FormDialog } from './form-dialog';

const MAX_YEAR = 2100;

/**
 * Create a related plan (spec 7.1, POST /action-plans/{id}): a follow-up draft for the same portfolio
 * company, by default the next year with the same cycle, description and facilities (the server keeps
 * the ES advisor and the assigned users). On success the new plan opens.
 */
export function RelatedPlanDialog({ plan, onClose }: { plan: PlanDetail; onClose: () => void }) {
  const navigate = useNavigate();
  const cycles = useOptionListing('cycles');
  const years = useYears();
  const facilities = useFacilities(plan.portfolioCompanyId);
  const create = useCreateRelatedActionPlan(plan.id);

  const nextYear = Math.min(plan.year + 1, MAX_YEAR);
  const [title, setTitle] = useState(`${plan.title} (${nextYear})`);
  const [description, setDescription] = useState(plan.description);
  const [cycle, setCycle] = useState(plan.reportingCycle);
  const [year, setYear] = useState(nextYear);
  const [facilityIds, setFacilityIds] = useState<number[]>(plan.facilityIds);
  const [titleError, setTitleError] = useState<string | undefined>();

  // The listed years run to this year; a follow-up is often for the next one.
  const yearOptions = [...new Set([...years.data, plan.year, nextYear])].sort((a, b) => a - b);
  const facilityOptions = facilities.data ?? plan.facilities;

  const submit = () => {
    const error = title.trim() === '' ? messages.required : undefined;
    setTitleError(error);
    const reportingCycle = actionPlanReportingCycleSchema.safeParse(cycle);
    if (error || !reportingCycle.success) return;
    create.mutate(
      {
        title: title.trim(),
        description: description.trim(),
        reportingCycle: reportingCycle.data,
        year,
        facilityIds,
      },
      {
        onSuccess: ({ plan: created, message }) => {
          showToast(message ?? 'Related action plan created successfully');
          onClose();
          void navigate({
            to: '/action-plans/detail/$actionPlanId',
            params: { actionPlanId: String(created.id) },
          });
        },
      },
    );
  };

  return (
    <FormDialog
      open
      title="Create related action plan"
      submitLabel={create.isPending ? 'Creating…' : 'Create related plan'}
      pending={create.isPending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <p className="ap-muted">
        A new draft for {plan.portfolioCompany?.name ?? 'the same portfolio company'}, following “{plan.title}
        ”. The ES advisor and assigned users carry over; recommendations are added to it afterwards.
      </p>
      <Failure error={create.error} fallback={ACTION_PLAN_ERRORS.createRelated} />
      <PlanFields
        idPrefix="ap-related"
        title={title}
        setTitle={setTitle}
        titleError={titleError}
        description={description}
        setDescription={setDescription}
        cycle={cycle}
        setCycle={setCycle}
        cycleOptions={cycles.data}
        year={year}
        setYear={setYear}
        yearOptions={yearOptions}
        facilityIds={facilityIds}
        setFacilityIds={setFacilityIds}
        facilityOptions={facilityOptions}
      />
    </FormDialog>
  );
}
