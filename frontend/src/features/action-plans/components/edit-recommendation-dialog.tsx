import { Button, Group, Modal, Stack } from '@mantine/core';
import { ACTION_PLAN_ERRORS, type UpdateRecommendationRequest } from '@esg/contracts/action-plans';
import { recommendationFormSchema } from '@esg/contracts/forms';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useActionPlan } from '../api/get-action-plan';
import type { Recommendation } from '../api/schemas';
import { useUpdateRecommendation } from '../api/update-recommendation';
import { Failure } from './failure';
import { RecommendationFields, recommendationValues } from './recommendation-fields';

/**
 * Edit a recommendation (spec 7.2, PUT /action-plan-recommendations/{id}): the fields of the add
 * form, filled in with the stored values. Mounted while open, so it always starts from the latest.
 */
export function EditRecommendationDialog({ rec, onClose }: { rec: Recommendation; onClose: () => void }) {
  const { data: plan } = useActionPlan(rec.actionPlanId);
  const update = useUpdateRecommendation(rec.actionPlanId, rec.id, rec.performanceStandardId);
  const initial = recommendationValues(rec);
  const form = useZodForm(recommendationFormSchema, initial);

  const save = (request: ReturnType<typeof recommendationFormSchema.parse>) => {
    const before = recommendationFormSchema.parse(initial);
    // Only what changed: the server records each change (before / after) in its event.
    const changes: UpdateRecommendationRequest = {};
    for (const [key, value] of Object.entries(request))
      if (JSON.stringify(before[key as keyof typeof before]) !== JSON.stringify(value))
        Object.assign(changes, { [key]: value });
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(changes, {
      onSuccess: (message) => {
        notifySuccess(message ?? 'Recommendation updated successfully');
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title="Edit recommendation" size="lg">
      <form noValidate onSubmit={form.submit(save)}>
        <Stack gap="md">
          <Failure error={update.error} fallback={ACTION_PLAN_ERRORS.updateRecommendation} />
          <RecommendationFields form={form} facilities={plan.facilities} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
