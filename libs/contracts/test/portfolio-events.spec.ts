import { createEvent, isQuarterEndDate, topicOf, validateEvent } from '@esg/contracts';

/** Issue 9's events: declared in the catalogue, on their own topics, refusing what a consumer could not use. */
describe('funds and positions events', () => {
  const recorded = (positions: unknown[]) =>
    createEvent({
      type: 'data-collection.positions.recorded.v1',
      source: 'data-collection',
      subject: 1,
      companyId: 1,
      data: {
        fundId: 1,
        companyId: 1,
        date: '2024-06-30',
        currency: 'EUR',
        allInvestments: 10,
        positions,
        version: 1,
      },
    });

  it('accepts a full position set and refuses a negative value or an unknown instrument', () => {
    const good = recorded([
      { companyId: 2, country: null, instrument: 'unlisted_equity', value: 5, outstanding: null },
      { companyId: null, country: 'DE', instrument: 'sovereign_bond', value: 3, outstanding: 3 },
    ]);
    expect(validateEvent(good)).toEqual(good);
    expect(() =>
      validateEvent(
        recorded([
          { companyId: 2, country: null, instrument: 'unlisted_equity', value: -1, outstanding: null },
        ]),
      ),
    ).toThrow(/positions\.0\.value/);
    expect(() =>
      validateEvent(
        recorded([{ companyId: 2, country: null, instrument: 'gold', value: 1, outstanding: null }]),
      ),
    ).toThrow(/positions\.0\.instrument/);
  });

  it('publishes funds and positions on their own topics, and user removals on the user topic', () => {
    expect(topicOf('data-collection.fund.holdings-changed.v1')).toBe('data-collection.fund');
    expect(topicOf('data-collection.positions.recorded.v1')).toBe('data-collection.positions');
    expect(topicOf('gateway.user.removed.v1')).toBe('gateway.user');
  });

  it.each([
    ['2024-03-31', true],
    ['2024-06-30', true],
    ['2024-09-30', true],
    ['2024-12-31', true],
    ['2024-06-31', false],
    ['2024-12-30', false],
    ['24-12-31', false],
  ])('isQuarterEndDate(%s) is %s', (date, expected) => {
    expect(isQuarterEndDate(date)).toBe(expected);
  });
});
