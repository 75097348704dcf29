import { fundFormSchema, inviteTeamMemberFormSchema, positionsFormSchema } from '../src/portfolio-forms';

describe('portfolio forms (issue 9)', () => {
  const fund = {
    companyId: 2,
    name: ' Growth Fund ',
    currency: 'EUR',
    vintage: 2024,
    sfdrClassification: 'article_8',
    strategy: '',
    portfolioCompanyIds: [3],
  };

  it('a fund: trims the name, an empty strategy is none', () => {
    expect(fundFormSchema.parse(fund)).toEqual({ ...fund, name: 'Growth Fund', strategy: null });
  });

  it('a fund: an empty or early vintage is refused with the spec message', () => {
    const messages = (vintage: unknown) =>
      fundFormSchema.safeParse({ ...fund, vintage }).error?.issues.map((i) => i.message);
    expect(messages('')).toEqual(['Enter the vintage year']);
    expect(messages(1900)).toEqual(['The vintage is 1950 or later']);
  });

  const row = { companyId: 3, country: '', instrument: 'unlisted_equity', value: 500, outstanding: '' };
  const positions = { date: '2025-06-30', allInvestments: 1000, positions: [row] };

  it('positions: empty inputs become nulls, the country is upper case', () => {
    expect(positionsFormSchema.parse(positions)).toEqual({
      ...positions,
      positions: [{ ...row, country: null, outstanding: null }],
    });
    const sovereign = {
      companyId: null,
      country: 'de',
      instrument: 'sovereign_bond',
      value: 10,
      outstanding: 10,
    };
    expect(positionsFormSchema.parse({ ...positions, positions: [sovereign] }).positions[0]).toEqual({
      ...sovereign,
      country: 'DE',
    });
  });

  it('positions: a date that is not a quarter end, a negative value, debt without outstanding', () => {
    const issues = positionsFormSchema
      .safeParse({
        date: '2025-06-29',
        allInvestments: 0,
        positions: [
          { ...row, value: -1 },
          { ...row, instrument: 'business_loan' },
          { ...row, companyId: null },
        ],
      })
      .error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual([
      'date: Positions are recorded on quarter ends (31 Mar, 30 Jun, 30 Sep, 31 Dec)',
      'allInvestments: The value of all investments must be positive',
      'positions.0.value: The value in EUR cannot be negative',
      'positions.1.outstanding: Enter the outstanding amount of the debt',
      'positions.2.companyId: Choose the company',
    ]);
  });

  it('a team member: "none" is the full member (null permission)', () => {
    const invite = { companyId: 2, name: 'Ada', email: 'ada@example.com', permission: 'none' };
    expect(inviteTeamMemberFormSchema.parse(invite).permission).toBeNull();
    expect(inviteTeamMemberFormSchema.parse({ ...invite, permission: 'Contributor' }).permission).toBe(
      'Contributor',
    );
  });
});
