import { useState } from 'react';
import { routeTitle } from '@esg/access-policy';
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Modal,
  Progress,
  SimpleGrid,
  Spoiler,
  Stack,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
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
import type { EdciCompanyRow, EdciSubmission } from '@esg/contracts/edci';
import { confirmAction } from '@/components/ui/confirm';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage, FormAlert } from '@/components/ui/form-alert';
import { AnchorLink, ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge, ToneBadge } from '@/components/ui/status-badge';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useExcludeEdciCompany } from '../api/exclude-company';
import { useReopenEdciSubmission } from '../api/reopen-submission';
import { useSubmitEdciSubmission } from '../api/submit-submission';
import { downloadEdciWorkbook } from '../api/download-workbook';
import { useEdciSubmission } from '../api/get-submission';
import { plural } from './format';

const column = createColumnHelper<EdciCompanyRow>();

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
  const submit = useSubmitEdciSubmission(submission.id);
  const reopen = useReopenEdciSubmission(submission.id);
  const [flagging, setFlagging] = useState<EdciCompanyRow | null>(null);
  const [reopening, setReopening] = useState(false);
  const [exporting, setExporting] = useState(false);
  const draft = submission.status === 'draft';
  const editable = submission.canEdit && draft;
  const lastSubmit = submission.history.find((h) => h.action === 'submitted');

  const exportWorkbook = () => {
    setExporting(true);
    downloadEdciWorkbook(submission.id, submission.year, submission.gpKey)
      .catch((e: unknown) => notifyError(errorMessage(e)))
      .finally(() => setExporting(false));
  };

  const confirmSubmit = () =>
    confirmAction({
      title: `Submit the ${submission.year} EDCI submission?`,
      message: `${plural(submission.included, 'company is', 'companies are')} reported, ${submission.complete} complete${submission.withErrors ? `, ${submission.withErrors} with issues still open` : ''}. The figures are frozen as they are now; reopen the submission to change it.`,
      confirmLabel: 'Submit',
      onConfirm: async () => {
        await submit.mutateAsync({ expectedVersion: submission.version });
        notifySuccess(`EDCI submission ${submission.year} submitted`);
      },
    });

  const columns = [
    column.accessor('name', {
      header: 'Company',
      meta: { rowHeader: true, alwaysVisible: true },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {row.original.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.period
              ? `Published ${row.original.period}${row.original.publishedAt ? ` · ${formatDateTime(row.original.publishedAt)}` : ''}`
              : 'Nothing published for the year'}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      meta: { label: 'Status' },
      cell: (info) => <StatusBadge set="edciCompanyStatus" code={info.getValue()} withDescription />,
    }),
    column.accessor((r) => r.completeness.percent, {
      id: 'completeness',
      header: 'Completeness',
      meta: { label: 'Completeness', width: 190 },
      cell: ({ row }) => {
        const c = row.original.completeness;
        return (
          <Stack gap={4}>
            <Text size="sm">
              {c.requiredAnswered} of {c.requiredTotal} required
              <Text span size="xs" c="dimmed">
                {' '}
                · {c.optionalAnswered} of {c.optionalTotal} optional
              </Text>
            </Text>
            <Progress
              value={c.percent}
              size="sm"
              color={c.percent === 100 ? 'teal' : 'orange'}
              aria-label={`${row.original.name}: ${c.percent} % of the required metrics`}
            />
          </Stack>
        );
      },
    }),
    column.accessor((r) => r.issues.length, {
      id: 'validation',
      header: 'Validation',
      meta: { label: 'Validation', width: '36%' },
      cell: ({ row }) => {
        const { issues, exclusion } = row.original;
        if (exclusion)
          return (
            <Text size="sm">
              Reported by <strong>{exclusion.reportedBy}</strong>
              {exclusion.note ? ` — ${exclusion.note}` : ''}
            </Text>
          );
        if (issues.length === 0)
          return (
            <Group gap={6} wrap="nowrap">
              <IconCircleCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />
              <Text size="sm">No issues</Text>
            </Group>
          );
        return (
          <Spoiler maxHeight={64} showLabel="Show all" hideLabel="Show fewer">
            <List size="sm" spacing={2}>
              {issues.map((issue, index) => (
                <List.Item
                  key={`${issue.metricId ?? 'company'}-${index}`}
                  icon={
                    <IconAlertTriangle
                      size={14}
                      aria-label={issue.severity === 'error' ? 'Error' : 'Warning'}
                      color={
                        issue.severity === 'error'
                          ? 'var(--mantine-color-red-8)'
                          : 'var(--mantine-color-orange-8)'
                      }
                    />
                  }
                >
                  {issue.message}
                </List.Item>
              ))}
            </List>
          </Spoiler>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden-text">Actions</span>,
      meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
      cell: ({ row }) =>
        editable ? (
          <Button
            size="xs"
            variant="default"
            // Two lines rather than a table that scrolls sideways on a phone.
            h="auto"
            py={4}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            onClick={() => setFlagging(row.original)}
          >
            {row.original.exclusion ? 'Include' : 'Flag as reported'}
          </Button>
        ) : null,
    }),
  ];

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
            draft ? (
              <Button leftSection={<IconSend size={16} aria-hidden />} onClick={confirmSubmit}>
                Submit
              </Button>
            ) : (
              <Button variant="default" onClick={() => setReopening(true)}>
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
              loading={exporting}
              onClick={exportWorkbook}
            >
              Export workbook
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        {!draft ? (
          <Alert icon={<IconLock size={18} aria-hidden />} title="Submitted and locked" color="teal">
            {lastSubmit
              ? `Submitted ${formatDateTime(lastSubmit.at)} by ${lastSubmit.userName ?? `user ${lastSubmit.userId}`}. `
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
            progress={submission.included ? Math.round((submission.complete / submission.included) * 100) : 0}
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
          <Card p="md" component="section" aria-labelledby="edci-history">
            <Title order={2} size="h4" id="edci-history" mb="sm">
              History
            </Title>
            <Timeline bulletSize={14} lineWidth={2} active={submission.history.length}>
              {submission.history.map((h, index) => (
                <Timeline.Item key={`${h.at}-${index}`} title={h.summary}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(h.at)} · {h.userName ?? `User ${h.userId}`}
                  </Text>
                  {h.changes.length ? (
                    <Spoiler maxHeight={72} showLabel="Show all changes" hideLabel="Show fewer">
                      <List size="sm" spacing={2} mt={4}>
                        {h.changes.map((change, i) => (
                          <List.Item key={i}>{change}</List.Item>
                        ))}
                      </List>
                    </Spoiler>
                  ) : null}
                </Timeline.Item>
              ))}
            </Timeline>
          </Card>
          <Card p="md" component="section" aria-labelledby="edci-how">
            <Title order={2} size="h4" id="edci-how" mb="sm">
              How the figures are made
            </Title>
            <Stack gap="xs">
              <Text size="sm">{submission.howMade}</Text>
              <Text size="sm">
                {plural(submission.metrics.filter((m) => m.required).length, 'metric is', 'metrics are')}{' '}
                required, {submission.metrics.filter((m) => !m.required).length} optional. The table view
                shows each figure with the published values it was made of.
              </Text>
              <Text size="xs" c="dimmed">
                Reference data: {submission.reference.source}
                {submission.frozen ? ', as it was when the submission was made' : ''}.
              </Text>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
      <ExclusionModal
        key={flagging?.companyId ?? 'none'}
        submissionId={submission.id}
        row={flagging}
        onClose={() => setFlagging(null)}
      />
      <ReopenModal
        opened={reopening}
        submissionId={submission.id}
        year={submission.year}
        onClose={() => setReopening(false)}
        pending={reopen.isPending}
        onReopen={(reason) =>
          reopen.mutate(
            { reason },
            {
              onSuccess: () => {
                notifySuccess(`EDCI submission ${submission.year} reopened`);
                setReopening(false);
              },
            },
          )
        }
        error={reopen.error}
      />
    </>
  );
}

function ExclusionModal({
  submissionId,
  row,
  onClose,
}: {
  submissionId: number;
  row: EdciCompanyRow | null;
  onClose: () => void;
}) {
  const change = useExcludeEdciCompany(submissionId);
  const [reportedBy, setReportedBy] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  if (!row) return null;
  const including = row.exclusion !== null;
  const missing = !including && reportedBy.trim() === '';
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={including ? `Include ${row.name} again?` : `Flag ${row.name} as reported by another EDCI member`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (missing) return;
          change.mutate(
            including
              ? { companyId: row.companyId, request: { excluded: false } }
              : {
                  companyId: row.companyId,
                  request: { excluded: true, reportedBy: reportedBy.trim(), note: note.trim() || null },
                },
            {
              onSuccess: () => {
                notifySuccess(including ? `${row.name} included again` : `${row.name} excluded`);
                onClose();
              },
            },
          );
        }}
      >
        <Stack>
          {including ? (
            <Text size="sm">
              {row.name} is now left out because {row.exclusion?.reportedBy} reports it. Including it adds its
              figures back to the submission.
            </Text>
          ) : (
            <>
              <Text size="sm">
                In private credit the lender may report a company to EDCI. Flagged, {row.name} is left out of
                this submission and of its workbook.
              </Text>
              <TextInput
                label="EDCI member reporting it"
                placeholder="e.g. the lender's name"
                value={reportedBy}
                onChange={(e) => setReportedBy(e.currentTarget.value)}
                onBlur={() => setTouched(true)}
                error={touched && missing ? 'Name the EDCI member that reports this company' : undefined}
                required
                maxLength={200}
              />
              <Textarea
                label="Note"
                description="Optional: the facility, who confirmed it"
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                maxLength={500}
                autosize
                minRows={2}
              />
            </>
          )}
          <FormAlert error={change.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              {including ? 'Include again' : 'Exclude company'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ReopenModal({
  opened,
  year,
  onClose,
  onReopen,
  pending,
  error,
}: {
  opened: boolean;
  submissionId: number;
  year: number;
  onClose: () => void;
  onReopen: (reason: string) => void;
  pending: boolean;
  error: unknown;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = reason.trim().length < 3;
  return (
    <Modal opened={opened} onClose={onClose} centered title={`Reopen the ${year} submission?`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!tooShort) onReopen(reason.trim());
        }}
      >
        <Stack>
          <Text size="sm">
            It becomes a draft again and follows the published data; the history keeps the reason, and the
            next submission lists what changed.
          </Text>
          <Textarea
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && tooShort ? 'Say why the submission is reopened' : undefined}
            required
            autosize
            minRows={2}
            maxLength={500}
          />
          <FormAlert error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Reopen
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
