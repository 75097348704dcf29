import { possessive } from '@esg/contracts/text';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudOff, IconUsers } from '@tabler/icons-react';
import type { AutosaveState } from '../hooks/use-autosave';
import { authorOf } from './value-format';

/** Hours and minutes, as the screens show times (UTC). */
function timeOf(at: Date | string): string {
  return new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
}

interface AutosaveStatusProps {
  /** The question's title, for the buttons' accessible names. */
  title: string;
  state: AutosaveState;
  /** Who saved the stored value and when, shown while nothing is being edited. */
  lastSaved: string;
  /** The author's edit and the other person's value in words, for a conflict. */
  mine: string;
  theirs: string;
  onRetry: () => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * Where a question's edits stand, in words (ADR 0226): "Saving…", "Saved at 11:42", "Not saved:
 * <reason>" with Retry, and a conflict with the other person's value and the author's choice.
 */
export function AutosaveStatus({
  title,
  state,
  lastSaved,
  mine,
  theirs,
  onRetry,
  onKeepMine,
  onTakeTheirs,
}: AutosaveStatusProps) {
  if (state.kind === 'conflict') {
    const who = state.theirs ? authorOf(state.theirs) : 'Someone';
    const when = state.theirs ? ` at ${timeOf(state.theirs.createdAt)}` : '';
    return (
      <Alert
        color="orange"
        variant="light"
        p="sm"
        icon={<IconUsers size={16} aria-hidden />}
        title={`${who} saved this value${when} while you were editing it`}
        data-testid="autosave-conflict"
      >
        <Stack gap={6}>
          <Text size="sm">
            Theirs: <strong>{theirs}</strong>
          </Text>
          <Text size="sm">
            Yours (not saved): <strong>{mine}</strong>
          </Text>
          <Text size="xs" c="dimmed">
            Nothing is overwritten until you choose.
          </Text>
          <Group gap="xs">
            <Button size="compact-sm" onClick={onKeepMine} aria-label={`Keep my value of ${title}`}>
              Keep mine
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={onTakeTheirs}
              aria-label={`Take ${possessive(who)} value of ${title}`}
            >
              Take theirs
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  const line = (() => {
    switch (state.kind) {
      case 'clean':
        return (
          <Text size="xs" c="dimmed">
            {lastSaved}
          </Text>
        );
      case 'pending':
        return (
          <Text size="xs" c="dimmed">
            Unsaved changes: saved when you pause
          </Text>
        );
      case 'waiting':
        return (
          <Text size="xs" c="orange.9">
            Not saved yet: {state.reason}
          </Text>
        );
      case 'saving':
        return (
          <Text size="xs" c="dimmed">
            Saving…
          </Text>
        );
      case 'saved':
        return (
          <Group gap={4} wrap="nowrap">
            <IconCheck size={14} aria-hidden color="var(--mantine-color-green-8)" />
            <Text size="xs" c="green.9">
              Saved at {timeOf(state.at)}
            </Text>
          </Group>
        );
      case 'failed':
        return (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCloudOff size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="red.8">
              Not saved: {state.reason} Your edit stays here and is sent again in{' '}
              {Math.round(state.retryIn / 1000)} s.
            </Text>
          </Group>
        );
      case 'refused':
        return (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="red.8">
              Not saved:{' '}
              {state.issues.length > 0 ? state.issues.map((i) => i.message).join(' ') : state.reason}
            </Text>
          </Group>
        );
    }
  })();
  const retryable = state.kind === 'failed' || state.kind === 'refused';
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" role="status" aria-live="polite">
      {line}
      {retryable ? (
        <Button size="compact-xs" variant="light" onClick={onRetry} aria-label={`Retry saving ${title}`}>
          Retry
        </Button>
      ) : null}
    </Group>
  );
}
