import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  createApiKeyFormSchema,
  type CreatedApiKey,
} from '@esg/contracts/api-keys';
import { DateField } from '@/components/ui/date-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useZodForm } from '@/lib/form';
import { useCreateApiKey } from '../api/create-api-key';

/** Name, scopes and an optional expiry; the created key is handed on to be shown once. */
export function CreateApiKeyModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (key: CreatedApiKey, name: string) => void;
}) {
  const create = useCreateApiKey();
  const form = useZodForm(createApiKeyFormSchema, { name: '', scopes: ['read:data'], expiresOn: null });
  const save = form.submit((request) =>
    create.mutate(request, {
      onSuccess: (key) => {
        onClose();
        onCreated(key, request.name);
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title="Create API key" size="lg">
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            description="The system that will hold the key, e.g. “Data warehouse”."
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Checkbox.Group
            label="Scopes"
            description="What the key may do. Give each system only what it needs."
            required
            {...form.getInputProps('scopes')}
          >
            <Stack gap="xs" mt="xs">
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={
                    <Text size="sm" component="span">
                      <Text span ff="monospace" fw={600}>
                        {scope}
                      </Text>{' '}
                      — {API_KEY_SCOPE_LABELS[scope]}
                    </Text>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <DateField
            label="Expires on"
            description="Leave empty for a key that does not expire. It stops working at the end of that day (UTC)."
            placeholder="Never"
            value={form.getValues().expiresOn}
            onChange={(value) => form.setFieldValue('expiresOn', value)}
            error={form.errors.expiresOn}
          />
          <FormAlert error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
