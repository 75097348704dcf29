import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ApiError } from '@/lib/api-client';

/** A failed load (not a form's failure): its message and "Try again". */
export function QueryError({
  error,
  message,
  onRetry,
  title = 'It did not work',
}: {
  error: unknown;
  /** The spec 8 default message of the call; the server's message wins when it sent one. */
  message?: string;
  onRetry?: () => void;
  title?: string;
}) {
  if (!error) return null;
  const text =
    error instanceof ApiError && error.message ? error.message : (message ?? 'Something went wrong.');
  return (
    <Alert color="red" title={title} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{text}</Text>
        {onRetry ? (
          <Button
            size="xs"
            variant="white"
            color="red.9"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={onRetry}
          >
            Try again
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
