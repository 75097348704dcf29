import { useState } from 'react';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { useCurrentUser } from '@/lib/auth-store';
import { useAddComment } from '../api/add-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useEditComment } from '../api/edit-comment';
import { useComments } from '../api/get-comments';
import type { Comment } from '../api/schemas';
import { Failure } from './failure';
import { formatDate } from './format';
import { NewEntryForm } from './new-entry-form';

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
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);

  const saveEdit = (comment: Comment) => {
    if (!editing || editing.text.trim() === '') return;
    edit.mutate(
      { commentId: comment.commentId, comment: editing.text.trim() },
      { onSuccess: () => setEditing(null) },
    );
  };

  return (
    <section className="card stack" aria-labelledby="ap-comments-heading">
      <h2 id="ap-comments-heading" className="card__title">
        Comments
      </h2>
      <Failure error={comments.error} fallback={ACTION_PLAN_ERRORS.fetchComments} />
      <Failure error={edit.error} fallback={ACTION_PLAN_ERRORS.editComment} />
      <Failure error={remove.error} fallback={ACTION_PLAN_ERRORS.deleteComment} />
      {comments.isPending ? (
        <p aria-busy="true">Loading comments…</p>
      ) : comments.data && comments.data.length > 0 ? (
        <ul className="ap-thread" aria-label="Comments">
          {comments.data.map((comment) => (
            <li key={comment.commentId} className="ap-thread__item">
              <p className="ap-thread__meta">
                <strong>{comment.author?.name ?? 'Unknown user'}</strong> · {formatDate(comment.createdAt)}
                {comment.editedAt ? ' · edited' : ''}
              </p>
              {editing?.id === comment.commentId ? (
                <div className="stack">
                  <label className="visually-hidden" htmlFor={`ap-comment-edit-${comment.commentId}`}>
                    Edit comment
                  </label>
                  <textarea
                    id={`ap-comment-edit-${comment.commentId}`}
                    className="field__input"
                    rows={2}
                    value={editing.text}
                    onChange={(event) => setEditing({ id: comment.commentId, text: event.target.value })}
                  />
                  <div className="ap-actions">
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={edit.isPending}
                      onClick={() => saveEdit(comment)}
                    >
                      Save comment
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setEditing(null)}
                    >
                      Cancel
                    </button>
                  </div>
                </div>
              ) : (
                <p className="ap-thread__text">{comment.comment}</p>
              )}
              {comment.authorId === user.id && editing?.id !== comment.commentId ? (
                <div className="ap-thread__tools">
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setEditing({ id: comment.commentId, text: comment.comment })}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="link-button ap-danger-link"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(comment.commentId)}
                  >
                    Delete
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="ap-muted">No comments yet.</p>
      )}
      {canComment ? (
        <NewEntryForm
          id="ap-comment-new"
          label="Add a comment"
          submitLabel="Post comment"
          error={add.error}
          fallback={ACTION_PLAN_ERRORS.addComment}
          pending={add.isPending}
          onSubmit={(text, done) => add.mutate({ comment: text }, { onSuccess: done })}
        />
      ) : null}
    </section>
  );
}
