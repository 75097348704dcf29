import { useState } from 'react';
import { Button, Card, Group, Modal, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconFilePlus,
  IconFileText,
  IconTable,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { EdciSubmissionSummary } from '@esg/contracts/edci';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { AnchorLink, ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge, ToneBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { notifySuccess } from '@/lib/notify';
import { useCreateEdciSubmission } from '../api/create-submission';
import { useEdciSubmissions } from '../api/list-submissions';
import { plural } from './format';

const column = createColumnHelper<EdciSubmissionSummary>();

const DESCRIPTION =
  'Each year, the EDCI metrics of your portfolio companies, gathered from their published data: see which companies are complete, fix what the checks find, leave out companies another EDCI member reports, export the workbook and submit.';

/**
 * /edci-submissions (issue 13, docs/edci.md): the GP's EDCI submissions per year with their status and
 * completeness, and the way to start the next one. Shown in the menu when the company has a GP key.
 */
export function EdciSubmissionsPage({
  companyId,
  gpKey,
}: {
  companyId: number;
  /** The company's GP key; undefined while the company is loading. */
  gpKey: string | null | undefined;
}) {
  const list = useEdciSubmissions(companyId, typeof gpKey === 'string');
  const [creating, setCreating] = useState(false);

  if (gpKey === undefined) return <PageHeader title="EDCI Submissions" description="Loading your company…" />;

  if (gpKey === null)
    return (
      <>
        <PageHeader title="EDCI Submissions" description={DESCRIPTION} />
        <Card p="md">
          <EmptyState
            title="Your company has no GP key yet."
            description="EDCI submissions open once the platform administrator sets the company's GP key (the EDCI member key) on Company details."
          />
        </Card>
      </>
    );

  const data = list.data;
  const submissions = data?.submissions ?? [];
  const submitted = submissions.filter((s) => s.status === 'submitted').length;
  const latest = submissions[0];

  const columns = [
    column.accessor('year', {
      header: 'Year',
      meta: { rowHeader: true, alwaysVisible: true },
      cell: ({ row }) => (
        <AnchorLink
          to="/edci-submission-detail/{-$id}"
          params={{ id: String(row.original.id) }}
          fw={600}
          aria-label={`EDCI submission ${row.original.year}`}
        >
          {row.original.year}
        </AnchorLink>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      meta: { label: 'Status' },
      cell: (info) => <StatusBadge set="edciSubmissionStatus" code={info.getValue()} withDescription />,
    }),
    column.accessor('included', {
      header: 'Companies reported',
      meta: { label: 'Companies reported', align: 'right' },
    }),
    column.accessor('complete', {
      header: 'Complete',
      meta: { label: 'Complete', width: 180 },
      cell: ({ row }) => {
        const { complete, included } = row.original;
        const percent = included === 0 ? 0 : Math.round((complete / included) * 100);
        return (
          <Stack gap={4}>
            <Text size="sm">
              {complete} of {included}
            </Text>
            <Progress
              value={percent}
              size="sm"
              aria-label={`${complete} of ${included} companies complete`}
            />
          </Stack>
        );
      },
    }),
    column.accessor('withErrors', {
      header: 'Need attention',
      meta: { label: 'Need attention', align: 'right' },
      cell: (info) =>
        info.getValue() > 0 ? (
          <ToneBadge tone="danger">{info.getValue()}</ToneBadge>
        ) : (
          <Text size="sm">0</Text>
        ),
    }),
    column.accessor('excluded', {
      header: 'Excluded',
      meta: { label: 'Excluded', align: 'right' },
    }),
    column.accessor('updatedAt', {
      header: 'Last change',
      meta: { label: 'Last change' },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor('submittedAt', {
      header: 'Submitted',
      meta: { label: 'Submitted' },
      cell: (info) => (info.getValue() ? formatDateTime(info.getValue()!) : '—'),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden-text">Actions</span>,
      meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
      cell: ({ row }) => (
        <ButtonLink
          to="/edci-submission-detail/submissionDetailTable"
          search={{ id: row.original.id }}
          size="xs"
          variant="subtle"
          leftSection={<IconTable size={14} aria-hidden />}
          aria-label={`Table view of the ${row.original.year} submission`}
        >
          Table
        </ButtonLink>
      ),
    }),
  ];

  return (
    <>
      <PageHeader
        title="EDCI Submissions"
        meta={<ToneBadge tone="brand">GP key {gpKey}</ToneBadge>}
        description={DESCRIPTION}
        primaryAction={
          data?.canEdit ? (
            <Button
              leftSection={<IconFilePlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
              disabled={data.availableYears.length === 0}
            >
              New submission
            </Button>
          ) : undefined
        }
      />
      <Stack gap="lg">
        {list.error && !data ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <StatCard
            label="Submissions"
            value={submissions.length}
            icon={<IconFileText size={18} aria-hidden />}
          />
          <StatCard
            label="Submitted"
            value={submitted}
            tone="success"
            icon={<IconCircleCheck size={18} aria-hidden />}
          />
          <StatCard
            label="Latest year"
            value={latest ? latest.year : '—'}
            hint={
              latest
                ? `${plural(latest.complete, 'company', 'companies')} complete of ${latest.included}`
                : undefined
            }
            tone="info"
          />
          <StatCard
            label="Need attention (latest)"
            value={latest ? latest.withErrors : '—'}
            tone={latest && latest.withErrors > 0 ? 'danger' : 'neutral'}
            icon={<IconAlertTriangle size={18} aria-hidden />}
          />
        </SimpleGrid>
        <Card p="md">
          <DataTable
            label="EDCI submissions"
            itemName={['submission', 'submissions']}
            columns={columns}
            data={data?.submissions}
            getRowId={(s) => String(s.id)}
            loading={list.isPending}
            fetching={list.isFetching && !list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
            paging={{ mode: 'client', pageSize: 10 }}
            sorting={{ mode: 'client', initial: [{ id: 'year', desc: true }] }}
            initialColumnVisibility={{ updatedAt: false }}
            narrowColumnVisibility={{
              included: false,
              withErrors: false,
              excluded: false,
              submittedAt: false,
              // the year opens the submission, and its page has the table view
              actions: false,
            }}
            empty={
              <EmptyState
                title="No EDCI submission yet."
                description={
                  data && data.availableYears.length > 0
                    ? `Your portfolio has published data for ${data.availableYears.join(', ')}: start the submission of a year to gather its EDCI metrics.`
                    : 'Once your portfolio companies publish their data, you can gather their EDCI metrics here.'
                }
                action={
                  data?.canEdit && data.availableYears.length > 0 ? (
                    <Button onClick={() => setCreating(true)}>New submission</Button>
                  ) : undefined
                }
              />
            }
          />
        </Card>
      </Stack>
      {data ? (
        <CreateSubmissionModal
          opened={creating}
          onClose={() => setCreating(false)}
          companyId={companyId}
          years={data.availableYears}
        />
      ) : null}
    </>
  );
}

function CreateSubmissionModal({
  opened,
  onClose,
  companyId,
  years,
}: {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  years: readonly number[];
}) {
  const create = useCreateEdciSubmission(companyId);
  const navigate = useNavigate();
  const [year, setYear] = useState<string | null>(null);
  const chosen = year ?? (years[0] !== undefined ? String(years[0]) : null);
  return (
    <Modal opened={opened} onClose={onClose} title="New EDCI submission" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen === null) return;
          create.mutate(
            { year: Number(chosen) },
            {
              onSuccess: (submission) => {
                notifySuccess(`EDCI submission for ${submission.year} created`);
                onClose();
                void navigate({
                  to: '/edci-submission-detail/{-$id}',
                  params: { id: String(submission.id) },
                });
              },
            },
          );
        }}
        noValidate
      >
        <Stack>
          <Text size="sm" c="dimmed">
            The draft gathers the EDCI metrics every portfolio company published for the year. It follows
            their published data until you submit it.
          </Text>
          <Select
            label="Reporting year"
            data={years.map((y) => ({ value: String(y), label: String(y) }))}
            value={chosen}
            onChange={setYear}
            allowDeselect={false}
            required
          />
          <FormAlert error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={chosen === null}>
              Create draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
