import { useState, type FormEvent } from 'react';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { messages } from '@/lib/validation';
import { useCreateChangeRequest } from '../api/create-change-request';
import { useDecideChangeRequest } from '../api/decide-change-request';
import type { ChangeRequest, RecommendationDetail } from '../api/schemas';
import { showToast } from '../hooks/use-toasts';
import { Failure } from './failure';
import { formatDate } from './format';

const STATUS_LABEL: Record<ChangeRequest['status'], string> = {
  pending: 'Pending decision',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * Due-date change requests (spec 7.3): the portfolio company asks for a new date with a reason; the
 * GP approves (the due date moves) or rejects. One request may be pending at a time.
 */
export function ChangeRequestsPanel({ rec }: { rec: RecommendationDetail }) {
  const caps = rec.capabilities;
  const create = useCreateChangeRequest(rec.id);
  const decide = useDecideChangeRequest(rec.actionPlanId, rec.id);
  const [requestedDueDate, setRequestedDueDate] = useState('');
  const [reason, setReason] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const pending = rec.changeRequests.some((cr) => cr.status === 'pending');
  const open = rec.status !== 'signed-off' && rec.actionPlan.status !== 'signed-off';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (requestedDueDate === '' || reason.trim() === '') {
      setFormError(messages.required);
      return;
    }
    setFormError(null);
    create.mutate(
      { recommendationId: rec.id, type: 'due-date', requestedDueDate, reason: reason.trim() },
      {
        onSuccess: (message) => {
          showToast(message ?? 'Change request created successfully');
          setRequestedDueDate('');
          setReason('');
        },
      },
    );
  };

  const decideOn = (changeRequestId: number, decision: 'approve' | 'reject') =>
    decide.mutate(
      { changeRequestId, decision },
      {
        onSuccess: (message) =>
          showToast(
            message ?? `Change request ${decision === 'approve' ? 'approved' : 'rejected'} successfully`,
          ),
      },
    );

  return (
    <section className="card stack" aria-labelledby="ap-cr-heading">
      <h2 id="ap-cr-heading" className="card__title">
        Due date change requests
      </h2>
      <Failure error={decide.error} fallback={ACTION_PLAN_ERRORS.decideChangeRequest} />
      {rec.changeRequests.length === 0 ? (
        <p className="ap-muted">No change requests.</p>
      ) : (
        <ul className="ap-list" aria-label="Change requests">
          {rec.changeRequests.map((cr) => (
            <li key={cr.changeRequestId} className="ap-list__item ap-list__item--stacked">
              <div>
                <strong>
                  {formatDate(cr.currentDueDate)} → {formatDate(cr.requestedDueDate)}
                </strong>{' '}
                <span className={`pill pill--cr-${cr.status}`}>{STATUS_LABEL[cr.status]}</span>
              </div>
              <p>{cr.reason}</p>
              <p className="ap-muted">Requested {formatDate(cr.requestedAt)}</p>
              {cr.decisionComment ? <p className="ap-muted">Decision: {cr.decisionComment}</p> : null}
              {caps.canDecide && cr.status === 'pending' ? (
                <div className="ap-actions">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={decide.isPending}
                    onClick={() => decideOn(cr.changeRequestId, 'approve')}
                  >
                    Approve change request
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={decide.isPending}
                    onClick={() => decideOn(cr.changeRequestId, 'reject')}
                  >
                    Reject change request
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {caps.canWork && open && !pending ? (
        <form className="stack" onSubmit={submit} noValidate aria-label="Request a due date change">
          <h3 className="field__label">Request a due date change</h3>
          <Failure error={create.error} fallback={ACTION_PLAN_ERRORS.createChangeRequest} />
          {formError ? (
            <p className="field__error" role="alert">
              {formError}
            </p>
          ) : null}
          <div className="field">
            <label className="field__label" htmlFor="ap-cr-date">
              Requested due date
            </label>
            <input
              id="ap-cr-date"
              type="date"
              className="field__input"
              value={requestedDueDate}
              onChange={(event) => setRequestedDueDate(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="ap-cr-reason">
              Reason
            </label>
            <textarea
              id="ap-cr-reason"
              className="field__input"
              rows={2}
              maxLength={2000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="ap-actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={create.isPending}
              aria-busy={create.isPending}
            >
              Request change
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
