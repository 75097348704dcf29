import { Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconArrowBackUp, IconEdit, IconTrash } from '@tabler/icons-react';
import { ACTION_PLAN_ERRORS, ACTION_PLAN_SUCCESS } from '@esg/contracts/action-plans';
import { labelOptions, labelText } from '@esg/contracts/labels';
import { confirmAction } from '@/components/ui/confirm';
import { PageHeader, type PageMenuItem } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { notifySuccess } from '@/lib/notify';
import { useDeleteRecommendation } from '../api/delete-recommendation';
import { actionPlanErrorMessage } from '../api/errors';
import { useOptionListing } from '../api/get-listings';
import { useRecommendation } from '../api/get-recommendation';
import { actionPlanKeys } from '../api/query-keys';
import type { RecommendationDetail } from '../api/schemas';
import { useSignOffRecommendation } from '../api/sign-off-recommendation';
import { useUpdateRecommendationStatus } from '../api/update-recommendation-status';
import { ChangeRequestsPanel } from './change-requests-panel';
import { CommentsPanel } from './comments-panel';
import { DeliverablesPanel } from './deliverables-panel';
import { EditRecommendationDialog } from './edit-recommendation-dialog';
import { Failure } from './failure';
import { FollowUpPanel, ProgressPanel } from './follow-up-panel';
import { formatDate, standardOf } from './format';
import { InternalNotesPanel } from './internal-notes-panel';
import { asSeenBy, ViewingAsControl, ViewingAsNotice, type ViewingAs } from './viewing-as';
import { AnchorLink } from '@/components/ui/links';

type WorkStatus = 'not-started' | 'in-progress' | 'submitted';
const WORK_STATUSES = labelOptions('recommendationStatus').filter((o) => o.value !== 'signed-off');
const isWorkStatus = (value: string | null): value is WorkStatus =>
  WORK_STATUSES.some((s) => s.value === value);

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** The SFDR PAI indicators the recommendation addresses (ADR 0055), named from the lookup. */
function PaiIndicators({ ids }: { ids: readonly string[] }) {
  const { data } = useOptionListing('pai-indicators');
  const labels = new Map(data.map((o) => [o.value, o.label]));
  return (
    <Group gap={6} mt="md" role="group" aria-label="SFDR PAI indicators addressed">
      <Text size="sm" c="dimmed">
        SFDR PAI indicators addressed:
      </Text>
      {ids.map((id) => (
        <Badge key={id} variant="light" tt="none">
          {labels.get(id) ?? id}
        </Badge>
      ))}
    </Group>
  );
}

/** The portfolio company's work status: a choice of not started, in progress, submitted. */
function StatusForm({ rec }: { rec: RecommendationDetail }) {
  const updateStatus = useUpdateRecommendationStatus(rec.actionPlanId, rec.id);
  const current: WorkStatus = rec.status === 'signed-off' ? 'submitted' : rec.status;
  const [status, setStatus] = useState<WorkStatus>(current);
  // A change made elsewhere (the other side, another tab) arrives live: the form follows it.
  useEffect(() => setStatus(current), [current]);
  return (
    <form
      aria-label="Update status"
      onSubmit={(event) => {
        event.preventDefault();
        updateStatus.mutate(
          { status },
          { onSuccess: (message) => notifySuccess(message ?? ACTION_PLAN_SUCCESS.status) },
        );
      }}
    >
      <Stack gap="xs">
        <Failure error={updateStatus.error} fallback={ACTION_PLAN_ERRORS.recommendationStatus} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Status"
            data={WORK_STATUSES}
            value={status}
            onChange={(value) => {
              if (isWorkStatus(value)) setStatus(value);
            }}
            w={{ base: '100%', sm: 220 }}
          />
          <Button type="submit" disabled={status === rec.status} loading={updateStatus.isPending}>
            Update status
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Sign off one recommendation, with an optional message. */
function SignOffDialog({ rec, onClose }: { rec: RecommendationDetail; onClose: () => void }) {
  const signOff = useSignOffRecommendation(rec.actionPlanId, rec.id);
  const [message, setMessage] = useState('');
  return (
    <Modal opened onClose={onClose} title="Sign off recommendation">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          signOff.mutate(message.trim() ? { signOffMessage: message.trim() } : {}, {
            onSuccess: (answer) => {
              notifySuccess(answer ?? 'Recommendation signed off successfully');
              onClose();
            },
          });
        }}
      >
        <Stack gap="md">
          <Text size="sm">“{rec.title}” is then closed: no more changes, files or change requests.</Text>
          <Failure error={signOff.error} fallback={ACTION_PLAN_ERRORS.signOffRecommendation} />
          <Textarea
            label="Sign-off message (optional)"
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
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

/**
 * /action-plans/detail/{planId}/{psId?}/recommendation/{id}: one recommendation and everything
 * around it. `view: 'pc'` shows the investor side the page as the portfolio company sees it.
 */
export function RecommendationDetailPage({
  recommendationId,
  view,
  onViewChange,
}: {
  recommendationId: number;
  view?: ViewingAs;
  onViewChange: (view: ViewingAs) => void;
}) {
  const { data: rec } = useRecommendation(recommendationId);
  const ownCaps = rec.capabilities;
  const caps = asSeenBy(ownCaps, view);
  const preview = caps !== ownCaps;
  const updateStatus = useUpdateRecommendationStatus(rec.actionPlanId, rec.id);
  const [dialog, setDialog] = useState<'edit' | 'sign-off' | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteRec = useDeleteRecommendation(rec.actionPlanId);
  const standard = standardOf(rec.performanceStandardId);
  const planOpen = rec.actionPlan.status !== 'draft' && rec.actionPlan.status !== 'signed-off';
  const recOpen = rec.status !== 'signed-off';
  // docs/action-plans.md: the GP / ES advisor edit until the plan is signed off, and add or delete
  // recommendations while it is a draft or sent (not once published); signed-off ones never change.
  const canEdit = caps.canDraft && rec.actionPlan.status !== 'signed-off' && recOpen;
  const canDelete =
    caps.canDraft && (rec.actionPlan.status === 'draft' || rec.actionPlan.status === 'sent') && recOpen;
  const canSignOff = caps.canDecide && planOpen && rec.status === 'submitted';
  const planSearch = view === 'pc' ? { view: 'pc' as const } : {};

  const confirmDelete = () =>
    confirmAction({
      title: `Delete “${rec.title}”?`,
      message: `It disappears from “${rec.actionPlan.title}” for both sides.`,
      lost: [
        `${rec.commentCount ?? 0} comments${caps.seesInternalNotes ? ` and ${rec.internalNoteCount ?? 0} internal notes` : ''}`,
        `${rec.changeRequests.length} due-date change requests`,
        `${rec.deliverable.files.length} deliverable files and the verification document`,
      ],
      confirmLabel: 'Delete recommendation',
      danger: true,
      onConfirm: async () => {
        notifySuccess((await deleteRec.mutateAsync(rec.id)) ?? 'Recommendation deleted successfully');
        await navigate({
          to: '/action-plans/detail/$actionPlanId',
          params: { actionPlanId: String(rec.actionPlanId) },
        });
        // Left the screen that showed it: now its cached views can go too.
        for (const queryKey of [
          actionPlanKeys.recommendation(rec.id),
          actionPlanKeys.comments(rec.id),
          actionPlanKeys.internalNotes(rec.id),
        ])
          queryClient.removeQueries({ queryKey });
      },
      errorMessage: (error) => actionPlanErrorMessage(error, ACTION_PLAN_ERRORS.deleteRecommendation),
    });

  const menu: PageMenuItem[] = [];
  if (canSignOff)
    menu.push({
      label: 'Send back to in progress',
      icon: <IconArrowBackUp size={16} aria-hidden />,
      onClick: () =>
        updateStatus.mutate(
          { status: 'in-progress' },
          { onSuccess: (message) => notifySuccess(message ?? ACTION_PLAN_SUCCESS.status) },
        ),
    });
  if (canDelete)
    menu.push({
      label: 'Delete recommendation',
      icon: <IconTrash size={16} aria-hidden />,
      danger: true,
      onClick: confirmDelete,
    });

  return (
    <>
      <PageHeader
        breadcrumbs={[
          <AnchorLink key="list" to="/action-plans" search={planSearch}>
            Action Plans
          </AnchorLink>,
          <AnchorLink
            key="plan"

            to="/action-plans/detail/$actionPlanId"
            params={{ actionPlanId: String(rec.actionPlanId) }}
            search={planSearch}
          >
            {rec.actionPlan.title}
          </AnchorLink>,
        ]}
        title={rec.title}
        meta={
          <>
            <StatusBadge set="visualStatus" code={rec.visualStatus} prefix="Status" withDescription />
            <StatusBadge set="priority" code={rec.priority} prefix="Priority" />
            <StatusBadge
              set="planStatus"
              code={rec.actionPlan.status}
              prefix="Plan status"
              variant="outline"
            />
            <Text size="sm" c="dimmed">
              {standard ? `${standard.code}: ${standard.title}` : `PS${rec.performanceStandardId}`}
            </Text>
            {ownCaps.side === 'investor' ? (
              <ViewingAsControl value={view ?? 'gp'} onChange={onViewChange} />
            ) : null}
          </>
        }
        primaryAction={
          canSignOff ? <Button onClick={() => setDialog('sign-off')}>Sign off recommendation</Button> : null
        }
        secondaryActions={
          canEdit ? (
            <Button
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={() => setDialog('edit')}
            >
              Edit recommendation
            </Button>
          ) : null
        }
        menu={menu}
      />
      {preview ? <ViewingAsNotice company="the portfolio company" /> : null}
      <Stack gap="lg">
        <Failure error={updateStatus.error} fallback={ACTION_PLAN_ERRORS.recommendationStatus} />
        <Card component="section" aria-label="Recommendation details">
          <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing="md" m={0}>
            <Fact term="Due date">{formatDate(rec.dueDate)}</Fact>
            <Fact term="Due date trigger">{labelText('dueDateTrigger', rec.dueDateTrigger)}</Fact>
            <Fact term="Work status">{labelText('recommendationStatus', rec.status)}</Fact>
            <Fact term="Comments">{rec.commentCount ?? 0}</Fact>
          </SimpleGrid>
          {rec.description ? (
            <Text mt="md" style={{ whiteSpace: 'pre-line' }}>
              {rec.description}
            </Text>
          ) : null}
          {rec.paiIndicatorIds.length ? (
            <Suspense fallback={null}>
              <PaiIndicators ids={rec.paiIndicatorIds} />
            </Suspense>
          ) : null}
          {rec.signOffMessage || rec.isSignedOff ? (
            <Alert color="green" role="note" mt="md" title={`Signed off ${formatDate(rec.signedOffAt)}`}>
              {rec.signOffMessage ?? 'No message.'}
            </Alert>
          ) : null}
          {caps.canWork && planOpen && recOpen ? (
            <Card.Section withBorder inheritPadding py="md" mt="md">
              <StatusForm rec={rec} />
            </Card.Section>
          ) : null}
        </Card>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="lg">
              <DeliverablesPanel rec={rec} caps={caps} />
              <ChangeRequestsPanel rec={rec} caps={caps} />
              <ProgressPanel rec={rec} caps={caps} />
              <FollowUpPanel rec={rec} caps={caps} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="lg">
              <CommentsPanel recommendationId={rec.id} canComment={caps.canDraft || caps.canWork} />
              {caps.seesInternalNotes ? (
                <InternalNotesPanel recommendationId={rec.id} canWrite={caps.side === 'investor'} />
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      {dialog === 'edit' ? (
        <Suspense fallback={null}>
          <EditRecommendationDialog rec={rec} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {dialog === 'sign-off' ? <SignOffDialog rec={rec} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
