import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { signOffPlanFormSchema } from '@esg/contracts/forms';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useAssignUsers } from '../api/assign-users';
import { useGpUsers } from '../api/get-gp-users';
import { useRemoveUsers } from '../api/remove-users';
import type { PlanDetail } from '../api/schemas';
import { useSignOffPlan } from '../api/sign-off-plan';
import { useTransferEsAdvisor } from '../api/transfer-es-advisor';
import { Failure } from './failure';

interface DialogProps {
  plan: PlanDetail;
  onClose: () => void;
}

/** Sign off the plan with a message (spec 4): it closes the plan for good. */
export function SignOffPlanDialog({ plan, onClose }: DialogProps) {
  const signOff = useSignOffPlan(plan.id);
  const form = useZodForm(signOffPlanFormSchema, { signOffMessage: '' });
  return (
    <Modal opened onClose={onClose} title="Sign off action plan">
      <form
        noValidate
        onSubmit={form.submit((request) =>
          signOff.mutate(request, {
            onSuccess: (message) => {
              notifySuccess(message ?? 'Action plan signed off successfully');
              onClose();
            },
          }),
        )}
      >
        <Stack gap="md">
          <Failure error={signOff.error} fallback={ACTION_PLAN_ERRORS.signOffPlan} />
          <Textarea
            label="Sign-off message"
            description="What was achieved; both sides see it on the plan."
            required
            maxLength={2000}
            {...form.getInputProps('signOffMessage')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={signOff.isPending}>
              Sign off
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Hand the plan to another ES advisor of the GP company. */
export function TransferEsAdvisorDialog({ plan, onClose }: DialogProps) {
  const transfer = useTransferEsAdvisor(plan.id);
  const users = useGpUsers(plan.id);
  const [advisor, setAdvisor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title="Transfer ES advisor">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (advisor === null) {
            setError('This field is required');
            return;
          }
          transfer.mutate(
            { esAdvisorUserId: Number(advisor) },
            {
              onSuccess: (message) => {
                notifySuccess(message ?? 'ES advisor transferred successfully');
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <Failure error={transfer.error} fallback={ACTION_PLAN_ERRORS.transferEsAdvisor} />
          <Select
            label="New ES advisor"
            placeholder={users.isPending ? 'Loading users…' : 'Choose a user'}
            required
            searchable
            data={(users.data ?? [])
              .filter((user) => user.id !== plan.esAdvisorUserId)
              .map((user) => ({
                value: String(user.id),
                label: user.permission ? `${user.name} (${user.permission})` : user.name,
              }))}
            value={advisor}
            onChange={(value) => {
              setAdvisor(value);
              setError(null);
            }}
            error={error}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={transfer.isPending}>
              Transfer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Who of the GP company is assigned to the plan (they are notified of its changes). */
export function AssignUsersDialog({ plan, onClose }: DialogProps) {
  const users = useGpUsers(plan.id);
  const assign = useAssignUsers(plan.id);
  const remove = useRemoveUsers(plan.id);
  const [assigned, setAssigned] = useState<string[]>(plan.assignedUserIds.map(String));
  const save = async () => {
    const chosen = assigned.map(Number);
    const toAdd = chosen.filter((id) => !plan.assignedUserIds.includes(id));
    const toRemove = plan.assignedUserIds.filter((id) => !chosen.includes(id));
    try {
      if (toAdd.length > 0)
        notifySuccess((await assign.mutateAsync({ userIds: toAdd })) ?? 'Users assigned successfully');
      if (toRemove.length > 0)
        notifySuccess((await remove.mutateAsync({ userIds: toRemove })) ?? 'Users removed successfully');
      onClose();
    } catch {
      // Shown by the Failure alerts; the dialog stays open to try again.
    }
  };
  return (
    <Modal opened onClose={onClose} title="Assign users">
      <Stack gap="md">
        <Failure error={assign.error} fallback={ACTION_PLAN_ERRORS.assignUsers} />
        <Failure error={remove.error} fallback={ACTION_PLAN_ERRORS.removeUsers} />
        <Checkbox.Group
          label={`Users of ${plan.gpCompany?.name ?? 'the general partner'}`}
          value={assigned}
          onChange={setAssigned}
        >
          <Stack gap={6} mt="xs">
            {(users.data ?? []).map((user) => (
              <Checkbox key={user.id} value={String(user.id)} label={user.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={assign.isPending || remove.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
