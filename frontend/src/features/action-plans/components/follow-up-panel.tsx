import { useState, type FormEvent } from 'react';
import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_FILE_EXTENSIONS,
  progressTagSchema,
} from '@esg/contracts/action-plans';
import { useAddProgressTag } from '../api/add-progress-tag';
import { useOptionListing } from '../api/get-listings';
import type { RecommendationDetail } from '../api/schemas';
import { useSetAdditionalCommentary } from '../api/set-additional-commentary';
import { useSetVerifyDocument } from '../api/set-verify-document';
import { showToast } from '../hooks/use-toasts';
import { Failure } from './failure';
import { FileList } from './file-list';
import { formatDate } from './format';

const ACCEPT = ACTION_PLAN_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Progress tags (both sides), and the investor side's additional commentary, advisor and verification documents. */
export function FollowUpPanel({ rec }: { rec: RecommendationDetail }) {
  const caps = rec.capabilities;
  const tags = useOptionListing('progress-tags');
  const addTag = useAddProgressTag(rec.actionPlanId, rec.id);
  const commentary = useSetAdditionalCommentary(rec.actionPlanId, rec.id);
  const verify = useSetVerifyDocument(rec.actionPlanId, rec.id);
  const [tag, setTag] = useState('');
  const [note, setNote] = useState('');
  const [commentaryText, setCommentaryText] = useState(rec.additionalCommentary ?? '');
  const [advisorFile, setAdvisorFile] = useState<File | null>(null);
  const [verifyFile, setVerifyFile] = useState<File | null>(null);
  const open = rec.status !== 'signed-off' && rec.actionPlan.status !== 'signed-off';
  const tagLabel = (value: string) => tags.data.find((option) => option.value === value)?.label ?? value;

  const submitTag = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = progressTagSchema.safeParse(tag);
    if (!parsed.success) return;
    addTag.mutate(
      { tag: parsed.data, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (message) => {
          showToast(message ?? 'Progress tag added successfully');
          setTag('');
          setNote('');
        },
      },
    );
  };

  const submitCommentary = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    commentary.mutate(
      { additionalCommentary: commentaryText.trim(), file: advisorFile },
      {
        onSuccess: (message) => {
          showToast(message ?? 'Additional commentary saved successfully');
          setAdvisorFile(null);
          form.reset();
        },
      },
    );
  };

  const submitVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!verifyFile) return;
    const form = event.currentTarget;
    verify.mutate(verifyFile, {
      onSuccess: (message) => {
        showToast(message ?? 'Verification document uploaded successfully');
        setVerifyFile(null);
        form.reset();
      },
    });
  };

  return (
    <>
      <section className="card stack" aria-labelledby="ap-tags-heading">
        <h2 id="ap-tags-heading" className="card__title">
          Progress
        </h2>
        {rec.progressTags.length === 0 ? (
          <p className="ap-muted">No progress tags yet.</p>
        ) : (
          <ul className="ap-list" aria-label="Progress tags">
            {[...rec.progressTags].reverse().map((entry) => (
              <li key={`${entry.addedAt}-${entry.tag}`} className="ap-list__item">
                <span className={`pill pill--tag-${entry.tag}`}>{tagLabel(entry.tag)}</span>
                {entry.note ? <span>{entry.note}</span> : null}
                <span className="ap-muted">{formatDate(entry.addedAt)}</span>
              </li>
            ))}
          </ul>
        )}
        {(caps.canDraft || caps.canWork) && open ? (
          <form className="ap-inline-form" onSubmit={submitTag} aria-label="Add a progress tag">
            <Failure error={addTag.error} fallback={ACTION_PLAN_ERRORS.progressTag} />
            <div className="field">
              <label className="field__label" htmlFor="ap-tag">
                Progress tag
              </label>
              <select
                id="ap-tag"
                className="field__input"
                value={tag}
                onChange={(event) => setTag(event.target.value)}
              >
                <option value="">Choose a tag</option>
                {tags.data.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field ap-grow">
              <label className="field__label" htmlFor="ap-tag-note">
                Note (optional)
              </label>
              <input
                id="ap-tag-note"
                className="field__input"
                maxLength={1000}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            <button
              type="submit"
              className="button button--secondary"
              disabled={tag === '' || addTag.isPending}
            >
              Add tag
            </button>
          </form>
        ) : null}
      </section>

      <section className="card stack" aria-labelledby="ap-commentary-heading">
        <h2 id="ap-commentary-heading" className="card__title">
          Additional commentary
        </h2>
        {caps.canDraft && open ? (
          <form className="stack" onSubmit={submitCommentary} aria-label="Additional commentary">
            <Failure
              error={commentary.error}
              fallback={
                advisorFile ? ACTION_PLAN_ERRORS.esAdvisorDocument : ACTION_PLAN_ERRORS.additionalCommentary
              }
            />
            <div className="field">
              <label className="field__label" htmlFor="ap-commentary">
                Commentary
              </label>
              <textarea
                id="ap-commentary"
                className="field__input"
                rows={3}
                maxLength={5000}
                value={commentaryText}
                onChange={(event) => setCommentaryText(event.target.value)}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="ap-advisor-doc">
                ES advisor document (optional)
              </label>
              <input
                id="ap-advisor-doc"
                type="file"
                accept={ACCEPT}
                className="field__input"
                onChange={(event) => setAdvisorFile(event.target.files?.[0] ?? null)}
              />
            </div>
            <div className="ap-actions">
              <button type="submit" className="button button--secondary" disabled={commentary.isPending}>
                Save commentary
              </button>
            </div>
          </form>
        ) : (
          <p>{rec.additionalCommentary ?? <span className="ap-muted">No additional commentary.</span>}</p>
        )}
        {rec.advisorDocument ? (
          <div>
            <h3 className="field__label">ES advisor document</h3>
            <FileList files={[rec.advisorDocument]} label="ES advisor document" />
          </div>
        ) : null}
        <div>
          <h3 className="field__label">Verification document</h3>
          {rec.verifyDocument ? (
            <FileList files={[rec.verifyDocument]} label="Verification document" />
          ) : (
            <p className="ap-muted">None yet.</p>
          )}
        </div>
        {caps.canDraft && open ? (
          <form className="ap-inline-form" onSubmit={submitVerify} aria-label="Verify document">
            <Failure error={verify.error} fallback={ACTION_PLAN_ERRORS.esAdvisorDocument} />
            <div className="field ap-grow">
              <label className="field__label" htmlFor="ap-verify-doc">
                Upload verification document
              </label>
              <input
                id="ap-verify-doc"
                type="file"
                accept={ACCEPT}
                className="field__input"
                onChange={(event) => setVerifyFile(event.target.files?.[0] ?? null)}
              />
            </div>
            <button
              type="submit"
              className="button button--secondary"
              disabled={!verifyFile || verify.isPending}
            >
              Verify document
            </button>
          </form>
        ) : null}
      </section>
    </>
  );
}
