import { useState } from 'react';
import { Button, Card, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import type { AuditorAccessEntry, AuditorGrant, AssuranceScope } from '@esg/contracts/assurance';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { StatusBadge } from '@/components/ui/status-badge';
import { notifySuccess } from '@/lib/notify';
import { useAuditorAccessLog, useAuditors, useInviteAuditor } from '../api/auditors';
import { useChildCompanies } from '../api/get-child-companies';
import { useFunds } from '../api/list-funds';
import { formatDay } from './format';

const auditorColumn = createColumnHelper<AuditorGrant>();
const entryColumn = createColumnHelper<AuditorAccessEntry>();

const SCOPE_WORDS: Record<AssuranceScope, string> = {
  fund: 'A fund',
  company: 'A portfolio company',
  report: 'The PAI report',
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }) +
  ' UTC';

/**
 * The access manager's auditors (issue 27, docs/assurance.md): the people the GP invited to read one fund,
 * company or PAI report for one period until an end date, and everything each of them asked for.
 */
export function AuditorsSection({ companyId, canChange }: { companyId: number; canChange: boolean }) {
  const auditors = useAuditors(companyId);
  const [inviting, setInviting] = useState(false);
  const [reading, setReading] = useState<AuditorGrant | null>(null);
  const columns = [
    auditorColumn.accessor('name', {
      header: 'Auditor',
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
    auditorColumn.accessor('scopeName', {
      header: 'Reads',
      meta: { label: 'Reads' },
      cell: ({ row }) => `${row.original.scopeName}, ${row.original.period}`,
    }),
    auditorColumn.accessor('expiresOn', {
      header: 'Until',
      meta: { label: 'Until' },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{formatDay(row.original.expiresOn)}</Text>
          {row.original.expired ? (
            <Text size="xs" c="red.9">
              Access ended
            </Text>
          ) : null}
        </Stack>
      ),
    }),
    auditorColumn.accessor('status', {
      header: 'Status',
      meta: { label: 'Status' },
      cell: (info) => <StatusBadge set="memberStatus" code={info.getValue()} prefix="Status" />,
    }),
    auditorColumn.display({
      id: 'log',
      header: 'Access log',
      meta: { label: 'Access log', alwaysVisible: true, align: 'right' },
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconListDetails size={14} aria-hidden />}
          onClick={() => setReading(row.original)}
          aria-label={`Access log of ${row.original.name}`}
        >
          {row.original.accessCount} {row.original.accessCount === 1 ? 'request' : 'requests'}
        </Button>
      ),
    }),
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={720}>
          An auditor reads one fund, portfolio company or PAI report for one period, until the date you set,
          and downloads its assurance pack. They change nothing, see nothing else, and every request they make
          is listed in their access log.
        </Text>
        {canChange ? <Button onClick={() => setInviting(true)}>Invite auditor</Button> : null}
      </Group>
      <Card p="md">
        <DataTable
          label="Auditors"
          itemName={['auditor', 'auditors']}
          columns={columns}
          data={auditors.data}
          getRowId={(a) => String(a.userId)}
          loading={auditors.isPending}
          error={auditors.error}
          onRetry={() => void auditors.refetch()}
          paging={{ mode: 'client', pageSize: 20 }}
          empty={
            <EmptyState
              title="No auditors yet."
              description="Invite an auditor for a fund, a portfolio company or your PAI report and a period."
            />
          }
        />
      </Card>
      {inviting ? <InviteAuditorDialog companyId={companyId} onClose={() => setInviting(false)} /> : null}
      {reading ? <AccessLogDialog auditor={reading} onClose={() => setReading(null)} /> : null}
    </Stack>
  );
}

function InviteAuditorDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const invite = useInviteAuditor(companyId);
  const funds = useFunds(companyId);
  const companies = useChildCompanies(companyId);
  const lastYear = String(new Date().getUTCFullYear() - 1);
  const inNinetyDays = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [scope, setScope] = useState<AssuranceScope>('fund');
  const [scopeId, setScopeId] = useState<string | null>(null);
  const [period, setPeriod] = useState(lastYear);
  const [expiresOn, setExpiresOn] = useState(inNinetyDays);
  const choices =
    scope === 'fund'
      ? (funds.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))
      : scope === 'company'
        ? (companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))
        : [];
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const id = scope === 'report' ? companyId : Number(scopeId);
    invite.mutate(
      { companyId, name, email, scope, scopeId: id, period, expiresOn },
      {
        onSuccess: () => {
          notifySuccess(`Invitation sent to ${email}`);
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title="Invite auditor" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Select
            label="What they read"
            required
            allowDeselect={false}
            data={(Object.keys(SCOPE_WORDS) as AssuranceScope[]).map((s) => ({
              value: s,
              label: SCOPE_WORDS[s],
            }))}
            value={scope}
            onChange={(v) => {
              setScope(v ?? 'fund');
              setScopeId(null);
            }}
          />
          {scope !== 'report' ? (
            <Select
              label={scope === 'fund' ? 'Fund' : 'Company'}
              required
              searchable
              data={choices}
              value={scopeId}
              onChange={setScopeId}
            />
          ) : null}
          <TextInput
            label="Period"
            description="A year such as 2025, or 2025-H1, 2025-Q3"
            required
            value={period}
            onChange={(e) => setPeriod(e.currentTarget.value)}
          />
          <TextInput
            label="Access until"
            description="The last day they may sign in and download"
            type="date"
            required
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.currentTarget.value)}
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

function AccessLogDialog({ auditor, onClose }: { auditor: AuditorGrant; onClose: () => void }) {
  const log = useAuditorAccessLog(auditor.userId);
  const columns = [
    entryColumn.accessor('at', {
      header: 'When',
      meta: { rowHeader: true, alwaysVisible: true },
      cell: (info) => dateTime(info.getValue()),
    }),
    entryColumn.accessor('what', { header: 'What', meta: { label: 'What' } }),
    entryColumn.accessor('outcome', {
      header: 'Outcome',
      meta: { label: 'Outcome' },
      cell: ({ row }) =>
        row.original.outcome === 'allowed' ? (
          <Text size="sm">Allowed</Text>
        ) : (
          <Stack gap={0}>
            <Text size="sm" c="red.9" fw={600}>
              Refused
            </Text>
            {row.original.reason ? (
              <Text size="xs" c="dimmed">
                {row.original.reason}
              </Text>
            ) : null}
          </Stack>
        ),
    }),
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Access log of ${auditor.name}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {auditor.scopeName}, {auditor.period}; access until {formatDay(auditor.expiresOn)}. Newest first.
      </Text>
      <DataTable
        label={`Access log of ${auditor.name}`}
        itemName={['request', 'requests']}
        columns={columns}
        data={log.data?.entries}
        getRowId={(e) => `${e.at}-${e.path}-${e.outcome}`}
        loading={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        paging={{ mode: 'client', pageSize: 20 }}
        empty={<EmptyState title="No requests yet." description="The auditor has not signed in yet." />}
      />
    </Modal>
  );
}
