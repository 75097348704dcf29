import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ApiError } from '@/lib/api-client';

export interface ConfirmOptions {
  /** The question, naming the thing: 'Delete "Northwind E&S plan"?'. */
  title: string;
  /** What confirming does, in a sentence. */
  message?: ReactNode;
  /** What will be lost, each named (issue 15: destructive actions say what goes). */
  lost?: readonly string[];
  /** The confirm button says what it does: "Delete plan", "Send draft". */
  confirmLabel: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** Runs on confirm; the dialog stays open (busy) until it settles and shows a failure in place. */
  onConfirm: () => Promise<unknown>;
  /** The failure's message (spec 8 defaults); the server's message otherwise. */
  errorMessage?: (error: unknown) => string;
}

function ConfirmBody({ options, close }: { options: ConfirmOptions; close: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setPending(true);
    setError(null);
    options.onConfirm().then(close, (cause: unknown) => {
      setPending(false);
      setError(
        options.errorMessage?.(cause) ??
          (cause instanceof ApiError ? cause.message : 'Something went wrong. Please try again.'),
      );
    });
  };
  return (
    <Stack gap="md">
      {options.message ? <Text>{options.message}</Text> : null}
      {options.lost && options.lost.length > 0 ? (
        <div>
          <Text fw={600} size="sm" mb={4}>
            This removes for good:
          </Text>
          <List size="sm" spacing={2}>
            {options.lost.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" title="It did not work">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button
          color={options.danger ? 'red.9' : undefined}
          onClick={confirm}
          loading={pending}
          data-autofocus
        >
          {options.confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Asks before doing something that cannot be undone or that others will see (deleting, sending a
 * draft, signing off): a modal naming the thing and what will be lost. The dialog stays open while
 * the action runs and shows its failure, so nothing is lost silently. Needs the layout's ModalsProvider.
 */
export function confirmAction(options: ConfirmOptions): void {
  const id = `confirm-${Math.random().toString(36).slice(2)}`;
  modals.open({
    modalId: id,
    title: options.title,
    size: 'md',
    children: <ConfirmBody options={options} close={() => modals.close(id)} />,
  });
}
