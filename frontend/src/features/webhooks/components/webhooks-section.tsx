import { useState } from 'react';
import { ActionIcon, Button, Card, Code, Group, Menu, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDots, IconPlus, IconWebhook } from '@tabler/icons-react';
import { WEBHOOK_ALL_EVENTS, type CreatedWebhook, type Webhook } from '@esg/contracts/webhooks';
import { confirmAction } from '@/components/ui/confirm';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ToneBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { notifySuccess } from '@/lib/notify';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/list-webhooks';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useUpdateWebhook } from '../api/update-webhook';
import { CreateWebhookModal } from './create-webhook-modal';
import { DeliveryLog } from './delivery-log';
import { NewSecretModal } from './new-secret-modal';

const column = createColumnHelper<Webhook>();

function EventsSummary({ events }: { events: string[] }) {
  if (events.includes(WEBHOOK_ALL_EVENTS)) return <ToneBadge tone="brand">All events</ToneBadge>;
  const [first, ...rest] = events;
  return (
    <Group gap={4} wrap="nowrap">
      <Code style={{ whiteSpace: 'nowrap' }}>{first}</Code>
      {rest.length > 0 ? (
        <Tooltip label={rest.join(', ')} multiline maw={420}>
          <Text size="sm" c="dimmed" style={{ cursor: 'help', whiteSpace: 'nowrap' }}>
            +{rest.length} more
          </Text>
        </Tooltip>
      ) : null}
    </Group>
  );
}

function DeliveryCounts({ deliveries }: { deliveries: Webhook['deliveries'] }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ToneBadge tone="success">{deliveries.delivered} delivered</ToneBadge>
      {deliveries.pending > 0 ? <ToneBadge tone="info">{deliveries.pending} pending</ToneBadge> : null}
      {deliveries.failed > 0 ? <ToneBadge tone="danger">{deliveries.failed} failed</ToneBadge> : null}
    </Group>
  );
}

/**
 * The company's webhooks on /apiKeySettings (issue 13, docs/webhooks.md): each subscribed URL with its
 * event types, state and delivery counts; add one (the signing secret shown once), pause or resume,
 * rotate the secret, delete, and open its delivery log with "Redeliver".
 */
export function WebhooksSection({
  companyId,
  companyName,
  apiOpen,
}: {
  companyId: number;
  companyName: string;
  apiOpen: boolean;
}) {
  const hooks = useWebhooks(companyId);
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<{ created: CreatedWebhook; url: string; rotated: boolean } | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const opened = hooks.data?.find((hook) => hook.id === logOf) ?? null;

  const confirmRotate = (hook: Webhook) =>
    confirmAction({
      title: 'Rotate the signing secret?',
      message: `Deliveries to ${hook.url} are signed with a new secret at once: the receiver refuses them until it has the new one.`,
      confirmLabel: 'Rotate secret',
      onConfirm: async () => {
        const created = await rotate.mutateAsync(hook.id);
        setShown({ created, url: hook.url, rotated: true });
      },
    });
  const confirmDelete = (hook: Webhook) =>
    confirmAction({
      title: 'Delete this webhook?',
      message: `Nothing more is sent to ${hook.url}. This cannot be undone.`,
      lost: [
        `The delivery log (${hook.deliveries.delivered + hook.deliveries.pending + hook.deliveries.failed} deliveries)`,
      ],
      confirmLabel: 'Delete webhook',
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(hook.id);
        if (logOf === hook.id) setLogOf(null);
        notifySuccess('Webhook deleted');
      },
    });
  const toggle = (hook: Webhook) =>
    update.mutate(
      { id: hook.id, active: !hook.active },
      { onSuccess: (next) => notifySuccess(next.active ? 'Webhook resumed' : 'Webhook paused') },
    );

  const columns = [
    column.accessor('url', {
      header: 'Receiver',
      meta: { rowHeader: true, alwaysVisible: true },
      cell: (info) => (
        <Text size="sm" ff="monospace" fw={600} style={{ wordBreak: 'break-all' }}>
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('events', {
      header: 'Events',
      meta: { label: 'Events' },
      enableSorting: false,
      cell: (info) => <EventsSummary events={info.getValue()} />,
    }),
    column.accessor('active', {
      header: 'State',
      meta: { label: 'State' },
      cell: (info) =>
        info.getValue() ? (
          <ToneBadge tone="success">Active</ToneBadge>
        ) : (
          <ToneBadge tone="neutral">Paused</ToneBadge>
        ),
    }),
    column.accessor('deliveries', {
      header: 'Deliveries',
      meta: { label: 'Deliveries' },
      enableSorting: false,
      cell: (info) => <DeliveryCounts deliveries={info.getValue()} />,
    }),
    column.accessor('createdAt', {
      header: 'Created',
      meta: { label: 'Created' },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden-text">Actions</span>,
      meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => setLogOf(row.original.id)}>
            Delivery log
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Actions for ${row.original.url}`}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {apiOpen ? (
                <>
                  <Menu.Item onClick={() => toggle(row.original)}>
                    {row.original.active ? 'Pause deliveries' : 'Resume deliveries'}
                  </Menu.Item>
                  <Menu.Item onClick={() => confirmRotate(row.original)}>Rotate secret</Menu.Item>
                  <Menu.Divider />
                </>
              ) : null}
              <Menu.Item color="red" onClick={() => confirmDelete(row.original)}>
                Delete webhook
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    }),
  ];

  const addButton = apiOpen ? (
    <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      Add webhook
    </Button>
  ) : null;

  return (
    <>
      <Card p="md" data-testid="webhooks-section">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2} style={{ flex: '1 1 20rem' }}>
              <Title order={2} size="h4">
                Webhooks of {companyName}
              </Title>
              <Text size="sm" c="dimmed">
                Each event {companyName} may see is posted to your URL as a CloudEvent, signed as Standard
                Webhooks says (<Code>webhook-id</Code>, <Code>webhook-timestamp</Code>,{' '}
                <Code>webhook-signature</Code>), and retried until your receiver answers 2xx.
              </Text>
            </Stack>
            {addButton}
          </Group>
          <DataTable
            label="Webhooks"
            narrowColumnVisibility={{ events: false, createdAt: false }}
            itemName={['webhook', 'webhooks']}
            columns={columns}
            data={hooks.data}
            getRowId={(hook) => hook.id}
            loading={hooks.isPending}
            fetching={hooks.isFetching && !hooks.isPending}
            error={hooks.error}
            onRetry={() => void hooks.refetch()}
            paging={{ mode: 'client', pageSize: 10 }}
            sorting={{ mode: 'client', initial: [{ id: 'createdAt', desc: true }] }}
            empty={
              <EmptyState
                icon={<IconWebhook size={28} aria-hidden />}
                title="No webhooks yet."
                description={
                  apiOpen
                    ? 'Add a webhook to have events pushed to your systems as they happen.'
                    : 'Webhooks can be added once the platform admin opens the public API to the company.'
                }
                action={
                  apiOpen ? (
                    <Button variant="light" onClick={() => setAdding(true)}>
                      Add webhook
                    </Button>
                  ) : undefined
                }
              />
            }
          />
        </Stack>
      </Card>
      {opened ? <DeliveryLog webhook={opened} canRedeliver={apiOpen} onClose={() => setLogOf(null)} /> : null}
      {adding ? (
        <CreateWebhookModal
          companyName={companyName}
          onClose={() => setAdding(false)}
          onCreated={(created, url) => setShown({ created, url, rotated: false })}
        />
      ) : null}
      {shown ? <NewSecretModal {...shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}
