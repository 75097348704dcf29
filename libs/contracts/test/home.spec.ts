import { submittedWaiting } from '../src/home';

/** Issue 29, item 8: "Submitted · 243 days late" for a response handed in before its due date. */
describe('submittedWaiting', () => {
  it('says when the work was submitted and how many days it has waited since', () => {
    const today = new Date('2026-11-29T11:00:00Z');
    expect(submittedWaiting('2026-03-10T09:00:00.000Z', today)).toBe(
      'submitted 10 Mar 2026, waiting 264 days',
    );
    expect(submittedWaiting('2026-11-28T23:00:00.000Z', today)).toBe('submitted 28 Nov 2026, waiting 1 day');
    expect(submittedWaiting('2026-11-29T08:00:00.000Z', today)).toBe('submitted 29 Nov 2026, today');
  });
});
