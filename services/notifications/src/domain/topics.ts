/** The action-plans topics (one per aggregate); the plan topic first. */
export const ACTION_PLAN_TOPICS = [
  'action-plans.plan',
  'action-plans.recommendation',
  'action-plans.comment',
  'action-plans.internal-note',
  'action-plans.deliverable',
  'action-plans.change-request',
] as const;

export const NOTIFICATION_TOPIC = 'notifications.notification';
