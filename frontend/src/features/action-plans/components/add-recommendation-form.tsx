import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { recommendationFormSchema } from '@esg/contracts/forms';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { useEditLock } from '@/lib/edit-lock';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useCreateRecommendation } from '../api/create-recommendation';
import { useActionPlan } from '../api/get-action-plan';
import { Failure } from './failure';
import { formatDate } from './format';
import { EMPTY_RECOMMENDATION, RecommendationFields } from './recommendation-fields';
import { AnchorLink, ButtonLink } from '@/components/ui/links';

/** /action-plans/create/add-recommendation/{id}: recommendations of a draft (or sent) plan, one at a time. */
export function AddRecommendationForm({ planId }: { planId: number }) {
  const { data: plan } = useActionPlan(planId);
  const create = useCreateRecommendation(planId);
  const form = useZodForm(recommendationFormSchema, EMPTY_RECOMMENDATION);
  useEditLock(form.isDirty());

  return (
    <>
      <PageHeader
        breadcrumbs={[
          <AnchorLink key="list" to="/action-plans">
            Action Plans
          </AnchorLink>,
          <AnchorLink
            key="plan"
            to="/action-plans/detail/$actionPlanId"
            params={{ actionPlanId: String(planId) }}
          >
            {plan.title}
          </AnchorLink>,
        ]}
        title="Add Recommendation"
        description={`${plan.title}${plan.portfolioCompany ? ` — ${plan.portfolioCompany.name}` : ''}`}
        primaryAction={
          <ButtonLink
            to="/action-plans/detail/$actionPlanId"
            params={{ actionPlanId: String(planId) }}
            variant="default"
          >
            Go to action plan
          </ButtonLink>
        }
      />
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Card style={{ flex: '2 1 480px' }}>
          <form
            noValidate
            aria-label="Add recommendation"
            onSubmit={form.submit((request) =>
              create.mutate(request, {
                onSuccess: () => {
                  notifySuccess('Recommendation created successfully');
                  form.setValues(EMPTY_RECOMMENDATION);
                  form.resetDirty(EMPTY_RECOMMENDATION);
                  form.clearErrors();
                },
              }),
            )}
          >
            <Stack gap="md">
              <Failure error={create.error} fallback={ACTION_PLAN_ERRORS.createRecommendation} />
              <RecommendationFields form={form} facilities={plan.facilities} />
              <Group>
                <Button type="submit" loading={create.isPending}>
                  Save recommendation
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
        <Card component="section" aria-labelledby="ap-added-heading" style={{ flex: '1 1 300px' }}>
          <Title order={2} id="ap-added-heading" mb="sm">
            Recommendations of this plan ({plan.recommendations.length})
          </Title>
          {plan.recommendations.length === 0 ? (
            <EmptyState size="sm" title="None yet." description="Each one you save appears here." />
          ) : (
            <List spacing="xs" listStyleType="none" p={0}>
              {plan.recommendations.map((rec) => (
                <List.Item key={rec.id}>
                  <Text size="sm" fw={500}>
                    {rec.title}
                  </Text>
                  <Group gap={6} mt={2}>
                    <StatusBadge set="priority" code={rec.priority} prefix="Priority" size="sm" />
                    <Text size="xs" c="dimmed">
                      Due {formatDate(rec.dueDate)}
                    </Text>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Card>
      </Group>
    </>
  );
}
