import { isSpecialAdmin, normaliseCompany, normaliseUser } from '@esg/access-policy';

describe('normaliseUser', () => {
  it('reads the API shape', () => {
    expect(
      normaliseUser({
        id: 4,
        uid: 'x',
        name: 'Priya',
        email: 'pc@demo.test',
        role: 'pc',
        permission: null,
        companyId: 2,
      }),
    ).toEqual({
      id: 4,
      email: 'pc@demo.test',
      role: 'pc',
      permission: null,
      companyId: 2,
    });
  });

  it('accepts the legacy `permissions` spelling and company_id', () => {
    expect(
      normaliseUser({ id: '5', email: 'c@demo.test', role: 'pc', permissions: 'Contributor', company_id: 4 }),
    ).toEqual({
      id: 5,
      email: 'c@demo.test',
      role: 'pc',
      permission: 'Contributor',
      companyId: 4,
    });
    expect(
      normaliseUser({ id: 6, email: 'i@demo.test', role: 'gp', permissions: ['coinvestor'] })?.permission,
    ).toBe('Coinvestor');
  });

  it('prefers `permission` over `permissions`, and ignores unknown values', () => {
    expect(
      normaliseUser({
        id: 6,
        email: 'a@b.test',
        role: 'gp',
        permission: 'Consultant',
        permissions: 'Contributor',
      })?.permission,
    ).toBe('Consultant');
    expect(
      normaliseUser({ id: 6, email: 'a@b.test', role: 'gp', permission: 'Owner' })?.permission,
    ).toBeNull();
  });

  it('rejects objects without an id, e-mail or known role', () => {
    expect(normaliseUser(null)).toBeNull();
    expect(normaliseUser({ email: 'a@b.test', role: 'gp' })).toBeNull();
    expect(normaliseUser({ id: 1, role: 'gp' })).toBeNull();
    expect(normaliseUser({ id: 1, email: 'a@b.test', role: 'superuser' })).toBeNull();
  });
});

describe('normaliseCompany', () => {
  it('reads standards from company_standard_assignments in order', () => {
    const company = normaliseCompany({
      id: 310,
      name: 'Investor',
      type: 'gp',
      parent_id: null,
      contact_email: 'x@y.test',
      contract_type: 'standard',
      funds_manager: 1,
      is_action_plan_enabled: true,
      gp_key: '',
      company_standard_assignments: [{ standard_id: 8 }, { standard_id: 1 }],
      data_collection_duration: null,
    });
    expect(company).toMatchObject({
      id: 310,
      standards: [8, 1],
      funds_manager: true,
      gp_key: null,
      data_collection_duration: null,
    });
  });

  it('rejects unknown types', () => {
    expect(normaliseCompany({ id: 1, type: 'bank' })).toBeNull();
  });
});

describe('isSpecialAdmin', () => {
  it('is the seeded admin account only, whatever the case of its e-mail', () => {
    expect(
      isSpecialAdmin({ id: 1, email: 'Admin@Demo.test', role: 'admin', permission: null, companyId: 6 }),
    ).toBe(true);
    expect(
      isSpecialAdmin({ id: 1, email: 'admin@demo.test', role: 'gp', permission: null, companyId: 6 }),
    ).toBe(false);
    expect(isSpecialAdmin(null)).toBe(false);
  });
});
