import { DEMO_USERS } from '@esg/platform';
import { menuFor, menuIds, routeAccess, type MenuEntry, type PolicyContext } from '@esg/access-policy';
import { ANONYMOUS, demoCompany, demoContext, makeCompany, makeContext } from './policy-fixtures';

/** A compact view of a menu: a link is "label -> path", a group is { label: [children] }. */
type Shape = string | { [group: string]: Shape[] };
function shape(entries: readonly MenuEntry[]): Shape[] {
  return entries.map((entry) =>
    entry.children ? { [entry.label]: shape(entry.children) } : `${entry.label} -> ${entry.path}`,
  );
}

const REPORTING = {
  Reporting: [
    'DDM -> /ddmReporting',
    'Management -> /management',
    'Investors -> /investor',
    'Portfolio Companies -> /portfolio-companies',
  ],
};

// The three gp users of Evergreen (1): ESG + SFDR, funds manager, action plans on, a GP key, no parent.
const EVERGREEN_GP_MENU: Shape[] = [
  'User Guide -> /user-guide',
  'Home -> /home',
  'Funds Manager -> /fundManager',
  'Access Manager -> /access-manager',
  'Action Plans -> /action-plans',
  {
    Data: [
      'Collection -> /collect-data',
      'Monitoring -> /view-childs-data',
      'EDCI Submission -> /edci-submissions',
      'Frameworks -> /frameworks',
    ],
  },
  {
    Analysis: [
      'Trends -> /trend',
      'Materiality -> /materiality',
      'Benchmarking -> /benchmarking',
      'Benchmarking Tool -> /benchmarking-tool',
      'Scorecard -> /scorecards',
      'PAI Calculation -> /viewPaiCalculation',
      'PAI Reports -> /pai-published-report',
    ],
  },
  REPORTING,
  'Carbon Calculator -> /carbon-emission',
  'SFDR Reporting -> /sfdrOrientation',
  'Feedback -> /feedbacks',
];

const EXPECTED_MENUS: Record<string, Shape[]> = {
  // No company loaded for the admin: only the admin entries, plus Action Plans for the specific account.
  'admin@demo.test': [
    'User Guide -> /user-guide',
    'Home -> /home',
    'Contract Manager -> /contract-manager',
    'Log Release -> /admin-release-logs',
    'Action Plans -> /action-plans',
    'Feedback -> /feedbacks',
  ],
  'gp@demo.test': EVERGREEN_GP_MENU,
  'coinvestor@demo.test': EVERGREEN_GP_MENU,
  'consultant@demo.test': EVERGREEN_GP_MENU,
  // Meridian (5): lp, ESG only, action plans off, no GP key, no parent.
  'lp@demo.test': [
    'User Guide -> /user-guide',
    'Home -> /home',
    'Access Manager -> /access-manager',
    { Data: ['Collection -> /collect-data', 'Monitoring -> /view-childs-data', 'Frameworks -> /frameworks'] },
    {
      Analysis: [
        'Trends -> /trend',
        'Materiality -> /materiality',
        'Benchmarking -> /benchmarking',
        'Benchmarking Tool -> /benchmarking-tool',
        'Scorecard -> /scorecards',
      ],
    },
    REPORTING,
    'Feedback -> /feedbacks',
  ],
  // Northwind (2): pc child of Evergreen, ESG + SFDR; pc pages of 6.1 are gone, Scorecard opens the
  // company's own ESG scorecard.
  'pc@demo.test': [
    'User Guide -> /user-guide',
    'Access Manager -> /access-manager',
    'Action Plans -> /action-plans',
    { Data: ['Collection -> /collect-data', 'Frameworks -> /frameworks'] },
    {
      Analysis: [
        'Materiality -> /materiality',
        'Benchmarking -> /benchmarking',
        'Scorecard -> /ESG-Scorecard',
        'PAI Calculation -> /viewPaiCalculation',
        'PAI Reports -> /pai-published-report',
      ],
    },
    REPORTING,
    'Carbon Calculator -> /carbon-emission',
    'Feedback -> /feedbacks',
  ],
  // Helios (4): a Contributor of a pc: no Access Manager, Action Plans, Monitoring or Frameworks.
  'contributor@demo.test': [
    'User Guide -> /user-guide',
    { Data: ['Collection -> /collect-data'] },
    {
      Analysis: [
        'Materiality -> /materiality',
        'Benchmarking -> /benchmarking',
        'Scorecard -> /ESG-Scorecard',
        'PAI Calculation -> /viewPaiCalculation',
        'PAI Reports -> /pai-published-report',
      ],
    },
    REPORTING,
    'Carbon Calculator -> /carbon-emission',
    'Feedback -> /feedbacks',
  ],
  // Trial Capital (7): gp on a demo contract, ESG only, action plans off, no funds manager, no GP
  // key, no parent. Its user is shown company 1's data under the demo banner (spec 4), but the menu
  // follows the company the user belongs to (docs/access-policy.md rule 23): no Access Manager for
  // the demo company; Carbon Calculator as a gp without a parent.
  'trial@demo.test': [
    'User Guide -> /user-guide',
    'Home -> /home',
    { Data: ['Collection -> /collect-data', 'Monitoring -> /view-childs-data', 'Frameworks -> /frameworks'] },
    {
      Analysis: [
        'Trends -> /trend',
        'Materiality -> /materiality',
        'Benchmarking -> /benchmarking',
        'Benchmarking Tool -> /benchmarking-tool',
        'Scorecard -> /scorecards',
      ],
    },
    REPORTING,
    'Carbon Calculator -> /carbon-emission',
    'Feedback -> /feedbacks',
  ],
  // Harbour Point Investors (310), the spec's own customer: gp, ESG only, action plans off, no funds
  // manager, no GP key, no parent. 6.2's one specific company: Reporting Dashboard, RI Dashboards,
  // API Documentation, API Settings. Get Help is company 760's: Feedback.
  'investor@demo.test': [
    'User Guide -> /user-guide',
    'Home -> /home',
    'Access Manager -> /access-manager',
    { Data: ['Collection -> /collect-data', 'Monitoring -> /view-childs-data', 'Frameworks -> /frameworks'] },
    {
      Analysis: [
        'Trends -> /trend',
        'Materiality -> /materiality',
        'Benchmarking -> /benchmarking',
        'Benchmarking Tool -> /benchmarking-tool',
        'Scorecard -> /scorecards',
      ],
    },
    { Reporting: [...REPORTING.Reporting, 'Reporting Dashboard -> /dataCollectionReporting'] },
    'Carbon Calculator -> /carbon-emission',
    'RI Dashboards -> /ri-dashboards',
    'API Documentation -> /api-documentation',
    'API Settings -> /apiKeySettings',
    'Feedback -> /feedbacks',
  ],
};

describe('menuFor: seeded demo users', () => {
  it('has an expectation for every seeded user', () => {
    expect(Object.keys(EXPECTED_MENUS).sort()).toEqual(DEMO_USERS.map((user) => user.email).sort());
  });

  it.each(Object.entries(EXPECTED_MENUS))('%s sees exactly the expected entries', (email, expected) => {
    expect(shape(menuFor(demoContext(email)))).toEqual(expected);
  });

  it('is empty when signed out', () => {
    expect(menuFor(ANONYMOUS)).toEqual([]);
  });
});

describe('menuFor: rules of spec 6.2', () => {
  const ids = (ctx: PolicyContext) => menuIds(menuFor(ctx));

  it('never links to a page the route guard refuses', () => {
    const contexts = [
      ...DEMO_USERS.map((user) => demoContext(user.email)),
      makeContext(demoCompany(7)),
      makeContext(makeCompany({ type: 'pc' })),
      makeContext(makeCompany({ id: 310, standards: [5, 12, 8] })),
    ];
    for (const ctx of contexts) {
      const links = (entries: readonly MenuEntry[]): string[] =>
        entries.flatMap((entry) => (entry.children ? links(entry.children) : [entry.path!]));
      for (const path of links(menuFor(ctx)))
        expect([path, routeAccess(path, ctx).allowed]).toEqual([path, true]);
    }
  });

  it('hides SFDR Reporting once optional indicators are chosen, or while the count is unknown', () => {
    expect(ids(demoContext('gp@demo.test', { optionalIndicatorCount: 3 }))).not.toContain('sfdr-reporting');
    expect(ids(demoContext('gp@demo.test', { optionalIndicatorCount: undefined }))).not.toContain(
      'sfdr-reporting',
    );
    expect(ids(demoContext('gp@demo.test', { optionalIndicatorCount: 0 }))).toContain('sfdr-reporting');
  });

  it('shows SFDR Reporting to gp non-contributors only', () => {
    const sfdrGp = makeCompany({ standards: [8] });
    expect(ids(makeContext(sfdrGp))).toContain('sfdr-reporting');
    expect(ids(makeContext(sfdrGp, null, { permission: 'Contributor' }))).not.toContain('sfdr-reporting');
    expect(ids(makeContext(makeCompany({ type: 'lp', standards: [8] })))).not.toContain('sfdr-reporting');
  });

  it('hides the Scorecard for a company whose first standard is SFDR, and shows PAI for any SFDR company', () => {
    const sfdrFirst = ids(makeContext(makeCompany({ standards: [8, 1] })));
    expect(sfdrFirst).not.toContain('scorecard');
    expect(sfdrFirst).toEqual(expect.arrayContaining(['pai-calculation', 'pai-reports', 'trends']));
    const esgOnly = ids(makeContext(makeCompany({ standards: [1] })));
    expect(esgOnly).toContain('scorecard');
    expect(esgOnly).not.toContain('pai-calculation');
  });

  it('shows Trends, Materiality and Benchmarking only with the ESG standard', () => {
    const tcfd = ids(makeContext(makeCompany({ standards: [2] })));
    expect(tcfd).not.toContain('trends');
    expect(tcfd).not.toContain('materiality');
    expect(tcfd).not.toContain('benchmarking');
    expect(tcfd).toContain('benchmarking-tool');
  });

  it('gives company 310 the Reporting Dashboard, RI Dashboards and the API area', () => {
    const menu = menuFor(makeContext(makeCompany({ id: 310, standards: [1] })));
    expect(menuIds(menu)).toEqual(
      expect.arrayContaining(['reporting-dashboard', 'ri-dashboards', 'api-documentation', 'api-settings']),
    );
    expect(shape(menu).slice(-4)).toEqual([
      'RI Dashboards -> /ri-dashboards',
      'API Documentation -> /api-documentation',
      'API Settings -> /apiKeySettings',
      'Feedback -> /feedbacks',
    ]);
  });

  it('gives the Reporting Dashboard to companies with standards 5 and 12, not either alone', () => {
    expect(ids(makeContext(makeCompany({ standards: [5, 6, 12] })))).toContain('reporting-dashboard');
    expect(ids(makeContext(makeCompany({ standards: [5, 6] })))).not.toContain('reporting-dashboard');
    expect(ids(makeContext(makeCompany({ standards: [12] })))).not.toContain('reporting-dashboard');
    const withoutApi = ids(makeContext(makeCompany({ standards: [5, 12] })));
    expect(withoutApi).not.toContain('api-settings');
    expect(withoutApi).not.toContain('ri-dashboards');
  });

  it('replaces Feedback with Get Help for 760 and its children only', () => {
    const partner = makeCompany({ id: 760 });
    const child = makeCompany({ type: 'pc', parent_id: 760 });
    const grandchild = makeCompany({ type: 'pc', parent_id: child.id });
    expect(shape(menuFor(makeContext(partner))).at(-1)).toBe('Get Help -> /getHelp');
    expect(shape(menuFor(makeContext(child, partner))).at(-1)).toBe('Get Help -> /getHelp');
    expect(shape(menuFor(makeContext(grandchild, child))).at(-1)).toBe('Feedback -> /feedbacks');
  });

  it('shows Monitoring to root companies and to gp children, not to pc children', () => {
    const top = makeCompany({ is_action_plan_enabled: true });
    expect(ids(makeContext(makeCompany({ parent_id: top.id }), top))).toContain('monitoring');
    expect(ids(makeContext(makeCompany({ type: 'lp' })))).toContain('monitoring');
    expect(ids(makeContext(makeCompany({ type: 'lp', parent_id: top.id }), top))).not.toContain('monitoring');
  });

  it('excludes the Carbon Calculator for admin, lp and nested gp', () => {
    const top = makeCompany();
    expect(ids(makeContext(makeCompany({ parent_id: top.id }), top))).not.toContain('carbon-calculator');
    expect(ids(makeContext(top))).toContain('carbon-calculator');
    expect(ids(demoContext('lp@demo.test'))).not.toContain('carbon-calculator');
    expect(ids(demoContext('admin@demo.test', { company: top, visitingCompanyId: top.id }))).not.toContain(
      'carbon-calculator',
    );
  });

  it('shows the Fund(s) Manager to gp non-contributors of a funds manager', () => {
    const funds = makeCompany({ funds_manager: true });
    expect(ids(makeContext(funds))).toContain('funds-manager');
    expect(ids(makeContext(funds, null, { permission: 'Contributor' }))).not.toContain('funds-manager');
    expect(ids(makeContext(makeCompany({ funds_manager: false })))).not.toContain('funds-manager');
    expect(ids(makeContext(makeCompany({ type: 'lp', funds_manager: true })))).not.toContain('funds-manager');
  });

  it('shows the demo-contract company no Access Manager (its own flags and standards otherwise)', () => {
    const trial = menuFor(makeContext(demoCompany(7)));
    expect(shape(trial)).toEqual([
      'User Guide -> /user-guide',
      'Home -> /home',
      {
        Data: ['Collection -> /collect-data', 'Monitoring -> /view-childs-data', 'Frameworks -> /frameworks'],
      },
      {
        Analysis: [
          'Trends -> /trend',
          'Materiality -> /materiality',
          'Benchmarking -> /benchmarking',
          'Benchmarking Tool -> /benchmarking-tool',
          'Scorecard -> /scorecards',
        ],
      },
      REPORTING,
      'Carbon Calculator -> /carbon-emission',
      'Feedback -> /feedbacks',
    ]);
  });

  it('keeps the Data menu hidden for an admin visiting a workplace, and shows the company analysis', () => {
    const visited = demoCompany(1);
    const menu = ids(demoContext('admin@demo.test', { company: visited, visitingCompanyId: visited.id }));
    expect(menu).not.toContain('data');
    expect(menu).toEqual(
      expect.arrayContaining(['contract-manager', 'log-release', 'analysis', 'reporting', 'action-plans']),
    );
    expect(menu).not.toContain('access-manager');
  });

  it('shows Action Plans to other admins never', () => {
    const ctx: PolicyContext = {
      user: { id: 50, email: 'ops@demo.test', role: 'admin', permission: null, companyId: 6 },
      company: null,
      parentCompany: null,
    };
    expect(ids(ctx)).toEqual(['user-guide', 'home', 'log-release', 'feedback']);
  });
});
