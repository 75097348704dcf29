import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Spec 2.8 and 8: on failure a dialog titled 'Error' with 'something went wrong' and an error icon. */
export function TcfdErrorDialog({
  opened,
  onClose,
  onRetry,
}: {
  opened: boolean;
  onClose: () => void;
  onRetry: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Error" centered size="sm">
      <Stack align="center" gap="md">
        <ThemeIcon color="red" variant="light" size={48} radius="xl">
          <IconAlertCircle size={28} aria-hidden />
        </ThemeIcon>
        <Text>something went wrong</Text>
        <Group>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onRetry}>Try again</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
