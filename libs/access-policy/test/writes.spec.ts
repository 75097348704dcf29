import type { Permission, Role } from '@esg/contracts';
import { isRoute, readOnlyWorkplace, writeOpenTo } from '../src';

/** Read-only workplaces (docs/access-policy.md rules 100-103), expectations written by hand. */
const who = (role: Role, permission: Permission | null = null) => ({ role, permission });
const standard = { contract_type: 'standard' };
const demo = { contract_type: 'demo' };

describe('readOnlyWorkplace', () => {
  it('names why a workplace writes nothing, the ended contract first', () => {
    expect(readOnlyWorkplace(who('gp'), standard, false)).toBeNull();
    expect(readOnlyWorkplace(who('gp'), standard, true)).toBe('contract-ended');
    expect(readOnlyWorkplace(who('gp'), demo, false)).toBe('demo');
    expect(readOnlyWorkplace(who('gp'), demo, true)).toBe('contract-ended');
    expect(readOnlyWorkplace(who('gp', 'Coinvestor'), standard, false)).toBe('outside-party');
    expect(readOnlyWorkplace(who('gp', 'Consultant'), standard, false)).toBe('outside-party');
    expect(readOnlyWorkplace(who('gp', 'Contributor'), standard, false)).toBeNull();
    expect(readOnlyWorkplace(who('pc'), null, false)).toBeNull();
  });

  it('never holds the platform admin', () => {
    expect(readOnlyWorkplace(who('admin'), demo, true)).toBeNull();
  });
});

describe('isRoute', () => {
  it('matches a template segment by segment, with any query string', () => {
    expect(isRoute('PUT /api/notifications/{id}/read', 'PUT', '/api/notifications/12/read')).toBe(true);
    expect(isRoute('PUT /api/notifications/{id}/read', 'put', '/api/notifications/12/read?x=1')).toBe(true);
    expect(isRoute('PUT /api/notifications/{id}/read', 'POST', '/api/notifications/12/read')).toBe(false);
    expect(isRoute('PUT /api/notifications/{id}/read', 'PUT', '/api/notifications//read')).toBe(false);
    expect(isRoute('PUT /api/notifications/{id}/read', 'PUT', '/api/notifications/1/2/read')).toBe(false);
    expect(isRoute('POST /api/feedback', 'POST', '/api/feedback/x')).toBe(false);
    expect(isRoute('POST /api/feedback', 'POST', '/api/feedback/')).toBe(false);
  });

  it('reads segments as the router does (percent-decoded), and never a decoded slash as a segment', () => {
    expect(isRoute('POST /api/feedback', 'POST', '/api/f%65edback')).toBe(true);
    expect(isRoute('PUT /api/notifications/{id}/read', 'PUT', '/api/notifications/a%2Fb/read')).toBe(false);
    expect(isRoute('POST /api/feedback', 'POST', '/api/%E0%A4%A')).toBe(false);
  });
});

describe('writeOpenTo', () => {
  it('keeps reads and one’s own account open to every read-only workplace', () => {
    for (const reason of ['contract-ended', 'demo', 'outside-party'] as const) {
      expect(writeOpenTo(reason, who('gp'), 'GET', '/api/responses/14')).toBe(true);
      expect(writeOpenTo(reason, who('gp'), 'POST', '/api/auth/logout')).toBe(true);
      expect(writeOpenTo(reason, who('gp'), 'PATCH', '/api/user/me')).toBe(true);
      expect(writeOpenTo(reason, who('gp'), 'POST', '/api/calculations/carbon')).toBe(true);
      expect(writeOpenTo(reason, who('gp'), 'POST', '/api/responses/14/review')).toBe(false);
      expect(writeOpenTo(reason, who('gp'), 'POST', '/api/monitoring/reminders')).toBe(false);
      expect(writeOpenTo(reason, who('gp'), 'POST', '/api/auth/../responses/14/review')).toBe(false);
    }
  });

  it('opens the ES advisor’s drafting to a Consultant only', () => {
    const consultant = who('gp', 'Consultant');
    const coinvestor = who('gp', 'Coinvestor');
    expect(writeOpenTo('outside-party', consultant, 'PUT', '/api/action-plans/1')).toBe(true);
    expect(writeOpenTo('outside-party', consultant, 'PUT', '/api/action-plans/1/sign-off')).toBe(false);
    expect(writeOpenTo('outside-party', coinvestor, 'PUT', '/api/action-plans/1')).toBe(false);
    expect(writeOpenTo('outside-party', consultant, 'PUT', '/api/pai/reports/1/2024/texts/T1-2')).toBe(false);
    expect(writeOpenTo('demo', who('gp'), 'PUT', '/api/action-plans/1')).toBe(false);
  });
});
