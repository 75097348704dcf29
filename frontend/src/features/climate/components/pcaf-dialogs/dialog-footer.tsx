import { Alert, Button, Group } from '@mantine/core';

/** The saved-input dialogs' foot: the server's error, Remove (when something is saved), Cancel and Save. */
export function DialogFooter({
  error,
  removeLabel,
  removing,
  onRemove,
  saveLabel,
  saving,
  onSave,
  busy,
  onCancel,
}: {
  error: string | null;
  removeLabel: string | null;
  removing: boolean;
  onRemove: () => void;
  saveLabel: string;
  saving: boolean;
  onSave: () => void;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="space-between">
        {removeLabel ? (
          <Button variant="subtle" color="red" loading={removing} disabled={busy} onClick={onRemove}>
            {removeLabel}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onSave} loading={saving} disabled={busy}>
            {saveLabel}
          </Button>
        </Group>
      </Group>
    </>
  );
}
