/**
 * Every input the PAI indicators read: the one place that knows which metric code (and which position
 * field) feeds which indicator; part of the registry of calculation inputs (./index.ts).
 *
 * Every code is a metric of the data-collection dictionary that a framework collects, with the dictionary's
 * type and canonical unit (services/data-collection/test/calculation-inputs.spec.ts enumerates every input of
 * every calculation and fails on one that is not): the dictionary is the single source of codes.
 * - `core: true` codes are those of libs/reference-data/files/metrics-core.json.
 * - `core: false` codes are the product dictionary's (product/metric-dictionary.json): Tables 2 and 3,
 *   investee countries (`sov`) and real-estate assets (`re`). docs/pai-methodology.md lists them.
 * - Real-estate assets report their own emissions and energy with the core codes `ghg.scope1/2/3` and
 *   `energy.consumption_total`: the same quantity, measured for the building.
 */

export type PaiInputType = 'number' | 'integer' | 'currency' | 'percent' | 'boolean' | 'choice';

export interface PaiInputMetric {
  code: string;
  type: PaiInputType;
  /** Canonical unit the value is stored in ('' for booleans and choices). */
  unit: string;
  core: boolean;
  /** What the value means, for docs/pai-methodology.md and the provenance view. */
  description: string;
  min?: number;
  max?: number;
}

function core(
  code: string,
  type: PaiInputType,
  unit: string,
  description: string,
  bounds: { min?: number; max?: number } = {},
): PaiInputMetric {
  return { code, type, unit, core: true, description, ...bounds };
}

function extra(
  code: string,
  type: PaiInputType,
  unit: string,
  description: string,
  bounds: { min?: number; max?: number } = {},
): PaiInputMetric {
  return { code, type, unit, core: false, description, ...bounds };
}

const nonNegative = { min: 0 };
const percent = { min: 0, max: 100 };

export const PAI_INPUTS = {
  // --- metrics-core.json (Table 1 inputs and those Table 2/3 share with it)
  revenue: core('company.revenue', 'currency', 'EUR', 'Annual revenue', nonNegative),
  evic: core(
    'company.evic',
    'currency',
    'EUR',
    'Enterprise value including cash at fiscal year end',
    nonNegative,
  ),
  nace: core(
    'company.nace',
    'choice',
    '',
    'Main activity, NACE Rev. 2 code (section letter and division, e.g. C.20)',
  ),
  scope1: core('ghg.scope1', 'number', 'tCO2e', 'Scope 1 GHG emissions', nonNegative),
  scope2Location: core(
    'ghg.scope2_location',
    'number',
    'tCO2e',
    'Scope 2 GHG emissions, location-based',
    nonNegative,
  ),
  scope2Market: core(
    'ghg.scope2_market',
    'number',
    'tCO2e',
    'Scope 2 GHG emissions, market-based',
    nonNegative,
  ),
  scope3: core(
    'ghg.scope3',
    'number',
    'tCO2e',
    'Scope 3 GHG emissions (all reported categories)',
    nonNegative,
  ),
  reductionTarget: core('ghg.reduction_target', 'boolean', '', 'Has a GHG reduction target'),
  energyConsumption: core(
    'energy.consumption_total',
    'number',
    'MWh',
    'Total energy consumption',
    nonNegative,
  ),
  energyConsumptionNonRenewable: core(
    'energy.consumption_nonrenewable',
    'number',
    'MWh',
    'Energy consumption from non-renewable sources',
    nonNegative,
  ),
  energyProduction: core('energy.production_total', 'number', 'MWh', 'Total energy production', nonNegative),
  energyProductionNonRenewable: core(
    'energy.production_nonrenewable',
    'number',
    'MWh',
    'Energy production from non-renewable sources',
    nonNegative,
  ),
  fossilFuelSector: core('env.fossil_fuel_sector', 'boolean', '', 'Active in the fossil fuel sector'),
  biodiversitySensitiveAreas: core(
    'env.biodiversity_sensitive_areas',
    'boolean',
    '',
    'Sites or operations in or near biodiversity-sensitive areas with a negative effect',
  ),
  emissionsToWater: core('env.emissions_to_water', 'number', 't', 'Emissions to water', nonNegative),
  hazardousWaste: core(
    'env.hazardous_radioactive_waste',
    'number',
    't',
    'Hazardous and radioactive waste generated',
    nonNegative,
  ),
  ungcViolations: core(
    'soc.ungc_oecd_violations',
    'boolean',
    '',
    'Involved in violations of the UNGC principles or OECD Guidelines',
  ),
  ungcProcesses: core(
    'soc.ungc_oecd_processes',
    'boolean',
    '',
    'Has processes and compliance mechanisms to monitor UNGC / OECD compliance',
  ),
  genderPayGap: core('soc.gender_pay_gap', 'percent', '%', 'Unadjusted gender pay gap', {
    min: -100,
    max: 100,
  }),
  boardMembers: core('gov.board_members', 'integer', 'people', 'Board members', nonNegative),
  boardMembersFemale: core(
    'gov.board_members_female',
    'integer',
    'people',
    'Female board members',
    nonNegative,
  ),
  controversialWeapons: core(
    'soc.controversial_weapons',
    'boolean',
    '',
    'Involved in manufacturing or selling controversial weapons',
  ),
  injuries: core('soc.injuries', 'integer', 'count', 'Work-related injuries', nonNegative),
  daysLost: core('soc.days_lost', 'number', 'days', 'Days lost due to injury', nonNegative),

  // --- Table 2, investee companies (not in metrics-core.json)
  inorganicPollutants: extra(
    'env.inorganic_pollutants',
    'number',
    't',
    'Emissions of inorganic pollutants, tonnes equivalent',
    nonNegative,
  ),
  airPollutants: extra(
    'env.air_pollutants',
    'number',
    't',
    'Emissions of air pollutants (SO2, NOx, NMVOC, PM2.5, NH3, heavy metals), tonnes equivalent',
    nonNegative,
  ),
  ozoneDepleting: extra(
    'env.ozone_depleting_substances',
    'number',
    't',
    'Emissions of ozone-depleting substances, tonnes CFC-11 equivalent',
    nonNegative,
  ),
  energyCoal: extra('energy.nonrenewable_coal', 'number', 'MWh', 'Energy consumption from coal', nonNegative),
  energyOil: extra('energy.nonrenewable_oil', 'number', 'MWh', 'Energy consumption from oil', nonNegative),
  energyGas: extra(
    'energy.nonrenewable_gas',
    'number',
    'MWh',
    'Energy consumption from natural gas',
    nonNegative,
  ),
  energyNuclear: extra(
    'energy.nonrenewable_nuclear',
    'number',
    'MWh',
    'Energy consumption from nuclear',
    nonNegative,
  ),
  energyOtherNonRenewable: extra(
    'energy.nonrenewable_other',
    'number',
    'MWh',
    'Energy consumption from other non-renewable sources',
    nonNegative,
  ),
  waterConsumption: extra('water.consumption', 'number', 'm3', 'Water consumed', nonNegative),
  waterRecycledShare: extra(
    'water.recycled_share',
    'percent',
    '%',
    'Share of water recycled and reused',
    percent,
  ),
  waterManagementPolicy: extra('water.management_policy', 'boolean', '', 'Has a water management policy'),
  highWaterStressSites: extra(
    'water.high_stress_sites',
    'boolean',
    '',
    'Has sites located in areas of high water stress',
  ),
  landDegradation: extra(
    'env.land_degradation',
    'boolean',
    '',
    'Activities cause land degradation, desertification or soil sealing',
  ),
  sustainableLandPractices: extra(
    'env.sustainable_land_practices',
    'boolean',
    '',
    'Has sustainable land/agriculture practices or policies',
  ),
  sustainableOceanPractices: extra(
    'env.sustainable_ocean_practices',
    'boolean',
    '',
    'Has sustainable oceans/seas practices or policies',
  ),
  nonRecycledWaste: extra('waste.non_recycled', 'number', 't', 'Non-recycled waste generated', nonNegative),
  threatenedSpecies: extra(
    'env.threatened_species_affected',
    'boolean',
    '',
    'Operations affect threatened species',
  ),
  biodiversityPolicy: extra(
    'env.biodiversity_policy',
    'boolean',
    '',
    'Has a biodiversity protection policy covering operational sites in or adjacent to protected or high-biodiversity areas',
  ),
  chemicalsProduction: extra(
    'env.chemicals_production',
    'boolean',
    '',
    'Activities under NACE group 20.2 (manufacture of pesticides and other agrochemical products)',
  ),
  deforestationPolicy: extra(
    'env.deforestation_policy',
    'boolean',
    '',
    'Has a policy to address deforestation',
  ),

  // --- Table 3, investee companies (not in metrics-core.json)
  accidentPreventionPolicy: extra(
    'soc.accident_prevention_policy',
    'boolean',
    '',
    'Has a workplace accident prevention policy',
  ),
  hoursWorked: extra(
    'soc.hours_worked',
    'number',
    'h',
    'Hours worked by all employees in the year',
    nonNegative,
  ),
  supplierCodeOfConduct: extra(
    'soc.supplier_code_of_conduct',
    'boolean',
    '',
    'Has a supplier code of conduct (against unsafe working conditions, precarious work, child and forced labour)',
  ),
  grievanceMechanism: extra(
    'soc.grievance_mechanism',
    'boolean',
    '',
    'Has a grievance/complaints handling mechanism related to employee matters',
  ),
  whistleblowerProtection: extra(
    'gov.whistleblower_protection',
    'boolean',
    '',
    'Has policies on the protection of whistleblowers',
  ),
  discriminationIncidents: extra(
    'soc.discrimination_incidents',
    'integer',
    'count',
    'Incidents of discrimination reported',
    nonNegative,
  ),
  discriminationSanctions: extra(
    'soc.discrimination_sanctions',
    'integer',
    'count',
    'Incidents of discrimination leading to sanctions',
    nonNegative,
  ),
  ceoPayRatio: extra(
    'soc.ceo_pay_ratio',
    'number',
    'ratio',
    'Annual total compensation of the highest-paid individual / median annual total compensation of all other employees',
    nonNegative,
  ),
  humanRightsPolicy: extra('soc.human_rights_policy', 'boolean', '', 'Has a human rights policy'),
  humanRightsDueDiligence: extra(
    'soc.human_rights_due_diligence',
    'boolean',
    '',
    'Has a due diligence process to identify, prevent, mitigate and address adverse human rights impacts',
  ),
  antiTraffickingPolicy: extra(
    'soc.anti_trafficking_policy',
    'boolean',
    '',
    'Has policies against trafficking in human beings',
  ),
  childLabourRisk: extra(
    'soc.child_labour_risk',
    'boolean',
    '',
    'Operations and suppliers at significant risk of incidents of child labour',
  ),
  forcedLabourRisk: extra(
    'soc.forced_labour_risk',
    'boolean',
    '',
    'Operations and suppliers at significant risk of incidents of forced or compulsory labour',
  ),
  severeHumanRightsCases: extra(
    'soc.severe_human_rights_cases',
    'integer',
    'count',
    'Cases of severe human rights issues and incidents',
    nonNegative,
  ),
  antiCorruptionPolicy: extra(
    'gov.anti_corruption_policy',
    'boolean',
    '',
    'Has anti-corruption and anti-bribery policies consistent with the UN Convention against Corruption',
  ),
  antiCorruptionInsufficientAction: extra(
    'gov.anti_corruption_insufficient_action',
    'boolean',
    '',
    'Identified insufficiencies in actions taken to address breaches of anti-corruption and anti-bribery standards',
  ),
  antiCorruptionConvictions: extra(
    'gov.anti_corruption_convictions',
    'integer',
    'count',
    'Convictions for violations of anti-corruption and anti-bribery laws',
    nonNegative,
  ),
  antiCorruptionFines: extra(
    'gov.anti_corruption_fines',
    'currency',
    'EUR',
    'Fines for violations of anti-corruption and anti-bribery laws',
    nonNegative,
  ),

  // --- investee countries (sovereigns and supranationals)
  countryEmissions: extra(
    'sov.ghg_emissions',
    'number',
    'tCO2e',
    "The country's scope 1, 2 and 3 GHG emissions",
    nonNegative,
  ),
  countryGdp: extra('sov.gdp', 'currency', 'EUR', 'Gross domestic product', nonNegative),
  socialViolations: extra(
    'sov.social_violations',
    'boolean',
    '',
    'Subject to social violations (international treaties and conventions, UN principles, national law)',
  ),
  incomeInequality: extra(
    'sov.income_inequality_score',
    'number',
    'score',
    'Income inequality score (e.g. Gini)',
  ),
  freedomOfExpression: extra(
    'sov.freedom_of_expression_score',
    'number',
    'score',
    'Freedom of expression score',
  ),
  humanRightsScore: extra('sov.human_rights_score', 'number', 'score', 'Human rights performance score'),
  corruptionScore: extra(
    'sov.corruption_score',
    'number',
    'score',
    'Perceived public sector corruption score',
  ),
  nonCooperativeTax: extra(
    'sov.eu_non_cooperative_tax',
    'boolean',
    '',
    'On the EU list of non-cooperative jurisdictions for tax purposes',
  ),
  politicalStability: extra('sov.political_stability_score', 'number', 'score', 'Political stability score'),
  ruleOfLaw: extra('sov.rule_of_law_score', 'number', 'score', 'Rule of law score'),

  // --- real-estate assets
  assetValue: extra(
    're.asset_value',
    'currency',
    'EUR',
    'Value of the whole asset (attribution of its emissions, as EVIC for a company)',
    nonNegative,
  ),
  floorArea: extra('re.floor_area', 'number', 'm2', 'Floor area', nonNegative),
  fossilFuelRealEstate: extra(
    're.fossil_fuel_involvement',
    'boolean',
    '',
    'Involved in the extraction, storage, transport or manufacture of fossil fuels',
  ),
  subjectToEpcNzeb: extra(
    're.subject_to_epc_nzeb',
    'boolean',
    '',
    'Required to abide by EPC and NZEB rules (Directive 2010/31/EU)',
  ),
  builtBefore2021: extra('re.built_before_2021', 'boolean', '', 'Built before 31/12/2020'),
  epcClass: extra('re.epc_class', 'choice', '', 'Energy performance certificate class (A+ … G)'),
  meetsNzeb: extra(
    're.meets_nzeb',
    'boolean',
    '',
    'Primary energy demand at or below the nearly zero-energy building (NZEB) level',
  ),
  wasteSorting: extra('re.waste_sorting', 'boolean', '', 'Equipped with facilities for waste sorting'),
  wasteRecoveryContract: extra(
    're.waste_recovery_contract',
    'boolean',
    '',
    'Covered by a waste recovery or recycling contract',
  ),
  materialsTotal: extra(
    're.building_materials_weight',
    'number',
    't',
    'Building materials used in new construction and major renovations',
    nonNegative,
  ),
  materialsRaw: extra(
    're.raw_materials_weight',
    'number',
    't',
    'Raw building materials used (excluding recovered, recycled and biosourced)',
    nonNegative,
  ),
  plotArea: extra('re.plot_area', 'number', 'm2', 'Total surface area of the plot', nonNegative),
  nonVegetatedArea: extra(
    're.non_vegetated_area',
    'number',
    'm2',
    'Non-vegetated surface area (not vegetated in ground, on roofs, terraces or walls)',
    nonNegative,
  ),
} as const satisfies Record<string, PaiInputMetric>;

export type PaiInputKey = keyof typeof PAI_INPUTS;

/**
 * The codes the PAI calculation read before it read the dictionary's (issue 21, finding 3): the stateless
 * POST /api/calculations/pai still takes them from API clients, as the dictionary code they stand for. Nothing
 * collects them; data collection never writes them.
 */
export const PAI_FORMER_INPUT_CODES: Readonly<Record<string, string>> = {
  'energy.consumption_coal': 'energy.nonrenewable_coal',
  'energy.consumption_oil': 'energy.nonrenewable_oil',
  'energy.consumption_gas': 'energy.nonrenewable_gas',
  'energy.consumption_nuclear': 'energy.nonrenewable_nuclear',
  'energy.consumption_other_nonrenewable': 'energy.nonrenewable_other',
  'env.water_consumption': 'water.consumption',
  'env.water_recycled_share': 'water.recycled_share',
  'env.water_management_policy': 'water.management_policy',
  'env.high_water_stress_sites': 'water.high_stress_sites',
  'env.non_recycled_waste': 'waste.non_recycled',
  'env.threatened_species': 'env.threatened_species_affected',
  'gov.ceo_pay_ratio': 'soc.ceo_pay_ratio',
  're.building_materials_total': 're.building_materials_weight',
  're.building_materials_raw': 're.raw_materials_weight',
};

/** The metric definition of a code, or undefined for a code no PAI indicator reads. */
const BY_CODE = new Map<string, PaiInputMetric>(Object.values(PAI_INPUTS).map((m) => [m.code, m]));
export function paiInputMetric(code: string): PaiInputMetric | undefined {
  return BY_CODE.get(code);
}

// --- positions: asset classes by instrument

/** Which PAI indicators a holding is relevant to: Table 1 rows 1-14 (and Tables 2/3 "investee companies"), 15-16, 17-18. */
export type PaiAssetClass = 'company' | 'sovereign' | 'real-estate' | 'other';

/**
 * Position instruments (the portfolio's vocabulary) and the PAI asset class each belongs to. A position
 * without an instrument is an investment in an investee company. Mortgages, cash, derivatives and fund units
 * are in the current value of all investments only (no look-through).
 */
export const INSTRUMENT_ASSET_CLASS: Readonly<Record<string, PaiAssetClass>> = {
  'listed-equity': 'company',
  'unlisted-equity': 'company',
  'corporate-bond': 'company',
  'business-loan': 'company',
  'project-finance': 'company',
  'sovereign-bond': 'sovereign',
  'real-estate': 'real-estate',
  'commercial-real-estate': 'real-estate',
  mortgage: 'other',
  'motor-vehicle-loan': 'other',
  cash: 'other',
  derivative: 'other',
  'fund-units': 'other',
};
export const DEFAULT_ASSET_CLASS: PaiAssetClass = 'company';

/** Instruments that are bonds: only these can be issued under the EU Green Bond Standard (T2-16, T2-17). */
export const BOND_INSTRUMENTS: ReadonlySet<string> = new Set(['corporate-bond', 'sovereign-bond']);

/**
 * Position fields the indicators read besides value and instrument: `euGreenBond` says whether a bond
 * position was issued under Regulation (EU) 2023/2631 (European green bonds).
 */
export const POSITION_FIELDS = { euGreenBond: 'euGreenBond' } as const;

// --- indicator → inputs (the declared reading of every indicator; a test checks each reads no other)

const T1_6 = ['energyConsumption', 'revenue', 'nace'] as const;
const reScopes = ['assetValue', 'scope1', 'scope2Market', 'scope2Location', 'scope3'] as const;

export const PAI_INDICATOR_INPUTS: Readonly<Record<string, readonly PaiInputKey[]>> = {
  'T1-1a': ['evic', 'scope1'],
  'T1-1b': ['evic', 'scope2Market', 'scope2Location'],
  'T1-1c': ['evic', 'scope3'],
  'T1-1d': ['evic', 'scope1', 'scope2Market', 'scope2Location', 'scope3'],
  'T1-1-S12': ['evic', 'scope1', 'scope2Market', 'scope2Location'],
  'T1-2': ['evic', 'scope1', 'scope2Market', 'scope2Location', 'scope3'],
  'T1-2-S12': ['evic', 'scope1', 'scope2Market', 'scope2Location'],
  'T1-3': ['revenue', 'scope1', 'scope2Market', 'scope2Location', 'scope3'],
  'T1-3-S12': ['revenue', 'scope1', 'scope2Market', 'scope2Location'],
  'T1-4': ['fossilFuelSector'],
  'T1-5a': ['energyConsumption', 'energyConsumptionNonRenewable'],
  'T1-5b': ['energyProduction', 'energyProductionNonRenewable'],
  'T1-6-A': T1_6,
  'T1-6-B': T1_6,
  'T1-6-C': T1_6,
  'T1-6-D': T1_6,
  'T1-6-E': T1_6,
  'T1-6-F': T1_6,
  'T1-6-G': T1_6,
  'T1-6-H': T1_6,
  'T1-6-L': T1_6,
  'T1-7': ['biodiversitySensitiveAreas'],
  'T1-8': ['evic', 'emissionsToWater'],
  'T1-9': ['evic', 'hazardousWaste'],
  'T1-10': ['ungcViolations'],
  'T1-11': ['ungcProcesses'],
  'T1-12': ['genderPayGap'],
  'T1-13': ['boardMembers', 'boardMembersFemale'],
  'T1-14': ['controversialWeapons'],
  'T1-15': ['countryEmissions', 'countryGdp'],
  'T1-16a': ['socialViolations'],
  'T1-16b': ['socialViolations'],
  'T1-17': ['fossilFuelRealEstate'],
  'T1-18': ['subjectToEpcNzeb', 'builtBefore2021', 'epcClass', 'meetsNzeb'],
  'T2-1': ['evic', 'inorganicPollutants'],
  'T2-2': ['evic', 'airPollutants'],
  'T2-3': ['evic', 'ozoneDepleting'],
  'T2-4': ['reductionTarget'],
  'T2-5a': ['energyConsumption', 'energyCoal'],
  'T2-5b': ['energyConsumption', 'energyOil'],
  'T2-5c': ['energyConsumption', 'energyGas'],
  'T2-5d': ['energyConsumption', 'energyNuclear'],
  'T2-5e': ['energyConsumption', 'energyOtherNonRenewable'],
  'T2-6a': ['waterConsumption', 'revenue'],
  'T2-6b': ['waterRecycledShare'],
  'T2-7': ['waterManagementPolicy'],
  'T2-8': ['highWaterStressSites', 'waterManagementPolicy'],
  'T2-9': ['chemicalsProduction', 'nace'],
  'T2-10': ['landDegradation'],
  'T2-11': ['sustainableLandPractices'],
  'T2-12': ['sustainableOceanPractices'],
  'T2-13': ['evic', 'nonRecycledWaste'],
  'T2-14a': ['threatenedSpecies'],
  'T2-14b': ['biodiversityPolicy'],
  'T2-15': ['deforestationPolicy'],
  'T2-16': [],
  'T2-17': [],
  'T2-18a': ['assetValue', 'scope1'],
  'T2-18b': ['assetValue', 'scope2Market', 'scope2Location'],
  'T2-18c': ['assetValue', 'scope3'],
  'T2-18d': reScopes,
  'T2-18-S12': ['assetValue', 'scope1', 'scope2Market', 'scope2Location'],
  'T2-19': ['energyConsumption', 'floorArea'],
  'T2-20': ['wasteSorting', 'wasteRecoveryContract'],
  'T2-21': ['materialsTotal', 'materialsRaw'],
  'T2-22': ['plotArea', 'nonVegetatedArea'],
  'T3-1': ['accidentPreventionPolicy'],
  'T3-2': ['injuries', 'hoursWorked'],
  'T3-3': ['evic', 'daysLost'],
  'T3-4': ['supplierCodeOfConduct'],
  'T3-5': ['grievanceMechanism'],
  'T3-6': ['whistleblowerProtection'],
  'T3-7a': ['evic', 'discriminationIncidents'],
  'T3-7b': ['evic', 'discriminationSanctions'],
  'T3-8': ['ceoPayRatio'],
  'T3-9': ['humanRightsPolicy'],
  'T3-10': ['humanRightsDueDiligence'],
  'T3-11': ['antiTraffickingPolicy'],
  'T3-12': ['childLabourRisk'],
  'T3-13': ['forcedLabourRisk'],
  'T3-14': ['evic', 'severeHumanRightsCases'],
  'T3-15': ['antiCorruptionPolicy'],
  'T3-16': ['antiCorruptionInsufficientAction'],
  'T3-17a': ['evic', 'antiCorruptionConvictions'],
  'T3-17b': ['evic', 'antiCorruptionFines'],
  'T3-18': ['incomeInequality'],
  'T3-19': ['freedomOfExpression'],
  'T3-20': ['humanRightsScore'],
  'T3-21': ['corruptionScore'],
  'T3-22a': ['nonCooperativeTax'],
  'T3-22b': ['nonCooperativeTax'],
  'T3-23': ['politicalStability'],
  'T3-24': ['ruleOfLaw'],
};

/** T2-16 and T2-17 read the positions' instrument and `euGreenBond`, no company metric. */
export const PAI_INDICATOR_POSITION_INPUTS: Readonly<Record<string, readonly string[]>> = {
  'T2-16': ['instrument', POSITION_FIELDS.euGreenBond],
  'T2-17': ['instrument', POSITION_FIELDS.euGreenBond],
};

/** NACE Rev. 2 sections of the high impact climate sectors (Annex I definition (9): A to H and L). */
export const HIGH_IMPACT_SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L'] as const;
export type HighImpactSection = (typeof HIGH_IMPACT_SECTIONS)[number];

/** EPC classes counted as "C or below" for F5 (A+ … B are efficient). */
export const INEFFICIENT_EPC_CLASSES: ReadonlySet<string> = new Set(['C', 'D', 'E', 'F', 'G']);
export const EPC_CLASSES: ReadonlySet<string> = new Set([
  'A+++',
  'A++',
  'A+',
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
]);

/** The inputs in a fixed order: a company's values are read into an array by this index once per calculation. */
export const PAI_INPUT_KEYS = Object.keys(PAI_INPUTS) as PaiInputKey[];
export const PAI_INPUT_INDEX = Object.fromEntries(PAI_INPUT_KEYS.map((k, i) => [k, i])) as Record<
  PaiInputKey,
  number
>;
