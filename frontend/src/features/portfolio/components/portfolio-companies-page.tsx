import { useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { canChangeAccess, effectiveCompanyId } from '@esg/access-policy';
import type { MonitoringRow } from '@esg/contracts/monitoring';
import { useAccessContext } from '@/app/access-context';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink, ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge, ToneBadge } from '@/components/ui/status-badge';
import { errorMessage } from '@/components/ui/form-alert';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useMonitoring } from '@/shared/data-requests/get-monitoring';
import { useResendContactInvitation } from '../api/resend-contact-invitation';

/** One portfolio company with its rows of the monitoring overview. */
interface PortfolioCompanyRow {
  id: number;
  name: string;
  contact: MonitoringRow['contact'];
  funds: MonitoringRow['funds'];
  /** Its rows in the newest period that has any, one per standard. */
  period: string | null;
  statuses: MonitoringRow[];
  overdue: number;
}

const column = createColumnHelper<PortfolioCompanyRow>();

/** The monitoring rows grouped by company: the newest period's status per standard, overdue counted over all. */
export function groupByCompany(rows: readonly MonitoringRow[]): PortfolioCompanyRow[] {
  const companies = new Map<number, PortfolioCompanyRow>();
  for (const row of rows) {
    const entry = companies.get(row.company.id) ?? {
      id: row.company.id,
      name: row.company.name,
      contact: row.contact,
      funds: row.funds,
      period: null,
      statuses: [],
      overdue: 0,
    };
    if (row.overdueDays > 0) entry.overdue += 1;
    if (entry.period === null || row.period > entry.period) {
      entry.period = row.period;
      entry.statuses = [row];
    } else if (row.period === entry.period) entry.statuses.push(row);
    companies.set(row.company.id, entry);
  }
  return [...companies.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /portfolio-companies (spec 2.1, Reporting menu): the GP's portfolio companies with their contact,
 * the funds holding them and their reporting status in the latest period (from GET /monitoring).
 */
export function PortfolioCompaniesPage() {
  const { ctx } = useAccessContext();
  const companyId = effectiveCompanyId(ctx);
  const monitoring = useMonitoring(companyId === null ? null : { companyId });
  const data = useMemo(() => groupByCompany(monitoring.data?.rows ?? []), [monitoring.data]);
  const mayResend = canChangeAccess(ctx);
  const { mutate: resend, isPending: resending } = useResendContactInvitation();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Company',
        meta: { rowHeader: true, alwaysVisible: true },
        cell: (info) => (
          <Text size="sm" fw={600}>
            {info.getValue()}
          </Text>
        ),
      }),
      column.accessor((r) => r.contact.email, {
        id: 'contact',
        header: 'Contact',
        meta: { label: 'Contact' },
        cell: ({ row }) => {
          const { contact } = row.original;
          const userId = contact.userId;
          return (
            <Stack gap={0} align="flex-start">
              <Text size="sm">{contact.name ?? contact.email}</Text>
              <Text size="xs" c="dimmed">
                {contact.status === 'active'
                  ? contact.email
                  : contact.status === 'invited'
                    ? 'Invited, not signed in yet'
                    : 'No account yet'}
              </Text>
              {mayResend && contact.status === 'invited' && userId !== null ? (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  px={0}
                  disabled={resending}
                  aria-label={`Resend the invitation to ${contact.email}`}
                  onClick={() =>
                    resend(userId, {
                      onSuccess: () => notifySuccess(`Invitation sent again to ${contact.email}`),
                      onError: (error) => notifyError(errorMessage(error), 'The invitation was not sent'),
                    })
                  }
                >
                  Resend invitation
                </Button>
              ) : null}
            </Stack>
          );
        },
      }),
      column.accessor((r) => r.funds.map((f) => f.name).join(', '), {
        id: 'funds',
        header: 'Funds',
        meta: { label: 'Funds' },
        cell: (info) => info.getValue() || '—',
      }),
      column.accessor('period', {
        header: 'Reporting status',
        meta: { label: 'Reporting status' },
        enableSorting: false,
        cell: ({ row }) => (
          <Stack gap={4}>
            {row.original.statuses.map((s) => (
              <Group key={s.standardId} gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" w={90}>
                  {s.standardName} {s.period}
                </Text>
                <StatusBadge
                  set="monitoringStatus"
                  code={s.status}
                  prefix={`${s.standardName} ${s.period}`}
                />
              </Group>
            ))}
          </Stack>
        ),
      }),
      column.accessor('overdue', {
        header: 'Overdue',
        meta: { label: 'Overdue', align: 'right' },
        cell: (info) =>
          info.getValue() > 0 ? (
            <ToneBadge tone="danger">{info.getValue()} overdue</ToneBadge>
          ) : (
            <Text size="sm" c="dimmed">
              None
            </Text>
          ),
      }),
    ],
    [mayResend, resend, resending],
  );
  if (companyId === null) return null;
  return (
    <>
      <PageHeader
        title="Portfolio Companies"
        description="Your portfolio companies, who to contact, the funds that hold them and where their reporting stands."
        primaryAction={<ButtonLink to="/view-childs-data">Open monitoring</ButtonLink>}
        secondaryActions={
          <ButtonLink to="/access-manager" variant="default">
            Invite a company
          </ButtonLink>
        }
      />
      <DataTable
        label="Portfolio companies"
        itemName={['company', 'companies']}
        columns={columns}
        data={monitoring.data ? data : undefined}
        getRowId={(r) => String(r.id)}
        loading={monitoring.isPending}
        fetching={monitoring.isFetching}
        error={monitoring.error}
        onRetry={() => void monitoring.refetch()}
        sorting={{ mode: 'client', initial: [{ id: 'name', desc: false }] }}
        filter={{ mode: 'client', placeholder: 'Search companies' }}
        empty={
          <EmptyState
            title="No portfolio company yet"
            description="Invite your portfolio companies from the access manager; they report to you here."
            action={<AnchorLink to="/access-manager">Open the access manager</AnchorLink>}
          />
        }
      />
    </>
  );
}
