import type { ReactNode } from 'react';
import { ActionIcon, Button, Menu, Stack, Text } from '@mantine/core';
import { IconBell, IconDots, IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ColumnHelper } from '@tanstack/react-table';
import type { MonitoringRow, MonitoringStatus } from '@esg/contracts/monitoring';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink } from '@/components/ui/links';
import { StatusBadge, ToneBadge } from '@/components/ui/status-badge';
import { formatDay } from '@/lib/dates';

/**
 * The pieces the monitoring tables share (the Reporting Dashboard's of every standard and SFDR
 * Collection's): the columns of a monitoring row, its actions menu, the request and remind buttons
 * and the empty state.
 */

/** The statuses in which the company still owes the data: these rows can be reminded. */
export const OWED: readonly MonitoringStatus[] = ['requested', 'in_progress', 'returned', 'reopened'];

/** Funds, status, completion (under the page's own heading) and due-date columns of a monitoring row. */
export function monitoringColumns<T extends MonitoringRow>(
  column: ColumnHelper<T>,
  { completionLabel = 'Completion' }: { completionLabel?: string } = {},
) {
  return {
    funds: column.accessor((r) => r.funds.map((f) => f.name).join(', '), {
      id: 'funds',
      header: 'Funds',
      meta: { label: 'Funds' },
      cell: (info) => info.getValue() || '—',
    }),
    status: column.accessor((r) => r.status, {
      id: 'status',
      header: 'Status',
      meta: { label: 'Status' },
      cell: (info) => (
        <StatusBadge set="monitoringStatus" code={info.getValue()} prefix="Status" withDescription />
      ),
    }),
    completion: column.accessor((r) => r.completion, {
      id: 'completion',
      header: completionLabel,
      meta: { label: completionLabel, align: 'right' },
      cell: (info) => (info.getValue() === null ? '—' : `${info.getValue()} %`),
    }),
    dueDate: column.accessor((r) => r.dueDate, {
      id: 'dueDate',
      header: 'Due',
      meta: { label: 'Due date' },
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{formatDay(row.original.dueDate)}</Text>
          {row.original.overdueDays > 0 ? (
            <ToneBadge tone="danger" size="sm">
              {row.original.overdueDays} {row.original.overdueDays === 1 ? 'day' : 'days'} overdue
            </ToneBadge>
          ) : null}
        </Stack>
      ),
    }),
  };
}

/** A row's menu: request data (or open the response), send a reminder while data is owed, and more. */
export function MonitoringRowMenu({
  row,
  label,
  requestLabel,
  onRequest,
  onRemind,
  children,
}: {
  row: MonitoringRow;
  /** What the menu acts on, for its accessible name: "Actions for {label}". */
  label: string;
  requestLabel: string;
  onRequest: () => void;
  onRemind: () => void;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const responseId = row.responseId;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${label}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {responseId === null ? (
          <Menu.Item onClick={onRequest}>{requestLabel}</Menu.Item>
        ) : (
          <Menu.Item onClick={() => void navigate({ to: '/collect-data', search: { responseId } })}>
            Open response
          </Menu.Item>
        )}
        {OWED.includes(row.status) ? <Menu.Item onClick={onRemind}>Send reminder</Menu.Item> : null}
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The page header's buttons: request data from many companies, and remind the overdue ones. */
export function monitoringHeaderActions({
  requestLabel,
  requestDisabled = false,
  overdue,
  onRequest,
  onRemindOverdue,
}: {
  requestLabel: string;
  requestDisabled?: boolean;
  overdue: number;
  onRequest: () => void;
  onRemindOverdue: () => void;
}) {
  return {
    primaryAction: (
      <Button leftSection={<IconSend size={16} aria-hidden />} disabled={requestDisabled} onClick={onRequest}>
        {requestLabel}
      </Button>
    ),
    secondaryActions:
      overdue > 0 ? (
        <Button variant="default" leftSection={<IconBell size={16} aria-hidden />} onClick={onRemindOverdue}>
          Remind overdue ({overdue})
        </Button>
      ) : null,
  };
}

/** Nothing to show: clear the filters, or invite portfolio companies first. */
export function MonitoringEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <EmptyState
      title="No portfolio company matches"
      description={
        filtered
          ? 'Clear the filters to see every company.'
          : 'Invite portfolio companies from the access manager; they appear here.'
      }
      action={
        filtered ? (
          <Button variant="default" onClick={onClear}>
            Clear filters
          </Button>
        ) : (
          <AnchorLink to="/access-manager">Open the access manager</AnchorLink>
        )
      }
    />
  );
}
