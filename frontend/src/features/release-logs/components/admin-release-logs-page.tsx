import { ActionIcon, Card, Menu, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { IconDots, IconPlus, IconSparkles } from '@tabler/icons-react';
import type { ReleaseLog } from '@esg/contracts/release-logs';
import { confirmAction } from '@/components/ui/confirm';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { ToneBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { notifySuccess } from '@/lib/notify';
import { useDeleteReleaseLog } from '../api/delete-release-log';
import { useReleaseLogs } from '../api/list-release-logs';
import { usePublishReleaseLog } from '../api/publish-release-log';
import { AudienceBadges, formatReleaseDate } from './release-notes';

const column = createColumnHelper<ReleaseLog>();

/**
 * /admin-release-logs (spec 6.2 "Log Release", admin only): every release log, drafts included;
 * publish a draft (raises the announcement banner for its audience), edit or delete a log.
 */
export function AdminReleaseLogsPage() {
  const logs = useReleaseLogs('all');
  const publish = usePublishReleaseLog();
  const remove = useDeleteReleaseLog();
  const navigate = useNavigate();

  const confirmPublish = (log: ReleaseLog) =>
    confirmAction({
      title: `Publish release ${log.version}?`,
      message:
        'Its notes appear on the Release Notes page and a banner announces the release to its audience at once.',
      confirmLabel: 'Publish',
      onConfirm: async () => {
        await publish.mutateAsync(log.id);
        notifySuccess(`Release ${log.version} published`);
      },
    });
  const confirmDelete = (log: ReleaseLog) =>
    confirmAction({
      title: `Delete release ${log.version}?`,
      message: 'This cannot be undone.',
      lost: [
        `The notes of “${log.title}”`,
        ...(log.status === 'published' ? ['Its announcement banner'] : []),
      ],
      confirmLabel: 'Delete release log',
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(log.id);
        notifySuccess(`Release ${log.version} deleted`);
      },
    });

  const columns = [
    column.accessor('version', {
      header: 'Version',
      meta: { rowHeader: true, alwaysVisible: true },
      cell: (info) => <Text fw={700}>{info.getValue()}</Text>,
    }),
    column.accessor('title', { header: 'Title', meta: { label: 'Title' } }),
    column.accessor('date', {
      header: 'Release date',
      meta: { label: 'Release date' },
      cell: (info) => formatReleaseDate(info.getValue()),
    }),
    column.accessor('audience', {
      header: 'Audience',
      meta: { label: 'Audience' },
      enableSorting: false,
      cell: (info) => <AudienceBadges audience={info.getValue()} />,
    }),
    column.accessor('status', {
      header: 'Status',
      meta: { label: 'Status' },
      cell: ({ row }) =>
        row.original.status === 'published' ? (
          <Stack gap={2}>
            <ToneBadge tone="success">Published</ToneBadge>
            {row.original.publishedAt ? (
              <Text size="xs" c="dimmed">
                {formatDateTime(row.original.publishedAt)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <ToneBadge tone="warning">Draft</ToneBadge>
        ),
    }),
    column.accessor('author', { header: 'Written by', meta: { label: 'Written by' } }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden-text">Actions</span>,
      meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
      cell: ({ row }) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`Actions for release ${row.original.version}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {row.original.status === 'draft' ? (
              <Menu.Item onClick={() => confirmPublish(row.original)}>Publish</Menu.Item>
            ) : null}
            <Menu.Item
              onClick={() => void navigate({ to: '/add-release-logs', search: { id: row.original.id } })}
            >
              Edit
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => confirmDelete(row.original)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    }),
  ];

  return (
    <>
      <PageHeader
        title="Release Logs"
        description="Write what changed in each release for the people it concerns. Publishing a release shows its notes on the Release Notes page and announces it in the banner."
        primaryAction={
          <ButtonLink to="/add-release-logs" leftSection={<IconPlus size={16} aria-hidden />}>
            Add release log
          </ButtonLink>
        }
        secondaryActions={
          <ButtonLink to="/user-release-logs" variant="default">
            View as users see it
          </ButtonLink>
        }
      />
      <Card p="md">
        <DataTable
          label="Release logs"
          itemName={['release log', 'release logs']}
          columns={columns}
          data={logs.data}
          getRowId={(log) => log.id}
          loading={logs.isPending}
          fetching={logs.isFetching && !logs.isPending}
          error={logs.error}
          onRetry={() => void logs.refetch()}
          paging={{ mode: 'client', pageSize: 20 }}
          sorting={{ mode: 'client', initial: [{ id: 'date', desc: true }] }}
          empty={
            <EmptyState
              icon={<IconSparkles size={28} stroke={1.6} aria-hidden />}
              title="No release logged yet."
              description="Log a release to tell users what changed."
              action={
                <ButtonLink to="/add-release-logs" variant="light">
                  Add release log
                </ButtonLink>
              }
            />
          }
        />
      </Card>
    </>
  );
}
