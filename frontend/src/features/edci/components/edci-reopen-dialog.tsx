import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { FormAlert } from '@/components/ui/form-alert';

/** Asks why a submitted EDCI submission is reopened; the page runs the reopen (useSubmissionActions). */
export function EdciReopenDialog({
  opened,
  year,
  onClose,
  onReopen,
  pending,
  error,
}: {
  opened: boolean;
  year: number;
  onClose: () => void;
  onReopen: (reason: string) => void;
  pending: boolean;
  error: unknown;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = reason.trim().length < 3;
  return (
    <Modal opened={opened} onClose={onClose} centered title={`Reopen the ${year} submission?`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!tooShort) onReopen(reason.trim());
        }}
      >
        <Stack>
          <Text size="sm">
            It becomes a draft again and follows the published data; the history keeps the reason, and the
            next submission lists what changed.
          </Text>
          <Textarea
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && tooShort ? 'Say why the submission is reopened' : undefined}
            required
            autosize
            minRows={2}
            maxLength={500}
          />
          <FormAlert error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Reopen
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
