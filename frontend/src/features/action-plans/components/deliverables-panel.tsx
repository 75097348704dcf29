import { useRef, useState, type FormEvent } from 'react';
import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_FILE_EXTENSIONS,
  ACTION_PLAN_FILES_PER_UPLOAD,
} from '@esg/contracts/action-plans';
import { useRateDeliverable } from '../api/rate-deliverable';
import type { RecommendationDetail } from '../api/schemas';
import { useUploadDeliverableFiles } from '../api/upload-deliverable-files';
import { showToast } from '../hooks/use-toasts';
import { Failure } from './failure';
import { FileList } from './file-list';
import { RatingText, StarRating } from './star-rating';

const ACCEPT = ACTION_PLAN_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The deliverable of a recommendation: files uploaded by the portfolio company, rated by the investor side. */
export function DeliverablesPanel({ rec }: { rec: RecommendationDetail }) {
  const caps = rec.capabilities;
  const upload = useUploadDeliverableFiles(rec.actionPlanId, rec.id);
  const rate = useRateDeliverable(rec.actionPlanId, rec.id);
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const open = rec.status !== 'signed-off' && rec.actionPlan.status !== 'signed-off';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (files.length === 0) return;
    upload.mutate(files, {
      onSuccess: (message) => {
        showToast(message ?? 'Deliverable files uploaded successfully');
        setFiles([]);
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <section className="card stack" aria-labelledby="ap-deliverable-heading">
      <h2 id="ap-deliverable-heading" className="card__title">
        Deliverable
      </h2>
      {rec.deliverableDescription ? <p>{rec.deliverableDescription}</p> : null}
      <FileList files={rec.deliverable.files} label="Deliverable files" />

      {caps.canWork && open ? (
        <form className="ap-inline-form" onSubmit={submit} aria-label="Upload deliverable files">
          <Failure error={upload.error} fallback={ACTION_PLAN_ERRORS.deliverableFiles} />
          <div className="field">
            <label className="field__label" htmlFor="ap-deliverable-files">
              Deliverable files (up to {ACTION_PLAN_FILES_PER_UPLOAD}, 10 MB each)
            </label>
            <input
              ref={input}
              id="ap-deliverable-files"
              type="file"
              multiple
              accept={ACCEPT}
              className="field__input"
              onChange={(event) =>
                setFiles(Array.from(event.target.files ?? []).slice(0, ACTION_PLAN_FILES_PER_UPLOAD))
              }
            />
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={files.length === 0 || upload.isPending}
            aria-busy={upload.isPending}
          >
            {upload.isPending ? 'Uploading…' : 'Upload deliverable'}
          </button>
        </form>
      ) : null}

      {caps.canDraft && rec.deliverable.files.length > 0 && open ? (
        <>
          <Failure error={rate.error} fallback={ACTION_PLAN_ERRORS.deliverableRating} />
          <StarRating
            value={picked ?? rec.deliverable.rating}
            disabled={rate.isPending}
            onChange={(rating) => {
              // Checked at once; the server's answer (refetched before onSettled) takes over after.
              setPicked(rating);
              rate.mutate(
                { rating },
                {
                  onSuccess: (message) => showToast(message ?? 'Deliverable rated successfully'),
                  onSettled: () => setPicked(null),
                },
              );
            }}
          />
        </>
      ) : (
        <div>
          <h3 className="field__label">Deliverable rating</h3>
          <RatingText value={rec.deliverable.rating} />
        </div>
      )}
    </section>
  );
}
