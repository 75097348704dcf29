import { contractExpired, contractStatus, saveContractRequestSchema } from '../src/company-contracts';

/** Expectations counted by hand on a calendar (UTC days). */
describe('contractStatus', () => {
  const today = '2026-11-23';

  it('is active without dates, and open-ended has no days left', () => {
    expect(contractStatus({ startDate: null, endDate: null }, today)).toEqual({
      status: 'active',
      daysLeft: null,
    });
  });

  it('ends on its end date inclusive: expired only the day after', () => {
    expect(contractStatus({ startDate: null, endDate: '2026-11-23' }, today)).toEqual({
      status: 'expiring',
      daysLeft: 0,
    });
    expect(contractStatus({ startDate: null, endDate: '2026-11-22' }, today)).toEqual({
      status: 'expired',
      daysLeft: -1,
    });
    expect(contractExpired('2026-11-23', today)).toBe(false);
    expect(contractExpired('2026-11-22', today)).toBe(true);
    expect(contractExpired(null, today)).toBe(false);
  });

  it('ends soon within 30 days (23 Nov + 30 = 23 Dec), active from 31', () => {
    expect(contractStatus({ startDate: '2026-01-01', endDate: '2026-12-23' }, today)).toEqual({
      status: 'expiring',
      daysLeft: 30,
    });
    expect(contractStatus({ startDate: '2026-01-01', endDate: '2026-12-24' }, today)).toEqual({
      status: 'active',
      daysLeft: 31,
    });
    // Across a year end: 23 Nov 2026 → 1 Mar 2027 is 7 + 31 + 31 + 28 + 1 = 98 days.
    expect(contractStatus({ startDate: null, endDate: '2027-03-01' }, today).daysLeft).toBe(98);
  });

  it('has not started before its start date', () => {
    expect(contractStatus({ startDate: '2026-11-24', endDate: '2027-11-23' }, today)).toEqual({
      status: 'upcoming',
      daysLeft: 365,
    });
  });
});

describe('saveContractRequestSchema', () => {
  const valid = {
    contractType: 'demo',
    startDate: '2026-01-01',
    endDate: '2026-01-01',
    limits: { portfolioCompanies: 0, teamMembers: 3, contributors: 1 },
    standardIds: [1],
  };

  it('takes a one-day contract and open dates', () => {
    expect(saveContractRequestSchema.safeParse(valid).success).toBe(true);
    expect(saveContractRequestSchema.safeParse({ ...valid, startDate: null, endDate: null }).success).toBe(
      true,
    );
  });

  it('refuses an end before the start, negative or fractional limits and unknown types', () => {
    const messages = (input: unknown) => {
      const result = saveContractRequestSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages({ ...valid, endDate: '2025-12-31' })).toEqual([
      'The end date cannot be before the start date',
    ]);
    expect(messages({ ...valid, limits: { ...valid.limits, teamMembers: -1 } })).toEqual([
      'Team members cannot be negative',
    ]);
    expect(messages({ ...valid, limits: { ...valid.limits, contributors: 1.5 } })).toEqual([
      'Contributors: give a whole number',
    ]);
    expect(messages({ ...valid, contractType: 'gold' })).toHaveLength(1);
  });
});
