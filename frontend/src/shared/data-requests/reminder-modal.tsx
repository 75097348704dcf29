import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { FormAlert } from '@/components/ui/form-alert';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSendReminders } from './send-reminders';

/** One response to remind of, named as the mail's recipients will read it. */
export interface ReminderTarget {
  responseId: number | null;
  /** e.g. "Northwind (SFDR 2025)". */
  label: string;
}

/**
 * Remind the companies of these responses now (POST /api/monitoring/reminders), with an optional
 * note; rows without a response yet are left out.
 */
export function ReminderModal({
  targets,
  onClose,
}: {
  targets: readonly ReminderTarget[];
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const send = useSendReminders();
  const withResponse = targets.filter((t) => t.responseId !== null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={targets.length === 1 ? 'Send a reminder' : `Send ${targets.length} reminders`}
    >
      <Stack>
        <FormAlert error={send.error} />
        <Text size="sm">
          {withResponse.map((t) => t.label).join(', ')} will be reminded by mail: their signed-in users who
          owe the data.
        </Text>
        <Textarea
          label="Note (optional)"
          description="Added at the end of the mail, as yours."
          maxLength={1000}
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            leftSection={<IconBell size={16} aria-hidden />}
            loading={send.isPending}
            onClick={() =>
              send.mutate(
                {
                  responseIds: withResponse.map((t) => t.responseId!),
                  ...(note.trim() ? { message: note.trim() } : {}),
                },
                {
                  onSuccess: (result) => {
                    const refused = result.outcomes.filter((o) => o.outcome === 'refused');
                    if (refused.length) notifyError(refused.map((o) => o.message).join(' '), result.message);
                    else notifySuccess(result.message ?? 'Reminder sent');
                    onClose();
                  },
                },
              )
            }
          >
            Send reminder
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
