import { Button, Card, Group, Select, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { effectiveCompanyId } from '@esg/access-policy';
import { ACTION_PLAN_ERRORS, planYearOptions } from '@esg/contracts/action-plans';
import { createPlanFormSchema } from '@esg/contracts/forms';
import { useAccessContext } from '@/app/access-context';
import { PageHeader } from '@/components/ui/page-header';
import { useEditLock } from '@/lib/edit-lock';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useCreateActionPlan } from '../api/create-action-plan';
import { useFacilities } from '../api/get-facilities';
import { useOptionListing, useYears } from '../api/get-listings';
import { usePortfolioCompanies } from '../api/get-portfolio-companies';
import { Failure } from './failure';
import { PlanFields } from './plan-fields';
import { AnchorLink, ButtonLink } from '@/components/ui/links';

/** /action-plans/create (GP only): a draft plan for a portfolio company, then its recommendations. */
export function CreatePlanForm({ initialCompanyId }: { initialCompanyId?: number }) {
  const navigate = useNavigate();
  const cycles = useOptionListing('cycles');
  const years = useYears();
  const { ctx } = useAccessContext();
  const companies = usePortfolioCompanies(effectiveCompanyId(ctx), true);
  const create = useCreateActionPlan();
  const form = useZodForm(createPlanFormSchema, {
    portfolioCompanyId: initialCompanyId === undefined ? null : String(initialCompanyId),
    title: '',
    description: '',
    reportingCycle: cycles.data[cycles.data.length - 1]?.value ?? 'annually',
    year: String(years.data[years.data.length - 1] ?? new Date().getFullYear()),
    facilityIds: [],
  });
  const companyId = form.values.portfolioCompanyId === null ? null : Number(form.values.portfolioCompanyId);
  const facilities = useFacilities(companyId);
  useEditLock(form.isDirty());

  return (
    <>
      <PageHeader
        breadcrumbs={[
          <AnchorLink key="list" to="/action-plans">
            Action Plans
          </AnchorLink>,
        ]}
        title="Create Action Plan"
        description="Start a draft for one of your portfolio companies. You add its recommendations next, then send the draft to the company."
      />
      <Card maw={760}>
        <form
          noValidate
          aria-label="Create action plan"
          onSubmit={form.submit((request) =>
            create.mutate(
              { ...request, assignedUserIds: [] },
              {
                onSuccess: ({ plan, message }) => {
                  form.resetDirty();
                  notifySuccess(message);
                  void navigate({
                    to: '/action-plans/create/add-recommendation/$id',
                    params: { id: String(plan.id) },
                  });
                },
              },
            ),
          )}
        >
          <Stack gap="md">
            <Failure error={create.error} fallback={ACTION_PLAN_ERRORS.create} />
            <Select
              label="Portfolio company"
              required
              searchable
              placeholder={companies.isPending ? 'Loading companies…' : 'Choose a portfolio company'}
              data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              {...form.getInputProps('portfolioCompanyId')}
              onChange={(value: string | null) => {
                form.setFieldValue('portfolioCompanyId', value);
                form.setFieldValue('facilityIds', []);
              }}
            />
            <PlanFields
              form={form}
              cycleOptions={cycles.data}
              yearOptions={planYearOptions(years.data)}
              facilityOptions={companyId !== null ? (facilities.data ?? []) : []}
            />
            <Group gap="sm">
              <Button type="submit" loading={create.isPending}>
                Create action plan
              </Button>
              <ButtonLink to="/action-plans" variant="default">
                Cancel
              </ButtonLink>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
