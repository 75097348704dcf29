import { routeTitle } from '@esg/access-policy';
import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDownload,
  IconLock,
  IconSend,
  IconTable,
  IconUsers,
  IconUserX,
} from '@tabler/icons-react';
import type { EdciSubmission } from '@esg/contracts/edci';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink, ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge, ToneBadge } from '@/components/ui/status-badge';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useEdciSubmission } from '../api/get-submission';
import { useSubmissionActions } from '../hooks/use-submission-actions';
import { edciCompanyColumns } from './edci-company-columns';
import { EdciExclusionDialog } from './edci-exclusion-dialog';
import { EdciHistoryCard } from './edci-history-card';
import { EdciReopenDialog } from './edci-reopen-dialog';
import { plural } from './format';

/**
 * /edci-submission-detail/{id} (issue 13, docs/edci.md): one year's submission. Per portfolio company its
 * completeness (required EDCI metrics answered) and what the checks found; flagging a company another EDCI
 * member reports; the workbook; submit (locks it) and reopen; the history of who did what.
 */
export function EdciSubmissionPage({ id }: { id: number }) {
  const query = useEdciSubmission(id);
  const submission = query.data;
  if (!submission)
    return (
      <>
        <PageHeader
          breadcrumbs={[
            <AnchorLink key="list" to="/edci-submissions">
              EDCI Submissions
            </AnchorLink>,
            `Submission ${id}`,
          ]}
          title={routeTitle('/edci-submission-detail')}
          description={query.isPending ? 'Loading the submission…' : undefined}
        />
        {query.error ? (
          query.error instanceof ApiError && query.error.statusCode === 404 ? (
            <Card p="md">
              <EmptyState
                title="There is no such EDCI submission."
                description="It may belong to another company. Open the list to find the submission of a year."
                action={<ButtonLink to="/edci-submissions">Open EDCI Submissions</ButtonLink>}
              />
            </Card>
          ) : (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          )
        ) : null}
      </>
    );
  return <SubmissionView submission={submission} />;
}

function SubmissionView({ submission }: { submission: EdciSubmission }) {
  const actions = useSubmissionActions(submission);
  const columns = edciCompanyColumns({ editable: actions.editable, onFlag: actions.setFlagging });

  return (
    <>
      <PageHeader
        breadcrumbs={[
          <AnchorLink key="list" to="/edci-submissions">
            EDCI Submissions
          </AnchorLink>,
          String(submission.year),
        ]}
        title={`EDCI submission ${submission.year}`}
        meta={
          <>
            <StatusBadge
              set="edciSubmissionStatus"
              code={submission.status}
              prefix="Status"
              withDescription
            />
            {submission.gpKey ? <ToneBadge tone="brand">GP key {submission.gpKey}</ToneBadge> : null}
            <Text size="sm" c="dimmed">
              {submission.companyName}
            </Text>
          </>
        }
        primaryAction={
          submission.canEdit ? (
            actions.draft ? (
              <Button leftSection={<IconSend size={16} aria-hidden />} onClick={actions.confirmSubmit}>
                Submit
              </Button>
            ) : (
              <Button variant="default" onClick={() => actions.setReopening(true)}>
                Reopen
              </Button>
            )
          ) : undefined
        }
        secondaryActions={
          <>
            <ButtonLink
              to="/edci-submission-detail/submissionDetailTable"
              search={{ id: submission.id }}
              variant="default"
              leftSection={<IconTable size={16} aria-hidden />}
            >
              Table view
            </ButtonLink>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={actions.exporting}
              onClick={actions.exportWorkbook}
            >
              Export workbook
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        {!actions.draft ? (
          <Alert icon={<IconLock size={18} aria-hidden />} title="Submitted and locked" color="teal">
            {actions.lastSubmit
              ? `Submitted ${formatDateTime(actions.lastSubmit.at)} by ${actions.lastSubmit.userName ?? `user ${actions.lastSubmit.userId}`}. `
              : ''}
            The figures below are those submitted;{' '}
            {submission.canEdit ? 'reopen it to change it.' : 'only the GP reopens it.'}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <StatCard
            label="Companies reported"
            value={submission.included}
            icon={<IconUsers size={18} aria-hidden />}
            tone="info"
          />
          <StatCard
            label="Complete"
            value={`${submission.complete} of ${submission.included}`}
            progress={actions.completePercent}
            tone="success"
            icon={<IconCircleCheck size={18} aria-hidden />}
          />
          <StatCard
            label="Need attention"
            value={submission.withErrors}
            hint="Missing required metrics, values out of range or in another unit"
            tone={submission.withErrors ? 'danger' : 'neutral'}
            icon={<IconAlertTriangle size={18} aria-hidden />}
          />
          <StatCard
            label="Excluded"
            value={submission.excluded}
            hint="Reported by another EDCI member"
            icon={<IconUserX size={18} aria-hidden />}
          />
        </SimpleGrid>
        <Card p="md">
          <DataTable
            label="Portfolio companies"
            itemName={['company', 'companies']}
            columns={columns}
            data={submission.companies}
            getRowId={(r) => String(r.companyId)}
            paging={{ mode: 'none' }}
            sorting={{ mode: 'client', initial: [{ id: 'name', desc: false }] }}
            narrowColumnVisibility={{ completeness: false, validation: false }}
            empty={
              <EmptyState
                title="No portfolio company yet."
                description="Invite portfolio companies or add them to a fund; their published data appears here."
              />
            }
          />
        </Card>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <EdciHistoryCard history={submission.history} />
          <Card p="md" component="section" aria-labelledby="edci-how">
            <Title order={2} size="h4" id="edci-how" mb="sm">
              How the figures are made
            </Title>
            <Stack gap="xs">
              <Text size="sm">{submission.howMade}</Text>
              <Text size="sm">
                {plural(actions.requiredMetrics, 'metric is', 'metrics are')} required,{' '}
                {actions.optionalMetrics} optional. The table view shows each figure with the published values
                it was made of.
              </Text>
              <Text size="xs" c="dimmed">
                Reference data: {submission.reference.source}
                {submission.frozen ? ', as it was when the submission was made' : ''}.
              </Text>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
      <EdciExclusionDialog
        key={actions.flagging?.companyId ?? 'none'}
        submissionId={submission.id}
        row={actions.flagging}
        onClose={() => actions.setFlagging(null)}
      />
      <EdciReopenDialog
        opened={actions.reopening}
        year={submission.year}
        onClose={() => actions.setReopening(false)}
        pending={actions.reopenPending}
        onReopen={actions.reopenWith}
        error={actions.reopenError}
      />
    </>
  );
}
