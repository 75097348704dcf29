import type { Permission, Role } from '@esg/contracts';

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
    standards: [1, 8],
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
    standards: [1, 8],
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
    funds_manager: false,
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
];

export const DEMO_FUNDS = [
  {
    id: 1,
    name: 'Evergreen Sustainable Growth Fund I',
    company_id: 1,
    vintage: 2021,
    portfolio_company_ids: [2, 3, 4],
  },
] as const;

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
];
