import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { QueryError } from '@/components/ui/query-error';
import { useCurrentUser } from '@/lib/auth-store';
import { useAddInternalNote } from '../api/add-internal-note';
import { actionPlanErrorMessage } from '../api/errors';
import { useInternalNotes } from '../api/get-internal-notes';
import { useUpdateInternalNote } from '../api/update-internal-note';
import { Failure } from './failure';
import { NewEntryForm } from './new-entry-form';
import { Thread } from './thread';

/**
 * Internal notes: the investor side only. The service never sends them to a portfolio company;
 * this panel is not even rendered for one (nor for the investor side viewing as one).
 */
export function InternalNotesPanel({
  recommendationId,
  canWrite,
}: {
  recommendationId: number;
  canWrite: boolean;
}) {
  const user = useCurrentUser();
  const notes = useInternalNotes(recommendationId, true);
  const add = useAddInternalNote(recommendationId);
  const update = useUpdateInternalNote(recommendationId);

  return (
    <Card
      component="section"
      aria-labelledby="ap-notes-heading"
      bg="#fbfaf4"
      style={{ borderColor: '#eadfb8' }}
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} id="ap-notes-heading">
          Internal notes
        </Title>
        <Badge
          variant="light"
          color="yellow"
          c="#6b4a00"
          leftSection={<IconLock size={12} aria-hidden />}
          tt="none"
        >
          Investor side only
        </Badge>
      </Group>
      <Stack gap="md">
        <QueryError
          error={notes.error}
          message={actionPlanErrorMessage(notes.error, ACTION_PLAN_ERRORS.fetchNotes)}
          onRetry={() => void notes.refetch()}
        />
        <Failure error={update.error} fallback={ACTION_PLAN_ERRORS.updateNote} />
        {notes.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading internal notes" />
        ) : notes.data && notes.data.length > 0 ? (
          <Thread
            label="Internal notes"
            entries={notes.data.map((n) => ({
              id: n.noteId,
              authorId: n.authorId,
              authorName: n.author?.name ?? 'Unknown user',
              text: n.note,
              createdAt: n.createdAt,
              edited: n.editedAt !== null,
            }))}
            currentUserId={user.id}
            canEditOwn={canWrite}
            editLabel="Edit internal note"
            saveLabel="Save note"
            pending={update.isPending}
            onSave={(noteId, note, done) => update.mutate({ noteId, note }, { onSuccess: done })}
          />
        ) : (
          <Text size="sm" c="dimmed">
            No internal notes yet.
          </Text>
        )}
        {canWrite ? (
          <NewEntryForm
            label="Add an internal note"
            submitLabel="Add note"
            error={add.error}
            fallback={ACTION_PLAN_ERRORS.addNote}
            pending={add.isPending}
            onSubmit={(text, done) => add.mutate({ note: text }, { onSuccess: done })}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
