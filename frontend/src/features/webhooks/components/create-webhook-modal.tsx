import {
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { activityTitle } from '@esg/contracts/activities';
import {
  createWebhookFormSchema,
  eventTypeService,
  WEBHOOK_EVENT_TYPES,
  type CreatedWebhook,
} from '@esg/contracts/webhooks';
import { FormAlert } from '@/components/ui/form-alert';
import { useZodForm } from '@/lib/form';
import { useCreateWebhook } from '../api/create-webhook';

const SERVICE_NAMES: Record<string, string> = {
  'action-plans': 'Action plans',
  'data-collection': 'Data collection',
  gateway: 'Accounts',
  notifications: 'Change log',
  reporting: 'Reporting and PAI',
  scoring: 'Climate and scoring',
};

/** The event types a webhook can receive, by the service that publishes them. */
const GROUPS = Object.entries(
  WEBHOOK_EVENT_TYPES.reduce<Record<string, string[]>>((groups, type) => {
    (groups[eventTypeService(type)] ??= []).push(type);
    return groups;
  }, {}),
);

/** URL and event types; the created webhook's secret is handed on to be shown once. */
export function CreateWebhookModal({
  companyName,
  onClose,
  onCreated,
}: {
  companyName: string;
  onClose: () => void;
  onCreated: (created: CreatedWebhook, url: string) => void;
}) {
  const create = useCreateWebhook();
  const form = useZodForm(createWebhookFormSchema, { url: '', scope: 'all', events: [] });
  const save = form.submit((request) =>
    create.mutate(request, {
      onSuccess: (created) => {
        onClose();
        onCreated(created, request.url);
      },
    }),
  );
  const chosen = form.getValues().scope === 'chosen';
  return (
    <Modal opened onClose={onClose} title="Add webhook" size="xl">
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <TextInput
            label="Receiver URL"
            description="Where events are posted, e.g. https://erp.example.com/hooks/esg. Production needs https and a public address."
            placeholder="https://"
            required
            data-autofocus
            {...form.getInputProps('url')}
          />
          <Radio.Group label="Events" required {...form.getInputProps('scope')}>
            <Stack gap="xs" mt="xs">
              <Radio value="all" label={`Every event ${companyName} may see, including types added later`} />
              <Radio value="chosen" label="Only the types I choose" />
            </Stack>
          </Radio.Group>
          {chosen ? (
            <Checkbox.Group label="Event types" required {...form.getInputProps('events')}>
              <ScrollArea.Autosize mah={320} mt="xs" type="auto">
                <Stack gap="md" pr="sm">
                  {GROUPS.map(([service, types]) => (
                    <Stack key={service} gap={6}>
                      <Text size="sm" fw={600}>
                        {SERVICE_NAMES[service] ?? service}
                      </Text>
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
                        {types.map((type) => (
                          <Checkbox
                            key={type}
                            value={type}
                            label={
                              <span style={{ display: 'flex', flexDirection: 'column' }}>
                                <Text span size="sm">
                                  {activityTitle(type).replace(/^./, (c) => c.toUpperCase())}
                                </Text>
                                <Text
                                  span
                                  size="xs"
                                  c="dimmed"
                                  ff="monospace"
                                  style={{ wordBreak: 'break-all' }}
                                >
                                  {type}
                                </Text>
                              </span>
                            }
                          />
                        ))}
                      </SimpleGrid>
                    </Stack>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Checkbox.Group>
          ) : null}
          <FormAlert error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add webhook
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
