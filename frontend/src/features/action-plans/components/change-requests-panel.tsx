import { Button, Card, Divider, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { changeRequestFormSchema } from '@esg/contracts/forms';
import { DateField } from '@/components/ui/date-field';
import { StatusBadge } from '@/components/ui/status-badge';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useCreateChangeRequest } from '../api/create-change-request';
import { useDecideChangeRequest } from '../api/decide-change-request';
import type { Capabilities, RecommendationDetail } from '../api/schemas';
import { Failure } from './failure';
import { formatDate } from './format';

/**
 * Due-date change requests (spec 7.3): the portfolio company asks for a new date with a reason; the
 * GP approves (the due date moves) or rejects. One request may be pending at a time.
 */
export function ChangeRequestsPanel({ rec, caps }: { rec: RecommendationDetail; caps: Capabilities }) {
  const create = useCreateChangeRequest(rec.id);
  const decide = useDecideChangeRequest(rec.actionPlanId, rec.id);
  const form = useZodForm(changeRequestFormSchema, { requestedDueDate: null, reason: '' });
  const pending = rec.changeRequests.some((cr) => cr.status === 'pending');
  const open = rec.status !== 'signed-off' && rec.actionPlan.status !== 'signed-off';
  const due = form.getInputProps('requestedDueDate');

  const decideOn = (changeRequestId: number, decision: 'approve' | 'reject') =>
    decide.mutate(
      { changeRequestId, decision },
      {
        onSuccess: (message) =>
          notifySuccess(
            message ?? `Change request ${decision === 'approve' ? 'approved' : 'rejected'} successfully`,
          ),
      },
    );

  return (
    <Card component="section" aria-labelledby="ap-cr-heading">
      <Title order={2} id="ap-cr-heading" mb="sm">
        Due date change requests
      </Title>
      <Stack gap="sm">
        <Failure error={decide.error} fallback={ACTION_PLAN_ERRORS.decideChangeRequest} />
        {rec.changeRequests.length === 0 ? (
          <Text size="sm" c="dimmed">
            No change requests.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            aria-label="Change requests"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {rec.changeRequests.map((cr) => (
              <li key={cr.changeRequestId}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} size="sm">
                    {formatDate(cr.currentDueDate)} → {formatDate(cr.requestedDueDate)}
                  </Text>
                  <StatusBadge set="changeRequestStatus" code={cr.status} size="sm" />
                </Group>
                <Text size="sm" mt={2}>
                  {cr.reason}
                </Text>
                <Text size="xs" c="dimmed">
                  Requested {formatDate(cr.requestedAt)}
                  {cr.decisionComment ? ` · Decision: ${cr.decisionComment}` : ''}
                </Text>
                {caps.canDecide && cr.status === 'pending' ? (
                  <Group gap="xs" mt="xs">
                    <Button
                      size="xs"
                      loading={decide.isPending}
                      onClick={() => decideOn(cr.changeRequestId, 'approve')}
                    >
                      Approve change request
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={decide.isPending}
                      onClick={() => decideOn(cr.changeRequestId, 'reject')}
                    >
                      Reject change request
                    </Button>
                  </Group>
                ) : null}
              </li>
            ))}
          </Stack>
        )}
        {caps.canWork && open && !pending ? (
          <>
            <Divider />
            <form
              noValidate
              aria-label="Request a due date change"
              onSubmit={form.submit((request) =>
                create.mutate(
                  { recommendationId: rec.id, type: 'due-date', ...request },
                  {
                    onSuccess: (message) => {
                      notifySuccess(message ?? 'Change request created successfully');
                      form.reset();
                    },
                  },
                ),
              )}
            >
              <Stack gap="sm">
                <Text fw={600} size="sm">
                  Request a due date change
                </Text>
                <Failure error={create.error} fallback={ACTION_PLAN_ERRORS.createChangeRequest} />
                <DateField
                  label="Requested due date"
                  required
                  placeholder="Pick or type a date"
                  value={(due.value as string | null) ?? null}
                  onChange={(value) => (due.onChange as (v: string | null) => void)(value)}
                  onBlur={due.onBlur as () => void}
                  error={due.error as string | undefined}
                />
                <Textarea
                  label="Reason"
                  required
                  maxLength={2000}
                  minRows={2}
                  {...form.getInputProps('reason')}
                />
                <div>
                  <Button type="submit" loading={create.isPending}>
                    Request change
                  </Button>
                </div>
              </Stack>
            </form>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
