import type { ReactNode } from 'react';
import { Group, Text, Tooltip } from '@mantine/core';
import { IconMessage, IconNote } from '@tabler/icons-react';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Recommendation } from '../api/schemas';
import { formatDate, standardCode, standardOf } from './format';
import type { ViewingAs } from './viewing-as';
import { AnchorLink } from '@/components/ui/links';

const column = createColumnHelper<Recommendation>();
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const STATUS_ORDER = {
  'severely-delayed': 0,
  delayed: 1,
  pending: 2,
  'in-progress': 3,
  submitted: 4,
  'signed-off': 5,
} as const;

interface RecommendationsTableProps {
  planId: number;
  recommendations: readonly Recommendation[];
  /** Internal-note counts are shown to the investor side only. */
  seesInternalNotes: boolean;
  view?: ViewingAs;
  empty?: ReactNode;
  label?: string;
}

/**
 * A plan's recommendations: sortable by any column, filterable by text, columns to hide; each
 * title opens the recommendation. Priorities and statuses read as words (the label registry).
 */
export function RecommendationsTable({
  planId,
  recommendations,
  seesInternalNotes,
  view,
  empty,
  label = 'Recommendations',
}: RecommendationsTableProps) {
  const columns = [
    column.accessor('title', {
      header: 'Recommendation',
      meta: { rowHeader: true, alwaysVisible: true, width: '34%' },
      cell: ({ row }) => (
        <AnchorLink
          to="/action-plans/detail/$actionPlanId/{-$performanceStandardId}/recommendation/{-$recommendationId}"
          params={{
            actionPlanId: String(planId),
            performanceStandardId: String(row.original.performanceStandardId),
            recommendationId: String(row.original.id),
          }}
          search={view === 'pc' ? { view: 'pc' } : {}}
          fw={600}
        >
          {row.original.title}
        </AnchorLink>
      ),
    }),
    column.accessor('performanceStandardId', {
      header: 'Standard',
      meta: { label: 'Standard' },
      cell: (info) => (
        <Tooltip label={standardOf(info.getValue())?.title ?? ''}>
          <Text size="sm" span>
            {standardCode(info.getValue())}
          </Text>
        </Tooltip>
      ),
    }),
    column.accessor((r) => PRIORITY_ORDER[r.priority], {
      id: 'priority',
      header: 'Priority',
      meta: { label: 'Priority' },
      cell: ({ row }) => <StatusBadge set="priority" code={row.original.priority} prefix="Priority" />,
    }),
    column.accessor('dueDate', {
      header: 'Due date',
      meta: { label: 'Due date' },
      cell: (info) => (
        <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(info.getValue())}
        </Text>
      ),
    }),
    column.accessor((r) => STATUS_ORDER[r.visualStatus], {
      id: 'status',
      header: 'Status',
      meta: { label: 'Status' },
      cell: ({ row }) => (
        <StatusBadge set="visualStatus" code={row.original.visualStatus} prefix="Status" withDescription />
      ),
    }),
    column.accessor((r) => r.progressTags[r.progressTags.length - 1]?.tag ?? '', {
      id: 'progress',
      header: 'Progress',
      meta: { label: 'Progress' },
      cell: (info) =>
        info.getValue() ? (
          <StatusBadge set="progressTag" code={info.getValue()} prefix="Progress" />
        ) : (
          <Text span c="dimmed">
            —
          </Text>
        ),
    }),
    column.accessor((r) => (r.commentCount ?? 0) + (seesInternalNotes ? (r.internalNoteCount ?? 0) : 0), {
      id: 'discussion',
      header: 'Discussion',
      meta: { label: 'Discussion', align: 'right' },
      cell: ({ row }) => (
        <Group gap={10} justify="flex-end" wrap="nowrap">
          <Group gap={3} wrap="nowrap">
            <IconMessage size={14} aria-hidden />
            <Text size="sm" span>
              {row.original.commentCount ?? 0}
              <span className="visually-hidden-text"> comments</span>
            </Text>
          </Group>
          {seesInternalNotes ? (
            <Group gap={3} wrap="nowrap">
              <IconNote size={14} aria-hidden />
              <Text size="sm" span>
                {row.original.internalNoteCount ?? 0}
                <span className="visually-hidden-text"> internal notes</span>
              </Text>
            </Group>
          ) : null}
        </Group>
      ),
    }),
  ];
  return (
    <DataTable
      label={label}
      itemName={['recommendation', 'recommendations']}
      columns={columns}
      data={recommendations}
      getRowId={(r) => String(r.id)}
      sorting={{ mode: 'client' }}
      filter={
        recommendations.length > 5 ? { mode: 'client', placeholder: 'Filter recommendations' } : undefined
      }
      // A phone shows what matters most; the Columns menu brings the rest back.
      narrowColumnVisibility={{ performanceStandardId: false, progress: false, discussion: false }}
      empty={empty ?? <EmptyState size="sm" title="No recommendations yet." />}
    />
  );
}
