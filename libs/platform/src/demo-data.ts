import type { Instrument, Permission, Role, SfdrClassification } from '@esg/contracts';

/**
 * The demo tenant seeded in standalone and cluster modes (never in production). Company 1 is the
 * showcase GP that users of a demo-contract company are shown (spec section 4, "Demo companies").
 * Each service seeds its own part: data-collection the companies and funds, the gateway the users.
 */
export const DEMO_PASSWORD = 'demo-password';

export interface DemoCompany {
  id: number;
  name: string;
  type: 'gp' | 'pc' | 'lp' | 'admin';
  parent_id: number | null;
  contact_email: string;
  contract_type: 'standard' | 'demo';
  data_collection_duration: 'quarterly' | '6-monthly' | 'annually' | null;
  funds_manager: boolean;
  is_action_plan_enabled: boolean;
  gp_key: string | null;
  industry_id: number | null;
  standards: number[];
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    id: 1,
    name: 'Evergreen Capital Partners',
    type: 'gp',
    parent_id: null,
    contact_email: 'gp@demo.test',
    contract_type: 'standard',
    data_collection_duration: 'annually',
    funds_manager: true,
    is_action_plan_enabled: true,
    gp_key: 'EVG-2020',
    industry_id: 40,
    standards: [1, 8],
  },
  {
    id: 2,
    name: 'Northwind Renewables',
    type: 'pc',
    parent_id: 1,
    contact_email: 'pc@demo.test',
    contract_type: 'standard',
    data_collection_duration: 'annually',
    funds_manager: false,
    is_action_plan_enabled: false,
    gp_key: null,
    industry_id: 55,
    standards: [1, 2, 8, 16],
  },
  {
    id: 3,
    name: 'Atlas Logistics',
    type: 'pc',
    parent_id: 1,
    contact_email: 'ops@atlas-logistics.demo.test',
    contract_type: 'standard',
    data_collection_duration: 'annually',
    funds_manager: false,
    is_action_plan_enabled: false,
    gp_key: null,
    industry_id: 20,
    standards: [1, 8, 16],
  },
  {
    id: 4,
    name: 'Helios Foods',
    type: 'pc',
    parent_id: 1,
    contact_email: 'esg@helios-foods.demo.test',
    contract_type: 'standard',
    data_collection_duration: 'annually',
    funds_manager: false,
    is_action_plan_enabled: false,
    gp_key: null,
    industry_id: 30,
    standards: [1, 8],
  },
  {
    id: 5,
    name: 'Meridian Pension Fund',
    type: 'lp',
    parent_id: null,
    contact_email: 'lp@demo.test',
    contract_type: 'standard',
    data_collection_duration: 'annually',
    funds_manager: true,
    is_action_plan_enabled: false,
    gp_key: null,
    industry_id: 40,
    standards: [1],
  },
  {
    id: 6,
    name: 'Platform Administration',
    type: 'admin',
    parent_id: null,
    contact_email: 'admin@demo.test',
    contract_type: 'standard',
    data_collection_duration: null,
    funds_manager: false,
    is_action_plan_enabled: false,
    gp_key: null,
    industry_id: null,
    standards: [],
  },
  {
    id: 7,
    name: 'Trial Capital',
    type: 'gp',
    parent_id: null,
    contact_email: 'trial@demo.test',
    contract_type: 'demo',
    data_collection_duration: 'annually',
    funds_manager: false,
    is_action_plan_enabled: false,
    gp_key: null,
    industry_id: 40,
    standards: [1],
  },
  {
    // The spec's own customer (2.6, 6.2): its own Responsible Investing report, and the API always open.
    id: 310,
    name: 'Harbour Point Investors',
    type: 'gp',
    parent_id: null,
    contact_email: 'investor@demo.test',
    contract_type: 'standard',
    data_collection_duration: 'annually',
    funds_manager: false,
    is_action_plan_enabled: false,
    gp_key: null,
    industry_id: 40,
    standards: [1],
  },
];

/**
 * Demo funds (issue 9). Evergreen manages two; Meridian's programme invests in both (an LP's fund lists
 * the GP funds it invests in). Seeded through data-collection's fund code, so their events exist.
 */
export interface DemoFund {
  id: number;
  name: string;
  company_id: number;
  vintage: number;
  currency: string;
  sfdr_classification: SfdrClassification;
  strategy: string;
  portfolio_company_ids: readonly number[];
  gp_fund_ids: readonly number[];
}

export const DEMO_FUNDS: readonly DemoFund[] = [
  {
    id: 1,
    name: 'Evergreen Sustainable Growth Fund I',
    company_id: 1,
    vintage: 2021,
    currency: 'EUR',
    sfdr_classification: 'article_8',
    strategy: 'Growth equity in European mid-market companies',
    portfolio_company_ids: [2, 3, 4],
    gp_fund_ids: [],
  },
  {
    id: 2,
    name: 'Evergreen Climate Transition Fund II',
    company_id: 1,
    vintage: 2024,
    currency: 'EUR',
    sfdr_classification: 'article_9',
    strategy: 'Renewable energy and decarbonisation infrastructure',
    portfolio_company_ids: [2],
    gp_fund_ids: [],
  },
  {
    id: 3,
    name: 'Meridian Private Markets Programme',
    company_id: 5,
    vintage: 2022,
    currency: 'EUR',
    sfdr_classification: 'article_8',
    strategy: 'Commitments to private equity and infrastructure funds',
    portfolio_company_ids: [],
    gp_fund_ids: [1, 2],
  },
];

/** Contract limits of the demo companies (spec 3); the contract manager edits them in a later issue. */
export const DEMO_CONTRACT_LIMITS: Readonly<
  Record<number, { team_members: number; number_of_pcs: number; number_of_contributors: number }>
> = {
  1: { team_members: 6, number_of_pcs: 5, number_of_contributors: 2 },
  2: { team_members: 2, number_of_pcs: 0, number_of_contributors: 1 },
  3: { team_members: 2, number_of_pcs: 0, number_of_contributors: 1 },
  4: { team_members: 3, number_of_pcs: 0, number_of_contributors: 1 },
  5: { team_members: 4, number_of_pcs: 3, number_of_contributors: 1 },
  6: { team_members: 0, number_of_pcs: 0, number_of_contributors: 0 },
  7: { team_members: 0, number_of_pcs: 0, number_of_contributors: 0 },
  310: { team_members: 3, number_of_pcs: 3, number_of_contributors: 1 },
};

export interface DemoPosition {
  companyId: number | null;
  country?: string;
  instrument: Instrument;
  value: number;
  outstanding?: number;
}

/**
 * Positions in EUR on the last quarter ends before the seeding date (`quartersAgo` 0 is the latest).
 * Each set holds cash and a German sovereign bond besides the portfolio companies, and all investments
 * exceed the positions' sum by what the fund holds in derivatives (currency hedges).
 */
export const DEMO_POSITIONS: ReadonlyArray<{
  fundId: number;
  quartersAgo: number;
  allInvestments: number;
  positions: readonly DemoPosition[];
}> = [
  ...[
    { quartersAgo: 3, eq: [48_200_000, 36_500_000, 27_900_000], cash: 9_400_000, hedge: 2_500_000 },
    { quartersAgo: 2, eq: [50_100_000, 35_800_000, 29_300_000], cash: 7_900_000, hedge: 2_100_000 },
    { quartersAgo: 1, eq: [52_600_000, 37_200_000, 30_800_000], cash: 6_300_000, hedge: 1_800_000 },
    { quartersAgo: 0, eq: [55_000_000, 38_900_000, 31_500_000], cash: 5_200_000, hedge: 1_600_000 },
  ].map(({ quartersAgo, eq, cash, hedge }) => {
    const positions: DemoPosition[] = [
      { companyId: 2, instrument: 'unlisted_equity', value: eq[0] },
      { companyId: 2, instrument: 'business_loan', value: 9_800_000, outstanding: 10_000_000 },
      { companyId: 3, instrument: 'unlisted_equity', value: eq[1] },
      { companyId: 4, instrument: 'unlisted_equity', value: eq[2] },
      { companyId: 4, instrument: 'corporate_bond', value: 6_100_000, outstanding: 6_000_000 },
      {
        companyId: null,
        country: 'DE',
        instrument: 'sovereign_bond',
        value: 12_000_000,
        outstanding: 12_000_000,
      },
      { companyId: null, instrument: 'cash', value: cash },
    ];
    const total = positions.reduce((sum, p) => sum + p.value, 0);
    return { fundId: 1, quartersAgo, allInvestments: total + hedge, positions };
  }),
  ...[1, 0].map((quartersAgo) => ({
    fundId: 2,
    quartersAgo,
    allInvestments: quartersAgo === 1 ? 24_000_000 : 31_000_000,
    positions: [
      {
        companyId: 2,
        instrument: 'project_finance' as const,
        value: quartersAgo === 1 ? 18_000_000 : 24_500_000,
        outstanding: quartersAgo === 1 ? 18_000_000 : 24_000_000,
      },
      { companyId: null, instrument: 'cash' as const, value: quartersAgo === 1 ? 6_000_000 : 6_500_000 },
    ],
  })),
];

/** Team members invited in the demo and not yet signed in (their invitation mail is in the mailbox). */
export const DEMO_TEAM_INVITATIONS: ReadonlyArray<{
  name: string;
  email: string;
  company_id: number;
  permission: Permission | null;
  invited_by: number;
}> = [
  {
    name: 'Marta Quinn',
    email: 'marta.quinn@evergreen.demo.test',
    company_id: 1,
    permission: 'Contributor',
    invited_by: 2,
  },
  {
    name: 'Oliver Grant',
    email: 'oliver.grant@evergreen.demo.test',
    company_id: 1,
    permission: null,
    invited_by: 2,
  },
  {
    name: 'Sofia Lindqvist',
    email: 'sofia.lindqvist@meridian.demo.test',
    company_id: 5,
    permission: null,
    invited_by: 3,
  },
];

export interface DemoUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  permission: Permission | null;
  company_id: number;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { id: 1, name: 'Ada Admin', email: 'admin@demo.test', role: 'admin', permission: null, company_id: 6 },
  { id: 2, name: 'Grace Parker', email: 'gp@demo.test', role: 'gp', permission: null, company_id: 1 },
  { id: 3, name: 'Liam Porter', email: 'lp@demo.test', role: 'lp', permission: null, company_id: 5 },
  { id: 4, name: 'Priya Chen', email: 'pc@demo.test', role: 'pc', permission: null, company_id: 2 },
  {
    id: 5,
    name: 'Carlos Ortega',
    email: 'contributor@demo.test',
    role: 'pc',
    permission: 'Contributor',
    company_id: 4,
  },
  {
    id: 6,
    name: 'Chloe Invest',
    email: 'coinvestor@demo.test',
    role: 'gp',
    permission: 'Coinvestor',
    company_id: 1,
  },
  {
    id: 7,
    name: 'Connor Sultant',
    email: 'consultant@demo.test',
    role: 'gp',
    permission: 'Consultant',
    company_id: 1,
  },
  // The primary user of the demo-contract company 7: shown company 1 under the demo banner (spec 4).
  { id: 8, name: 'Tara Trial', email: 'trial@demo.test', role: 'gp', permission: null, company_id: 7 },
  // The primary user of company 310, the spec's customer with its own dashboards and the API.
  {
    id: 9,
    name: 'Ines Harbour',
    email: 'investor@demo.test',
    role: 'gp',
    permission: null,
    company_id: 310,
  },
];

/**
 * Northwind Renewables' TCFD answers for 2024 (framework 2, `tcfd-questionnaire.json`): recorded in its
 * data-collection response and, for the API's saved assessments, in scoring (ADR 0051).
 */
export const DEMO_TCFD_ANSWERS: ReadonlyArray<{
  code: string;
  selected: string[];
  justification?: string;
}> = [
  {
    code: 'TCFD-AA-110a.1',
    selected: ['A board committee oversees climate-related issues through a defined process'],
    justification: 'The ESG committee of the board reviews climate risks twice a year.',
  },
  { code: 'TCFD-AA-110a.2', selected: ['Annually'] },
  {
    code: 'TCFD-AA-110a.4',
    selected: ['A named executive is responsible'],
    justification: 'The COO owns climate risk.',
  },
  { code: 'TCFD-AA-110a.5', selected: ['Under consideration'] },
  { code: 'TCFD-AA-110a.6', selected: ['Short term (up to 3 years)', 'Medium term (3 to 10 years)'] },
  {
    code: 'TCFD-AA-110a.7',
    selected: ['Physical risks: acute (extreme weather events)', 'Transition risks: policy and legal'],
  },
  { code: 'TCFD-AA-110a.8', selected: ['Specific opportunities are identified'] },
  { code: 'TCFD-AA-110a.12', selected: ['Qualitative scenario narratives'] },
  { code: 'TCFD-AA-110a.15', selected: ['A documented process is run periodically'] },
  { code: 'TCFD-AA-110a.20', selected: ['Included in the enterprise risk register'] },
  { code: 'TCFD-AA-110a.22', selected: ['Energy consumption', 'Greenhouse gas emissions'] },
  { code: 'TCFD-AA-110a.26', selected: ['Absolute or intensity targets for scope 1 and 2'] },
  {
    code: 'TCFD-AA-110a.30',
    selected: ['Calculated from activity data with published emission factors'],
    justification: 'Carbon calculator, DESNZ 2024 factors.',
  },
  { code: 'TCFD-AA-110a.31', selected: ['Calculated from activity data with published emission factors'] },
  { code: 'TCFD-AA-110a.32', selected: ['Estimated from spend or proxies'] },
  { code: 'TCFD-AA-110a.33', selected: ['Mobile combustion (company-owned vehicles)'] },
  { code: 'TCFD-AA-110a.34', selected: ['Purchased electricity'] },
  { code: 'TCFD-AA-110a.35', selected: ['Not Applicable'] },
];

/**
 * Evergreen Capital Partners' double materiality assessment of 2025 (issue 29, item 3): what an investment
 * firm's own assessment looks like, so /materiality opens on a filled matrix. Scores 1–5 as the form takes them
 * (libs/contracts materiality-score.ts); reporting seeds it once, saved three months after the period's end.
 */
export const DEMO_MATERIALITY: {
  companyId: number;
  period: string;
  savedBy: number;
  thresholds: { impact: number; financial: number };
  matters: ReadonlyArray<{
    subTopicId: string;
    impact: {
      kind: 'actual' | 'potential';
      effect: 'negative' | 'positive';
      scale: number;
      scope: number;
      irremediability: number | null;
      likelihood: number | null;
    } | null;
    financial: { magnitude: number; likelihood: number } | null;
    rationale: string;
  }>;
} = {
  companyId: 1,
  period: '2025',
  savedBy: 2,
  thresholds: { impact: 2.5, financial: 2.5 },
  matters: [
    {
      subTopicId: 'E1-2',
      impact: {
        kind: 'actual',
        effect: 'negative',
        scale: 4,
        scope: 4,
        irremediability: 4,
        likelihood: null,
      },
      financial: { magnitude: 4, likelihood: 4 },
      rationale:
        'Financed emissions of the portfolio, led by Atlas Logistics; carbon pricing reaches its fleet.',
    },
    {
      subTopicId: 'E1-1',
      impact: {
        kind: 'potential',
        effect: 'negative',
        scale: 3,
        scope: 3,
        irremediability: 2,
        likelihood: 3,
      },
      financial: { magnitude: 4, likelihood: 3 },
      rationale: 'Floods and heat at the food plants and wind sites can cut output and asset values.',
    },
    {
      subTopicId: 'E1-3',
      impact: {
        kind: 'actual',
        effect: 'positive',
        scale: 3,
        scope: 3,
        irremediability: null,
        likelihood: null,
      },
      financial: { magnitude: 3, likelihood: 3 },
      rationale: 'Northwind Renewables supplies renewable electricity; energy prices move the margins.',
    },
    {
      subTopicId: 'E2-2',
      impact: {
        kind: 'potential',
        effect: 'negative',
        scale: 3,
        scope: 2,
        irremediability: 3,
        likelihood: 2,
      },
      financial: { magnitude: 2, likelihood: 2 },
      rationale: 'Waste water from food processing at Helios Foods.',
    },
    {
      subTopicId: 'E3-1',
      impact: {
        kind: 'actual',
        effect: 'negative',
        scale: 2,
        scope: 2,
        irremediability: 2,
        likelihood: null,
      },
      financial: { magnitude: 2, likelihood: 3 },
      rationale: 'Water use of the food plants in regions with moderate water stress.',
    },
    {
      subTopicId: 'E5-3',
      impact: {
        kind: 'actual',
        effect: 'negative',
        scale: 2,
        scope: 3,
        irremediability: 2,
        likelihood: null,
      },
      financial: { magnitude: 2, likelihood: 2 },
      rationale: 'Packaging and food waste; turbine blades at the end of their life.',
    },
    {
      subTopicId: 'S1-1',
      impact: {
        kind: 'potential',
        effect: 'negative',
        scale: 4,
        scope: 2,
        irremediability: 3,
        likelihood: 2,
      },
      financial: { magnitude: 3, likelihood: 2 },
      rationale:
        'Shift work and injuries in logistics and food production (a human-rights matter: severity counts).',
    },
    {
      subTopicId: 'S1-2',
      impact: {
        kind: 'actual',
        effect: 'negative',
        scale: 2,
        scope: 3,
        irremediability: 1,
        likelihood: null,
      },
      financial: { magnitude: 2, likelihood: 3 },
      rationale: 'Gender pay gap and women in leadership across the portfolio.',
    },
    {
      subTopicId: 'S2-1',
      impact: {
        kind: 'potential',
        effect: 'negative',
        scale: 3,
        scope: 3,
        irremediability: 3,
        likelihood: 2,
      },
      financial: { magnitude: 2, likelihood: 2 },
      rationale: 'Working conditions at agricultural suppliers of Helios Foods.',
    },
    {
      subTopicId: 'S4-2',
      impact: {
        kind: 'potential',
        effect: 'negative',
        scale: 3,
        scope: 2,
        irremediability: 2,
        likelihood: 1,
      },
      financial: { magnitude: 3, likelihood: 1 },
      rationale: 'Food safety of consumer products.',
    },
    {
      subTopicId: 'G1-1',
      impact: {
        kind: 'actual',
        effect: 'positive',
        scale: 2,
        scope: 2,
        irremediability: null,
        likelihood: null,
      },
      financial: { magnitude: 2, likelihood: 2 },
      rationale: 'Codes of conduct and board oversight in every portfolio company.',
    },
    {
      subTopicId: 'G1-6',
      impact: {
        kind: 'potential',
        effect: 'negative',
        scale: 3,
        scope: 2,
        irremediability: 2,
        likelihood: 2,
      },
      financial: { magnitude: 4, likelihood: 2 },
      rationale: 'Anti-corruption in public tenders and cross-border logistics.',
    },
  ],
};
