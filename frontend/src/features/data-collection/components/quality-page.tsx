import { useMemo, useState } from 'react';
import { Anchor, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { mayEver, workplaceReadOnly } from '@esg/access-policy';
import {
  qualityCheckSchema,
  qualityFlagStatusSchema,
  type EvidenceCitation,
  type QualityFlag,
  type QualityFlags,
  type QualityFlagsQuery,
} from '@esg/contracts/data-collection/index';
import { labelOf } from '@esg/contracts/labels';
import { useAccessContext } from '@/app/access-context';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { useCurrentUser } from '@/lib/auth-store';
import { notifySuccess } from '@/lib/notify';
import { withFilters } from '@/lib/route-params';
import { useQualityFlags, useResolveFlag } from '../api/quality';
import { useQualitySettings } from '../api/quality-settings';
import { EvidenceViewer, placeLabel } from '@/shared/evidence/evidence-viewer';
import { QualityThresholdsModal } from './quality-thresholds';
import { formatDate } from './format';

type Filters = Omit<QualityFlagsQuery, 'investorId'>;

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A flagged value as people read it: numbers grouped, yes/no, the unit after a number. */
function shown(value: QualityFlag['value'], unit: string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return `${numberFormat.format(value)}${unit ? ` ${unit}` : ''}`;
  return typeof value === 'string' ? value : '—';
}

/** The finding without the metric's code and name, which the row shows already. */
const finding = (flag: QualityFlag) => flag.message.replace(`${flag.metricName}: `, '');

const column = createColumnHelper<QualityFlag>();

/**
 * /data-quality (issue 27, docs/data-quality.md): every flag of the GP's portfolio by company and metric —
 * a large change from last year, a value far from its peers, parts that do not add up to their total, a
 * metric most companies leave unanswered — with the value, last year's, the portfolio's median and the
 * company's explanation. The GP's team accepts a value as it stands or opens the flag again.
 */
export function QualityPage() {
  const user = useCurrentUser();
  const { ctx } = useAccessContext();
  const [filters, setFilters] = useState<Filters>({ status: 'open' });
  const flags = useQualityFlags(filters);
  const data = flags.data;
  const mayResolve = mayEver('quality.review', user) && !workplaceReadOnly(ctx);
  const [resolving, setResolving] = useState<QualityFlag | null>(null);
  const [viewing, setViewing] = useState<{ citation: EvidenceCitation; metricName: string } | null>(null);
  const [editingThresholds, setEditingThresholds] = useState(false);
  const settings = useQualitySettings(mayResolve);

  const columns = useMemo(
    () => [
      column.accessor((f) => f.companyName ?? 'Across the portfolio', {
        id: 'company',
        header: 'Company',
        meta: { rowHeader: true, alwaysVisible: true, width: 200, label: 'Company' },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {row.original.companyName ?? 'Across the portfolio'}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.period}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('metricName', {
        header: 'Metric',
        meta: { label: 'Metric', width: 260 },
        cell: ({ row }) => (
          <Stack gap={4}>
            <Text size="sm">{row.original.metricName}</Text>
            <Group gap={6}>
              <StatusBadge set="qualityCheck" code={row.original.check} prefix="Check" size="sm" />
            </Group>
            <Text size="xs" c="dimmed">
              {finding(row.original)}
            </Text>
            <FlagEvidence flag={row.original} onOpen={setViewing} />
          </Stack>
        ),
      }),
      column.accessor((f) => (typeof f.value === 'number' ? f.value : null), {
        id: 'value',
        header: 'Value',
        meta: { label: 'Value', align: 'right' },
        cell: ({ row }) =>
          row.original.absence ? (
            <Text size="sm">
              {row.original.absence.notAvailable + row.original.absence.unanswered} of{' '}
              {row.original.absence.asked} without
            </Text>
          ) : (
            <Text size="sm">{shown(row.original.value, row.original.unit)}</Text>
          ),
      }),
      column.accessor((f) => (typeof f.previous?.value === 'number' ? f.previous.value : null), {
        id: 'previous',
        header: 'Last year',
        meta: { label: 'Last year', align: 'right' },
        cell: ({ row }) => (
          <Text size="sm">
            {row.original.previous ? shown(row.original.previous.value, row.original.unit) : '—'}
          </Text>
        ),
      }),
      column.accessor((f) => f.peers?.median ?? null, {
        id: 'median',
        header: 'Peer median',
        meta: { label: 'Peer median', align: 'right' },
        cell: ({ row }) =>
          row.original.peers ? (
            <Stack gap={0} align="flex-end">
              <Text size="sm">{shown(row.original.peers.median, row.original.unit)}</Text>
              <Text size="xs" c="dimmed">
                of {row.original.peers.count} companies
              </Text>
            </Stack>
          ) : (
            <Text size="sm">—</Text>
          ),
      }),
      column.accessor((f) => f.explanation?.text ?? '', {
        id: 'explanation',
        header: 'Explanation',
        meta: { label: 'Explanation', width: 240 },
        cell: ({ row }) => {
          const { explanation, resolution } = row.original;
          return (
            <Stack gap={4}>
              {explanation ? (
                <>
                  <Text size="sm">“{explanation.text}”</Text>
                  <Text size="xs" c="dimmed">
                    {explanation.byName ?? 'The company'}, {formatDate(explanation.at)}
                    {explanation.source === 'value-comment' ? ' (with the value)' : ''}
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  No explanation yet
                </Text>
              )}
              {resolution ? (
                <Text size="xs" c="dimmed">
                  Accepted by {resolution.byName ?? 'your team'}, {formatDate(resolution.at)}
                  {resolution.comment ? `: “${resolution.comment}”` : ''}
                </Text>
              ) : null}
            </Stack>
          );
        },
      }),
      column.accessor('status', {
        header: 'Status',
        meta: { label: 'Status' },
        cell: ({ row }) => <StatusBadge set="qualityFlagStatus" code={row.original.status} prefix="Status" />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden-text">Actions</span>,
        meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
        cell: ({ row }) => {
          const flag = row.original;
          const label = `${flag.companyName ?? 'the portfolio'}, ${flag.metricName}, ${flag.period}`;
          return (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              {flag.responseId !== null ? (
                <AnchorLink
                  size="sm"
                  to="/review-contributor-response"
                  search={{ responseId: flag.responseId }}
                  aria-label={`Open the response of ${label}`}
                >
                  Open
                </AnchorLink>
              ) : null}
              {mayResolve ? (
                <Button
                  size="xs"
                  variant={flag.status === 'resolved' ? 'default' : 'light'}
                  aria-label={`${flag.status === 'resolved' ? 'Reopen' : 'Accept'} ${label}`}
                  onClick={() => setResolving(flag)}
                >
                  {flag.status === 'resolved' ? 'Reopen' : 'Accept'}
                </Button>
              ) : null}
            </Group>
          );
        },
      }),
    ],
    [mayResolve],
  );

  return (
    <>
      <PageHeader
        title="Data Quality"
        description="Values of your portfolio companies that need a second look: large changes from last year, values far from their peers, parts that do not add up, metrics most companies leave unanswered. Read the company's explanation, then accept the value or open it in its response."
        secondaryActions={
          mayResolve && settings.data ? (
            <Button variant="default" onClick={() => setEditingThresholds(true)}>
              Thresholds
            </Button>
          ) : undefined
        }
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
        <StatCard
          label="Open"
          value={data?.counts.open ?? '…'}
          tone={data?.counts.open ? 'danger' : 'success'}
        />
        <StatCard
          label="Explained"
          value={data?.counts.explained ?? '…'}
          hint="waiting for you"
          tone="info"
        />
        <StatCard label="Resolved" value={data?.counts.resolved ?? '…'} tone="success" />
        <StatCard
          label="Thresholds"
          value={data ? thresholdSummary(data) : '…'}
          hint={
            settings.data?.preApproval.enabled
              ? `changes from last year · automatic approval on, ${settings.data.preApproval.samplePercent} % checked by a person`
              : 'changes from last year'
          }
        />
      </SimpleGrid>
      <DataTable
        label="Data quality flags"
        itemName={['flag', 'flags']}
        columns={columns}
        data={data?.flags}
        getRowId={(f) => f.id}
        loading={flags.isPending}
        fetching={flags.isFetching}
        error={flags.error}
        onRetry={() => void flags.refetch()}
        sorting={{ mode: 'client' }}
        filter={{ mode: 'client', placeholder: 'Search companies and metrics' }}
        paging={{ mode: 'client', pageSize: 25 }}
        initialColumnVisibility={
          narrow() ? { value: false, previous: false, median: false, explanation: false } : undefined
        }
        toolbar={<FilterBar data={data} filters={filters} onChange={setFilters} />}
        empty={
          <EmptyState
            title={filters.status === 'open' ? 'No open flags.' : 'No flags.'}
            description="Every value that matches the filters passes the checks, or has been looked at."
            action={
              Object.keys(filters).length > 0 ? (
                <Button variant="default" onClick={() => setFilters({})}>
                  Show every flag
                </Button>
              ) : undefined
            }
          />
        }
      />
      {resolving ? <ResolveModal flag={resolving} onClose={() => setResolving(null)} /> : null}
      {viewing ? (
        <EvidenceViewer
          citation={viewing.citation}
          metricName={viewing.metricName}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {editingThresholds && settings.data ? (
        <QualityThresholdsModal settings={settings.data} onClose={() => setEditingThresholds(false)} />
      ) : null}
    </>
  );
}

/** The documents behind a flagged value (ADR 0185), each opening where it backs the value. */
function FlagEvidence({
  flag,
  onOpen,
}: {
  flag: QualityFlag;
  onOpen: (viewing: { citation: EvidenceCitation; metricName: string }) => void;
}) {
  if (flag.companyId === null) return null;
  const evidence = flag.evidence ?? [];
  if (evidence.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No evidence attached
      </Text>
    );
  return (
    <Stack
      gap={0}
      component="ul"
      aria-label={`Evidence of ${flag.metricName}`}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {evidence.map((c) => (
        <li key={c.citationId ?? `file-${c.fileId}`}>
          <Anchor
            component="button"
            type="button"
            size="xs"
            ta="left"
            style={{ overflowWrap: 'anywhere' }}
            onClick={() => onOpen({ citation: c, metricName: flag.metricName })}
          >
            {c.fileName}, {placeLabel(c)}
          </Anchor>
          {c.quote ? (
            <Text size="xs" c="dimmed" fs="italic" lineClamp={1}>
              “{c.quote}”
            </Text>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}

const narrow = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 48em)').matches;

function thresholdSummary(data: QualityFlags): string {
  const { yearOnYear } = data.thresholds;
  return `±${numberFormat.format(yearOnYear.decimalPercent)} %`;
}

function ResolveModal({ flag, onClose }: { flag: QualityFlag; onClose: () => void }) {
  const resolve = useResolveFlag();
  const [comment, setComment] = useState('');
  const reopen = flag.status === 'resolved';
  const submit = () =>
    resolve.mutate(
      {
        flagId: flag.id,
        request: { action: reopen ? 'reopened' : 'accepted', comment: comment || undefined },
      },
      {
        onSuccess: () => {
          notifySuccess(reopen ? 'Flag opened again' : 'Value accepted');
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={reopen ? 'Open the flag again' : 'Accept the value as it stands'}>
      <Stack>
        <Text size="sm">
          {flag.companyName ?? 'Across the portfolio'} · {flag.metricName} · {flag.period}
        </Text>
        <Text size="sm" c="dimmed">
          {finding(flag)}
        </Text>
        <Textarea
          label={reopen ? 'What should the company look at?' : 'Why the value stands (optional)'}
          autosize
          minRows={2}
          maxLength={4000}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <FormAlert error={resolve.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={resolve.isPending} onClick={submit}>
            {reopen ? 'Reopen flag' : 'Accept value'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function FilterBar({
  data,
  filters,
  onChange,
}: {
  data: QualityFlags | undefined;
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const set = (patch: Partial<Filters>) => onChange(withFilters(filters, patch));
  return (
    <Group gap="xs" wrap="wrap">
      <Select
        aria-label="Filter by period"
        placeholder="All periods"
        clearable
        w={130}
        data={data?.periods ?? []}
        value={filters.period ?? null}
        onChange={(v) => set({ period: v ?? undefined })}
      />
      <Select
        aria-label="Filter by company"
        placeholder="All companies"
        clearable
        searchable
        w={220}
        data={(data?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={filters.companyId ? String(filters.companyId) : null}
        onChange={(v) => set({ companyId: v ? Number(v) : undefined })}
      />
      <Select
        aria-label="Filter by check"
        placeholder="All checks"
        clearable
        w={200}
        data={qualityCheckSchema.options.map((c) => ({ value: c, label: labelOf('qualityCheck', c).label }))}
        value={filters.check ?? null}
        onChange={(v) => set({ check: (v as Filters['check']) ?? undefined })}
      />
      <Select
        aria-label="Filter by status"
        placeholder="Every status"
        clearable
        w={160}
        data={qualityFlagStatusSchema.options.map((s) => ({
          value: s,
          label: labelOf('qualityFlagStatus', s).label,
        }))}
        value={filters.status ?? null}
        onChange={(v) => set({ status: (v as Filters['status']) ?? undefined })}
      />
    </Group>
  );
}
