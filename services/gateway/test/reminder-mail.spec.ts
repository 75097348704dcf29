import { reminderMail } from '../src/domain/mails';

/** Issue 29, item 8: a reminder said "7 days overdue" for a response 242 days late. */
describe('reminderMail', () => {
  const mail = (reason: 'before_due' | 'after_due', days: number, sentAt: string) =>
    reminderMail({
      to: 'pc@demo.test',
      origin: 'https://esg.example',
      reason,
      days,
      companyName: 'Northwind Renewables',
      requesterName: 'Evergreen Capital Partners',
      standardName: 'ESG',
      period: '2025',
      status: 'in_progress',
      dueDate: '2026-03-31',
      sentAt,
      note: null,
    }).text;

  it('names the days from the due date to the day it is sent, not the reminder step', () => {
    expect(mail('after_due', 7, '2026-11-28T08:00:00.000Z')).toContain('was due on 2026-03-31, 242 days ago');
    expect(mail('after_due', 1, '2026-04-01T08:00:00.000Z')).toContain('was due on 2026-03-31, 1 day ago');
    expect(mail('before_due', 7, '2026-03-29T08:00:00.000Z')).toContain('is due in 2 days, on 2026-03-31');
  });
});
