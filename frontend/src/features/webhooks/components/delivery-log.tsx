import { Button, Card, CloseButton, Code, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { activityTitle } from '@esg/contracts/activities';
import { WEBHOOK_MAX_ATTEMPTS, type Webhook, type WebhookDelivery } from '@esg/contracts/webhooks';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { notifySuccess } from '@/lib/notify';
import { useWebhookDeliveries } from '../api/list-webhook-deliveries';
import { useRedeliverWebhook } from '../api/redeliver-webhook';

const column = createColumnHelper<WebhookDelivery>();

/** What the receiver last answered: its status, or why there was no answer. */
function Answer({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempts === 0)
    return (
      <Text size="sm" c="dimmed">
        Not sent yet
      </Text>
    );
  const text = delivery.responseStatus !== null ? `HTTP ${delivery.responseStatus}` : 'No answer';
  return delivery.lastError ? (
    <Tooltip label={delivery.lastError} multiline maw={360}>
      <Text size="sm" c={delivery.status === 'delivered' ? undefined : 'red.8'} style={{ cursor: 'help' }}>
        {text}
      </Text>
    </Tooltip>
  ) : (
    <Text size="sm">{text}</Text>
  );
}

/**
 * A webhook's delivery log: each event sent to it with its status, attempts, the receiver's last
 * answer and the next attempt; "Redeliver" sends any of them again now (a failed one too).
 */
export function DeliveryLog({
  webhook,
  canRedeliver,
  onClose,
}: {
  webhook: Webhook;
  canRedeliver: boolean;
  onClose: () => void;
}) {
  const deliveries = useWebhookDeliveries(webhook.id);
  const redeliver = useRedeliverWebhook();

  const columns = [
    column.accessor('eventType', {
      header: 'Event',
      meta: { rowHeader: true, alwaysVisible: true },
      enableSorting: false,
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {activityTitle(row.original.eventType).replace(/^./, (c) => c.toUpperCase())}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {row.original.eventType}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      meta: { label: 'Status' },
      cell: (info) => (
        <StatusBadge set="webhookDeliveryStatus" code={info.getValue()} prefix="Status" withDescription />
      ),
    }),
    column.accessor('attempts', {
      header: 'Attempts',
      meta: { label: 'Attempts', align: 'right' },
      cell: (info) => `${info.getValue()}`,
    }),
    column.accessor('responseStatus', {
      header: 'Last answer',
      meta: { label: 'Last answer' },
      enableSorting: false,
      cell: ({ row }) => <Answer delivery={row.original} />,
    }),
    column.accessor('nextAttemptAt', {
      header: 'Next attempt',
      meta: { label: 'Next attempt' },
      cell: ({ row }) =>
        row.original.nextAttemptAt
          ? formatDateTime(row.original.nextAttemptAt)
          : row.original.status === 'pending'
            ? 'Paused'
            : '—',
    }),
    column.accessor('createdAt', {
      header: 'Queued',
      meta: { label: 'Queued' },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden-text">Actions</span>,
      meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
      cell: ({ row }) =>
        canRedeliver ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={redeliver.isPending && redeliver.variables?.deliveryId === row.original.id}
            aria-label={`Redeliver ${row.original.eventType} (${row.original.id})`}
            onClick={() =>
              redeliver.mutate(
                { webhookId: webhook.id, deliveryId: row.original.id },
                { onSuccess: () => notifySuccess('Redelivery queued: it is sent now') },
              )
            }
          >
            Redeliver
          </Button>
        ) : null,
    }),
  ];

  return (
    <Card p="md" data-testid="webhook-delivery-log">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5">
              Delivery log
            </Title>
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              <Code>{webhook.url}</Code> · retried up to {WEBHOOK_MAX_ATTEMPTS} times, then marked failed
            </Text>
          </Stack>
          <CloseButton aria-label="Close the delivery log" onClick={onClose} />
        </Group>
        <DataTable
          label={`Deliveries to ${webhook.url}`}
          narrowColumnVisibility={{ attempts: false, nextAttemptAt: false, createdAt: false }}
          itemName={['delivery', 'deliveries']}
          columns={columns}
          data={deliveries.data}
          getRowId={(delivery) => delivery.id}
          loading={deliveries.isPending}
          fetching={deliveries.isFetching && !deliveries.isPending}
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
          paging={{ mode: 'client', pageSize: 10 }}
          sorting={{ mode: 'client', initial: [{ id: 'createdAt', desc: true }] }}
          empty={
            <EmptyState
              icon={<IconSend size={28} aria-hidden />}
              title="Nothing sent yet."
              description="Each event this webhook receives appears here with the receiver’s answer."
            />
          }
        />
      </Stack>
    </Card>
  );
}
