import { menuFor, routeAccess, writeOpenTo, readOnlyWorkplace } from '@esg/access-policy';
import { demoCompany, makeContext } from './policy-fixtures';

/** An auditor in the SPA (issue 27, ADR 0218, rule 141): one page, their password, nothing else. */
describe('an auditor', () => {
  const evergreen = demoCompany(1);
  const auditor = makeContext(evergreen, null, { role: 'gp', permission: 'Auditor' });
  const gp = makeContext(evergreen, null, { role: 'gp', permission: null });

  it('has one menu entry, their page', () => {
    expect(menuFor(auditor)).toEqual([{ id: 'assurance', label: 'Assurance', path: '/assurance' }]);
  });

  it('opens /assurance and the password change; every other route sends them to /assurance', () => {
    expect(routeAccess('/assurance', auditor)).toEqual({ allowed: true });
    expect(routeAccess('/change-password', auditor)).toEqual({ allowed: true });
    for (const path of ['/user-guide', '/home', '/fundManager', '/access-manager', '/pai-published-report'])
      expect(routeAccess(path, auditor)).toEqual({
        allowed: false,
        redirectTo: '/assurance',
        reason: `Auditor cannot access ${path}`,
        goBack: false,
      });
  });

  it("is an outside party whose writes the workplace's write gate refuses", () => {
    const user = auditor.user!;
    const reason = readOnlyWorkplace(user, null, false);
    expect(reason).toBe('outside-party');
    expect(writeOpenTo(reason!, user, 'PUT', '/api/responses/1/values/ghg.scope1/override')).toBe(false);
  });

  it('is the only one to open /assurance', () => {
    expect(routeAccess('/assurance', gp)).toMatchObject({ allowed: false, redirectTo: '/user-guide' });
    expect(menuFor(gp).some((entry) => entry.path === '/assurance')).toBe(false);
  });
});
