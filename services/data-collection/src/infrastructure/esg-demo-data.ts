import type { SaveValueRequest } from '@esg/contracts';
import type { DemoCompany } from '@esg/platform';

/**
 * Plausible ESG data of the demo portfolio (Evergreen's companies), for 2024; 2023 follows from
 * the yearly factors. Sector profiles: Northwind Renewables runs wind and solar parks (NACE D.35),
 * Atlas Logistics road freight (H.49, diesel fleet, > 250 FTE), Helios Foods food processing
 * (C.10, water-intensive, biogas CHP). Totals are derived from their parts so the cross-checks hold.
 */
export interface DemoCompanyData {
  companyId: number;
  /** Values of 2024 in their raw unit, code → value (or [value, unit]). */
  base: Record<string, number | boolean | string | string[] | [number, string]>;
  /** 2023 value = 2024 value × factor, per group of metrics. */
  factors2023: { size: number; emissions: number; energy: number; people: number };
  /** PCAF data-quality score of emissions (1 verified … 5 estimated). */
  dataQuality: { scope12: number; scope3: number };
}

export const DEMO_ESG_DATA: readonly DemoCompanyData[] = [
  {
    companyId: 2,
    factors2023: { size: 0.9, emissions: 1.08, energy: 0.95, people: 0.92 },
    dataQuality: { scope12: 2, scope3: 4 },
    base: {
      'company.country': 'DK',
      'company.nace': 'D.35',
      'company.currency': 'EUR',
      'company.listed': false,
      'company.fte': 180,
      'company.revenue': [95, 'EURm'],
      'company.evic': [620, 'EURm'],
      'company.total_equity': [240, 'EURm'],
      'company.total_debt': [310, 'EURm'],
      'company.total_assets': [600, 'EURm'],
      'ghg.scope1': 850,
      'ghg.scope2_location': 1900,
      'ghg.scope2_market': 300,
      'ghg.scope3': 12500,
      'energy.consumption_nonrenewable': 2100,
      'energy.consumption_renewable': 7700,
      'energy.production_nonrenewable': 0,
      'energy.production_renewable': [1450, 'GWh'],
      'water.consumption': 12000,
      'water.recycled_share': 35,
      'waste.total': 640,
      'waste.non_recycled': 190,
      'env.hazardous_radioactive_waste': 14,
      'env.emissions_to_water': 0.4,
      'env.biodiversity_sensitive_areas': true,
      'env.fossil_fuel_sector': false,
      'water.management_policy': true,
      'gov.board_members': 7,
      'gov.board_members_female': 3,
      'gov.board_members_independent': 3,
      'gov.board_members_underrepresented': 1,
      'gov.csuite_members': 5,
      'gov.csuite_members_female': 2,
      'soc.fte_female': 54,
      'soc.injuries': 4,
      'soc.fatalities': 0,
      'soc.days_lost': 36,
      'soc.hours_worked': 306000,
      'soc.net_new_hires': 22,
      'soc.organic_net_new_hires': 18,
      'soc.turnover_rate': 8.5,
      'soc.employee_survey': true,
      'soc.employee_survey_response_rate': 74,
      'soc.employee_satisfaction_score': 38,
      'soc.gender_pay_gap': 9.8,
      'soc.training_hours_per_fte': 24,
      'gov.esg_incidents': 1,
      'ghg.decarbonisation_strategy': true,
      'ghg.reduction_target': true,
      'ghg.net_zero_ambition': true,
      'ghg.sbti_status': 'targets-set',
      'ghg.target_base_year': 2019,
      'ghg.target_base_emissions': 3400,
      'ghg.target_year': 2030,
      'ghg.target_scopes': 'scopes-1-2',
      'ghg.target_reduction': 60,
    },
  },
  {
    companyId: 3,
    factors2023: { size: 0.94, emissions: 1.05, energy: 1.03, people: 0.96 },
    dataQuality: { scope12: 1, scope3: 3 },
    base: {
      'company.country': 'NL',
      'company.nace': 'H.49',
      'company.currency': 'EUR',
      'company.listed': false,
      'company.fte': 1250,
      'company.revenue': [410, 'EURm'],
      'company.evic': [520, 'EURm'],
      'company.total_equity': [150, 'EURm'],
      'company.total_debt': [290, 'EURm'],
      'company.total_assets': [640, 'EURm'],
      'ghg.scope1': 48000,
      'ghg.scope2_location': 3200,
      'ghg.scope2_market': 2600,
      'ghg.scope3': 95000,
      'energy.consumption_nonrenewable': 188000,
      'energy.consumption_renewable': 17000,
      'energy.production_nonrenewable': 0,
      'energy.production_renewable': 0,
      'water.consumption': 42000,
      'water.recycled_share': 10,
      'waste.total': 5200,
      'waste.non_recycled': 2300,
      'env.hazardous_radioactive_waste': 160,
      'env.emissions_to_water': 1.2,
      'env.biodiversity_sensitive_areas': false,
      'env.fossil_fuel_sector': false,
      'water.management_policy': false,
      'gov.board_members': 9,
      'gov.board_members_female': 2,
      'gov.board_members_independent': 4,
      'gov.board_members_underrepresented': 1,
      'gov.csuite_members': 7,
      'gov.csuite_members_female': 1,
      'soc.fte_female': 310,
      'soc.injuries': 38,
      'soc.fatalities': 1,
      'soc.days_lost': 610,
      'soc.hours_worked': 2150000,
      'soc.net_new_hires': 65,
      'soc.organic_net_new_hires': 40,
      'soc.turnover_rate': 17.5,
      'soc.employee_survey': true,
      'soc.employee_survey_response_rate': 61,
      'soc.employee_satisfaction_score': 12,
      'soc.gender_pay_gap': 14.2,
      'soc.training_hours_per_fte': 16,
      'gov.esg_incidents': 3,
      'ghg.decarbonisation_strategy': true,
      'ghg.reduction_target': true,
      'ghg.net_zero_ambition': false,
      'ghg.sbti_status': 'committed',
      'ghg.target_base_year': 2021,
      'ghg.target_base_emissions': 56000,
      'ghg.target_year': 2030,
      'ghg.target_scopes': 'scopes-1-2',
      'ghg.target_reduction': 30,
    },
  },
  {
    companyId: 4,
    factors2023: { size: 0.95, emissions: 1.04, energy: 1.02, people: 0.97 },
    dataQuality: { scope12: 2, scope3: 4 },
    base: {
      'company.country': 'FR',
      'company.nace': 'C.10',
      'company.currency': 'EUR',
      'company.listed': false,
      'company.fte': 420,
      'company.revenue': [160, 'EURm'],
      'company.evic': [210, 'EURm'],
      'company.total_equity': [90, 'EURm'],
      'company.total_debt': [85, 'EURm'],
      'company.total_assets': [230, 'EURm'],
      'ghg.scope1': 6800,
      'ghg.scope2_location': 2900,
      'ghg.scope2_market': 1100,
      'ghg.scope3': 88000,
      'energy.consumption_nonrenewable': 31000,
      'energy.consumption_renewable': 21000,
      'energy.production_nonrenewable': 0,
      'energy.production_renewable': 3200,
      'water.consumption': 310000,
      'water.recycled_share': 22,
      'waste.total': 7800,
      'waste.non_recycled': 1900,
      'env.hazardous_radioactive_waste': 22,
      'env.emissions_to_water': 6.5,
      'env.biodiversity_sensitive_areas': false,
      'env.fossil_fuel_sector': false,
      'water.management_policy': true,
      'gov.board_members': 8,
      'gov.board_members_female': 4,
      'gov.board_members_independent': 3,
      'gov.board_members_underrepresented': 2,
      'gov.csuite_members': 6,
      'gov.csuite_members_female': 3,
      'soc.fte_female': 215,
      'soc.injuries': 19,
      'soc.fatalities': 0,
      'soc.days_lost': 240,
      'soc.hours_worked': 700000,
      'soc.net_new_hires': 30,
      'soc.organic_net_new_hires': 30,
      'soc.turnover_rate': 12,
      'soc.employee_survey': true,
      'soc.employee_survey_response_rate': 69,
      'soc.employee_satisfaction_score': 27,
      'soc.gender_pay_gap': 6.1,
      'soc.training_hours_per_fte': 19,
      'gov.esg_incidents': 2,
      'ghg.decarbonisation_strategy': true,
      'ghg.reduction_target': true,
      'ghg.net_zero_ambition': true,
      'ghg.sbti_status': 'none',
      'ghg.target_base_year': 2022,
      'ghg.target_base_emissions': 10500,
      'ghg.target_year': 2030,
      'ghg.target_scopes': 'scopes-1-2',
      'ghg.target_reduction': 42,
    },
  },
];

/** Policies and incidents every demo company answers alike. */
const SHARED: Record<string, boolean | number> = {
  'soc.ungc_oecd_violations': false,
  'soc.ungc_oecd_processes': true,
  'soc.controversial_weapons': false,
  'soc.human_rights_policy': true,
  'soc.human_rights_due_diligence': true,
  'soc.supplier_code_of_conduct': true,
  'soc.grievance_mechanism': true,
  'soc.accident_prevention_policy': true,
  'gov.code_of_conduct': true,
  'gov.anti_corruption_policy': true,
  'gov.whistleblower_protection': true,
  'gov.anti_corruption_convictions': 0,
  'soc.discrimination_incidents': 0,
  'gov.data_breaches': 0,
};

const GROUP: Record<string, keyof DemoCompanyData['factors2023']> = {
  company: 'size',
  ghg: 'emissions',
  energy: 'energy',
  water: 'energy',
  waste: 'energy',
  env: 'emissions',
  soc: 'people',
  gov: 'people',
};

const INTEGER = /^(gov\.|soc\.(injuries|fatalities|discrimination))/;
const NOT_SCALED =
  /(_share|_rate|pay_gap|satisfaction|training_hours|survey_response|ghg\.(decarb|reduction|net_zero|target|sbti))/;

/** The values of one company and year, with quality and data-quality scores, totals derived from parts. */
export function demoValues(
  data: DemoCompanyData,
  year: 2023 | 2024 | 2025,
): Record<string, SaveValueRequest> {
  const out: Record<string, SaveValueRequest> = {};
  const factor = (code: string) => {
    if (year === 2024 || NOT_SCALED.test(code)) return 1;
    const f = data.factors2023[GROUP[code.split('.')[0]] ?? 'size'];
    return year === 2023 ? f : 1 / f;
  };
  const numbers = new Map<string, number>();
  for (const [code, raw] of Object.entries(data.base)) {
    if (Array.isArray(raw) && typeof raw[0] === 'number') {
      const [value, unit] = raw as [number, string];
      const scaled = Math.round(value * factor(code) * 10) / 10;
      out[code] = { value: scaled, unit, status: 'provided', quality: 'reported' };
      continue;
    }
    if (typeof raw === 'number') {
      const scaled = raw * factor(code);
      const value = INTEGER.test(code) ? Math.round(scaled) : Math.round(scaled * 10) / 10;
      numbers.set(code, value);
      out[code] = { value, status: 'provided', quality: 'reported' };
      continue;
    }
    out[code] = { value: raw, status: 'provided', quality: 'reported' };
  }
  for (const [code, value] of Object.entries(SHARED))
    out[code] = { value, status: 'provided', quality: 'reported' };
  // Parts never exceed their whole after rounding.
  const atMost = (part: string, whole: string) => {
    const p = numbers.get(part);
    const w = numbers.get(whole);
    if (p !== undefined && w !== undefined && p > w) out[part] = { ...out[part], value: w };
  };
  atMost('gov.board_members_female', 'gov.board_members');
  atMost('gov.board_members_independent', 'gov.board_members');
  atMost('gov.board_members_underrepresented', 'gov.board_members');
  atMost('gov.csuite_members_female', 'gov.csuite_members');
  atMost('waste.non_recycled', 'waste.total');
  atMost('soc.fte_female', 'company.fte');
  const n = (code: string) => Number(out[code]?.value ?? 0);
  const renewableMwh = n('energy.consumption_renewable');
  const total = Math.round((n('energy.consumption_nonrenewable') + renewableMwh) * 10) / 10;
  out['energy.consumption_total'] = { value: total, status: 'provided', quality: 'reported' };
  out['energy.renewable_share'] = {
    value: Math.round((renewableMwh / total) * 1000) / 10,
    status: 'provided',
    quality: 'reported',
  };
  const production = data.base['energy.production_renewable'];
  const productionMwh = Array.isArray(production)
    ? Number(out['energy.production_renewable'].value) * 1000
    : n('energy.production_renewable');
  out['energy.production_total'] = {
    value: Math.round((productionMwh + n('energy.production_nonrenewable')) * 10) / 10,
    status: 'provided',
    quality: 'reported',
  };
  out['ghg.total_location'] = {
    value: Math.round((n('ghg.scope1') + n('ghg.scope2_location') + n('ghg.scope3')) * 10) / 10,
    status: 'provided',
    quality: 'reported',
    dataQualityScore: data.dataQuality.scope3,
  };
  for (const code of ['ghg.scope1', 'ghg.scope2_location', 'ghg.scope2_market'])
    out[code] = {
      ...out[code],
      quality: data.dataQuality.scope12 === 1 ? 'audited' : 'reported',
      dataQualityScore: data.dataQuality.scope12,
    };
  out['ghg.scope3'] = {
    ...out['ghg.scope3'],
    quality: 'estimated',
    dataQualityScore: data.dataQuality.scope3,
  };
  return out;
}

/**
 * Other investors' portfolio companies (issue 12, docs/benchmarking.md "Demo peers"): three GPs without
 * users, each holding two wind and solar operators (NACE D.35) of medium size, five in Denmark and one
 * in Sweden, that published their 2024 ESG data. With them Northwind Renewables (D.35, Denmark, 180 FTE)
 * has an industry peer group that passes the anonymity rule — 5 companies from 3 investors, the largest
 * 980 of Σ 4,160 t Scope 1 = 23.6 % ≤ 25 % — and Denmark a benchmark bubble on the map. Their other
 * figures follow Northwind's, scaled by size.
 */
export const DEMO_PEER_INVESTORS: readonly DemoCompany[] = [
  peerInvestor(401, 'Nordlys Capital', 'NDL-2019'),
  peerInvestor(402, 'Alder & Finch Partners', 'AFP-2017'),
  peerInvestor(403, 'Cobalt Bay Investors', 'CBI-2021'),
];

const PEERS: ReadonlyArray<{
  id: number;
  name: string;
  parent: number;
  country: string;
  fte: number;
  revenue: number;
  scope1: number;
}> = [
  { id: 411, name: 'Vindeby Wind ApS', parent: 401, country: 'DK', fte: 120, revenue: 64, scope1: 760 },
  { id: 412, name: 'Skagen Solar A/S', parent: 401, country: 'DK', fte: 95, revenue: 48, scope1: 700 },
  { id: 413, name: 'Limfjord Energi A/S', parent: 402, country: 'DK', fte: 210, revenue: 118, scope1: 980 },
  { id: 414, name: 'Gotland Vind AB', parent: 402, country: 'SE', fte: 150, revenue: 77, scope1: 1150 },
  { id: 415, name: 'Fyn Offshore ApS', parent: 403, country: 'DK', fte: 160, revenue: 83, scope1: 900 },
  { id: 416, name: 'Jutland Sol ApS', parent: 403, country: 'DK', fte: 140, revenue: 71, scope1: 820 },
];

export const DEMO_PEER_COMPANIES: readonly DemoCompany[] = PEERS.map((p) => ({
  id: p.id,
  name: p.name,
  type: 'pc',
  parent_id: p.parent,
  contact_email: `esg@company-${p.id}.demo.test`,
  contract_type: 'standard',
  data_collection_duration: 'annually',
  funds_manager: false,
  is_action_plan_enabled: false,
  gp_key: null,
  industry_id: 55,
  standards: [1],
}));

/** The peers' data: Northwind's 2024 profile scaled by size (FTE), with their own country, revenue and Scope 1. */
export const DEMO_PEER_DATA: readonly DemoCompanyData[] = PEERS.map((p) => {
  const northwind = DEMO_ESG_DATA[0];
  const scale = p.fte / (northwind.base['company.fte'] as number);
  const base: DemoCompanyData['base'] = {};
  for (const [code, raw] of Object.entries(northwind.base)) {
    if (typeof raw === 'number' && !NOT_SCALED.test(code))
      base[code] = INTEGER.test(code)
        ? Math.max(0, Math.round(raw * scale))
        : Math.round(raw * scale * 10) / 10;
    else if (Array.isArray(raw) && typeof raw[0] === 'number')
      base[code] = [Math.round(raw[0] * scale * 10) / 10, raw[1]];
    else base[code] = raw;
  }
  Object.assign(base, {
    'company.country': p.country,
    'company.fte': p.fte,
    'company.revenue': [p.revenue, 'EURm'],
    'ghg.scope1': p.scope1,
  });
  return { ...northwind, companyId: p.id, base };
});

function peerInvestor(id: number, name: string, gpKey: string): DemoCompany {
  return {
    id,
    name,
    type: 'gp',
    parent_id: null,
    contact_email: `esg@investor-${id}.demo.test`,
    contract_type: 'standard',
    data_collection_duration: 'annually',
    funds_manager: false,
    is_action_plan_enabled: false,
    gp_key: gpKey,
    industry_id: 40,
    standards: [1],
  };
}

/** One Taxonomy activity row of the demo (EUR million; every row meets DNSH and substantial contribution). */
const activityRow = (
  key: string,
  nace: string,
  [turnover, turnoverAligned]: [number, number],
  [capex, capexAligned]: [number, number],
  [opex, opexAligned]: [number, number],
) => ({
  key,
  cells: {
    nace,
    turnover: turnover * 1e6,
    turnover_aligned: turnoverAligned * 1e6,
    capex: capex * 1e6,
    capex_aligned: capexAligned * 1e6,
    opex: opex * 1e6,
    opex_aligned: opexAligned * 1e6,
    substantial_contribution: true,
    dnsh_ccm: true,
    dnsh_cca: true,
    dnsh_wtr: true,
    dnsh_ce: true,
    dnsh_ppc: true,
    dnsh_bio: true,
  },
});

/**
 * EU Taxonomy disclosures of 2024 (framework 16, issue 26): Northwind's wind and solar parks are mostly
 * aligned; Atlas's road freight is eligible (a transitional activity) with its zero-emission trucks aligned;
 * Helios reports none, so a fund holding it shows the gap in its coverage.
 */
export const DEMO_TAXONOMY_2024: ReadonlyArray<{
  companyId: number;
  values: Record<string, SaveValueRequest>;
}> = [
  {
    companyId: 2,
    values: {
      'taxonomy.turnover_total': { status: 'provided', value: 95_000_000 },
      'taxonomy.capex_total': { status: 'provided', value: 40_000_000 },
      'taxonomy.opex_total': { status: 'provided', value: 6_000_000 },
      'taxonomy.minimum_safeguards': { status: 'provided', value: true },
      'taxonomy.activities': {
        status: 'provided',
        value: [
          activityRow('CCM 4.3', 'D35.11', [70, 70], [30, 30], [4, 4]),
          activityRow('CCM 4.1', 'D35.11', [20, 18], [8, 8], [1.5, 1.2]),
        ],
      },
      'env.revenue_share_coal': { status: 'provided', value: 0 },
      'env.revenue_share_oil': { status: 'provided', value: 0 },
      'env.revenue_share_gas': { status: 'provided', value: 0 },
      'env.revenue_share_high_carbon_power': { status: 'provided', value: 0 },
      'soc.tobacco_production': { status: 'provided', value: false },
    },
  },
  {
    companyId: 3,
    values: {
      'taxonomy.turnover_total': { status: 'provided', value: 410_000_000 },
      'taxonomy.capex_total': { status: 'provided', value: 52_000_000 },
      'taxonomy.opex_total': { status: 'provided', value: 21_000_000 },
      'taxonomy.minimum_safeguards': { status: 'provided', value: true },
      'taxonomy.activities': {
        status: 'provided',
        value: [activityRow('CCM 6.6', 'H49.41', [380, 19], [45, 12], [18, 2])],
      },
      'env.revenue_share_coal': { status: 'provided', value: 0 },
      'env.revenue_share_oil': { status: 'provided', value: 0 },
      'env.revenue_share_gas': { status: 'provided', value: 0 },
      'env.revenue_share_high_carbon_power': { status: 'provided', value: 0 },
      'soc.tobacco_production': { status: 'provided', value: false },
    },
  },
];
