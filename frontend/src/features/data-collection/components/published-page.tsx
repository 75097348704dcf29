import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ResponseDetail } from '@esg/contracts/data-collection/index';
import { labelText } from '@esg/contracts/labels';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { ExportMenu } from '@/components/ui/export-menu';
import { FormAlert } from '@/components/ui/form-alert';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { StatusBadge } from '@/components/ui/status-badge';
import { notifySuccess } from '@/lib/notify';
import { useResponse } from '../api/get-response';
import { useReopenResponse } from '../api/reopen-response';
import { responseTitle } from './collect-page';
import { FlagExplanationsCard } from './flag-explanations';
import { ResponseHeader } from './response-header';
import { formatDateTime } from './format';
import { metricColumn, reviewRowsOf, type ReviewRow } from './review-page';
import { authorOf, formatValue, sourceText } from './value-format';
import { ValueHistoryModal } from './value-history-modal';
import { VsmeReportCard } from './vsme-report-card';

const column = createColumnHelper<ReviewRow>();

/** The rows of the Excel export: one per value, with its provenance. */
export function exportRows(response: Pick<ResponseDetail, 'sections'>): Array<Array<string | number | null>> {
  return reviewRowsOf(response).map(({ section, metric }) => {
    const v = metric.value!;
    return [
      section,
      metric.code,
      metric.label ?? metric.definition.name,
      typeof v.value === 'number' && v.status === 'provided' ? v.value : formatValue(metric.definition, v),
      v.unit || null,
      labelText('valueStatus', v.status),
      v.quality ? labelText('valueQuality', v.quality) : null,
      v.dataQualityScore,
      v.version,
      sourceText(v.source),
      v.source.calculationId,
      authorOf(v),
      v.createdAt,
      v.review?.verdict ? labelText('reviewVerdict', v.review.verdict) : null,
      v.review?.reviewedAt ?? null,
    ];
  });
}

/**
 * /published-data?responseId= (issue 8): the published values of a period, read-only, each with its
 * provenance (who, when, version, source, the calculation it came from, the review); the reviewer
 * may reopen the period with a reason.
 */
export function PublishedPage({ responseId }: { responseId: number }) {
  const response = useResponse(responseId);
  const reopen = useReopenResponse();
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [history, setHistory] = useState<ReviewRow | null>(null);
  const r = response.data;
  const rows = useMemo(() => (r ? reviewRowsOf(r) : []), [r]);

  if (response.isPending) return <PageSkeleton />;
  if (!r)
    return (
      <>
        <PageHeader title="Published Data" />
        <QueryError error={response.error} onRetry={() => void response.refetch()} />
      </>
    );
  const title = responseTitle(r);
  const last = r.publications[r.publications.length - 1] ?? null;

  const submitReopen = () => {
    if (!reason.trim()) {
      setReasonError('This field is required');
      return;
    }
    reopen.mutate(
      { responseId: r.id, request: { reason: reason.trim() } },
      {
        onSuccess: () => {
          setReopening(false);
          setReason('');
          notifySuccess(`${title} reopened`);
        },
      },
    );
  };

  const columns = [
    metricColumn,
    column.accessor((row) => formatValue(row.metric.definition, row.metric.value), {
      id: 'value',
      header: 'Value',
      meta: { label: 'Value' },
      cell: (info) => <Text size="sm">{info.getValue()}</Text>,
    }),
    column.accessor((row) => row.metric.value?.quality ?? '', {
      id: 'quality',
      header: 'Quality',
      meta: { label: 'Quality' },
      cell: ({ row }) => {
        const v = row.original.metric.value;
        if (!v?.quality) return '—';
        return (
          <Stack gap={0}>
            <StatusBadge set="valueQuality" code={v.quality} prefix="Quality" size="sm" />
            {v.dataQualityScore ? (
              <Text size="xs" c="dimmed">
                PCAF score {v.dataQualityScore}
              </Text>
            ) : null}
          </Stack>
        );
      },
    }),
    column.accessor((row) => row.metric.value?.createdAt ?? '', {
      id: 'provenance',
      header: 'Provenance',
      meta: { label: 'Provenance', width: '30%' },
      cell: ({ row }) => {
        const v = row.original.metric.value!;
        return (
          <Stack gap={0}>
            <Text size="sm">
              {v.source.kind === 'calculated' ? (
                <AnchorLink to="/calculations">
                  {sourceText(v.source)}
                  {v.source.calculationId ? ` · calculation ${v.source.calculationId.slice(0, 8)}` : ''}
                </AnchorLink>
              ) : (
                sourceText(v.source)
              )}{' '}
              by {authorOf(v)}
            </Text>
            <Text size="xs" c="dimmed">
              version {v.version} · {formatDateTime(v.createdAt)}
              {v.review
                ? ` · ${labelText('reviewVerdict', v.review.verdict).toLowerCase()} ${formatDateTime(v.review.reviewedAt)}`
                : ''}
            </Text>
          </Stack>
        );
      },
    }),
    column.display({
      id: 'history',
      header: 'History',
      meta: { label: 'History' },
      cell: ({ row }) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setHistory(row.original)}
          aria-label={`History of ${row.original.metric.label ?? row.original.metric.definition.name}`}
        >
          v{row.original.metric.value?.version}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <ResponseHeader
        list="/published-data"
        title={title}
        status={r.status}
        details={
          <>
            {r.framework.name} version {r.framework.version}
            {last
              ? ` · publication ${last.number} of ${formatDateTime(last.publishedAt)}`
              : ' · not published yet'}
          </>
        }
        primaryAction={
          r.permissions.canReopen ? (
            <Button variant="default" onClick={() => setReopening(true)}>
              Reopen period
            </Button>
          ) : null
        }
        secondaryActions={
          <ExportMenu
            fileName={`${r.companyName} ${r.standardName} ${r.period} published`}
            pdf={{ title, subtitle: `${r.framework.name} ${r.framework.version}`, orientation: 'landscape' }}
            sheets={() => [
              {
                name: 'Published values',
                header: [
                  'Section',
                  'Code',
                  'Metric',
                  'Value',
                  'Unit',
                  'Status',
                  'Quality',
                  'PCAF score',
                  'Version',
                  'Source',
                  'Calculation',
                  'Author',
                  'Entered at',
                  'Review',
                  'Reviewed at',
                ],
                rows: exportRows(r),
              },
            ]}
          />
        }
      />
      {r.publicationNumber === 0 ? (
        <Alert color="blue" variant="light" mb="md">
          This response has not been published yet: the values below are not final and count in no report.{' '}
          <AnchorLink to="/collect-data" search={{ responseId: r.id }}>
            Open the questionnaire
          </AnchorLink>
        </Alert>
      ) : r.status !== 'published' ? (
        <Alert color="orange" variant="light" mb="md" title="Reopened for a correction">
          Publication {r.publicationNumber} stays in force in reports until the period is published again; the
          values below are the current ones.
        </Alert>
      ) : null}
      <FlagExplanationsCard response={r} metrics={rows.map((row) => row.metric)} />
      {r.framework.name === 'VSME' ? <VsmeReportCard response={r} /> : null}
      <Card p="md">
        <DataTable
          label="Published values"
          itemName={['value', 'values']}
          columns={columns}
          data={rows}
          getRowId={(row) => row.metric.code}
          paging={{ mode: 'none' }}
          maxHeight="70vh"
          filter={{ mode: 'client' }}
          empty={<Text c="dimmed">No values.</Text>}
        />
      </Card>
      <Modal opened={reopening} onClose={() => setReopening(false)} title={`Reopen ${title}?`}>
        <Stack gap="md">
          <Text size="sm">
            The company can correct values again. Publication {r.publicationNumber} stays in force until the
            period is published again. The reason is kept in the response&apos;s history.
          </Text>
          <Textarea
            label="Reason"
            required
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
            autosize
            minRows={2}
          />
          <FormAlert error={reopen.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReopening(false)}>
              Cancel
            </Button>
            <Button onClick={submitReopen} loading={reopen.isPending}>
              Reopen period
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ValueHistoryModal
        responseId={r.id}
        metric={
          history
            ? {
                code: history.metric.code,
                title: history.metric.label ?? history.metric.definition.name,
                definition: history.metric.definition,
              }
            : null
        }
        onClose={() => setHistory(null)}
      />
    </>
  );
}
