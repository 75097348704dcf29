import { DomainError } from '@esg/platform';
import { sendDraft, setPublished, signOffPlan, type Plan } from '../src/domain/plan';
import { changeStatus, daysPastDue, visualStatus, type Recommendation } from '../src/domain/recommendation';

const today = new Date('2026-06-15T10:00:00Z');
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'no error';
};

describe('action-plans domain', () => {
  it.each([
    ['2026-06-15', 'in-progress'],
    ['2026-07-01', 'in-progress'],
    ['2026-06-14', 'delayed'],
    ['2026-05-16', 'delayed'],
    ['2026-05-15', 'severely-delayed'],
  ])('a recommendation in progress due %s is %s on 2026-06-15', (dueDate, expected) => {
    expect(visualStatus({ status: 'in-progress', dueDate }, today)).toBe(expected);
  });

  it('shows the status the portfolio company set until the due date passes (issue 29, item 9)', () => {
    expect(visualStatus({ status: 'not-started', dueDate: '2026-07-01' }, today)).toBe('pending');
    expect(visualStatus({ status: 'in-progress', dueDate: '2026-07-01' }, today)).toBe('in-progress');
    expect(visualStatus({ status: 'not-started', dueDate: '2026-06-14' }, today)).toBe('delayed');
  });

  it('shows submitted and signed-off whatever the due date', () => {
    expect(visualStatus({ status: 'submitted', dueDate: '2020-01-01' }, today)).toBe('submitted');
    expect(visualStatus({ status: 'signed-off', dueDate: '2020-01-01' }, today)).toBe('signed-off');
    expect(daysPastDue('2026-05-15', today)).toBe(31);
  });

  it('walks the plan lifecycle and refuses the rest with ACTION_PLAN.ILLEGAL_TRANSITION', () => {
    const draft = {
      planId: 1,
      status: 'draft',
      isPublished: false,
      version: 1,
      sentAt: null,
    } as unknown as Plan;
    const sent = sendDraft(draft, 'now');
    expect(sent.status).toBe('sent');
    expect(code(() => sendDraft(sent, 'now'))).toBe('ACTION_PLAN.ILLEGAL_TRANSITION');
    const published = setPublished(sent, true, 'now');
    expect(published).toMatchObject({ status: 'published', isPublished: true });
    expect(setPublished(published, false, 'now').status).toBe('sent');
    expect(code(() => setPublished(sent, false, 'now'))).toBe('ACTION_PLAN.ILLEGAL_TRANSITION');
    expect(
      code(() =>
        signOffPlan(draft, { by: 2, message: 'x', recommendations: 1, openRecommendations: 0 }, 'now'),
      ),
    ).toBe('ACTION_PLAN.ILLEGAL_TRANSITION');
    expect(
      code(() =>
        signOffPlan(published, { by: 2, message: 'x', recommendations: 0, openRecommendations: 0 }, 'now'),
      ),
    ).toBe('ACTION_PLAN.ILLEGAL_TRANSITION');
    const signed = signOffPlan(
      published,
      { by: 2, message: 'x', recommendations: 2, openRecommendations: 0 },
      'now',
    );
    expect(signed.status).toBe('signed-off');
    expect(code(() => setPublished(signed, false, 'now'))).toBe('ACTION_PLAN.ILLEGAL_TRANSITION');
  });

  it('lets the investor side only send a submitted recommendation back', () => {
    const rec = {
      recommendationId: 1,
      status: 'submitted',
      version: 1,
      submittedAt: null,
    } as unknown as Recommendation;
    expect(changeStatus(rec, 'in-progress', 'investor', 'now').status).toBe('in-progress');
    expect(
      code(() => changeStatus({ ...rec, status: 'not-started' }, 'in-progress', 'investor', 'now')),
    ).toBe('ACTION_PLAN.ILLEGAL_TRANSITION');
    expect(code(() => changeStatus({ ...rec, status: 'signed-off' }, 'in-progress', 'pc', 'now'))).toBe(
      'ACTION_PLAN.ILLEGAL_TRANSITION',
    );
  });
});
