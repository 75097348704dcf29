import type { PlanStatus, RecommendationPriority } from '@esg/contracts/action-plans';
import type { VisualStatus } from '../api/schemas';

/*
 * The pills of spec 4. Colour is never the only cue: each pill reads out what it is ("Status:
 * Delayed", "Priority: High") and delayed states carry a symbol too.
 */

const VISUAL_STATUS: Record<VisualStatus, { label: string; symbol: string }> = {
  'signed-off': { label: 'Signed off', symbol: '✓' },
  submitted: { label: 'Submitted', symbol: '↑' },
  pending: { label: 'Pending', symbol: '○' },
  delayed: { label: 'Delayed', symbol: '!' },
  'severely-delayed': { label: 'Severely delayed', symbol: '‼' },
};

export function StatusPill({ status }: { status: VisualStatus }) {
  const { label, symbol } = VISUAL_STATUS[status];
  return (
    <span className={`pill pill--${status}`}>
      <span className="pill__symbol" aria-hidden="true">
        {symbol}
      </span>
      <span className="visually-hidden">Status: </span>
      {label}
    </span>
  );
}

const PRIORITY: Record<RecommendationPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export function PriorityPill({ priority }: { priority: RecommendationPriority }) {
  return (
    <span className={`pill pill--priority-${priority}`}>
      <span className="visually-hidden">Priority: </span>
      {PRIORITY[priority]}
    </span>
  );
}

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  draft: 'Draft',
  sent: 'Sent to portfolio company',
  published: 'Published',
  'signed-off': 'Signed off',
};

export function PlanStatusPill({ status }: { status: PlanStatus }) {
  return (
    <span className={`pill pill--plan-${status}`}>
      <span className="visually-hidden">Plan status: </span>
      {PLAN_STATUS_LABELS[status]}
    </span>
  );
}
