import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ChildCompany } from '@esg/contracts/access-manager';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { notifySuccess } from '@/lib/notify';
import type { InvitedKind } from '../api/invited-companies';
import { useResendContactInvitation } from '../api/resend-contact-invitation';
import { useInvitedCompanies } from '../hooks/use-invited-companies';
import { usageHint, usageProgress } from './format';

const companyColumn = createColumnHelper<ChildCompany>();

/**
 * The companies a GP (its portfolio companies) or an LP (its GP companies) invited, with their contact and
 * how many more the contract allows; the primary user resends a contact's invitation.
 */
export function InvitedCompaniesSection({
  companyId,
  kind,
  canChange,
  onInvite,
}: {
  companyId: number;
  kind: InvitedKind;
  canChange: boolean;
  onInvite: () => void;
}) {
  const { companies, children, remaining } = useInvitedCompanies(companyId, kind);
  const noun = kind === 'pc' ? ['portfolio company', 'portfolio companies'] : ['GP company', 'GP companies'];
  const resend = useResendContactInvitation();
  const columns = [
    companyColumn.accessor('name', { header: 'Company', meta: { rowHeader: true, alwaysVisible: true } }),
    companyColumn.accessor('type', {
      header: 'Type',
      meta: { label: 'Type' },
      cell: (info) => <StatusBadge set="companyType" code={info.getValue()} />,
    }),
    companyColumn.accessor((c) => c.contact.name ?? c.contact_email, {
      id: 'contact',
      header: 'Contact',
      meta: { label: 'Contact' },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.contact.name ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {row.original.contact_email}
          </Text>
        </Stack>
      ),
    }),
    companyColumn.accessor((c) => c.contact.status ?? 'none', {
      id: 'status',
      header: 'Contact status',
      meta: { label: 'Contact status' },
      cell: ({ row }) =>
        row.original.contact.status ? (
          <StatusBadge set="memberStatus" code={row.original.contact.status} prefix="Contact status" />
        ) : (
          '—'
        ),
    }),
    companyColumn.display({
      id: 'actions',
      header: () => <span className="visually-hidden-text">Actions</span>,
      meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
      cell: ({ row }) => {
        const { contact } = row.original;
        const userId = contact.userId;
        if (!canChange || contact.status !== 'invited' || userId === null) return null;
        return (
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={resend.isPending}
            aria-label={`Resend the invitation to ${row.original.contact_email}`}
            onClick={() =>
              resend.mutate(userId, {
                onSuccess: () => notifySuccess(`Invitation sent again to ${row.original.contact_email}`),
              })
            }
          >
            Resend invitation
          </Button>
        );
      },
    }),
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard
          label={`${noun[1][0].toUpperCase()}${noun[1].slice(1)} left`}
          value={remaining.data ? remaining.data.remaining : '…'}
          hint={usageHint(remaining.data)}
          progress={usageProgress(remaining.data)}
        />
      </SimpleGrid>
      <Card p="md">
        <DataTable
          label={noun[1][0].toUpperCase() + noun[1].slice(1)}
          itemName={[noun[0], noun[1]]}
          columns={columns}
          data={companies}
          getRowId={(c) => String(c.id)}
          loading={children.isPending}
          error={children.error}
          onRetry={() => void children.refetch()}
          paging={{ mode: 'client', pageSize: 20 }}
          toolbar={resend.error ? <FormAlert error={resend.error} /> : undefined}
          empty={
            <EmptyState
              title={`No ${noun[1]} invited yet.`}
              description="The company is created with its contact, who gets an invitation mail to set a password."
              action={
                canChange ? (
                  <Button variant="light" onClick={onInvite}>
                    Invite {noun[0]}
                  </Button>
                ) : undefined
              }
            />
          }
        />
      </Card>
    </Stack>
  );
}
