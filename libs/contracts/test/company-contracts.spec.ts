import {
  contractExpired,
  contractStatus,
  governingContract,
  saveContractRequestSchema,
  standardNotIncludedMessage,
  standardsOutsideContract,
  type ContractHolder,
} from '../src/company-contracts';

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

describe('standards included in a contract', () => {
  // A GP (1) lists ESG and SFDR; its portfolio company (2) lists none; an LP (5) lists none, no parent.
  const companies: Record<number, ContractHolder> = {
    1: { companyId: 1, name: 'Evergreen', parent_id: null, contract_standards: [1, 8] },
    2: { companyId: 2, name: 'Northwind', parent_id: 1, contract_standards: [] },
    3: { companyId: 3, name: 'Own list', parent_id: 1, contract_standards: [2] },
    5: { companyId: 5, name: 'Meridian', parent_id: null },
    8: { companyId: 8, name: 'Loop A', parent_id: 9 },
    9: { companyId: 9, name: 'Loop B', parent_id: 8 },
  };
  const lookup = async (id: number) => companies[id];

  it('is governed by its own contract when it lists standards, else the nearest parent’s', async () => {
    expect((await governingContract(companies[1], lookup))?.companyId).toBe(1);
    expect((await governingContract(companies[2], lookup))?.companyId).toBe(1);
    expect((await governingContract(companies[3], lookup))?.companyId).toBe(3);
  });

  it('is open when no contract up the chain lists standards, even in a cycle', async () => {
    expect(await governingContract(companies[5], lookup)).toBeNull();
    expect(await governingContract(companies[8], lookup)).toBeNull();
  });

  it('names the standards outside the contract; an open contract has none', () => {
    expect(standardsOutsideContract([1, 8], [1, 2, 8, 2])).toEqual([2]);
    expect(standardsOutsideContract([1, 8], [8])).toEqual([]);
    expect(standardsOutsideContract(null, [2, 13])).toEqual([]);
  });

  it('says whose contract and which standards, and what to do', () => {
    expect(standardNotIncludedMessage('Evergreen', ['TCFD'])).toBe(
      'The contract of Evergreen does not include TCFD: ask the platform admin to add it to the contract',
    );
    expect(standardNotIncludedMessage('Evergreen', ['TCFD', 'PCAF', 'DDM'])).toBe(
      'The contract of Evergreen does not include TCFD, PCAF and DDM: ask the platform admin to add them to the contract',
    );
  });
});
