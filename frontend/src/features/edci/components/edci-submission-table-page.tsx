import { useState, type ReactNode } from 'react';
import { routeTitle } from '@esg/access-policy';
import { Badge, Button, Card, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { EdciMetric, EdciSubmission } from '@esg/contracts/edci';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/components/ui/form-alert';
import { AnchorLink, ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatusBadge } from '@/components/ui/status-badge';
import { notifyError } from '@/lib/notify';
import { downloadEdciWorkbook } from '../api/download-workbook';
import { useEdciSubmission } from '../api/get-submission';
import { useEdciSubmissions } from '../api/list-submissions';
import { figureText, inputText } from './format';

const column = createColumnHelper<EdciMetric>();

/**
 * /edci-submission-detail/submissionDetailTable?id= (issue 13): the submission as a grid, EDCI metrics ×
 * reported companies, each figure with the published values it was made of (hover or focus a cell).
 * Without an id it opens the latest submission of the GP.
 */
export function EdciSubmissionTablePage({
  id,
  companyId,
  onChoose,
}: {
  id: number | undefined;
  companyId: number;
  onChoose: (id: number) => void;
}) {
  const list = useEdciSubmissions(companyId);
  const chosen = id ?? list.data?.submissions[0]?.id ?? null;
  const query = useEdciSubmission(chosen);
  const submission = query.data;
  const picker =
    list.data && list.data.submissions.length > 0 ? (
      <Select
        label="Submission"
        data={list.data.submissions.map((s) => ({ value: String(s.id), label: `${s.year} · ${s.status}` }))}
        value={chosen === null ? null : String(chosen)}
        onChange={(value) => {
          if (value) onChoose(Number(value));
        }}
        allowDeselect={false}
        w={200}
      />
    ) : null;

  if (!submission)
    return (
      <>
        <PageHeader
          breadcrumbs={[
            <AnchorLink key="list" to="/edci-submissions">
              EDCI Submissions
            </AnchorLink>,
            'Table view',
          ]}
          title={routeTitle('/edci-submission-detail/submissionDetailTable')}
          description={query.isFetching || list.isPending ? 'Loading the submission…' : undefined}
        />
        {query.error ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
        {list.error && id === undefined ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : null}
        {list.data && list.data.submissions.length === 0 && id === undefined ? (
          <Card p="md">
            <EmptyState
              title="No EDCI submission yet."
              description="Start the submission of a year to see its metrics and companies as a table."
              action={<ButtonLink to="/edci-submissions">Open EDCI Submissions</ButtonLink>}
            />
          </Card>
        ) : null}
      </>
    );
  return <Grid submission={submission} picker={picker} />;
}

function Grid({ submission, picker }: { submission: EdciSubmission; picker: ReactNode }) {
  const [exporting, setExporting] = useState(false);
  const companies = submission.companies.filter((c) => c.exclusion === null);
  const issuesByCell = new Map<string, string[]>();
  for (const c of companies)
    for (const issue of c.issues)
      if (issue.metricId) {
        const key = `${c.companyId}:${issue.metricId}`;
        issuesByCell.set(key, [...(issuesByCell.get(key) ?? []), issue.message]);
      }

  const columns = [
    column.accessor('name', {
      header: 'EDCI metric',
      meta: { rowHeader: true, alwaysVisible: true, width: 260 },
      cell: ({ row }) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {row.original.name}
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {row.original.id} · {row.original.unit}
            </Text>
            {row.original.required ? (
              <Badge size="xs" variant="light" color="blue" tt="none">
                Required
              </Badge>
            ) : (
              <Badge size="xs" variant="light" color="gray" tt="none">
                Optional
              </Badge>
            )}
          </Group>
        </Stack>
      ),
    }),
    column.accessor('category', { header: 'Category', meta: { label: 'Category' } }),
    ...companies.map((company) =>
      column.display({
        id: `company-${company.companyId}`,
        header: company.name,
        meta: { label: company.name, align: 'right' },
        cell: ({ row }) => {
          const metric = row.original;
          const cell = company.cells.find((c) => c.metricId === metric.id);
          const issues = issuesByCell.get(`${company.companyId}:${metric.id}`) ?? [];
          const text = figureText(cell?.value ?? null, metric.unit);
          const lines = [`Formula: ${metric.formula}`, ...(cell?.inputs ?? []).map(inputText), ...issues];
          const tone = issues.length ? 'red.8' : cell?.value === null ? 'dimmed' : undefined;
          return (
            <Tooltip label={lines.join('\n')} multiline w={360} style={{ whiteSpace: 'pre-line' }}>
              <Text
                size="sm"
                c={tone}
                fw={issues.length ? 600 : undefined}
                tabIndex={0}
                aria-label={`${company.name}, ${metric.name}: ${cell?.value === null ? 'missing' : text}${issues.length ? `; ${issues.join('; ')}` : ''}`}
              >
                {issues.length ? '⚠ ' : ''}
                {text}
              </Text>
            </Tooltip>
          );
        },
      }),
    ),
  ];

  return (
    <>
      <PageHeader
        breadcrumbs={[
          <AnchorLink key="list" to="/edci-submissions">
            EDCI Submissions
          </AnchorLink>,
          <AnchorLink key="detail" to="/edci-submission-detail/{-$id}" params={{ id: String(submission.id) }}>
            {submission.year}
          </AnchorLink>,
          'Table view',
        ]}
        title={`EDCI submission ${submission.year}: table`}
        meta={<StatusBadge set="edciSubmissionStatus" code={submission.status} prefix="Status" />}
        description="Each EDCI metric against each reported company. Hover or focus a figure to see the published values it was made of; ⚠ marks a figure the checks question."
        secondaryActions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => {
              setExporting(true);
              downloadEdciWorkbook(submission.id, submission.year, submission.gpKey)
                .catch((e: unknown) => notifyError(errorMessage(e)))
                .finally(() => setExporting(false));
            }}
          >
            Export workbook
          </Button>
        }
      />
      <Card p="md">
        <DataTable
          label={`EDCI metrics of ${submission.year}`}
          itemName={['metric', 'metrics']}
          columns={columns}
          data={submission.metrics}
          getRowId={(m) => m.id}
          paging={{ mode: 'none' }}
          maxHeight="70vh"
          filter={{ mode: 'client', placeholder: 'Find a metric' }}
          initialColumnVisibility={{ category: false }}
          toolbar={picker}
          empty={<EmptyState title="No EDCI metric." />}
        />
        {companies.length === 0 ? (
          <Text size="sm" c="dimmed" mt="sm">
            No company is reported in this submission.
          </Text>
        ) : null}
      </Card>
    </>
  );
}
