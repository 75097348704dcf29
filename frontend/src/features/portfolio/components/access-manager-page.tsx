import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  MultiSelect,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconBuilding, IconDots, IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { canChangeAccess, effectiveCompanyId } from '@esg/access-policy';
import {
  invitePortfolioCompanyRequestSchema,
  type ChildCompany,
  type LimitUsage,
  type TeamMember,
} from '@esg/contracts/access-manager';
import type { Permission } from '@esg/contracts/auth';
import { inviteTeamMemberFormSchema } from '@esg/contracts/portfolio-forms';
import { useAccessContext } from '@/app/access-context';
import { confirmAction } from '@/components/ui/confirm';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { LabelSelect } from '@/components/ui/label-select';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useChildCompanies } from '../api/get-child-companies';
import { useRemainingCompanies, useInviteCompany, type InvitedKind } from '../api/invited-companies';
import { useResendContactInvitation } from '../api/resend-contact-invitation';
import { useFunds } from '../api/list-funds';
import {
  useChangePermission,
  useInviteTeamMember,
  useRemainingTeamMembers,
  useRemoveTeamMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeamMembers,
} from '../api/team-members';
import { formatDay } from './format';

const memberColumn = createColumnHelper<TeamMember>();
const companyColumn = createColumnHelper<ChildCompany>();

const usageHint = (u: LimitUsage | undefined) => (u ? `${u.used} of ${u.limit} used (contract)` : undefined);
const usageProgress = (u: LimitUsage | undefined) =>
  u && u.limit > 0 ? (u.used / u.limit) * 100 : undefined;

/**
 * /access-manager (spec 6.2): the company's team members and the companies it invited (portfolio
 * companies for a GP, GP companies for an LP), with what the contract still allows. Only the primary
 * user (or an admin) changes access; everyone else who may open the page reads it.
 */
export function AccessManagerPage() {
  const { ctx } = useAccessContext();
  const companyId = effectiveCompanyId(ctx);
  if (companyId === null)
    return (
      <>
        <PageHeader
          title="Access Manager"
          description="Who works on a company's data, and the companies it invited to report to it."
        />
        <EmptyState
          title="Your account belongs to no company."
          description="The access manager lists a company's team. Act for a company to manage its access."
        />
      </>
    );
  const kind: InvitedKind | null =
    ctx.company?.type === 'gp' ? 'pc' : ctx.company?.type === 'lp' ? 'gp' : null;
  return <AccessManager companyId={companyId} kind={kind} canChange={canChangeAccess(ctx)} />;
}

function AccessManager({
  companyId,
  kind,
  canChange,
}: {
  companyId: number;
  kind: InvitedKind | null;
  canChange: boolean;
}) {
  const [inviting, setInviting] = useState<'member' | 'company' | null>(null);
  const navigate = useNavigate();
  const companyLabel = kind === 'pc' ? 'portfolio company' : 'GP company';
  return (
    <>
      <PageHeader
        title="Access Manager"
        description="Who works on your company's data, and the companies you invited to report to you."
        primaryAction={
          canChange ? (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setInviting('member')}
            >
              Invite team member
            </Button>
          ) : null
        }
        secondaryActions={
          canChange && kind ? (
            <Button variant="default" onClick={() => setInviting('company')}>
              Invite {companyLabel}
            </Button>
          ) : null
        }
        menu={[
          {
            label: 'Company details and contract limits',
            icon: <IconBuilding size={16} aria-hidden />,
            onClick: () => void navigate({ to: '/company-details' }),
          },
        ]}
      />
      {!canChange ? (
        <Alert icon={<IconInfoCircle size={18} aria-hidden />} color="blue" variant="light" mb="md">
          Only your company’s primary user (its contact) changes access. You can see who has it.
        </Alert>
      ) : null}
      {kind ? (
        <Tabs defaultValue="team" keepMounted={false}>
          <Tabs.List aria-label="Access" mb="md">
            <Tabs.Tab value="team">Team members</Tabs.Tab>
            <Tabs.Tab value="companies">{kind === 'pc' ? 'Portfolio companies' : 'GP companies'}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="team">
            <TeamSection companyId={companyId} canChange={canChange} onInvite={() => setInviting('member')} />
          </Tabs.Panel>
          <Tabs.Panel value="companies">
            <CompaniesSection
              companyId={companyId}
              kind={kind}
              canChange={canChange}
              onInvite={() => setInviting('company')}
            />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <TeamSection companyId={companyId} canChange={canChange} onInvite={() => setInviting('member')} />
      )}
      {inviting === 'member' ? (
        <InviteMemberModal companyId={companyId} onClose={() => setInviting(null)} />
      ) : null}
      {inviting === 'company' && kind ? (
        <InviteCompanyModal companyId={companyId} kind={kind} onClose={() => setInviting(null)} />
      ) : null}
    </>
  );
}

function TeamSection({
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
  const resend = useResendInvitation(companyId);
  const revoke = useRevokeInvitation(companyId);
  const remove = useRemoveTeamMember(companyId);
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
                      <Menu.Item
                        onClick={() =>
                          resend.mutate(m.id, {
                            onSuccess: () => notifySuccess(`Invitation sent again to ${m.email}`),
                          })
                        }
                      >
                        Resend invitation
                      </Menu.Item>
                    ) : null}
                    <Menu.Item onClick={() => setChanging(m)}>Change permission</Menu.Item>
                    <Menu.Divider />
                    {m.status === 'invited' ? (
                      <Menu.Item
                        color="red"
                        onClick={() =>
                          confirmAction({
                            title: `Revoke the invitation of ${m.name}?`,
                            message: `The link mailed to ${m.email} stops working and the account goes.`,
                            confirmLabel: 'Revoke invitation',
                            danger: true,
                            onConfirm: async () => {
                              await revoke.mutateAsync(m.id);
                              notifySuccess(`Invitation of ${m.name} revoked`);
                            },
                          })
                        }
                      >
                        Revoke invitation
                      </Menu.Item>
                    ) : (
                      <Menu.Item
                        color="red"
                        onClick={() =>
                          confirmAction({
                            title: `Remove ${m.name}?`,
                            message: `${m.name} is signed out at once and can no longer sign in.`,
                            lost: ['their access to the company’s data'],
                            confirmLabel: 'Remove member',
                            danger: true,
                            onConfirm: async () => {
                              await remove.mutateAsync(m.id);
                              notifySuccess(`${m.name} removed`);
                            },
                          })
                        }
                      >
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
        <ChangePermissionModal companyId={companyId} member={changing} onClose={() => setChanging(null)} />
      ) : null}
    </Stack>
  );
}

function CompaniesSection({
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
  const children = useChildCompanies(companyId);
  const remaining = useRemainingCompanies(companyId, kind);
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
  const data = (children.data ?? []).filter((c) => c.type === kind);
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
          data={children.isPending ? undefined : data}
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

function InviteMemberModal({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const invite = useInviteTeamMember(companyId);
  const form = useZodForm(inviteTeamMemberFormSchema, { companyId, name: '', email: '', permission: 'none' });
  const save = form.submit((request) =>
    invite.mutate(request, {
      onSuccess: () => {
        notifySuccess(`Invitation sent to ${request.email}`);
        onClose();
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title="Invite team member">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <LabelSelect
            label="Permission"
            set="memberPermission"
            required
            allowDeselect={false}
            {...form.getInputProps('permission')}
          />
          <FormAlert error={invite.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ChangePermissionModal({
  companyId,
  member,
  onClose,
}: {
  companyId: number;
  member: TeamMember;
  onClose: () => void;
}) {
  const change = useChangePermission(companyId);
  const [permission, setPermission] = useState<string>(member.permission ?? 'none');
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const next = permission === 'none' ? null : (permission as Permission);
    change.mutate(
      { userId: member.id, permission: next },
      {
        onSuccess: () => {
          notifySuccess(`Permission of ${member.name} changed`);
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`Change the permission of ${member.name}`}>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <LabelSelect
            label="Permission"
            set="memberPermission"
            allowDeselect={false}
            value={permission as 'none'}
            onChange={(v) => setPermission(v ?? 'none')}
            data-autofocus
          />
          <Text size="sm" c="dimmed">
            {member.name} is signed out everywhere and signs in again with the new permission.
          </Text>
          <FormAlert error={change.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Change permission
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function InviteCompanyModal({
  companyId,
  kind,
  onClose,
}: {
  companyId: number;
  kind: InvitedKind;
  onClose: () => void;
}) {
  const invite = useInviteCompany(companyId, kind);
  const funds = useFunds(kind === 'pc' ? companyId : null);
  const form = useZodForm(invitePortfolioCompanyRequestSchema, {
    companyName: '',
    contactName: '',
    email: '',
    fundIds: [],
  });
  const noun = kind === 'pc' ? 'portfolio company' : 'GP company';
  const save = form.submit(({ fundIds, ...request }) =>
    invite.mutate(kind === 'pc' ? { ...request, fundIds } : request, {
      onSuccess: (company) => {
        notifySuccess(`${company.name} invited; ${company.contact_email} got the invitation mail`);
        onClose();
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title={`Invite ${noun}`}>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput label="Company name" required data-autofocus {...form.getInputProps('companyName')} />
          <TextInput label="Contact name" required {...form.getInputProps('contactName')} />
          <TextInput
            label="Contact email"
            type="email"
            required
            description="The contact becomes the company's primary user and gets the invitation mail."
            {...form.getInputProps('email')}
          />
          {kind === 'pc' ? (
            <MultiSelect
              label="Held by funds"
              searchable
              data={(funds.data ?? [])
                .filter((f) => f.status === 'open')
                .map((f) => ({ value: String(f.id), label: f.name }))}
              value={(form.getValues().fundIds ?? []).map(String)}
              onChange={(values) => form.setFieldValue('fundIds', values.map(Number))}
            />
          ) : null}
          <FormAlert error={invite.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
