import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { QueryError } from '@/components/ui/query-error';
import { useCurrentUser } from '@/lib/auth-store';
import { useAddComment } from '../api/add-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useEditComment } from '../api/edit-comment';
import { actionPlanErrorMessage } from '../api/errors';
import { useComments } from '../api/get-comments';
import { Failure } from './failure';
import { NewEntryForm } from './new-entry-form';
import { Thread } from './thread';

/** Comments on a recommendation, seen by both sides; authors edit and delete their own. */
export function CommentsPanel({
  recommendationId,
  canComment,
}: {
  recommendationId: number;
  canComment: boolean;
}) {
  const user = useCurrentUser();
  const comments = useComments(recommendationId);
  const add = useAddComment(recommendationId);
  const edit = useEditComment(recommendationId);
  const remove = useDeleteComment(recommendationId);

  return (
    <Card component="section" aria-labelledby="ap-comments-heading">
      <Title order={2} id="ap-comments-heading" mb="sm">
        Comments
      </Title>
      <Stack gap="md">
        <QueryError
          error={comments.error}
          message={actionPlanErrorMessage(comments.error, ACTION_PLAN_ERRORS.fetchComments)}
          onRetry={() => void comments.refetch()}
        />
        <Failure error={edit.error} fallback={ACTION_PLAN_ERRORS.editComment} />
        {comments.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading comments" />
        ) : comments.data && comments.data.length > 0 ? (
          <Thread
            label="Comments"
            entries={comments.data.map((c) => ({
              id: c.commentId,
              authorId: c.authorId,
              authorName: c.author?.name ?? 'Unknown user',
              text: c.comment,
              createdAt: c.createdAt,
              edited: c.editedAt !== null,
            }))}
            currentUserId={user.id}
            canEditOwn={canComment}
            editLabel="Edit comment"
            saveLabel="Save comment"
            pending={edit.isPending}
            onSave={(commentId, comment, done) => edit.mutate({ commentId, comment }, { onSuccess: done })}
            onDelete={(commentId) => remove.mutateAsync(commentId)}
            deleteErrorMessage={(error) => actionPlanErrorMessage(error, ACTION_PLAN_ERRORS.deleteComment)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            No comments yet.
          </Text>
        )}
        {canComment ? (
          <NewEntryForm
            label="Add a comment"
            submitLabel="Post comment"
            error={add.error}
            fallback={ACTION_PLAN_ERRORS.addComment}
            pending={add.isPending}
            onSubmit={(text, done) => add.mutate({ comment: text }, { onSuccess: done })}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
