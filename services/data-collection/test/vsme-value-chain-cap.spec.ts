import { beyondVsme } from '../src/domain/vsme/value-chain-cap';

/** The value-chain cap (issue 25): which datapoints a request asks beyond VSME. */
describe('beyondVsme', () => {
  const cap = {
    codes: new Set(['ghg.scope1', 'company.revenue', 'vsme.pollution_to_air']),
    from: '2027-01-01',
  };
  const asked = ['ghg.scope1', 'gov.board_members_independent', 'company.revenue', 'company.total_equity'];
  const byInvestor = { companyId: 2, requesterCompanyId: 1, companyType: 'pc', periodStart: '2027-01-01' };

  it("names what an investor's request of a portfolio company asks that no VSME datapoint is", () => {
    expect([...beyondVsme(byInvestor, asked, cap, false)]).toEqual([
      'gov.board_members_independent',
      'company.total_equity',
    ]);
  });

  it('asks nothing beyond VSME of a VSME request, a company asking itself, or a GP', () => {
    expect(beyondVsme(byInvestor, asked, cap, true).size).toBe(0);
    expect(beyondVsme({ ...byInvestor, requesterCompanyId: 2 }, asked, cap, false).size).toBe(0);
    expect(beyondVsme({ ...byInvestor, companyType: 'gp' }, asked, cap, false).size).toBe(0);
  });

  it("applies from the first period starting on the cap's first day (financial year 2027)", () => {
    expect(beyondVsme({ ...byInvestor, periodStart: '2026-01-01' }, asked, cap, false).size).toBe(0);
    expect(beyondVsme({ ...byInvestor, periodStart: '2026-07-01' }, asked, cap, false).size).toBe(0);
    expect(beyondVsme({ ...byInvestor, periodStart: '2027-04-01' }, asked, cap, false).size).toBe(2);
  });

  it('caps nothing when no VSME framework is loaded', () => {
    expect(beyondVsme(byInvestor, asked, null, false).size).toBe(0);
  });
});
