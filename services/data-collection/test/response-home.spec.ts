import { dataCollectionHomeItems, type HomeResponse } from '../src/queries/home/home.controller';

/*
 * The start page's data-collection items (issue 15: "responses waiting for review once data collection
 * exists"), by hand: which side gets which response, in which group, linked to where it is done.
 */
const today = new Date('2026-05-10T12:00:00Z');
const none = { read: true, contributor: false, company: false, reviewer: false };
const company = { ...none, company: true };
const reviewer = { ...none, reviewer: true };
const contributor = { ...none, contributor: true };

function entry(
  responseId: number,
  status: HomeResponse['response']['status'],
  dueDate: string,
  access: HomeResponse['access'],
  submittedAt: string | null = null,
): HomeResponse {
  return {
    response: { responseId, status, dueDate, period: '2025', companyId: 2, submittedAt },
    access,
    companyName: 'Northwind',
    standardName: 'ESG',
  };
}

describe('data-collection items of the start page', () => {
  it('gives the reporting company what it still has to answer, overdue first, a returned one named as such', () => {
    const items = dataCollectionHomeItems(
      [
        entry(1, 'requested', '2026-06-30', company),
        entry(2, 'in_progress', '2026-05-01', company),
        entry(3, 'returned', '2026-05-10', company),
        entry(4, 'reopened', '2026-07-01', contributor),
      ],
      today,
    );
    expect(items.map((i) => [i.group, i.kind, i.title, i.subtitle, i.href])).toEqual([
      [
        'overdue',
        'response-to-answer',
        'Report ESG 2025',
        'Northwind · 9 days late',
        '/collect-data?responseId=2',
      ],
      [
        'tasks',
        'returned-response',
        'Correct the returned values: ESG 2025',
        'Northwind · due today',
        '/collect-data?responseId=3',
      ],
      [
        'tasks',
        'response-to-answer',
        'Report ESG 2025',
        'Northwind · due in 51 days',
        '/collect-data?responseId=1',
      ],
      [
        'tasks',
        'response-to-answer',
        'Report ESG 2025',
        'Northwind · due in 52 days',
        '/collect-data?responseId=4',
      ],
    ]);
  });

  it('gives the reviewer side what waits for its review and what it may publish', () => {
    const items = dataCollectionHomeItems(
      [
        entry(5, 'submitted', '2026-04-30', reviewer),
        entry(6, 'accepted', '2026-04-30', reviewer),
        entry(7, 'in_progress', '2026-04-30', reviewer),
        entry(8, 'published', '2026-04-30', reviewer),
      ],
      today,
    );
    expect(items.map((i) => [i.group, i.kind, i.title, i.href])).toEqual([
      [
        'review',
        'response-to-publish',
        'Publish Northwind: ESG 2025',
        '/review-contributor-response?responseId=6',
      ],
      [
        'review',
        'response-to-review',
        'Review Northwind: ESG 2025',
        '/review-contributor-response?responseId=5',
      ],
    ]);
  });

  it('says when a response waiting for review was submitted, not that it is late (issue 29, item 8)', () => {
    const items = dataCollectionHomeItems(
      [
        entry(11, 'submitted', '2026-04-30', reviewer, '2026-04-20T15:00:00.000Z'),
        entry(12, 'submitted', '2026-04-30', reviewer, '2026-05-10T08:00:00.000Z'),
      ],
      today,
    );
    const onTime = items.find((i) => i.id === 'data-collection:review:11')!;
    const justNow = items.find((i) => i.id === 'data-collection:review:12')!;
    // Due 30 April, submitted 20 April: 20 days waiting on 10 May, not "10 days late".
    expect(onTime.subtitle).toBe('Submitted 20 Apr 2026, waiting 20 days');
    expect(justNow.subtitle).toBe('Submitted 10 May 2026, today');
  });

  it('gives read-only parties nothing and leaves submitted responses off the company’s own list', () => {
    expect(dataCollectionHomeItems([entry(9, 'in_progress', '2026-04-30', none)], today)).toEqual([]);
    expect(dataCollectionHomeItems([entry(10, 'submitted', '2026-04-30', company)], today)).toEqual([]);
  });
});
