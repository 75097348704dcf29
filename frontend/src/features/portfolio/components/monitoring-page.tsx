import { useCallback, useMemo, useState } from 'react';
import { Group, Menu, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { canChangeAccess, effectiveCompanyId } from '@esg/access-policy';
import {
  monitoringStatusSchema,
  type MonitoringOverview,
  type MonitoringQuery,
  type MonitoringRow,
  type MonitoringStatus,
} from '@esg/contracts/monitoring';
import { labelOf } from '@esg/contracts/labels';
import { useAccessContext } from '@/app/access-context';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { errorMessage } from '@/components/ui/form-alert';
import { ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { notifyError, notifySuccess } from '@/lib/notify';
import { withFilters } from '@/lib/route-params';
import { useMonitoring } from '@/shared/data-requests/get-monitoring';
import { ReminderModal } from '@/shared/data-requests/reminder-modal';
import {
  MonitoringEmpty,
  MonitoringRowMenu,
  monitoringColumns,
  monitoringHeaderActions,
  OWED,
} from '@/shared/data-requests/monitoring-table';
import { RequestDataModal } from '@/shared/data-requests/request-data-modal';
import { useResendContactInvitation } from '../api/resend-contact-invitation';
import { formatDay } from './format';

const column = createColumnHelper<MonitoringRow>();
const shared = monitoringColumns(column);
const rowId = (r: MonitoringRow) => `${r.company.id}|${r.standardId}|${r.period}`;

type Filters = Omit<MonitoringQuery, 'companyId'>;

/**
 * /view-childs-data and /dataCollectionReporting (issue 9): the reporting status of each portfolio
 * company per standard and period, filtered by fund, standard, period, status and overdue; data is
 * requested from many companies at once, and reminders are sent by hand (automatic ones follow the
 * company's reminder settings).
 */
export function MonitoringPage({ title = 'Monitoring' }: { title?: string }) {
  const { ctx } = useAccessContext();
  const companyId = effectiveCompanyId(ctx);
  const [filters, setFilters] = useState<Filters>({});
  const query = companyId === null ? null : { companyId, ...filters };
  const monitoring = useMonitoring(query);
  const [requesting, setRequesting] = useState<{
    companyIds: number[];
    standardId?: number;
    period?: string;
  } | null>(null);
  const [reminding, setReminding] = useState<MonitoringRow[] | null>(null);
  const data = monitoring.data;
  // The contact of a company the GP invited: its primary user (or an admin) mails the invitation again.
  const mayResend = canChangeAccess(ctx);
  const resend = useResendContactInvitation();
  const { mutate: resendInvitation } = resend;
  const resendTo = useCallback(
    (contact: MonitoringRow['contact']) => {
      if (contact.userId === null) return;
      resendInvitation(contact.userId, {
        onSuccess: () => notifySuccess(`Invitation sent again to ${contact.email}`),
        onError: (error) => notifyError(errorMessage(error), 'The invitation was not sent'),
      });
    },
    [resendInvitation],
  );

  const columns = useMemo(
    () => [
      column.accessor((r) => r.company.name, {
        id: 'company',
        header: 'Company',
        meta: { rowHeader: true, alwaysVisible: true, width: 260 },
        cell: ({ row }) => {
          const { company, contact } = row.original;
          return (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {company.name}
              </Text>
              <Text size="xs" c="dimmed">
                {contact.name ? `${contact.name} · ${contact.email}` : contact.email}
                {contact.status === 'active'
                  ? ''
                  : contact.status === 'invited'
                    ? ' · invited, not signed in yet'
                    : ' · no account yet'}
              </Text>
            </Stack>
          );
        },
      }),
      shared.funds,
      column.accessor('standardName', { header: 'Standard', meta: { label: 'Standard' } }),
      column.accessor('period', { header: 'Period', meta: { label: 'Period' } }),
      shared.status,
      shared.completion,
      shared.dueDate,
      column.accessor('lastActivityAt', {
        header: 'Last activity',
        meta: { label: 'Last activity' },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{formatDay(row.original.lastActivityAt)}</Text>
            {row.original.lastReminderAt ? (
              <Text size="xs" c="dimmed">
                Reminded {formatDay(row.original.lastReminderAt)}
              </Text>
            ) : null}
          </Stack>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden-text">Actions</span>,
        meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
        cell: ({ row }) => {
          const r = row.original;
          return (
            <MonitoringRowMenu
              row={r}
              label={`${r.company.name} ${r.standardName} ${r.period}`}
              requestLabel="Request data"
              onRequest={() =>
                setRequesting({ companyIds: [r.company.id], standardId: r.standardId, period: r.period })
              }
              onRemind={() => setReminding([r])}
            >
              {mayResend && r.contact.status === 'invited' && r.contact.userId !== null ? (
                <Menu.Item onClick={() => resendTo(r.contact)}>Resend invitation</Menu.Item>
              ) : null}
            </MonitoringRowMenu>
          );
        },
      }),
    ],
    [mayResend, resendTo],
  );

  if (companyId === null) return null;
  const rows = data?.rows ?? [];
  const overdue = rows.filter((r) => r.overdueDays > 0);
  const count = (statuses: readonly MonitoringStatus[]) =>
    rows.filter((r) => statuses.includes(r.status)).length;

  const header = monitoringHeaderActions({
    requestLabel: 'Request data',
    overdue: overdue.length,
    onRequest: () => setRequesting({ companyIds: [] }),
    onRemindOverdue: () => setReminding(overdue),
  });

  return (
    <>
      <PageHeader
        title={title}
        description="The reporting status of your portfolio companies, per standard and period. Request data, open a response, and remind those who are late."
        primaryAction={header.primaryAction}
        secondaryActions={
          <>
            {header.secondaryActions}
            <ButtonLink variant="default" to="/data-quality">
              Data quality
            </ButtonLink>
          </>
        }
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
        <StatCard label="Not requested" value={count(['not_requested'])} hint="standards and periods" />
        <StatCard
          label="Being completed"
          value={count(OWED)}
          hint="requested, in progress, returned"
          tone="info"
        />
        <StatCard label="Waiting for review" value={count(['submitted', 'accepted'])} tone="brand" />
        <StatCard
          label="Overdue"
          value={overdue.length}
          tone={overdue.length ? 'danger' : 'success'}
          hint={data ? `as of ${formatDay(data.today)}` : undefined}
        />
      </SimpleGrid>
      <DataTable
        label="Portfolio reporting status"
        itemName={['row', 'rows']}
        columns={columns}
        data={data?.rows}
        getRowId={rowId}
        loading={monitoring.isPending}
        fetching={monitoring.isFetching}
        error={monitoring.error}
        onRetry={() => void monitoring.refetch()}
        sorting={{ mode: 'client' }}
        initialColumnVisibility={{ funds: false }}
        filter={{ mode: 'client', placeholder: 'Search companies' }}
        paging={{ mode: 'client', pageSize: 25 }}
        toolbar={<FilterBar overview={data} filters={filters} onChange={setFilters} />}
        empty={<MonitoringEmpty filtered={Object.keys(filters).length > 0} onClear={() => setFilters({})} />}
      />
      {requesting && data ? (
        <RequestDataModal
          title="Request data"
          overview={data}
          initial={requesting}
          hint="Each company’s users see the request on their data collection page. Automatic reminders follow your company’s reminder setting (company details)."
          success="Data requested"
          onClose={() => setRequesting(null)}
        />
      ) : null}
      {reminding ? <ReminderModal rows={reminding} onClose={() => setReminding(null)} /> : null}
    </>
  );
}

function FilterBar({
  overview,
  filters,
  onChange,
}: {
  overview: MonitoringOverview | undefined;
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const set = (patch: Partial<Filters>) => onChange(withFilters(filters, patch));
  return (
    <Group gap="xs" wrap="wrap">
      <Select
        aria-label="Filter by fund"
        placeholder="All funds"
        clearable
        w={220}
        data={(overview?.funds ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
        value={filters.fundId ? String(filters.fundId) : null}
        onChange={(v) => set({ fundId: v ? Number(v) : undefined })}
      />
      <Select
        aria-label="Filter by standard"
        placeholder="All standards"
        clearable
        w={170}
        data={(overview?.standards ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        value={filters.standardId ? String(filters.standardId) : null}
        onChange={(v) => set({ standardId: v ? Number(v) : undefined })}
      />
      <Select
        aria-label="Filter by period"
        placeholder="All periods"
        clearable
        w={130}
        data={overview?.periods ?? []}
        value={filters.period ?? null}
        onChange={(v) => set({ period: v ?? undefined })}
      />
      <Select
        aria-label="Filter by status"
        placeholder="All statuses"
        clearable
        w={180}
        data={monitoringStatusSchema.options.map((s) => ({
          value: s,
          label: labelOf('monitoringStatus', s).label,
        }))}
        value={filters.status ?? null}
        onChange={(v) => set({ status: v ?? undefined })}
      />
      <Switch
        label="Overdue only"
        checked={filters.overdue === 'true'}
        onChange={(e) => set({ overdue: e.currentTarget.checked ? 'true' : undefined })}
      />
    </Group>
  );
}
