import { Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_SUCCESS,
  IFC_PERFORMANCE_STANDARDS,
} from '@esg/contracts/action-plans';
import { useAssignUsers } from '../api/assign-users';
import { useDeleteActionPlan } from '../api/delete-action-plan';
import { useDeleteAllRecommendations } from '../api/delete-all-recommendations';
import { useActionPlan } from '../api/get-action-plan';
import { useGpUsers } from '../api/get-gp-users';
import { useRemoveUsers } from '../api/remove-users';
import { useSendDraft } from '../api/send-draft';
import { useSignOffPlan } from '../api/sign-off-plan';
import { useTransferEsAdvisor } from '../api/transfer-es-advisor';
import { useUpdatePublishStatus } from '../api/update-publish-status';
import { showToast } from '../hooks/use-toasts';
import { ConfirmDialog } from './confirm-dialog';
import { Failure } from './failure';
import { FormDialog } from './form-dialog';
import { cycleLabel, formatDate } from './format';
import { PlanStatusPill, PriorityPill, StatusPill } from './pills';
import { RelatedPlanDialog } from './related-plan-dialog';

type Dialog = 'sign-off' | 'transfer' | 'assign' | 'delete' | 'delete-all' | 'related' | null;

const standardCode = (id: number) => IFC_PERFORMANCE_STANDARDS.find((ps) => ps.id === id)?.code ?? `PS${id}`;

/**
 * /action-plans/detail/{id}: the plan, its recommendations and the actions the caller may take;
 * `changeLog` is the change-log section (features/notifications), composed by the route.
 */
export function PlanDetailPage({ planId, changeLog }: { planId: number; changeLog?: ReactNode }) {
  const navigate = useNavigate();
  const { data: plan } = useActionPlan(planId);
  const caps = plan.capabilities;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [signOffMessage, setSignOffMessage] = useState('');
  const [advisorId, setAdvisorId] = useState('');
  const [assigned, setAssigned] = useState<number[]>([]);
  const gpUsers = useGpUsers(planId, caps.canDraft);

  const sendDraft = useSendDraft(planId);
  const publish = useUpdatePublishStatus(planId);
  const signOff = useSignOffPlan(planId);
  const transfer = useTransferEsAdvisor(planId);
  const assign = useAssignUsers(planId);
  const remove = useRemoveUsers(planId);
  const deletePlan = useDeleteActionPlan(planId);
  const deleteAll = useDeleteAllRecommendations(planId);

  const open = plan.status !== 'signed-off';
  // docs/action-plans.md: recommendations are deleted while the plan is a draft or sent, never once
  // signed off themselves.
  const canDeleteAll =
    caps.canDraft &&
    (plan.status === 'draft' || plan.status === 'sent') &&
    plan.recommendations.length > 0 &&
    plan.recommendations.every((rec) => rec.status !== 'signed-off');
  const toast = (fallback: string) => (message: string | undefined) => showToast(message ?? fallback);

  const count = plan.recommendations.length;
  const deleteAllDescription = `${count === 1 ? 'Its recommendation is' : `All ${count} recommendations are`} removed from "${plan.title}" with their comments, internal notes, change requests and files. The plan itself stays.`;

  const openAssign = () => {
    setAssigned(plan.assignedUserIds);
    setDialog('assign');
  };
  const saveAssignments = async () => {
    const toAdd = assigned.filter((id) => !plan.assignedUserIds.includes(id));
    const toRemove = plan.assignedUserIds.filter((id) => !assigned.includes(id));
    try {
      if (toAdd.length > 0)
        toast('Users assigned successfully')(await assign.mutateAsync({ userIds: toAdd }));
      if (toRemove.length > 0)
        toast('Users removed successfully')(await remove.mutateAsync({ userIds: toRemove }));
      setDialog(null);
    } catch {
      // Shown by the Failure alerts below; the dialog stays open to try again.
    }
  };

  return (
    <div className="page page--wide">
      <header className="page__header ap-page-header">
        <div>
          <p className="ap-breadcrumb">
            <Link to="/action-plans">Action Plans</Link>
          </p>
          <h1 className="page__title">{plan.title}</h1>
          <p className="ap-meta">
            <PlanStatusPill status={plan.status} />
            <span>{plan.portfolioCompany?.name ?? `Company ${plan.portfolioCompanyId}`}</span>
            <span>
              {cycleLabel(plan.reportingCycle)} {plan.year}
            </span>
          </p>
        </div>
        <Link
          to="/action-plans/performance/$id"
          params={{ id: String(plan.id) }}
          className="button button--secondary"
        >
          Performance
        </Link>
      </header>

      <Failure error={sendDraft.error} fallback={ACTION_PLAN_ERRORS.sendDraft} />
      <Failure error={publish.error} fallback={ACTION_PLAN_ERRORS.publishStatus} />
      <Failure error={deletePlan.error} fallback={ACTION_PLAN_ERRORS.deletePlan} />

      <section className="card ap-summary" aria-label="Plan details">
        <dl className="ap-facts">
          <div>
            <dt>General partner</dt>
            <dd>{plan.gpCompany?.name ?? '—'}</dd>
          </div>
          <div>
            <dt>ES advisor</dt>
            <dd>{plan.esAdvisor?.name ?? 'None'}</dd>
          </div>
          <div>
            <dt>Assigned users</dt>
            <dd>{plan.assignedUsers.length ? plan.assignedUsers.map((u) => u.name).join(', ') : 'None'}</dd>
          </div>
          <div>
            <dt>Facilities</dt>
            <dd>
              {plan.facilities.length ? plan.facilities.map((f) => f.name).join(', ') : 'Whole company'}
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatDate(plan.createdAt)}</dd>
          </div>
          <div>
            <dt>Sent</dt>
            <dd>{formatDate(plan.sentAt)}</dd>
          </div>
        </dl>
        {plan.description ? <p className="ap-description">{plan.description}</p> : null}
        {plan.signOffMessage ? (
          <p className="alert alert--success" role="note">
            Signed off {formatDate(plan.signedOffAt)}: {plan.signOffMessage}
          </p>
        ) : null}

        <div className="ap-actions" role="group" aria-label="Plan actions">
          {caps.canDraft && (plan.status === 'draft' || plan.status === 'sent') ? (
            <Link
              to="/action-plans/create/add-recommendation/$id"
              params={{ id: String(plan.id) }}
              className="button button--secondary"
            >
              Add recommendation
            </Link>
          ) : null}
          {caps.canDraft && plan.status === 'draft' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={sendDraft.isPending}
              aria-busy={sendDraft.isPending}
              onClick={() =>
                sendDraft.mutate(undefined, {
                  onSuccess: toast('Draft sent to the portfolio company successfully'),
                })
              }
            >
              Send draft to portfolio company
            </button>
          ) : null}
          {caps.canDecide && (plan.status === 'draft' || plan.status === 'sent') ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={publish.isPending}
              onClick={() =>
                publish.mutate({ isPublished: true }, { onSuccess: toast(ACTION_PLAN_SUCCESS.status) })
              }
            >
              Publish
            </button>
          ) : null}
          {caps.canDecide && plan.status === 'published' ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={publish.isPending}
              onClick={() =>
                publish.mutate({ isPublished: false }, { onSuccess: toast(ACTION_PLAN_SUCCESS.status) })
              }
            >
              Unpublish
            </button>
          ) : null}
          {caps.canDecide && (plan.status === 'sent' || plan.status === 'published') ? (
            <button type="button" className="button button--primary" onClick={() => setDialog('sign-off')}>
              Sign off plan
            </button>
          ) : null}
          {caps.canDraft && open ? (
            <>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setDialog('transfer')}
              >
                Transfer ES advisor
              </button>
              <button type="button" className="button button--secondary" onClick={openAssign}>
                Assign users
              </button>
            </>
          ) : null}
          {caps.canDecide ? (
            <button type="button" className="button button--secondary" onClick={() => setDialog('related')}>
              Create related plan
            </button>
          ) : null}
          {caps.canDecide && open ? (
            <button type="button" className="button button--danger" onClick={() => setDialog('delete')}>
              Delete plan
            </button>
          ) : null}
        </div>
      </section>

      <section className="card" aria-labelledby="ap-recs-heading">
        <div className="ap-card-header">
          <h2 id="ap-recs-heading" className="card__title">
            Recommendations
          </h2>
          {canDeleteAll ? (
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                deleteAll.reset();
                setDialog('delete-all');
              }}
            >
              Delete all recommendations
            </button>
          ) : null}
        </div>
        {plan.recommendations.length === 0 ? (
          <p className="ap-empty">No recommendations yet.</p>
        ) : (
          <table className="data-table" aria-labelledby="ap-recs-heading">
            <thead>
              <tr>
                <th scope="col">Recommendation</th>
                <th scope="col">Standard</th>
                <th scope="col">Priority</th>
                <th scope="col">Due date</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {plan.recommendations.map((rec) => (
                <tr key={rec.id}>
                  <th scope="row">
                    <Link
                      to="/action-plans/detail/$actionPlanId/{-$performanceStandardId}/recommendation/{-$recommendationId}"
                      params={{
                        actionPlanId: String(plan.id),
                        performanceStandardId: String(rec.performanceStandardId),
                        recommendationId: String(rec.id),
                      }}
                    >
                      {rec.title}
                    </Link>
                  </th>
                  <td>{standardCode(rec.performanceStandardId)}</td>
                  <td>
                    <PriorityPill priority={rec.priority} />
                  </td>
                  <td>{formatDate(rec.dueDate)}</td>
                  <td>
                    <StatusPill status={rec.visualStatus} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {changeLog}

      <FormDialog
        open={dialog === 'sign-off'}
        title="Sign off action plan"
        submitLabel="Sign off"
        pending={signOff.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={() =>
          signOff.mutate(
            { signOffMessage: signOffMessage.trim() },
            {
              onSuccess: (message) => {
                toast('Action plan signed off successfully')(message);
                setDialog(null);
              },
            },
          )
        }
      >
        <Failure error={signOff.error} fallback={ACTION_PLAN_ERRORS.signOffPlan} />
        <div className="field">
          <label className="field__label" htmlFor="ap-signoff-message">
            Sign-off message
          </label>
          <textarea
            id="ap-signoff-message"
            className="field__input"
            rows={4}
            required
            maxLength={2000}
            value={signOffMessage}
            onChange={(event) => setSignOffMessage(event.target.value)}
          />
        </div>
      </FormDialog>

      <FormDialog
        open={dialog === 'transfer'}
        title="Transfer ES advisor"
        submitLabel="Transfer"
        pending={transfer.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={() => {
          if (advisorId === '') return;
          transfer.mutate(
            { esAdvisorUserId: Number(advisorId) },
            {
              onSuccess: (message) => {
                toast('ES advisor transferred successfully')(message);
                setDialog(null);
              },
            },
          );
        }}
      >
        <Failure error={transfer.error} fallback={ACTION_PLAN_ERRORS.transferEsAdvisor} />
        <div className="field">
          <label className="field__label" htmlFor="ap-advisor">
            New ES advisor
          </label>
          <select
            id="ap-advisor"
            className="field__input"
            required
            value={advisorId}
            onChange={(event) => setAdvisorId(event.target.value)}
          >
            <option value="">Choose a user</option>
            {(gpUsers.data ?? [])
              .filter((user) => user.id !== plan.esAdvisorUserId)
              .map((user) => (
                <option key={user.id} value={user.id}>
                  {user.name}
                  {user.permission ? ` (${user.permission})` : ''}
                </option>
              ))}
          </select>
        </div>
      </FormDialog>

      <FormDialog
        open={dialog === 'assign'}
        title="Assign users"
        submitLabel="Save"
        pending={assign.isPending || remove.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={() => void saveAssignments()}
      >
        <Failure error={assign.error} fallback={ACTION_PLAN_ERRORS.assignUsers} />
        <Failure error={remove.error} fallback={ACTION_PLAN_ERRORS.removeUsers} />
        <fieldset className="choice-group">
          <legend className="field__label">Users of {plan.gpCompany?.name ?? 'the general partner'}</legend>
          {(gpUsers.data ?? []).map((user) => (
            <label key={user.id} className="choice">
              <input
                type="checkbox"
                checked={assigned.includes(user.id)}
                onChange={(event) =>
                  setAssigned((previous) =>
                    event.target.checked ? [...previous, user.id] : previous.filter((id) => id !== user.id),
                  )
                }
              />
              <span>{user.name}</span>
            </label>
          ))}
        </fieldset>
      </FormDialog>

      {dialog === 'related' ? (
        <Suspense fallback={null}>
          <RelatedPlanDialog plan={plan} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}

      <ConfirmDialog
        open={dialog === 'delete-all'}
        title="Delete all recommendations?"
        description={deleteAllDescription}
        confirmLabel="Delete all recommendations"
        pending={deleteAll.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          deleteAll.mutate(
            plan.recommendations.map((rec) => rec.id),
            {
              onSuccess: (message) => {
                toast('All recommendations deleted successfully')(message);
                setDialog(null);
              },
            },
          )
        }
      >
        <Failure error={deleteAll.error} fallback={ACTION_PLAN_ERRORS.deleteAllRecommendations} />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete "${plan.title}" and all its recommendations?`}
        confirmLabel="Delete plan"
        pending={deletePlan.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          deletePlan.mutate(undefined, {
            onSuccess: (message) => {
              toast('Action plan deleted successfully')(message);
              void navigate({ to: '/action-plans', search: { tab: 'unpublished', page: 1 } });
            },
          });
        }}
      />
    </div>
  );
}
