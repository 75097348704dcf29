import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { MonitoringRow } from '@esg/contracts/monitoring';
import { FormAlert } from '@/components/ui/form-alert';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSendReminders } from './send-reminders';

/**
 * Remind the companies of these responses now (POST /api/monitoring/reminders), with an optional
 * note; rows without a response yet are left out.
 */
export function ReminderModal({ rows, onClose }: { rows: readonly MonitoringRow[]; onClose: () => void }) {
  const [note, setNote] = useState('');
  const send = useSendReminders();
  const withResponse = rows.filter((r) => r.responseId !== null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={rows.length === 1 ? 'Send a reminder' : `Send ${rows.length} reminders`}
    >
      <Stack>
        <FormAlert error={send.error} />
        <Text size="sm">
          {withResponse.map((r) => `${r.company.name} (${r.standardName} ${r.period})`).join(', ')} will be
          reminded by mail: their signed-in users who owe the data.
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
                  responseIds: withResponse.map((r) => r.responseId!),
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
