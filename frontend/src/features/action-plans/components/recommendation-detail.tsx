import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_SUCCESS,
  DUE_DATE_TRIGGERS,
  IFC_PERFORMANCE_STANDARDS,
} from '@esg/contracts/action-plans';
import { useDeleteRecommendation } from '../api/delete-recommendation';
import { useRecommendation } from '../api/get-recommendation';
import { actionPlanKeys } from '../api/query-keys';
import { useSignOffRecommendation } from '../api/sign-off-recommendation';
import { useUpdateRecommendationStatus } from '../api/update-recommendation-status';
import { showToast } from '../hooks/use-toasts';
import { ChangeRequestsPanel } from './change-requests-panel';
import { CommentsPanel } from './comments-panel';
import { ConfirmDialog } from './confirm-dialog';
import { DeliverablesPanel } from './deliverables-panel';
import { EditRecommendationDialog } from './edit-recommendation-dialog';
import { Failure } from './failure';
import { FollowUpPanel } from './follow-up-panel';
import { FormDialog } from './form-dialog';
import { InternalNotesPanel } from './internal-notes-panel';
import { formatDate } from './format';
import { PlanStatusPill, PriorityPill, StatusPill } from './pills';

const WORK_STATUSES = [
  { value: 'not-started', label: 'Not started' },
  { value: 'in-progress', label: 'In progress' },
  { value: 'submitted', label: 'Submitted' },
] as const;
type WorkStatus = (typeof WORK_STATUSES)[number]['value'];

const isWorkStatus = (value: string): value is WorkStatus => WORK_STATUSES.some((s) => s.value === value);

/** /action-plans/detail/{planId}/{psId?}/recommendation/{id}: one recommendation and everything around it. */
export function RecommendationDetailPage({ recommendationId }: { recommendationId: number }) {
  const { data: rec } = useRecommendation(recommendationId);
  const caps = rec.capabilities;
  const updateStatus = useUpdateRecommendationStatus(rec.actionPlanId, rec.id);
  const signOff = useSignOffRecommendation(rec.actionPlanId, rec.id);
  const [status, setStatus] = useState<WorkStatus>(rec.status === 'signed-off' ? 'submitted' : rec.status);
  const [signingOff, setSigningOff] = useState(false);
  const [signOffMessage, setSignOffMessage] = useState('');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteRec = useDeleteRecommendation(rec.actionPlanId);
  const standard = IFC_PERFORMANCE_STANDARDS.find((ps) => ps.id === rec.performanceStandardId);
  const trigger = DUE_DATE_TRIGGERS.find((t) => t.value === rec.dueDateTrigger)?.label ?? rec.dueDateTrigger;
  const planOpen = rec.actionPlan.status !== 'draft' && rec.actionPlan.status !== 'signed-off';
  const recOpen = rec.status !== 'signed-off';
  // docs/action-plans.md: the GP / ES advisor edit until the plan is signed off, and add or delete
  // recommendations while it is a draft or sent (not once published); signed-off ones never change.
  const canEdit = caps.canDraft && rec.actionPlan.status !== 'signed-off' && recOpen;
  const canDelete =
    caps.canDraft && (rec.actionPlan.status === 'draft' || rec.actionPlan.status === 'sent') && recOpen;

  const confirmDelete = () =>
    deleteRec.mutate(rec.id, {
      onSuccess: (message) => {
        showToast(message ?? 'Recommendation deleted successfully');
        setDeleting(false);
        void navigate({
          to: '/action-plans/detail/$actionPlanId',
          params: { actionPlanId: String(rec.actionPlanId) },
        }).then(() => {
          // Left the screen that showed it: now its cached views can go too.
          for (const queryKey of [
            actionPlanKeys.recommendation(rec.id),
            actionPlanKeys.comments(rec.id),
            actionPlanKeys.internalNotes(rec.id),
          ])
            queryClient.removeQueries({ queryKey });
        });
      },
    });

  const setWorkStatus = (to: WorkStatus) =>
    updateStatus.mutate(
      { status: to },
      { onSuccess: (message) => showToast(message ?? ACTION_PLAN_SUCCESS.status) },
    );

  return (
    <div className="page page--wide">
      <header className="page__header">
        <p className="ap-breadcrumb">
          <Link to="/action-plans">Action Plans</Link> /{' '}
          <Link to="/action-plans/detail/$actionPlanId" params={{ actionPlanId: String(rec.actionPlanId) }}>
            {rec.actionPlan.title}
          </Link>{' '}
          <PlanStatusPill status={rec.actionPlan.status} />
        </p>
        <h1 className="page__title">{rec.title}</h1>
        <p className="ap-meta">
          <StatusPill status={rec.visualStatus} />
          <PriorityPill priority={rec.priority} />
          <span>{standard ? `${standard.code}: ${standard.title}` : `PS${rec.performanceStandardId}`}</span>
        </p>
      </header>

      <section className="card stack" aria-label="Recommendation details">
        <dl className="ap-facts">
          <div>
            <dt>Due date</dt>
            <dd>{formatDate(rec.dueDate)}</dd>
          </div>
          <div>
            <dt>Due date trigger</dt>
            <dd>{trigger}</dd>
          </div>
          <div>
            <dt>Work status</dt>
            <dd>{WORK_STATUSES.find((s) => s.value === rec.status)?.label ?? 'Signed off'}</dd>
          </div>
          <div>
            <dt>Comments</dt>
            <dd>{rec.commentCount ?? 0}</dd>
          </div>
        </dl>
        {rec.description ? <p className="ap-description">{rec.description}</p> : null}
        {rec.signOffMessage || rec.isSignedOff ? (
          <p className="alert alert--success" role="note">
            Signed off {formatDate(rec.signedOffAt)}
            {rec.signOffMessage ? `: ${rec.signOffMessage}` : ''}
          </p>
        ) : null}

        {canEdit || canDelete ? (
          <div className="ap-actions" role="group" aria-label="Recommendation actions">
            {canEdit ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setEditing(true);
                }}
              >
                Edit recommendation
              </button>
            ) : null}
            {canDelete ? (
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  deleteRec.reset();
                  setDeleting(true);
                }}
              >
                Delete recommendation
              </button>
            ) : null}
          </div>
        ) : null}
        <Failure error={updateStatus.error} fallback={ACTION_PLAN_ERRORS.recommendationStatus} />
        <Failure error={signOff.error} fallback={ACTION_PLAN_ERRORS.signOffRecommendation} />
        {caps.canWork && planOpen && recOpen ? (
          <form
            className="ap-inline-form"
            aria-label="Update status"
            onSubmit={(event) => {
              event.preventDefault();
              setWorkStatus(status);
            }}
          >
            <div className="field">
              <label className="field__label" htmlFor="ap-status">
                Status
              </label>
              <select
                id="ap-status"
                className="field__input"
                value={status}
                onChange={(event) => {
                  if (isWorkStatus(event.target.value)) setStatus(event.target.value);
                }}
              >
                {WORK_STATUSES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="button button--primary"
              disabled={updateStatus.isPending || status === rec.status}
              aria-busy={updateStatus.isPending}
            >
              Update status
            </button>
          </form>
        ) : null}
        {caps.canDecide && planOpen && rec.status === 'submitted' ? (
          <div className="ap-actions" role="group" aria-label="Recommendation decisions">
            <button type="button" className="button button--primary" onClick={() => setSigningOff(true)}>
              Sign off recommendation
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={updateStatus.isPending}
              onClick={() => setWorkStatus('in-progress')}
            >
              Send back to in progress
            </button>
          </div>
        ) : null}
      </section>

      <div className="ap-columns">
        <div className="ap-column">
          <DeliverablesPanel rec={rec} />
          <ChangeRequestsPanel rec={rec} />
          <FollowUpPanel rec={rec} />
        </div>
        <div className="ap-column">
          <CommentsPanel recommendationId={rec.id} canComment={caps.canDraft || caps.canWork} />
          {caps.seesInternalNotes ? (
            <InternalNotesPanel recommendationId={rec.id} canWrite={caps.side === 'investor'} />
          ) : null}
        </div>
      </div>

      {editing ? (
        <Suspense fallback={null}>
          <EditRecommendationDialog rec={rec} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}

      <ConfirmDialog
        open={deleting}
        title="Delete this recommendation?"
        description={`"${rec.title}" is removed with its comments, internal notes, change requests and files.`}
        confirmLabel="Delete recommendation"
        pending={deleteRec.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
      >
        <Failure error={deleteRec.error} fallback={ACTION_PLAN_ERRORS.deleteRecommendation} />
      </ConfirmDialog>

      <FormDialog
        open={signingOff}
        title="Sign off recommendation"
        submitLabel="Sign off"
        pending={signOff.isPending}
        onCancel={() => setSigningOff(false)}
        onSubmit={() =>
          signOff.mutate(signOffMessage.trim() ? { signOffMessage: signOffMessage.trim() } : {}, {
            onSuccess: (message) => {
              showToast(message ?? 'Recommendation signed off successfully');
              setSigningOff(false);
            },
          })
        }
      >
        <Failure error={signOff.error} fallback={ACTION_PLAN_ERRORS.signOffRecommendation} />
        <div className="field">
          <label className="field__label" htmlFor="ap-rec-signoff">
            Sign-off message (optional)
          </label>
          <textarea
            id="ap-rec-signoff"
            className="field__input"
            rows={3}
            maxLength={2000}
            value={signOffMessage}
            onChange={(event) => setSignOffMessage(event.target.value)}
          />
        </div>
      </FormDialog>
    </div>
  );
}
