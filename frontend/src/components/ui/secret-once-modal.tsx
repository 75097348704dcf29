import type { ReactNode } from 'react';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * The one time a secret (an API key, a webhook signing secret) is shown: a warning, the secret
 * with a copy button, an example of its use and a closing button that says it has been stored.
 */
export function SecretOnceModal({
  title,
  noun,
  secret,
  testId,
  intro,
  warning,
  example,
  onClose,
}: {
  title: string;
  /** What the secret is called in the buttons and the warning: "key", "secret". */
  noun: string;
  secret: string;
  /** data-testid of the secret's text, which browser tests read. */
  testId: string;
  intro?: ReactNode;
  /** What the warning adds after "It is shown only this once and cannot be retrieved later." */
  warning: ReactNode;
  example: { title: string; code: string; footnote?: ReactNode };
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeOnClickOutside={false}>
      <Stack gap="md">
        {intro ? (
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {intro}
          </Text>
        ) : null}
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={`Copy the ${noun} now`}
        >
          It is shown only this once and cannot be retrieved later. {warning}
        </Alert>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            data-testid={testId}
          >
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? 'Copied' : `Copy ${noun}`}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {example.title}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {example.code}
          </Code>
          {example.footnote ? (
            <Text size="xs" c="dimmed">
              {example.footnote}
            </Text>
          ) : null}
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose}>I have stored the {noun}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
