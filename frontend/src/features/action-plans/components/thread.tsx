import { useState } from 'react';
import { Anchor, Avatar, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { confirmAction } from '@/components/ui/confirm';
import { formatDate } from './format';

export interface ThreadEntry {
  id: number;
  authorId: number;
  authorName: string;
  text: string;
  createdAt: string;
  edited: boolean;
}

interface ThreadProps {
  label: string;
  entries: readonly ThreadEntry[];
  currentUserId: number;
  canEditOwn: boolean;
  editLabel: string;
  saveLabel: string;
  pending: boolean;
  onSave: (id: number, text: string, done: () => void) => void;
  /** Deleting one's own entry (comments), confirmed first; absent when entries cannot be deleted. */
  onDelete?: (id: number) => Promise<unknown>;
  deleteErrorMessage?: (error: unknown) => string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p[0]?.toUpperCase())
    .slice(0, 2)
    .join('');

/** A discussion (comments, internal notes): who said what when; authors edit (and delete) their own. */
export function Thread({
  label,
  entries,
  currentUserId,
  canEditOwn,
  editLabel,
  saveLabel,
  pending,
  onSave,
  onDelete,
  deleteErrorMessage,
}: ThreadProps) {
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  return (
    <Stack component="ul" aria-label={label} gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => {
        const own = canEditOwn && entry.authorId === currentUserId;
        return (
          <li key={entry.id}>
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <Avatar size={30} radius="xl" color="brand" aria-hidden="true">
                {initials(entry.authorName)}
              </Avatar>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm">
                  <Text span fw={600}>
                    {entry.authorName}
                  </Text>{' '}
                  <Text span c="dimmed" size="xs">
                    · {formatDate(entry.createdAt)}
                    {entry.edited ? ' · edited' : ''}
                  </Text>
                </Text>
                {editing?.id === entry.id ? (
                  <Stack gap="xs">
                    <Textarea
                      label={editLabel}
                      minRows={2}
                      value={editing.text}
                      onChange={(event) => setEditing({ id: entry.id, text: event.currentTarget.value })}
                    />
                    <Group gap="xs">
                      <Button
                        size="xs"
                        loading={pending}
                        disabled={editing.text.trim() === ''}
                        onClick={() => onSave(entry.id, editing.text.trim(), () => setEditing(null))}
                      >
                        {saveLabel}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                        Cancel
                      </Button>
                    </Group>
                  </Stack>
                ) : (
                  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {entry.text}
                  </Text>
                )}
                {own && editing?.id !== entry.id ? (
                  <Group gap="md">
                    <Anchor
                      component="button"
                      type="button"
                      size="xs"
                      onClick={() => setEditing({ id: entry.id, text: entry.text })}
                    >
                      Edit
                    </Anchor>
                    {onDelete ? (
                      <Anchor
                        component="button"
                        type="button"
                        size="xs"
                        c="red.9"
                        onClick={() =>
                          confirmAction({
                            title: 'Delete your comment?',
                            message: `“${entry.text.length > 120 ? `${entry.text.slice(0, 120)}…` : entry.text}”`,
                            lost: ['this comment, for both sides'],
                            confirmLabel: 'Delete comment',
                            danger: true,
                            onConfirm: () => onDelete(entry.id),
                            errorMessage: deleteErrorMessage,
                          })
                        }
                      >
                        Delete
                      </Anchor>
                    ) : null}
                  </Group>
                ) : null}
              </Stack>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
