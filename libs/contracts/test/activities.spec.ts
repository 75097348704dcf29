import { activityDetail, activityLink, activityTitle, isActivity } from '../src/activities';

describe('activities', () => {
  it('words the common events by hand and the others from their type', () => {
    expect(activityTitle('data-collection.response.published.v1')).toBe('published ESG data');
    expect(activityTitle('action-plans.recommendation.progress-tag-added.v1')).toBe(
      'recommendation: progress tag added',
    );
  });

  it('leaves out internal notes, notifications and recomputed read models', () => {
    expect(isActivity('action-plans.internal-note.added.v1')).toBe(false);
    expect(isActivity('notifications.notification.created.v1')).toBe(false);
    expect(isActivity('reporting.pai-statement.recomputed.v1')).toBe(false);
    // The feed's own refresh event is never an activity (it would record itself for ever).
    expect(isActivity('gateway.activity.recorded.v1')).toBe(false);
    expect(isActivity('action-plans.comment.added.v1')).toBe(true);
  });

  it('links to the page of what changed', () => {
    expect(activityLink('action-plans.comment.added.v1', { planId: 7 })).toBe('/action-plans/detail/7');
    expect(activityLink('action-plans.plan.deleted.v1', { planId: 7 })).toBe('/action-plans');
    expect(activityLink('data-collection.response.published.v1', {})).toBe('/data-responses');
    expect(activityLink('scoring.unknown.thing.v1', {})).toBeNull();
  });

  it('names what it is about when the event does', () => {
    expect(activityDetail({ recommendationTitle: 'Install meters', title: 'Plan 2026' })).toBe(
      'Install meters',
    );
    expect(activityDetail({ planId: 1 })).toBeNull();
  });
});
