/**
 * Test data of ESG data collection, written by hand: the required answers of framework 1 (ESG) for
 * a portfolio company, consistent with each other (parts ≤ wholes).
 */
export const ESG_ANSWERS: Record<string, { value: unknown; unit?: string }> = {
  'company.country': { value: 'DK' },
  'company.nace': { value: 'D.35' },
  'company.fte': { value: 150 },
  'company.revenue': { value: 80, unit: 'EURm' },
  'ghg.scope1': { value: 700 },
  'ghg.scope2_location': { value: 1500 },
  'energy.renewable_share': { value: 70 },
  'gov.board_members': { value: 6 },
  'gov.board_members_female': { value: 2 },
  'gov.csuite_members': { value: 4 },
  'gov.csuite_members_female': { value: 1 },
  'soc.injuries': { value: 3 },
  'soc.fatalities': { value: 0 },
  'soc.days_lost': { value: 20 },
  'soc.net_new_hires': { value: 10 },
  'soc.organic_net_new_hires': { value: 8 },
  'soc.turnover_rate': { value: 9 },
  'soc.employee_survey': { value: true },
  'energy.consumption_total': { value: 9000 },
  'water.consumption': { value: 11000 },
  'waste.total': { value: 600 },
  'waste.non_recycled': { value: 200 },
  'env.hazardous_radioactive_waste': { value: 12 },
  'env.biodiversity_sensitive_areas': { value: true },
  'water.management_policy': { value: true },
  'soc.gender_pay_gap': { value: 10 },
  'soc.fte_female': { value: 45 },
  'soc.human_rights_policy': { value: true },
  'soc.supplier_code_of_conduct': { value: true },
  'soc.grievance_mechanism': { value: true },
  'gov.board_members_independent': { value: 2 },
  'gov.code_of_conduct': { value: true },
  'gov.anti_corruption_policy': { value: true },
  'gov.whistleblower_protection': { value: true },
  'gov.data_breaches': { value: 0 },
  'gov.esg_incidents': { value: 1 },
};

/**
 * The SFDR (framework 8) Table 1 answers ESG_ANSWERS does not give, written by hand and consistent
 * with them (non-renewable energy ≤ the 9,000 MWh consumed, production parts ≤ the whole).
 */
export const SFDR_ONLY_ANSWERS: Record<string, { value: unknown; unit?: string }> = {
  'company.evic': { value: 240, unit: 'EURm' },
  'ghg.scope3': { value: 9500 },
  'env.fossil_fuel_sector': { value: false },
  'energy.consumption_nonrenewable': { value: 2700 },
  'energy.production_total': { value: 52000 },
  'energy.production_nonrenewable': { value: 0 },
  'env.emissions_to_water': { value: 0.3 },
  'soc.ungc_oecd_violations': { value: false },
  'soc.ungc_oecd_processes': { value: true },
  'soc.controversial_weapons': { value: false },
};
