import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { CreatedWebhook } from '@esg/contracts/webhooks';

/** How a receiver checks a delivery (Standard Webhooks), shown beside the secret. */
const VERIFY = `const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
const expected = crypto
  .createHmac('sha256', key)
  .update(\`\${headers['webhook-id']}.\${headers['webhook-timestamp']}.\${rawBody}\`)
  .digest('base64');
// headers['webhook-signature'] lists "v1,<signature>": accept when one equals v1,\${expected}`;

/** The one time a webhook's signing secret is shown: copy it now, with how to verify a delivery. */
export function NewSecretModal({
  created,
  url,
  rotated,
  onClose,
}: {
  created: CreatedWebhook;
  url: string;
  rotated: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={rotated ? 'New signing secret' : 'Webhook created'}
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          Deliveries to <Code>{url}</Code> are signed with this secret
          {rotated ? ' from now on; the previous one no longer signs anything.' : '.'}
        </Text>
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title="Copy the secret now">
          It is shown only this once and cannot be retrieved later. Your receiver needs it to check the{' '}
          <Code>webhook-signature</Code> header.
        </Alert>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            data-testid="new-webhook-secret"
          >
            {created.secret}
          </Code>
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Verify a delivery (Node.js)
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {VERIFY}
          </Code>
          <Text size="xs" c="dimmed">
            Any Standard Webhooks library does the same. Reject old timestamps and deduplicate on{' '}
            <Code>webhook-id</Code>.
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose}>I have stored the secret</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
