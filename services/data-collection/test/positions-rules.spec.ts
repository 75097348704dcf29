import { checkPositions, latestQuarterEnds, positionsTotal } from '../src/domain/positions';

/** The pure rules of positions (domain/positions.ts), with expectations computed by hand. */
describe('positions rules', () => {
  describe('latestQuarterEnds', () => {
    it.each([
      ['2025-05-14', ['2025-03-31', '2024-12-31', '2024-09-30', '2024-06-30']],
      ['2025-03-31', ['2025-03-31', '2024-12-31', '2024-09-30', '2024-06-30']],
      ['2025-01-01', ['2024-12-31', '2024-09-30', '2024-06-30', '2024-03-31']],
      ['2024-12-30', ['2024-09-30', '2024-06-30', '2024-03-31', '2023-12-31']],
    ])('on %s gives %j', (today, expected) => {
      expect(latestQuarterEnds(today, 4)).toEqual(expected);
    });
  });

  describe('positionsTotal', () => {
    it('adds to the cent without floating-point drift', () => {
      // 0.1 + 0.2 is 0.30000000000000004 in floating point; in cents it is 30.
      expect(positionsTotal([{ value: 0.1 }, { value: 0.2 }])).toBe(0.3);
      expect(positionsTotal([{ value: 1_000_000.01 }, { value: 2_000_000.02 }])).toBe(3_000_000.03);
      expect(positionsTotal([])).toBe(0);
    });
  });

  describe('checkPositions', () => {
    const context = {
      date: '2024-06-30',
      today: '2025-01-15',
      fund: { name: 'Fund A', status: 'open' as const, closedOn: null },
      managerName: 'GP A',
      portfolio: new Map([
        [10, 'Alpha'],
        [11, 'Beta'],
      ]),
      holdings: new Set([10]),
    };

    it('accepts all investments equal to the positions to the cent', () => {
      const result = checkPositions(
        {
          allInvestments: 0.3,
          positions: [
            { companyId: 10, instrument: 'unlisted_equity', value: 0.1 },
            { instrument: 'cash', value: 0.2 },
          ],
        },
        context,
      );
      expect(result.violations).toEqual([]);
      expect(result.positions).toEqual([
        { companyId: 10, country: null, instrument: 'unlisted_equity', value: 0.1, outstanding: null },
        { companyId: null, country: null, instrument: 'cash', value: 0.2, outstanding: null },
      ]);
    });

    it('stops at a malformed date without looking further', () => {
      const result = checkPositions(
        { allInvestments: -1, positions: [{ instrument: 'gold', value: -1 }] },
        { ...context, date: '30/06/2024' },
      );
      expect(result.violations).toEqual([
        { row: null, rule: 'date-format', message: 'date "30/06/2024" is not a date as YYYY-MM-DD' },
      ]);
    });

    it('names a company of the portfolio that the fund does not hold, and one outside the portfolio', () => {
      const result = checkPositions(
        {
          allInvestments: 10,
          positions: [
            { companyId: 11, instrument: 'listed_equity', value: 1 },
            { companyId: 12, instrument: 'corporate_bond', value: 1, outstanding: 1 },
          ],
        },
        context,
      );
      expect(result.violations.map((v) => [v.row, v.rule])).toEqual([
        [0, 'company-not-held-by-fund'],
        [1, 'company-outside-portfolio'],
      ]);
      // A portfolio company is named; one outside the portfolio only by its id.
      expect(result.violations.map((v) => v.message)).toEqual([
        "positions[0]: Beta (company 11) is not held by Fund A; add it to the fund's portfolio companies first",
        'positions[1]: company 12 is not a portfolio company of GP A',
      ]);
      expect(result.positions).toEqual([]);
    });

    it('refuses a date after the closing of a closed fund, not the closing date itself', () => {
      const closed = {
        ...context,
        fund: { name: 'Fund A', status: 'closed' as const, closedOn: '2024-06-30' },
      };
      expect(checkPositions({ allInvestments: 1, positions: [] }, closed).violations).toEqual([]);
      expect(
        checkPositions({ allInvestments: 1, positions: [] }, { ...closed, date: '2024-09-30' }).violations,
      ).toEqual([
        {
          row: null,
          rule: 'fund-closed',
          message: 'Fund A was closed on 2024-06-30; it holds no positions on 2024-09-30',
        },
      ]);
    });
  });
});
