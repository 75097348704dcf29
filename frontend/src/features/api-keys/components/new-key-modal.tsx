import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { CreatedApiKey } from '@esg/contracts/api-keys';

/** The one time a key's secret is shown: copy it now, with an example call. */
export function NewKeyModal({
  created,
  name,
  rotated,
  onClose,
}: {
  created: CreatedApiKey;
  name: string;
  rotated: boolean;
  onClose: () => void;
}) {
  const example = `curl -H "X-API-Key: ${created.key}" ${window.location.origin}/api/metrics`;
  return (
    <Modal
      opened
      onClose={onClose}
      title={rotated ? `New secret for “${name}”` : `Key “${name}” created`}
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title="Copy the key now">
          It is shown only this once and cannot be retrieved later. Store it where your system keeps its
          secrets.
        </Alert>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            data-testid="new-api-key"
          >
            {created.key}
          </Code>
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Try it
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {example}
          </Code>
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose}>I have stored the key</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
