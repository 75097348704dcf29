import { Suspense, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import {
  IconArrowsExchange,
  IconChartBar,
  IconCopyPlus,
  IconEyeOff,
  IconPlus,
  IconSend,
  IconTrash,
  IconUserPlus,
  IconWorldUpload,
} from '@tabler/icons-react';
import { ACTION_PLAN_ERRORS, ACTION_PLAN_SUCCESS } from '@esg/contracts/action-plans';
import { labelText } from '@esg/contracts/labels';
import { confirmAction } from '@/components/ui/confirm';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportMenu } from '@/components/ui/export-menu';
import { PageHeader, type PageMenuItem } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { notifySuccess } from '@/lib/notify';
import { useDeleteActionPlan } from '../api/delete-action-plan';
import { useDeleteAllRecommendations } from '../api/delete-all-recommendations';
import { actionPlanErrorMessage } from '../api/errors';
import { useActionPlan } from '../api/get-action-plan';
import type { PlanDetail } from '../api/schemas';
import { useSendDraft } from '../api/send-draft';
import { useUpdatePublishStatus } from '../api/update-publish-status';
import { Failure } from './failure';
import { cycleLabel, daysLate, formatDate, standardCode } from './format';
import { AssignUsersDialog, SignOffPlanDialog, TransferEsAdvisorDialog } from './plan-dialogs';
import { RecommendationsTable } from './recommendations-table';
import { RelatedPlanDialog } from './related-plan-dialog';
import { asSeenBy, ViewingAsControl, ViewingAsNotice, type ViewingAs } from './viewing-as';
import { AnchorLink, ButtonLink } from '@/components/ui/links';

type Dialog = 'sign-off' | 'transfer' | 'assign' | 'related' | null;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The plan's recommendations as rows for Excel and PDF (exports load their libraries when asked). */
function exportSheets(plan: PlanDetail) {
  return [
    {
      name: 'Recommendations',
      header: ['Recommendation', 'Standard', 'Priority', 'Due date', 'Status', 'Progress', 'Deliverable'],
      rows: plan.recommendations.map((r) => [
        r.title,
        standardCode(r.performanceStandardId),
        labelText('priority', r.priority),
        r.dueDate,
        labelText('visualStatus', r.visualStatus),
        r.progressTags.length ? labelText('progressTag', r.progressTags[r.progressTags.length - 1].tag) : '',
        r.deliverableDescription,
      ]),
    },
  ];
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * /action-plans/detail/{id}: the plan, its recommendations and what the caller may do with it: the
 * next step as the page's one primary action, everything else in "More actions" (destructive ones
 * last, each confirmed naming what goes). `changeLog` is the change-log section (features/
 * notifications), composed by the route. `view: 'pc'` shows the investor side the plan as its
 * portfolio company sees it.
 */
export function PlanDetailPage({
  planId,
  view,
  onViewChange,
  changeLog,
}: {
  planId: number;
  view?: ViewingAs;
  onViewChange: (view: ViewingAs) => void;
  changeLog?: ReactNode;
}) {
  const navigate = useNavigate();
  const { data: plan } = useActionPlan(planId);
  const ownCaps = plan.capabilities;
  const caps = asSeenBy(ownCaps, view);
  const preview = caps !== ownCaps;
  const [dialog, setDialog] = useState<Dialog>(null);

  const sendDraft = useSendDraft(planId);
  const publish = useUpdatePublishStatus(planId);
  const deletePlan = useDeleteActionPlan(planId);
  const deleteAll = useDeleteAllRecommendations(planId);

  const company = plan.portfolioCompany?.name ?? `Company ${plan.portfolioCompanyId}`;
  const recs = plan.recommendations;
  const open = plan.status !== 'signed-off';
  const editable = plan.status === 'draft' || plan.status === 'sent';
  const allSignedOff = recs.length > 0 && recs.every((r) => r.status === 'signed-off');
  const canSignOff = caps.canDecide && (plan.status === 'sent' || plan.status === 'published');
  // docs/action-plans.md: recommendations are deleted while the plan is a draft or sent, never once
  // signed off themselves.
  const canDeleteAll =
    caps.canDraft && editable && recs.length > 0 && recs.every((r) => r.status !== 'signed-off');
  const overdue = recs.filter(
    (r) => r.status !== 'signed-off' && r.status !== 'submitted' && daysLate(r.dueDate) > 0,
  );
  const submitted = recs.filter((r) => r.status === 'submitted').length;
  const signedOff = recs.filter((r) => r.status === 'signed-off').length;

  const confirmSendDraft = () =>
    confirmAction({
      title: `Send “${plan.title}” to ${company}?`,
      message: `${company} will see the plan and its ${plural(recs.length, 'recommendation', 'recommendations')}, and is notified. You can still add and edit recommendations until the plan is published.`,
      confirmLabel: 'Send draft',
      onConfirm: async () =>
        notifySuccess((await sendDraft.mutateAsync()) ?? 'Draft sent to the portfolio company successfully'),
      errorMessage: (error) => actionPlanErrorMessage(error, ACTION_PLAN_ERRORS.sendDraft),
    });
  const publishFailure = <Failure error={publish.error} fallback={ACTION_PLAN_ERRORS.publishStatus} />;
  // Publishing shows the plan to the portfolio company and the investor's team: asked first (issue 29,
  // item 9), as is taking it back.
  const confirmPublished = (isPublished: boolean) =>
    confirmAction({
      title: isPublished ? `Publish “${plan.title}”?` : `Unpublish “${plan.title}”?`,
      message: isPublished
        ? `${company} and your colleagues see the plan under Published action plans, with its recommendations.`
        : `The plan goes back to Unpublished action plans; ${company} no longer sees it as published.`,
      confirmLabel: isPublished ? 'Publish plan' : 'Unpublish plan',
      onConfirm: async () =>
        notifySuccess((await publish.mutateAsync({ isPublished })) ?? ACTION_PLAN_SUCCESS.status),
      errorMessage: (error) => actionPlanErrorMessage(error, ACTION_PLAN_ERRORS.publishStatus),
    });
  const confirmDeleteAll = () =>
    confirmAction({
      title: 'Delete all recommendations?',
      message: `The plan “${plan.title}” stays, empty.`,
      lost: [
        plural(recs.length, 'recommendation', 'recommendations'),
        'their comments, internal notes and due-date change requests',
        'their deliverable files and verification documents',
      ],
      confirmLabel: 'Delete all recommendations',
      danger: true,
      onConfirm: async () =>
        notifySuccess(
          (await deleteAll.mutateAsync(recs.map((r) => r.id))) ?? 'All recommendations deleted successfully',
        ),
      errorMessage: (error) => actionPlanErrorMessage(error, ACTION_PLAN_ERRORS.deleteAllRecommendations),
    });
  const confirmDeletePlan = () =>
    confirmAction({
      title: `Delete “${plan.title}”?`,
      message: `The plan disappears for ${company} and for your colleagues.`,
      lost: [
        'the plan and its change log',
        plural(recs.length, 'recommendation', 'recommendations') + ' with their comments and internal notes',
        'all deliverable files and documents',
      ],
      confirmLabel: 'Delete plan',
      danger: true,
      onConfirm: async () => {
        notifySuccess((await deletePlan.mutateAsync()) ?? 'Action plan deleted successfully');
        await navigate({ to: '/action-plans', search: { tab: 'unpublished', page: 1 } });
      },
      errorMessage: (error) => actionPlanErrorMessage(error, ACTION_PLAN_ERRORS.deletePlan),
    });

  // The one next step, as the primary action; the rest goes to the menu.
  let primary: ReactNode = null;
  let primaryId: 'send' | 'publish' | 'sign-off' | null = null;
  if (caps.canDraft && plan.status === 'draft') {
    primaryId = 'send';
    primary = (
      <Button leftSection={<IconSend size={16} aria-hidden />} onClick={confirmSendDraft}>
        Send draft to portfolio company
      </Button>
    );
  } else if (canSignOff && allSignedOff) {
    primaryId = 'sign-off';
    primary = <Button onClick={() => setDialog('sign-off')}>Sign off plan</Button>;
  } else if (caps.canDecide && plan.status === 'sent') {
    primaryId = 'publish';
    primary = (
      <Button
        leftSection={<IconWorldUpload size={16} aria-hidden />}
        loading={publish.isPending}
        onClick={() => confirmPublished(true)}
      >
        Publish
      </Button>
    );
  }

  const menu: PageMenuItem[] = [];
  if (caps.canDecide && (plan.status === 'draft' || plan.status === 'sent') && primaryId !== 'publish')
    menu.push({
      label: 'Publish',
      icon: <IconWorldUpload size={16} aria-hidden />,
      onClick: () => confirmPublished(true),
    });
  if (caps.canDecide && plan.status === 'published')
    menu.push({
      label: 'Unpublish',
      icon: <IconEyeOff size={16} aria-hidden />,
      onClick: () => confirmPublished(false),
    });
  if (canSignOff && primaryId !== 'sign-off')
    menu.push({ label: 'Sign off plan', onClick: () => setDialog('sign-off') });
  if (caps.canDraft && open) {
    menu.push({
      label: 'Transfer ES advisor',
      icon: <IconArrowsExchange size={16} aria-hidden />,
      onClick: () => setDialog('transfer'),
    });
    menu.push({
      label: 'Assign users',
      icon: <IconUserPlus size={16} aria-hidden />,
      onClick: () => setDialog('assign'),
    });
  }
  if (caps.canDecide)
    menu.push({
      label: 'Create related plan',
      icon: <IconCopyPlus size={16} aria-hidden />,
      onClick: () => setDialog('related'),
    });
  if (canDeleteAll)
    menu.push({
      label: 'Delete all recommendations',
      icon: <IconTrash size={16} aria-hidden />,
      danger: true,
      onClick: confirmDeleteAll,
    });
  if (caps.canDecide && open)
    menu.push({
      label: 'Delete plan',
      icon: <IconTrash size={16} aria-hidden />,
      danger: true,
      onClick: confirmDeletePlan,
    });

  const header = (
    <PageHeader
      breadcrumbs={[
        <AnchorLink key="list" to="/action-plans" search={view === 'pc' ? { view: 'pc' } : {}}>
          Action Plans
        </AnchorLink>,
        <Text key="here" span size="sm" c="dimmed">
          {plan.title}
        </Text>,
      ]}
      title={plan.title}
      meta={
        <>
          <StatusBadge set="planStatus" code={plan.status} prefix="Plan status" withDescription />
          <Text size="sm" c="dimmed">
            {company} · {cycleLabel(plan.reportingCycle)} {plan.year}
          </Text>
          {ownCaps.side === 'investor' ? (
            <ViewingAsControl value={view ?? 'gp'} onChange={onViewChange} />
          ) : null}
        </>
      }
      primaryAction={preview ? null : primary}
      secondaryActions={
        <>
          <ButtonLink
            to="/action-plans/performance/$id"
            params={{ id: String(plan.id) }}
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            Performance
          </ButtonLink>
          {recs.length > 0 ? (
            <ExportMenu
              fileName={`Action-Plan-${plan.id}`}
              sheets={() => exportSheets(plan)}
              pdf={{
                title: plan.title,
                subtitle: `${company} · ${cycleLabel(plan.reportingCycle)} ${plan.year}`,
              }}
            />
          ) : null}
        </>
      }
      menu={preview ? [] : menu}
    />
  );

  if (preview && plan.status === 'draft') {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            title={`${company} does not see this plan yet.`}
            description="A draft stays with the investor side until it is sent to the portfolio company."
          />
        </Card>
      </>
    );
  }

  return (
    <>
      {header}
      {preview ? <ViewingAsNotice company={company} /> : null}
      <Stack gap="lg">
        {publishFailure}
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <StatCard
            label="Recommendations"
            value={recs.length}
            hint={`${submitted} submitted for sign-off`}
          />
          <StatCard
            label="Signed off"
            value={`${recs.length === 0 ? 0 : Math.round((signedOff / recs.length) * 100)} %`}
            hint={`${signedOff} of ${recs.length}`}
            progress={recs.length === 0 ? 0 : (signedOff / recs.length) * 100}
            tone="success"
          />
          <StatCard
            label="Overdue"
            value={overdue.length}
            hint={overdue.length ? 'past their due date' : 'none past their due date'}
            tone={overdue.length ? 'danger' : 'neutral'}
          />
          <StatCard
            label="Next due"
            value={formatDate(
              recs
                .filter(
                  (r) => r.status !== 'signed-off' && r.status !== 'submitted' && daysLate(r.dueDate) <= 0,
                )
                .map((r) => r.dueDate)
                .sort()[0],
            )}
            hint="of the open recommendations"
          />
        </SimpleGrid>

        <Card component="section" aria-label="Plan details">
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" m={0}>
            <Fact term="General partner">{plan.gpCompany?.name ?? '—'}</Fact>
            <Fact term="ES advisor">{plan.esAdvisor?.name ?? 'None'}</Fact>
            <Fact term="Assigned users">
              {plan.assignedUsers.length ? plan.assignedUsers.map((u) => u.name).join(', ') : 'None'}
            </Fact>
            <Fact term="Facilities">
              {plan.facilities.length ? plan.facilities.map((f) => f.name).join(', ') : 'Whole company'}
            </Fact>
            <Fact term="Created">{formatDate(plan.createdAt)}</Fact>
            <Fact term="Sent">{formatDate(plan.sentAt)}</Fact>
          </SimpleGrid>
          {plan.description ? (
            <Text mt="md" style={{ whiteSpace: 'pre-line' }}>
              {plan.description}
            </Text>
          ) : null}
          {plan.signOffMessage ? (
            <Alert color="green" role="note" mt="md" title={`Signed off ${formatDate(plan.signedOffAt)}`}>
              {plan.signOffMessage}
            </Alert>
          ) : null}
        </Card>

        <Card component="section" aria-labelledby="ap-recs-heading">
          <Group justify="space-between" mb="sm">
            <Title order={2} id="ap-recs-heading">
              Recommendations
            </Title>
            {caps.canDraft && editable ? (
              <ButtonLink
                to="/action-plans/create/add-recommendation/$id"
                params={{ id: String(plan.id) }}
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Add recommendation
              </ButtonLink>
            ) : null}
          </Group>
          <RecommendationsTable
            planId={plan.id}
            recommendations={recs}
            seesInternalNotes={caps.seesInternalNotes}
            view={view}
            empty={
              <EmptyState
                size="sm"
                title="No recommendations yet."
                description={
                  caps.canDraft && editable ? 'Add the first recommendation of this plan.' : undefined
                }
              />
            }
          />
        </Card>

        {changeLog}
      </Stack>

      {dialog === 'sign-off' ? <SignOffPlanDialog plan={plan} onClose={() => setDialog(null)} /> : null}
      {dialog === 'transfer' ? <TransferEsAdvisorDialog plan={plan} onClose={() => setDialog(null)} /> : null}
      {dialog === 'assign' ? <AssignUsersDialog plan={plan} onClose={() => setDialog(null)} /> : null}
      {dialog === 'related' ? (
        <Suspense fallback={null}>
          <RelatedPlanDialog plan={plan} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
