import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ACTION_PLAN_ERRORS, planYearOptions } from '@esg/contracts/action-plans';
import { planFieldsFormSchema } from '@esg/contracts/forms';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useCreateRelatedActionPlan } from '../api/create-related-action-plan';
import { useFacilities } from '../api/get-facilities';
import { useOptionListing, useYears } from '../api/get-listings';
import type { PlanDetail } from '../api/schemas';
import { Failure } from './failure';
import { PlanFields } from './plan-fields';

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
  const form = useZodForm(planFieldsFormSchema, {
    title: `${plan.title} (${nextYear})`,
    description: plan.description,
    reportingCycle: plan.reportingCycle,
    year: String(nextYear),
    facilityIds: plan.facilityIds.map(String),
  });
  // The listed years run to this year; a follow-up is often for the next one.
  const yearOptions = planYearOptions([...years.data, nextYear], plan.year);

  return (
    <Modal opened onClose={onClose} title="Create related action plan" size="lg">
      <form
        noValidate
        onSubmit={form.submit((request) =>
          create.mutate(request, {
            onSuccess: ({ plan: created, message }) => {
              notifySuccess(message ?? 'Related action plan created successfully');
              onClose();
              void navigate({
                to: '/action-plans/detail/$actionPlanId',
                params: { actionPlanId: String(created.id) },
              });
            },
          }),
        )}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A new draft for {plan.portfolioCompany?.name ?? 'the same portfolio company'}, following “
            {plan.title}”. The ES advisor and assigned users carry over; recommendations are added to it
            afterwards.
          </Text>
          <Failure error={create.error} fallback={ACTION_PLAN_ERRORS.createRelated} />
          <PlanFields
            form={form}
            cycleOptions={cycles.data}
            yearOptions={yearOptions}
            facilityOptions={facilities.data ?? plan.facilities}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create related plan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
