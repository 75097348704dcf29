import { useState } from 'react';
import { ACTION_PLAN_ERRORS, type UpdateRecommendationRequest } from '@esg/contracts/action-plans';
import { useActionPlan } from '../api/get-action-plan';
import type { Recommendation } from '../api/schemas';
import { useUpdateRecommendation } from '../api/update-recommendation';
import { showToast } from '../hooks/use-toasts';
import { Failure } from './failure';
import { FormDialog } from './form-dialog';
import {
  readRecommendation,
  RecommendationFields,
  recommendationValues,
  type RecommendationErrors,
} from './recommendation-fields';

/**
 * Edit a recommendation (spec 7.2, PUT /action-plan-recommendations/{id}): the fields of the add
 * form, filled in with the stored values. Mounted while open, so it always starts from the latest.
 */
export function EditRecommendationDialog({ rec, onClose }: { rec: Recommendation; onClose: () => void }) {
  const { data: plan } = useActionPlan(rec.actionPlanId);
  const update = useUpdateRecommendation(rec.actionPlanId, rec.id, rec.performanceStandardId);
  const [initial] = useState(() => recommendationValues(rec));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RecommendationErrors>({});

  const save = () => {
    const read = readRecommendation(values);
    setErrors(read.errors ?? {});
    if (!read.request) return;
    const before = readRecommendation(initial).request;
    // Only what changed: the server records each change (before / after) in its event.
    const request: UpdateRecommendationRequest = {};
    for (const [key, value] of Object.entries(read.request)) {
      if (!before || before[key as keyof typeof before] !== value) Object.assign(request, { [key]: value });
    }
    if (Object.keys(request).length === 0) {
      onClose();
      return;
    }
    update.mutate(request, {
      onSuccess: (message) => {
        showToast(message ?? 'Recommendation updated successfully');
        onClose();
      },
    });
  };

  return (
    <FormDialog
      open
      title="Edit recommendation"
      submitLabel={update.isPending ? 'Saving…' : 'Save changes'}
      pending={update.isPending}
      onCancel={onClose}
      onSubmit={save}
    >
      <Failure error={update.error} fallback={ACTION_PLAN_ERRORS.updateRecommendation} />
      <RecommendationFields
        idPrefix="ap-edit-rec"
        values={values}
        errors={errors}
        facilities={plan.facilities}
        onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
      />
    </FormDialog>
  );
}
