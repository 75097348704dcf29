import { useState } from 'react';
import { ActionIcon, Button, Card, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { TeamMember } from '@esg/contracts/access-manager';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { useRemainingTeamMembers, useTeamMembers } from '../api/team-members';
import { useTeamMemberActions } from '../hooks/use-team-member-actions';
import { ChangePermissionDialog } from './change-permission-dialog';
import { formatDay, usageHint, usageProgress } from './format';

const memberColumn = createColumnHelper<TeamMember>();

/**
 * The access manager's team: who has access, with which permission, and how many more the contract
 * allows; the primary user resends, revokes, removes and changes permissions from each row's menu.
 */
export function TeamMembersSection({
  companyId,
  canChange,
  onInvite,
}: {
  companyId: number;
  canChange: boolean;
  onInvite: () => void;
}) {
  const members = useTeamMembers(companyId);
  const remaining = useRemainingTeamMembers(companyId);
  const actions = useTeamMemberActions(companyId);
  const [changing, setChanging] = useState<TeamMember | null>(null);

  const columns = [
    memberColumn.accessor('name', {
      header: 'Name',
      meta: { rowHeader: true, alwaysVisible: true },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.original.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.email}
          </Text>
        </Stack>
      ),
    }),
    memberColumn.accessor((m) => m.permission ?? 'none', {
      id: 'permission',
      header: 'Permission',
      meta: { label: 'Permission' },
      cell: (info) => (
        <StatusBadge set="memberPermission" code={info.getValue()} prefix="Permission" withDescription />
      ),
    }),
    memberColumn.accessor('status', {
      header: 'Status',
      meta: { label: 'Status' },
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge set="memberStatus" code={row.original.status} prefix="Status" withDescription />
          {row.original.invitationExpiresAt ? (
            <Text size="xs" c="dimmed">
              Link valid until {formatDay(row.original.invitationExpiresAt)}
            </Text>
          ) : null}
        </Stack>
      ),
    }),
    memberColumn.accessor('invitedAt', {
      header: 'Invited',
      meta: { label: 'Invited' },
      cell: (info) => formatDay(info.getValue()),
    }),
    ...(canChange
      ? [
          memberColumn.display({
            id: 'actions',
            header: () => <span className="visually-hidden-text">Actions</span>,
            meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
            cell: ({ row }) => {
              const m = row.original;
              return (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={`Actions for ${m.name}`}>
                      <IconDots size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {m.status === 'invited' ? (
                      <Menu.Item onClick={() => actions.resendInvitation(m)}>Resend invitation</Menu.Item>
                    ) : null}
                    {m.permission !== 'Auditor' ? (
                      <Menu.Item onClick={() => setChanging(m)}>Change permission</Menu.Item>
                    ) : null}
                    <Menu.Divider />
                    {m.status === 'invited' ? (
                      <Menu.Item color="red" onClick={() => actions.confirmRevoke(m)}>
                        Revoke invitation
                      </Menu.Item>
                    ) : (
                      <Menu.Item color="red" onClick={() => actions.confirmRemove(m)}>
                        Remove member
                      </Menu.Item>
                    )}
                  </Menu.Dropdown>
                </Menu>
              );
            },
          }),
        ]
      : []),
  ];

  const r = remaining.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard
          label="Team members left"
          value={r ? r.remainingTM : '…'}
          hint={usageHint(r?.teamMembers)}
          progress={usageProgress(r?.teamMembers)}
        />
        <StatCard
          label="Contributors left"
          value={r ? r.contributors.remaining : '…'}
          hint={usageHint(r?.contributors)}
          progress={usageProgress(r?.contributors)}
        />
      </SimpleGrid>
      <Card p="md">
        <DataTable
          label="Team members"
          itemName={['team member', 'team members']}
          columns={columns}
          data={members.data}
          getRowId={(m) => String(m.id)}
          loading={members.isPending}
          error={members.error}
          onRetry={() => void members.refetch()}
          paging={{ mode: 'client', pageSize: 20 }}
          empty={
            <EmptyState
              title="No team members yet."
              description="Invite colleagues, contributors, co-investors or consultants; they get a link to set their password."
              action={
                canChange ? (
                  <Button variant="light" onClick={onInvite}>
                    Invite team member
                  </Button>
                ) : undefined
              }
            />
          }
        />
      </Card>
      {changing ? (
        <ChangePermissionDialog companyId={companyId} member={changing} onClose={() => setChanging(null)} />
      ) : null}
    </Stack>
  );
}
