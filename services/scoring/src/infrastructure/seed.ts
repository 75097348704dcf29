import type { CarbonCategory, MarketBasedInput } from '@esg/contracts';
import type { ServiceRuntime } from '@esg/platform';
import { FactorCatalogue } from '../application/factor-catalogue';
import { createCarbonCalculation } from '../commands/create-carbon-calculation/create-carbon-calculation.handler';
import { CARBON_CALCULATIONS } from '../domain/carbon/carbon-calculation';
import { TCFD_ASSESSMENTS, type TcfdAssessmentRecord } from '../domain/tcfd/tcfd-assessment';
import { scoreTcfd } from '../domain/tcfd/score-tcfd';
import { handOverTcfdAssessments } from '../integration/tcfd-handover';
import { tcfdQuestionnaire } from './reference-files';
import { EMISSION_FACTORS, type EmissionFactorDoc } from './factor-library';

/** Northwind Renewables (demo company 2, a portfolio company of Evergreen Capital Partners) and its primary user. */
const DEMO_COMPANY = 2;
const DEMO_USER = 4;
const DEMO_PERIOD = '2024';
const DEMO_LIBRARY = 'desnz-2024-v1.1';

interface DemoLine {
  category: CarbonCategory;
  sheet: string;
  name: string;
  unit: string;
  quantity: number;
  description: string;
  marketBased?: MarketBasedInput;
}

/** A year of the O&M base, fleet and travel of a wind and solar operator, in the units of its bills. */
const DEMO_LINES: DemoLine[] = [
  {
    category: 'BGP',
    sheet: 'Fuels',
    name: 'Gaseous fuels > Natural gas',
    unit: 'kWh (Gross CV)',
    quantity: 48_000,
    description: 'Aberport O&M base heating',
  },
  {
    category: 'BGP',
    sheet: 'Fuels',
    name: 'Liquid fuels > Diesel (average biofuel blend)',
    unit: 'litres',
    quantity: 3_200,
    description: 'Standby generators, Hollowmere substation',
  },
  {
    category: 'COV',
    sheet: 'Fuels',
    name: 'Liquid fuels > Diesel (average biofuel blend)',
    unit: 'litres',
    quantity: 18_500,
    description: 'Service van fleet',
  },
  {
    category: 'REF',
    sheet: 'Refrigerant & other',
    name: 'Blends > R410A > Emissions including only Kyoto products',
    unit: 'kg',
    quantity: 4.5,
    description: 'Air-conditioning top-up, control building',
  },
  {
    category: 'PE',
    sheet: 'UK electricity',
    name: 'Electricity generated > Electricity: UK > 2024',
    unit: 'kWh',
    quantity: 210_000,
    description: 'Site and office electricity',
    marketBased: {
      kgCO2ePerUnit: 0,
      instrument: 'energy-attribute-certificate',
      source: 'REGO-backed renewable tariff',
    },
  },
  {
    category: 'EBTL',
    sheet: 'Business travel- land',
    name: 'Rail > National rail',
    unit: 'passenger.km',
    quantity: 12_400,
    description: 'Site visits by rail',
  },
  {
    category: 'EBTA',
    sheet: 'Business travel- air',
    name: 'Flights > Short-haul, to/from UK > Economy class > With RF',
    unit: 'passenger.km',
    quantity: 18_000,
    description: 'Flights to the Extremadura solar park',
  },
  {
    category: 'EC',
    sheet: 'Business travel- land',
    name: 'Cars (by size) > Average car > Unknown',
    unit: 'km',
    quantity: 96_000,
    description: 'Staff commuting survey, extrapolated',
  },
];

/**
 * Demo data through the same use cases as the API: a carbon calculation (which also emits
 * scoring.carbon-calculation.saved.v1) for Northwind Renewables, 2024. Its TCFD answers are data
 * collection's (the published 2024 TCFD response, ADR 0056).
 * Idempotent: kept once written.
 */
export async function seedScoring(runtime: ServiceRuntime): Promise<void> {
  const { store } = runtime;
  const [existing] = await store.find(
    CARBON_CALCULATIONS,
    { companyId: DEMO_COMPANY, period: DEMO_PERIOD },
    { limit: 1 },
  );
  if (!existing) {
    const factors = await store.find<EmissionFactorDoc>(EMISSION_FACTORS, { libraryId: DEMO_LIBRARY });
    const activities = DEMO_LINES.map(({ sheet, name, unit, ...line }) => {
      const factor = factors.find((f) => f.sheet === sheet && f.name === name && f.unit === unit);
      if (!factor)
        throw new Error(`Demo data: ${DEMO_LIBRARY} has no factor '${name}' per ${unit} on sheet '${sheet}'`);
      return { factorId: factor.id, ...line };
    });
    await createCarbonCalculation(store, new FactorCatalogue(store), {
      companyId: DEMO_COMPANY,
      period: DEMO_PERIOD,
      title: 'Northwind Renewables carbon inventory 2024',
      activities,
      by: DEMO_USER,
    });
    await seedRetiredTcfdAssessment(runtime);
  }
}

/**
 * The demo as an installation upgraded past ADR 0056 looks: Priya had saved a 2026 TCFD assessment for
 * Northwind in the earlier TCFD analytics (scoring's retired store) and no 2026 TCFD questionnaire has
 * been requested yet. Stored as that store held it and handed over at once, as the start-up step does:
 * data collection keeps the answers and /analytics says so, until the 2026 questionnaire is requested
 * and takes them (ADR 0086). Seeded once, with the first demo data.
 */
async function seedRetiredTcfdAssessment({ store }: ServiceRuntime): Promise<void> {
  const answers = [
    {
      code: 'TCFD-AA-110a.1',
      selected: ['A board committee oversees climate-related issues through a defined process'],
      justification: 'The ESG committee of the board reviews climate risks every quarter from 2026.',
    },
    { code: 'TCFD-AA-110a.3', selected: ['At least one board member has climate-related expertise'] },
    {
      code: 'TCFD-AA-110a.5',
      selected: ['Qualitative climate objectives are part of management incentives'],
    },
    {
      code: 'TCFD-AA-110a.9',
      selected: ['Impacts are assessed for products, supply chain, operations and investment'],
    },
    {
      code: 'TCFD-AA-110a.10',
      selected: ['In preparation'],
      justification: 'A transition plan is drafted for the 2027 board cycle.',
    },
    { code: 'TCFD-AA-110a.16', selected: ['With likelihood and impact ratings'] },
  ];
  const updatedAt = '2026-10-14T09:30:00.000Z';
  await store.transaction((tx) =>
    tx.put<TcfdAssessmentRecord>(TCFD_ASSESSMENTS, {
      id: `${DEMO_COMPANY}-2026`,
      companyId: DEMO_COMPANY,
      period: '2026',
      year: 2026,
      reportingCycle: 'annually',
      answers,
      result: scoreTcfd(tcfdQuestionnaire(), answers, updatedAt),
      updatedBy: DEMO_USER,
      updatedAt,
      version: 2,
    }),
  );
  await handOverTcfdAssessments(store);
}
