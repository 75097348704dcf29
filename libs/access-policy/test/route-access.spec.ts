import {
  canCreateActionPlan,
  canManageContracts,
  canViewActionPlans,
  routeAccess,
  FEATURE_DISABLED_REASON,
  type PolicyContext,
} from '@esg/access-policy';
import { ANONYMOUS, demoCompany, demoContext, makeCompany, makeContext } from './policy-fixtures';

const denied = (redirectTo: string, reason: string, goBack = false) => ({
  allowed: false,
  redirectTo,
  reason,
  goBack,
});

describe('routeAccess: log lines of spec 8', () => {
  it('names the role for pc restrictions', () => {
    expect(routeAccess('/home', demoContext('pc@demo.test'))).toEqual(
      denied('/user-guide', 'pc cannot access /home'),
    );
  });

  it('names the permission for Contributor restrictions, before the role', () => {
    expect(routeAccess('/trend', demoContext('contributor@demo.test'))).toEqual(
      denied('/user-guide', 'Contributor cannot access /trend'),
    );
    expect(routeAccess('/frameworks', demoContext('contributor@demo.test'))).toEqual(
      denied('/user-guide', 'Contributor cannot access /frameworks'),
    );
  });

  it('names the permission when Coinvestor or Consultant try to create a plan', () => {
    expect(routeAccess('/action-plans/create', demoContext('coinvestor@demo.test'))).toEqual(
      denied('/action-plans', 'Coinvestor cannot access /action-plans/create'),
    );
    expect(
      routeAccess('/action-plans/create/add-recommendation/4', demoContext('consultant@demo.test')),
    ).toEqual(denied('/action-plans', 'Consultant cannot access /action-plans/create/add-recommendation/4'));
  });

  it('goes back (or to the root) when action plans are not enabled', () => {
    expect(routeAccess('/action-plans', demoContext('lp@demo.test'))).toEqual(
      denied('/', FEATURE_DISABLED_REASON, true),
    );
    expect(FEATURE_DISABLED_REASON).toBe('Access denied: Feature is_action_plan_enabled not enabled');
  });

  it('logs the normalised path', () => {
    expect(routeAccess('/scorecards/pcaf/?x=1', demoContext('pc@demo.test'))).toEqual(
      denied('/user-guide', 'pc cannot access /scorecards/pcaf'),
    );
  });
});

describe('routeAccess: action plans', () => {
  it('follows the parent company flag for portfolio companies', () => {
    const parent = makeCompany({ is_action_plan_enabled: true });
    const pc = makeCompany({ type: 'pc', parent_id: parent.id });
    expect(routeAccess('/action-plans', makeContext(pc, parent)).allowed).toBe(true);
    expect(
      routeAccess('/action-plans', makeContext(pc, { ...parent, is_action_plan_enabled: false })).allowed,
    ).toBe(false);
  });

  it('lets an lp whose company has the flag see plans but not create them', () => {
    const lp = makeCompany({ type: 'lp', is_action_plan_enabled: true });
    expect(routeAccess('/action-plans/detail/1', makeContext(lp)).allowed).toBe(true);
    expect(routeAccess('/action-plans/create', makeContext(lp))).toEqual(
      denied('/action-plans', 'lp cannot access /action-plans/create'),
    );
  });

  it('checks the feature flag before the create rules', () => {
    const gp = makeCompany({ is_action_plan_enabled: false });
    expect(routeAccess('/action-plans/create', makeContext(gp, null, { permission: 'Coinvestor' }))).toEqual(
      denied('/', FEATURE_DISABLED_REASON, true),
    );
  });

  it('refuses admins other than the specific admin account', () => {
    const other = makeCompany({ type: 'admin', standards: [] });
    const ctx: PolicyContext = { ...makeContext(other, null, { email: 'ops@demo.test' }), company: null };
    expect(routeAccess('/action-plans', ctx)).toEqual(
      denied('/user-guide', 'admin cannot access /action-plans'),
    );
    expect(routeAccess('/action-plans', demoContext('admin@demo.test')).allowed).toBe(true);
    expect(routeAccess('/action-plans/create', demoContext('admin@demo.test'))).toEqual(
      denied('/action-plans', 'admin cannot access /action-plans/create'),
    );
  });

  it('sends a deep link entered from outside the application to the list; in-app moves reach it', () => {
    const gp = demoContext('gp@demo.test');
    expect(routeAccess('/action-plans/detail/3', gp, { from: null })).toMatchObject({
      allowed: false,
      redirectTo: '/action-plans',
    });
    // A notification's link followed from any page of the app.
    expect(routeAccess('/action-plans/detail/3', gp, { from: '/user-guide' })).toEqual({ allowed: true });
    expect(routeAccess('/action-plans/detail/3', gp, { from: '/action-plans?page=2' })).toEqual({
      allowed: true,
    });
    expect(
      routeAccess('/action-plans/detail/3/recommendation/4', gp, { from: '/action-plans/detail/3' }),
    ).toEqual({ allowed: true });
    expect(routeAccess('/action-plans', gp, { from: null })).toEqual({ allowed: true });
    // A link on another site is "from outside"; a reload, a bookmark or a mail's link keep the page.
    expect(routeAccess('/action-plans/detail/3', gp, { from: null, entry: 'other-site' })).toMatchObject({
      allowed: false,
      redirectTo: '/action-plans',
      reason: 'Deep link /action-plans/detail/3 entered from another site',
    });
    expect(routeAccess('/action-plans/detail/3', gp, { from: null, entry: 'reload' })).toEqual({
      allowed: true,
    });
    expect(
      routeAccess('/action-plans/detail/3/recommendation/4', gp, { from: null, entry: 'direct' }),
    ).toEqual({
      allowed: true,
    });
    // Without navigation information (the server) the rule does not apply.
    expect(routeAccess('/action-plans/detail/3', gp)).toEqual({ allowed: true });
  });

  it('exposes the same answers for server guards', () => {
    expect(canViewActionPlans(demoContext('pc@demo.test'))).toBe(true);
    expect(canCreateActionPlan(demoContext('pc@demo.test'))).toBe(false);
    expect(canCreateActionPlan(demoContext('gp@demo.test'))).toBe(true);
    expect(canCreateActionPlan(demoContext('coinvestor@demo.test'))).toBe(false);
    expect(canViewActionPlans(demoContext('lp@demo.test'))).toBe(false);
    expect(canViewActionPlans(ANONYMOUS)).toBe(false);
  });
});

describe('routeAccess: other rules', () => {
  it('lets only the specific admin account into the contract manager', () => {
    expect(canManageContracts(demoContext('admin@demo.test'))).toBe(true);
    expect(canManageContracts(demoContext('gp@demo.test'))).toBe(false);
    const ctx: PolicyContext = {
      user: { id: 99, email: 'second-admin@demo.test', role: 'admin', permission: null, companyId: 6 },
      company: null,
      parentCompany: null,
    };
    expect(routeAccess('/contract-manager', ctx)).toEqual(
      denied('/user-guide', 'admin cannot access /contract-manager'),
    );
    expect(routeAccess('/admin-release-logs', ctx)).toEqual({ allowed: true });
    const shouting: PolicyContext = { ...ctx, user: { ...ctx.user!, email: 'ADMIN@demo.test' } };
    expect(routeAccess('/contract-manager', shouting)).toEqual({ allowed: true });
    // Its form too (docs/contracts.md); any user reads their own company's contract.
    expect(routeAccess('/contract-form', ctx)).toEqual(
      denied('/user-guide', 'admin cannot access /contract-form'),
    );
    expect(routeAccess('/contract-form', shouting)).toEqual({ allowed: true });
    expect(routeAccess('/contract-information', demoContext('gp@demo.test'))).toEqual({ allowed: true });
  });

  it('restricts pc users of any company, and Contributors of any role', () => {
    const gpContributor = makeContext(makeCompany(), null, { permission: 'Contributor' });
    expect(routeAccess('/access-manager', gpContributor)).toMatchObject({ redirectTo: '/user-guide' });
    expect(routeAccess('/collect-data', gpContributor)).toEqual({ allowed: true });
    const rootPc = makeContext(makeCompany({ type: 'pc' }));
    expect(routeAccess('/access-manager', rootPc)).toEqual({ allowed: true });
    expect(routeAccess('/view-childs-data', rootPc)).toMatchObject({ redirectTo: '/user-guide' });
  });

  it('sends signed-in users away from login layouts and signed-out users to /login', () => {
    expect(routeAccess('/two-fa-auth', demoContext('gp@demo.test'))).toEqual(
      denied('/user-guide', 'Authenticated users cannot access /two-fa-auth'),
    );
    expect(routeAccess('/two-fa-auth', ANONYMOUS)).toEqual({ allowed: true });
    expect(routeAccess('/collect-data', ANONYMOUS)).toEqual(
      denied('/login', 'Unauthenticated users cannot access /collect-data'),
    );
  });

  it('leaves unknown paths to the 404 page, signed in or not', () => {
    expect(routeAccess('/nowhere', ANONYMOUS)).toEqual({ allowed: true });
    expect(routeAccess('/home/extra', demoContext('pc@demo.test'))).toEqual({ allowed: true });
  });

  it('does not restrict the demo-contract company, 310 or the 760 family beyond their role', () => {
    const trial = makeContext(demoCompany(7));
    expect(routeAccess('/access-manager', trial)).toEqual({ allowed: true });
    const investor = makeContext(makeCompany({ id: 310 }));
    expect(routeAccess('/ri-dashboards', investor)).toEqual({ allowed: true });
    const partner = makeCompany({ id: 760 });
    const child = makeContext(makeCompany({ type: 'pc', parent_id: 760 }), partner);
    expect(routeAccess('/getHelp', child)).toEqual({ allowed: true });
    expect(routeAccess('/home', child)).toMatchObject({ redirectTo: '/user-guide' });
  });

  it('treats a nested gp like any gp', () => {
    const top = makeCompany({ is_action_plan_enabled: true });
    const nested = makeContext(makeCompany({ parent_id: top.id }), top);
    expect(routeAccess('/action-plans/create', nested)).toEqual({ allowed: true });
    expect(routeAccess('/view-childs-data', nested)).toEqual({ allowed: true });
  });
});
