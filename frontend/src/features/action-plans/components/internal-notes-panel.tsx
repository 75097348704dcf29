import { useState, type FormEvent } from 'react';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { useCurrentUser } from '@/lib/auth-store';
import { useAddInternalNote } from '../api/add-internal-note';
import { useInternalNotes } from '../api/get-internal-notes';
import { useUpdateInternalNote } from '../api/update-internal-note';
import { Failure } from './failure';
import { formatDate } from './format';

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
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') return;
    add.mutate({ note: text.trim() }, { onSuccess: () => setText('') });
  };

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
        <form className="stack" onSubmit={submit} aria-label="Add an internal note">
          <Failure error={add.error} fallback={ACTION_PLAN_ERRORS.addNote} />
          <div className="field">
            <label className="field__label" htmlFor="ap-note-new">
              Add an internal note
            </label>
            <textarea
              id="ap-note-new"
              className="field__input"
              rows={2}
              maxLength={5000}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div className="ap-actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={add.isPending || text.trim() === ''}
            >
              Add note
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
