import { useState } from 'react';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { useCurrentUser } from '@/lib/auth-store';
import { useAddInternalNote } from '../api/add-internal-note';
import { useInternalNotes } from '../api/get-internal-notes';
import { useUpdateInternalNote } from '../api/update-internal-note';
import { Failure } from './failure';
import { formatDate } from './format';
import { NewEntryForm } from './new-entry-form';

/**
 * Internal notes: the investor side only. The service never sends them to a portfolio company;
 * this panel is not even rendered for one.
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
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);

  return (
    <section className="card stack ap-internal" aria-labelledby="ap-notes-heading">
      <h2 id="ap-notes-heading" className="card__title">
        Internal notes <span className="ap-muted ap-small">(investor side only)</span>
      </h2>
      <Failure error={notes.error} fallback={ACTION_PLAN_ERRORS.fetchNotes} />
      <Failure error={update.error} fallback={ACTION_PLAN_ERRORS.updateNote} />
      {notes.isPending ? (
        <p aria-busy="true">Loading internal notes…</p>
      ) : notes.data && notes.data.length > 0 ? (
        <ul className="ap-thread" aria-label="Internal notes">
          {notes.data.map((note) => (
            <li key={note.noteId} className="ap-thread__item">
              <p className="ap-thread__meta">
                <strong>{note.author?.name ?? 'Unknown user'}</strong> · {formatDate(note.createdAt)}
                {note.editedAt ? ' · edited' : ''}
              </p>
              {editing?.id === note.noteId ? (
                <div className="stack">
                  <label className="visually-hidden" htmlFor={`ap-note-edit-${note.noteId}`}>
                    Edit internal note
                  </label>
                  <textarea
                    id={`ap-note-edit-${note.noteId}`}
                    className="field__input"
                    rows={2}
                    value={editing.text}
                    onChange={(event) => setEditing({ id: note.noteId, text: event.target.value })}
                  />
                  <div className="ap-actions">
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={update.isPending}
                      onClick={() =>
                        editing.text.trim() !== '' &&
                        update.mutate(
                          { noteId: note.noteId, note: editing.text.trim() },
                          { onSuccess: () => setEditing(null) },
                        )
                      }
                    >
                      Save note
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
                <p className="ap-thread__text">{note.note}</p>
              )}
              {canWrite && note.authorId === user.id && editing?.id !== note.noteId ? (
                <div className="ap-thread__tools">
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setEditing({ id: note.noteId, text: note.note })}
                  >
                    Edit
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="ap-muted">No internal notes yet.</p>
      )}
      {canWrite ? (
        <NewEntryForm
          id="ap-note-new"
          label="Add an internal note"
          submitLabel="Add note"
          error={add.error}
          fallback={ACTION_PLAN_ERRORS.addNote}
          pending={add.isPending}
          onSubmit={(text, done) => add.mutate({ note: text }, { onSuccess: done })}
        />
      ) : null}
    </section>
  );
}
