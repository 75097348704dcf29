import { Button, Group, List, Progress, Spoiler, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { EdciCompanyRow } from '@esg/contracts/edci';
import { createColumnHelper } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';

const column = createColumnHelper<EdciCompanyRow>();

/**
 * The columns of an EDCI submission's companies: each company's completeness and what the checks found;
 * while the submission is an editable draft, the button that flags it (or includes it again).
 */
export function edciCompanyColumns({
  editable,
  onFlag,
}: {
  editable: boolean;
  onFlag: (row: EdciCompanyRow) => void;
}) {
  return [
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
            onClick={() => onFlag(row.original)}
          >
            {row.original.exclusion ? 'Include' : 'Flag as reported'}
          </Button>
        ) : null,
    }),
  ];
}
