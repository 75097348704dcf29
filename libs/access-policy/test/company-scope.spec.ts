import { DEMO_COMPANIES } from '@esg/platform';
import { canActForCompany, type CompanyScopeRecord } from '@esg/access-policy';

const nested: CompanyScopeRecord[] = [
  { id: 20, parent_id: 1 }, // a gp nested under Evergreen
  { id: 21, parent_id: 20 }, // its portfolio company
];
const records = new Map<number, CompanyScopeRecord>(
  [...DEMO_COMPANIES, ...nested].map((company) => [company.id, company]),
);
const lookup = (id: number) => records.get(id);

describe('canActForCompany (X-Company-ID)', () => {
  it('lets an admin act for any company', () => {
    expect(canActForCompany({ role: 'admin', companyId: 6 }, 2, lookup)).toBe(true);
    expect(canActForCompany({ role: 'admin', companyId: null }, 310, lookup)).toBe(true);
  });

  it('lets a gp act for its own company and its direct children only', () => {
    const gp = { role: 'gp' as const, companyId: 1 };
    expect(canActForCompany(gp, 1, lookup)).toBe(true);
    expect(canActForCompany(gp, 2, lookup)).toBe(true);
    expect(canActForCompany(gp, 20, lookup)).toBe(true);
    expect(canActForCompany(gp, 21, lookup)).toBe(false);
    expect(canActForCompany(gp, 5, lookup)).toBe(false);
    expect(canActForCompany(gp, 999, lookup)).toBe(false);
  });

  it('lets a nested gp act for its own children but not its parent', () => {
    const nestedGp = { role: 'gp' as const, companyId: 20 };
    expect(canActForCompany(nestedGp, 21, lookup)).toBe(true);
    expect(canActForCompany(nestedGp, 1, lookup)).toBe(false);
  });

  it('keeps pc and lp users to their own company', () => {
    expect(canActForCompany({ role: 'pc', companyId: 2 }, 2, lookup)).toBe(true);
    expect(canActForCompany({ role: 'pc', companyId: 2 }, 3, lookup)).toBe(false);
    expect(canActForCompany({ role: 'pc', companyId: 2 }, 1, lookup)).toBe(false);
    expect(canActForCompany({ role: 'lp', companyId: 5 }, 5, lookup)).toBe(true);
    expect(canActForCompany({ role: 'lp', companyId: 5 }, 1, lookup)).toBe(false);
  });

  it('lets users of a demo-contract company act for the demo company they are shown', () => {
    const trial = { role: 'gp' as const, companyId: 7 };
    expect(canActForCompany(trial, 7, lookup)).toBe(true);
    expect(canActForCompany(trial, 1, lookup)).toBe(true);
    expect(canActForCompany(trial, 2, lookup)).toBe(true);
    expect(canActForCompany(trial, 5, lookup)).toBe(false);
  });

  it('refuses a user without a company', () => {
    expect(canActForCompany({ role: 'gp', companyId: null }, 1, lookup)).toBe(false);
  });
});
