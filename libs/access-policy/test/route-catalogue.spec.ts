import { ROUTE_CATALOGUE, isLoginLayout, matchRoute, normalisePath, routeTitle } from '@esg/access-policy';

describe('route catalogue', () => {
  it('lists each pattern once', () => {
    const patterns = ROUTE_CATALOGUE.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('gives the login layouts, and only them, the guest access class', () => {
    for (const route of ROUTE_CATALOGUE) {
      expect([route.pattern, route.access === 'guest']).toEqual([route.pattern, isLoginLayout(route.layout)]);
    }
    expect(
      ROUTE_CATALOGUE.filter((route) => route.access === 'guest')
        .map((route) => route.pattern)
        .sort(),
    ).toEqual(['/login', '/recover-password', '/register-company', '/set-password', '/two-fa-auth']);
  });

  it('keeps the policy pages public in the privacy layout, and the landing page public', () => {
    const publicRoutes = ROUTE_CATALOGUE.filter((route) => route.access === 'public').map((route) => [
      route.pattern,
      route.layout,
    ]);
    expect(publicRoutes).toEqual([
      ['/landing', 'landing'],
      ['/privacy', 'privacy'],
      ['/old-privacy', 'privacy'],
      ['/esgpolicy', 'privacy'],
      ['/esg-policy-old', 'privacy'],
    ]);
  });

  it('shows the highlights pages in their own layout, signed in', () => {
    for (const path of ['/highlights', '/leaderboardHighlights']) {
      expect(matchRoute(path)?.route).toMatchObject({ layout: 'highlights', access: 'protected' });
    }
  });

  it('matches dynamic segments and returns their values', () => {
    expect(matchRoute('/action-plans/detail/42')).toEqual({
      route: expect.objectContaining({ pattern: '/action-plans/detail/{id}' }),
      params: { id: '42' },
    });
    expect(matchRoute('/action-plans/performance/42/detail/7')?.params).toEqual({ id: '42', detailId: '7' });
    expect(matchRoute('/action-plans/create/add-recommendation/5')?.params).toEqual({ id: '5' });
  });

  it('matches optional segments present or absent', () => {
    const recommendation =
      '/action-plans/detail/{actionPlanId}/{performanceStandardId?}/recommendation/{recommendationId?}';
    expect(matchRoute('/action-plans/detail/42/3/recommendation/9')).toMatchObject({
      route: { pattern: recommendation },
      params: { actionPlanId: '42', performanceStandardId: '3', recommendationId: '9' },
    });
    expect(matchRoute('/action-plans/detail/42/recommendation/9')).toMatchObject({
      route: { pattern: recommendation },
      params: { actionPlanId: '42', recommendationId: '9' },
    });
    expect(matchRoute('/action-plans/detail/42/recommendation')).toMatchObject({
      route: { pattern: recommendation },
      params: { actionPlanId: '42' },
    });
    expect(matchRoute('/edci-submission-detail')?.route.pattern).toBe('/edci-submission-detail/{id?}');
    expect(matchRoute('/edci-submission-detail/12')?.params).toEqual({ id: '12' });
  });

  it('prefers the literal route over a parameter', () => {
    expect(matchRoute('/edci-submission-detail/submissionDetailTable')?.route.pattern).toBe(
      '/edci-submission-detail/submissionDetailTable',
    );
    expect(matchRoute('/action-plans/create')?.route.pattern).toBe('/action-plans/create');
  });

  it('ignores query strings, fragments and trailing slashes; is case-sensitive', () => {
    expect(normalisePath('/action-plans/?page=2#top')).toBe('/action-plans');
    expect(normalisePath('')).toBe('/');
    expect(matchRoute('/scorecards/pcaf/?tab=1')?.route.pattern).toBe('/scorecards/pcaf');
    expect(matchRoute('/ESG-Scorecard')).not.toBeNull();
    expect(matchRoute('/esg-scorecard')).toBeNull();
  });

  it('returns null for unknown paths (the 404 page)', () => {
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/action-plans/detail')).toBeNull();
    expect(matchRoute('/action-plans/detail/1/2/3')).toBeNull();
  });

  it('titles pages after the route name', () => {
    expect(routeTitle('/action-plans')).toBe('Action Plans');
    expect(routeTitle('/action-plans/detail/3')).toBe('Action Plan Detail');
    expect(routeTitle('/access-manager')).toBe('Access Manager');
    expect(routeTitle('/pai-published-report')).toBe('PAI Report');
    expect(routeTitle('/unknown')).toBeNull();
    for (const route of ROUTE_CATALOGUE) expect(route.title).not.toBe('');
  });
});
