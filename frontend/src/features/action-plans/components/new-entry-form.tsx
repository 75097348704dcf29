import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { REQUIRED_MESSAGE } from '@esg/contracts/auth';
import { Failure } from './failure';

/**
 * The "add" form under a recommendation's comments and internal notes: one labelled text area and a
 * submit button, cleared once the entry is saved. Empty text is refused with the spec's message.
 */
export function NewEntryForm({
  label,
  submitLabel,
  error,
  fallback,
  pending,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  error: unknown;
  fallback: string;
  pending: boolean;
  /** Saves the trimmed text; calls `done` once saved so the field is cleared. */
  onSubmit: (text: string, done: () => void) => void;
}) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setInvalid(true);
      return;
    }
    onSubmit(text.trim(), () => setText(''));
  };
  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <Stack gap="xs">
        <Failure error={error} fallback={fallback} />
        <Textarea
          label={label}
          minRows={2}
          maxLength={5000}
          value={text}
          error={invalid && text.trim() === '' ? REQUIRED_MESSAGE : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setInvalid(false);
          }}
        />
        <Group>
          <Button type="submit" size="sm" loading={pending} disabled={text.trim() === ''}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
