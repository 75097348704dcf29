import { possessive } from '@esg/contracts/text';
import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Card, Code, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconKey, IconPlus } from '@tabler/icons-react';
import { effectiveCompanyId } from '@esg/access-policy';
import { apiKeyStatus, type ApiKey, type CreatedApiKey } from '@esg/contracts/api-keys';
import { useAccessContext } from '@/app/access-context';
import { confirmAction } from '@/components/ui/confirm';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatusBadge, ToneBadge } from '@/components/ui/status-badge';
import { notifySuccess } from '@/lib/notify';
import { useApiAccess } from '../api/get-api-access';
import { useApiKeys } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { useRotateApiKey } from '../api/rotate-api-key';
import { ApiAccessPanel } from './api-access-panel';
import { CreateApiKeyModal } from './create-api-key-modal';
import { formatMoment } from './format';
import { NewKeyModal } from './new-key-modal';

const column = createColumnHelper<ApiKey>();

/**
 * /apiKeySettings (spec 6.2 "API Settings"; issue 13): the keys with which a company's own systems
 * call the public API. A key's secret is shown once, when it is created or rotated.
 */
export function ApiKeySettingsPage({
  more,
}: {
  /** Further sections for the company (its webhooks), shown to those who manage its keys. */
  more?: (company: { companyId: number; companyName: string; apiOpen: boolean }) => ReactNode;
} = {}) {
  const { ctx } = useAccessContext();
  const admin = ctx.user?.role === 'admin';
  const companyId = effectiveCompanyId(ctx);
  const companyName = ctx.company?.name ?? 'your company';
  const access = useApiAccess(companyId);
  const canManage = admin || ctx.user?.permission === null;
  const open = access.data?.enabled === true;
  const keys = useApiKeys(companyId ?? 0, companyId !== null && canManage);
  const rotate = useRotateApiKey();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ created: CreatedApiKey; name: string; rotated: boolean } | null>(null);

  const confirmRotate = (key: ApiKey) =>
    confirmAction({
      title: `Rotate “${key.name}”?`,
      message:
        'A new secret replaces the current one at once: systems still using the old secret are refused until they have the new one.',
      confirmLabel: 'Rotate key',
      onConfirm: async () => {
        const created = await rotate.mutateAsync(key.id);
        setShown({ created, name: key.name, rotated: true });
      },
    });
  const confirmRevoke = (key: ApiKey) =>
    confirmAction({
      title: `Revoke “${key.name}”?`,
      message: 'Every call made with this key is refused from now on. This cannot be undone.',
      lost: [`API access of the systems using ${key.prefix}…`],
      confirmLabel: 'Revoke key',
      danger: true,
      onConfirm: async () => {
        await revoke.mutateAsync(key.id);
        notifySuccess(`“${key.name}” revoked`);
      },
    });

  const columns = [
    column.accessor('name', {
      header: 'Name',
      meta: { rowHeader: true, alwaysVisible: true },
      cell: (info) => <Text fw={600}>{info.getValue()}</Text>,
    }),
    column.accessor('prefix', {
      header: 'Key',
      meta: { label: 'Key' },
      cell: (info) => <Code>{info.getValue()}…</Code>,
    }),
    column.accessor('scopes', {
      header: 'Scopes',
      meta: { label: 'Scopes' },
      enableSorting: false,
      cell: (info) => (
        <Group gap={4}>
          {info.getValue().map((scope) => (
            <ToneBadge key={scope} tone="info" tt="none">
              {scope}
            </ToneBadge>
          ))}
        </Group>
      ),
    }),
    column.accessor('createdAt', {
      header: 'Created',
      meta: { label: 'Created' },
      cell: (info) => formatMoment(info.getValue()),
    }),
    column.accessor('expiresAt', {
      header: 'Expires',
      meta: { label: 'Expires' },
      cell: (info) => formatMoment(info.getValue(), 'Never'),
    }),
    column.accessor('lastUsedAt', {
      header: 'Last used',
      meta: { label: 'Last used' },
      cell: (info) => formatMoment(info.getValue(), 'Not yet'),
    }),
    column.accessor((key) => apiKeyStatus(key), {
      id: 'status',
      header: 'Status',
      meta: { label: 'Status' },
      cell: (info) => (
        <StatusBadge set="apiKeyStatus" code={info.getValue()} prefix="Status" withDescription />
      ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden-text">Actions</span>,
      meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
      cell: ({ row }) =>
        apiKeyStatus(row.original) === 'revoked' ? null : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Actions for ${row.original.name}`}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {open && apiKeyStatus(row.original) === 'active' ? (
                <Menu.Item onClick={() => confirmRotate(row.original)}>Rotate secret</Menu.Item>
              ) : null}
              <Menu.Divider />
              <Menu.Item color="red" onClick={() => confirmRevoke(row.original)}>
                Revoke key
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ),
    }),
  ];

  const createButton =
    open && canManage ? (
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
        Create API key
      </Button>
    ) : null;

  return (
    <>
      <PageHeader
        title="API Settings"
        description={
          companyId === null ? (
            'Open the public API to a company here. Visit a company’s workplace to see or revoke its keys.'
          ) : (
            <>
              Keys let {possessive(companyName, '’')} own systems call the ESG Platform API. Each key acts for
              the company within the scopes you give it; send it in the <Code>X-API-Key</Code> header.
            </>
          )
        }
        primaryAction={createButton}
        secondaryActions={
          <ButtonLink to="/api-documentation" variant="default">
            API documentation
          </ButtonLink>
        }
      />
      <Stack gap="lg">
        {admin ? <ApiAccessPanel /> : null}
        {companyId === null ? null : access.isError ? (
          <QueryError error={access.error} onRetry={() => void access.refetch()} />
        ) : !canManage ? (
          <Card p="lg">
            <EmptyState
              title="Only your company’s team manages its API keys."
              description="Contributors and outside parties cannot see or create keys. Ask your company’s primary user."
            />
          </Card>
        ) : (
          <Card p="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  Keys of {companyName}
                </Title>
                {access.data ? (
                  <ToneBadge tone={open ? 'success' : 'neutral'}>
                    {open ? 'API enabled' : 'API not enabled'}
                  </ToneBadge>
                ) : null}
              </Group>
              <DataTable
                label="API keys"
                itemName={['key', 'keys']}
                columns={columns}
                data={keys.data}
                getRowId={(key) => key.id}
                loading={keys.isPending || access.isPending}
                fetching={keys.isFetching && !keys.isPending}
                error={keys.error}
                onRetry={() => void keys.refetch()}
                paging={{ mode: 'client', pageSize: 20 }}
                sorting={{ mode: 'client', initial: [{ id: 'createdAt', desc: true }] }}
                empty={
                  open ? (
                    <EmptyState
                      icon={<IconKey size={28} aria-hidden />}
                      title="No API keys yet."
                      description="Create a key for each system that calls the API, with only the scopes it needs."
                      action={
                        <Button variant="light" onClick={() => setCreating(true)}>
                          Create API key
                        </Button>
                      }
                    />
                  ) : (
                    <EmptyState
                      icon={<IconKey size={28} aria-hidden />}
                      title={`The API is not enabled for ${companyName}.`}
                      description="The platform admin opens the public API to a company; keys can be created here once it is open."
                    />
                  )
                }
              />
            </Stack>
          </Card>
        )}
        {companyId !== null && canManage && access.data
          ? more?.({ companyId, companyName, apiOpen: open })
          : null}
      </Stack>
      {creating ? (
        <CreateApiKeyModal
          onClose={() => setCreating(false)}
          onCreated={(created, name) => setShown({ created, name, rotated: false })}
        />
      ) : null}
      {shown ? <NewKeyModal {...shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}
