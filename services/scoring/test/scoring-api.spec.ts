import { readFileSync } from 'node:fs';
import request from 'supertest';
import {
  CARBON_CATEGORIES,
  CARBON_CATEGORY_INFO,
  createEvent,
  summariseCarbonLines,
  validateEvent,
  type CloudEvent,
  type EmissionFactorView,
} from '@esg/contracts';
import { referenceFilePath } from '@esg/reference-data';
import { accessTokenFor, waitFor } from '@esg/testing';
import { handOverTcfdAssessments } from '../src/integration/tcfd-handover';
import { startScoring, type ScoringHost } from './scoring-host';
import { withCells } from './workbook-surgery';

let host: ScoringHost;
const SCOPE3_ROWS = CARBON_CATEGORIES.filter((code) => CARBON_CATEGORY_INFO[code].scope === '3');
const PC = 'pc@demo.test'; // Priya Chen, Northwind Renewables (2), a portfolio company of Evergreen (1)
const GP = 'gp@demo.test'; // Grace Parker, Evergreen Capital Partners (1)
const LP = 'lp@demo.test'; // Meridian Pension Fund (5)
const ADMIN = 'admin@demo.test';
const CONTRIBUTOR = 'contributor@demo.test'; // Helios Foods (4), Contributor
const COINVESTOR = 'coinvestor@demo.test'; // Evergreen (1), Coinvestor

/** The id of the factor named exactly `name`, per `unit`, found through the search endpoint. */
async function factorId(name: string, unit: string, libraryId = 'desnz-2024-v1.1'): Promise<string> {
  const response = await host
    .as(PC)
    .get('/api/emission-factors')
    .query({ q: name, libraryId, perPage: 100 })
    .expect(200);
  const found = (response.body.data as EmissionFactorView[]).filter(
    (f) => f.name === name && f.unit === unit,
  );
  if (found.length !== 1) throw new Error(`${found.length} factors '${name}' per ${unit}`);
  return found[0].id;
}

beforeAll(async () => {
  host = await startScoring();
}, 120_000);
afterAll(async () => host?.dispose());

describe('GET /api/emission-factors', () => {
  it('pages the library with each factor’s source, version, cell and attribution', async () => {
    const response = await host
      .as(PC)
      .get('/api/emission-factors')
      .query({ source: 'DESNZ', year: 2024, scope: '2', q: 'electricity uk', perPage: 5 })
      .expect(200);
    expect(response.body.meta).toMatchObject({ page: 1, perPage: 5 });
    const grid = (response.body.data as EmissionFactorView[]).find((f) => f.sheet === 'UK electricity')!;
    expect(grid).toMatchObject({
      id: 'desnz-2024-v1.1-uk-electricity-r25c5',
      source: 'DESNZ',
      year: 2024,
      version: '1.1',
      scope: '2',
      category: 'UK electricity',
      activity: 'Electricity generated',
      labels: { Country: 'Electricity: UK', Year: '2024' },
      unit: 'kWh',
      kgCO2e: 0.20705,
      calculatorCategories: ['PE', 'ULA', 'PSP', 'USP', 'DLA', 'FRN'],
      attribution: 'Contains public sector information licensed under the Open Government Licence v3.0',
    });
  });

  it('filters by calculator category and lists the libraries with their attribution', async () => {
    const epa = await host
      .as(PC)
      .get('/api/emission-factors')
      .query({ source: 'EPA', category: 'PS' })
      .expect(200);
    expect(epa.body.data.map((f: EmissionFactorView) => f.name)).toEqual(['Steam and Heat']);
    expect(epa.body.data[0].attribution).toMatch(/public domain/);
    const libraries = await host.as(PC).get('/api/emission-factors/libraries').expect(200);
    expect(
      libraries.body.data.map((l: { id: string; factorCount: number }) => [l.id, l.factorCount]),
    ).toEqual([
      ['desnz-2025-v1.0', 1614],
      ['desnz-2024-v1.1', 1614],
      ['desnz-2023-v1.1', 1541],
      ['epa-2021-v2021-09-15', 627],
      ['ember-2024-v2022-2024', 222],
      ['ifi-2021-v3.1', 1165],
    ]);
  });

  it('gives one factor by id, 404 for an unknown one, 401 without a token', async () => {
    const one = await host.as(PC).get('/api/emission-factors/desnz-2023-v1.1-fuels-r42c4').expect(200);
    expect(one.body.data.kgCO2e).toBe(0.18292892617449666);
    await host.as(PC).get('/api/emission-factors/no-such-factor').expect(404);
    await host.anonymous.get('/api/emission-factors').expect(401);
  });
});

describe('GET /api/emission-factors/grid/{country}: location-based scope 2 for any country (ADR 0160)', () => {
  type Choices = {
    country: string;
    countryName: string | null;
    defaultFactorId: string | null;
    reason: string;
    choices: Array<{ factor: EmissionFactorView; label: string; provenance: string }>;
  };
  const grid = async (country: string, year?: number) =>
    (
      await host
        .as(PC)
        .get(`/api/emission-factors/grid/${country}`)
        .query(year ? { year } : {})
        .expect(200)
    ).body.data as Choices;

  it('gives a Danish company Ember 2024 by default, the IFI margins beside it, each with source, year and licence', async () => {
    const dk = await grid('dk', 2024);
    expect(dk).toMatchObject({
      country: 'DK',
      countryName: 'Denmark',
      defaultFactorId: 'ember-2024-v2022-2024-dnk',
    });
    expect(dk.choices.map((c) => [c.label, c.factor.kgCO2e, c.factor.country])).toEqual([
      ['Ember average grid intensity, life-cycle (2024)', 0.1433, 'DK'],
      ['IFI operating margin (2021)', 0.362, 'DK'],
      ['IFI combined margin for electricity consumption (2021)', 0.155, 'DK'],
    ]);
    expect(dk.choices[1].provenance).toBe(
      'IFI Harmonised Default Grid Emission Factors (UNFCCC), version 3.1, figures for 2021 · Published by the UNFCCC for common use; this copy from the co2.js project (Apache License 2.0)',
    );
  });

  it('keeps DESNZ for the UK (the reporting year’s set) and the EPA’s eGRID for the US', async () => {
    const gb = await grid('GB', 2024);
    expect(gb.defaultFactorId).toBe('desnz-2024-v1.1-uk-electricity-r25c5');
    expect(gb.choices.map((c) => c.label)).toEqual([
      'DESNZ UK electricity, grid average (2024)',
      'Ember average grid intensity, life-cycle (2024)',
      'IFI operating margin (2021)',
      'IFI combined margin for electricity consumption (2021)',
    ]);
    expect((await grid('GB', 2023)).choices[0].factor.libraryId).toBe('desnz-2023-v1.1');
    const us = await grid('US');
    expect(us.choices[0].factor).toMatchObject({
      source: 'EPA',
      activity: expect.stringMatching(/^US Average/),
    });
    expect(us.reason).toMatch(/eGRID/);
  });

  it('lists the countries with grid factors by name', async () => {
    const countries = (await host.as(PC).get('/api/emission-factors/grid').expect(200)).body.data as Array<{
      country: string;
      name: string;
    }>;
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((c) => c.country === 'DK')).toEqual({ country: 'DK', name: 'Denmark' });
    expect(countries.map((c) => c.name)).toEqual(
      [...countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('lists a country’s grid factors by ?country= and refuses a code that is not one', async () => {
    const listed = await host
      .as(PC)
      .get('/api/emission-factors')
      .query({ category: 'PE', country: 'FR' })
      .expect(200);
    expect((listed.body.data as EmissionFactorView[]).map((f) => [f.source, f.published])).toEqual([
      ['Ember', { 'gCO2e/kWh': 44.18 }],
      ['IFI', { 'gCO2/kWh': 68 }],
      ['IFI', { 'gCO2/kWh': 158 }],
    ]);
    const bad = await host.as(PC).get('/api/emission-factors/grid/DNK').expect(400);
    expect(bad.body.message).toMatch(/ISO 3166-1 alpha-2/);
  });
});

describe('POST /api/calculations/carbon (stateless)', () => {
  it('answers totals in tCO2e and each line with its factor', async () => {
    const gas = await factorId('Gaseous fuels > Natural gas', 'kWh (Gross CV)');
    const grid = await factorId('Electricity generated > Electricity: UK > 2024', 'kWh');
    const response = await host
      .as(LP)
      .post('/api/calculations/carbon')
      .send({
        activities: [
          { factorId: gas, quantity: 10_000 }, // 10,000 × 0.1829 = 1,829 kg
          {
            factorId: grid,
            quantity: 20,
            unit: 'MWh',
            marketBased: { kgCO2ePerUnit: 0.05, instrument: 'supplier-specific' },
          }, // 20,000 × 0.20705 = 4,141 kg; market 20,000 × 0.05 = 1,000 kg
        ],
      })
      .expect(200);
    const { totals, lines } = response.body.data;
    expect(totals.scope1).toBeCloseTo(1.829, 12);
    expect(totals.scope2).toBeCloseTo(4.141, 12);
    expect(totals.scope2Market).toBeCloseTo(1, 12);
    expect(totals.scope3).toBe(0);
    expect(lines[1]).toMatchObject({
      factorId: grid,
      quantity: 20,
      unit: 'MWh',
      scope: '2',
      kgCO2e: expect.closeTo(4141, 9),
      factor: { id: grid, libraryId: 'desnz-2024-v1.1', unit: 'kWh', kgCO2e: 0.20705 },
    });
  });

  it('refuses an unknown factor (422)', async () => {
    const response = await host
      .as(PC)
      .post('/api/calculations/carbon')
      .send({ activities: [{ factorId: 'desnz-1999-v9-nothing-r1c1', quantity: 1 }] })
      .expect(422);
    expect(response.body).toEqual({
      statusCode: 422,
      code: 'CARBON.UNKNOWN_FACTOR',
      message: "activities.0.factorId: no emission factor 'desnz-1999-v9-nothing-r1c1'",
      details: { factorId: 'desnz-1999-v9-nothing-r1c1' },
    });
  });

  it('refuses a negative quantity, naming the field (400)', async () => {
    const gas = await factorId('Gaseous fuels > Natural gas', 'kWh (Gross CV)');
    const response = await host
      .as(PC)
      .post('/api/calculations/carbon')
      .send({ activities: [{ factorId: gas, quantity: -5 }] })
      .expect(400);
    expect(response.body.message).toBe('activities.0.quantity: quantity cannot be negative');
  });

  it('refuses a unit that cannot be converted (422 naming it)', async () => {
    const gas = await factorId('Gaseous fuels > Natural gas', 'kWh (Gross CV)');
    const response = await host
      .as(PC)
      .post('/api/calculations/carbon')
      .send({ activities: [{ factorId: gas, quantity: 5, unit: 'litres' }] })
      .expect(422);
    expect(response.body).toMatchObject({
      code: 'CARBON.UNIT_NOT_CONVERTIBLE',
      message:
        "activities.0.unit: The unit 'litres' cannot be converted to 'kWh (Gross CV)': one measures volume, the other energy",
    });
  });
});

describe('POST /api/calculations/pcaf and /api/calculations/tcfd (stateless)', () => {
  it('answers financed emissions as the issue describes', async () => {
    const response = await host
      .as(GP)
      .post('/api/calculations/pcaf')
      .send({
        positions: [
          // AF = 1,000,000 / 20,000,000 = 0.05; financed = 0.05 × (800 + 200) = 50 tCO2e
          {
            id: 'p1',
            assetClass: 'listed-equity',
            outstanding: 1_000_000,
            company: { evic: 20_000_000 },
            emissions: { scope1: 800, scope2: 200 },
            dataQualityScore: 2,
          },
          {
            id: 'p2',
            assetClass: 'listed-equity',
            outstanding: 1_000_000,
            company: {},
            emissions: { scope1: 1, scope2: 1 },
            dataQualityScore: 1,
          },
        ],
      })
      .expect(200);
    expect(response.body.data).toMatchObject({
      positions: [
        { id: 'p1', attributionFactor: 0.05, financedEmissions: 50 },
        { id: 'p2', attributionFactor: null, financedEmissions: null, excluded: true },
      ],
      totalFinancedEmissions: 50,
      weightedDataQualityScore: 2,
    });
  });

  it('refuses a PCAF position without an asset class, naming it (400)', async () => {
    const response = await host
      .as(GP)
      .post('/api/calculations/pcaf')
      .send({ positions: [{ id: 'p1', outstanding: 1 }] })
      .expect(400);
    expect(response.body.message).toMatch(/positions.0.assetClass/);
  });

  it('answers TCFD dimension scores, overall, grade and recommendations', async () => {
    const response = await host
      .as(PC)
      .post('/api/calculations/tcfd')
      .send({
        answers: [
          { code: 'TCFD-AA-110a.1', selected: ['The board does not consider climate-related issues'] },
        ],
      })
      .expect(200);
    // Governance round(100 × 1 / 4) = 25; the others 0 -> overall round(25 / 4) = 6: Weak
    expect(response.body.data).toMatchObject({
      dimensions: [
        { name: 'Governance', score: 25 },
        { name: 'Strategy', score: 0 },
        { name: 'Risk Management', score: 0 },
        { name: 'Metrics and Targets', score: 0 },
      ],
      overall: 6,
      grade: 'Weak',
      recommendations: [{ code: 'TCFD-AA-110a.1' }],
    });
    await host
      .as(PC)
      .post('/api/calculations/tcfd')
      .send({ answers: [{ code: 'TCFD-AA-110a.1', selected: ['Sometimes'] }] })
      .expect(422);
  });
});

describe('saved carbon calculations', () => {
  let gas: string;
  let grid: string;
  let rail: string;
  beforeAll(async () => {
    gas = await factorId('Gaseous fuels > Natural gas', 'kWh (Gross CV)');
    grid = await factorId('Electricity generated > Electricity: UK > 2024', 'kWh');
    rail = await factorId('Rail > National rail', 'passenger.km');
  });

  const body = (companyId: number, period: string) => ({
    companyId,
    period,
    activities: [
      { category: 'BGP', factorId: gas, quantity: 1_000 }, // 1,000 × 0.1829 = 182.9 kg
      {
        category: 'PE',
        factorId: grid,
        quantity: 5_000,
        marketBased: { kgCO2ePerUnit: 0, instrument: 'energy-attribute-certificate' },
      }, // 5,000 × 0.20705 = 1,035.25 kg; market 0
      { category: 'EC', factorId: rail, quantity: 2_000 }, // 2,000 × 0.03546 = 70.92 kg
    ],
  });

  it('saves one per company and period, emitting the calculated ghg values in tCO2e', async () => {
    const since = host.events.length;
    const created = await host.as(PC).post('/api/carbon-calculations').send(body(2, '2023')).expect(201);
    const calculation = created.body.data;
    expect(calculation).toMatchObject({
      companyId: 2,
      period: '2023',
      year: 2023,
      reportingCycle: 'annually',
      version: 1,
      factorLibraries: ['desnz-2024-v1.1'],
    });
    expect(calculation.result.totals.scope1).toBeCloseTo(0.1829, 12);

    const event: CloudEvent = await host.nextEvent(
      'scoring.carbon-calculation.saved.v1',
      since,
      (e) => e.subject === String(calculation.id),
    );
    expect(validateEvent(event)).toBeTruthy();
    expect(event).toMatchObject({ source: 'scoring', companyid: '2', actorid: '4', aggregateversion: 1 });
    expect(event.data).toMatchObject({
      calculationId: calculation.id,
      companyId: 2,
      period: '2023',
      year: 2023,
      reportingCycle: 'annually',
      calculationVersion: 1,
      factorLibraries: [{ id: 'desnz-2024-v1.1', source: 'DESNZ', year: 2024, version: '1.1' }],
      link: `/api/carbon-calculations/${calculation.id}`,
      savedBy: 4,
    });
    const values = Object.fromEntries(
      (event.data as { values: Array<{ metric: string; value: number; unit: string }> }).values.map((v) => [
        v.metric,
        v,
      ]),
    );
    expect(values['ghg.scope1']).toMatchObject({
      value: expect.closeTo(0.1829, 12),
      unit: 'tCO2e',
      lines: 1,
    });
    expect(values['ghg.scope2_location']).toMatchObject({
      value: expect.closeTo(1.03525, 12),
      unit: 'tCO2e',
    });
    expect(values['ghg.scope2_market']).toMatchObject({ value: 0, unit: 'tCO2e', linesWithInstrument: 1 });
    expect(values['ghg.scope3']).toMatchObject({ value: expect.closeTo(0.07092, 12), unit: 'tCO2e' });

    const duplicate = await host.as(PC).post('/api/carbon-calculations').send(body(2, '2023')).expect(409);
    expect(duplicate.body.message).toMatch(`change it with PUT /api/carbon-calculations/${calculation.id}`);
  });

  it('updates a calculation, keeping the factor versions it names, and emits again', async () => {
    const created = await host.as(PC).post('/api/carbon-calculations').send(body(2, '2022')).expect(201);
    const id = created.body.data.id as number;
    const since = host.events.length;
    const updated = await host
      .as(PC)
      .put(`/api/carbon-calculations/${id}`)
      .send({ activities: [{ category: 'BGP', factorId: 'desnz-2023-v1.1-fuels-r42c4', quantity: 10_000 }] })
      .expect(200);
    // 10,000 × 0.18292892617449666 (DESNZ 2023) = 1,829.2892617449666 kg
    expect(updated.body.data).toMatchObject({ version: 2, factorLibraries: ['desnz-2023-v1.1'] });
    expect(updated.body.data.result.totals.scope1).toBeCloseTo(1.829289261744967, 12);
    const event = await host.nextEvent(
      'scoring.carbon-calculation.saved.v1',
      since,
      (e) => e.subject === String(id),
    );
    expect(event.aggregateversion).toBe(2);
    // Only scope 1 has lines now: the other scopes are left out, not sent as 0.
    expect((event.data as { values: Array<{ metric: string }> }).values.map((v) => v.metric)).toEqual([
      'ghg.scope1',
    ]);
  });

  it('lets the company’s users and its investors read; others are refused', async () => {
    const created = await host.as(PC).post('/api/carbon-calculations').send(body(2, '2021')).expect(201);
    const id = created.body.data.id as number;
    await host.as(PC).get(`/api/carbon-calculations/${id}`).expect(200);
    await host.as(GP).get(`/api/carbon-calculations/${id}`).expect(200);
    await host.as(COINVESTOR).get(`/api/carbon-calculations/${id}`).expect(200);
    await host.as(ADMIN).get(`/api/carbon-calculations/${id}`).expect(200);
    await host.as(LP).get(`/api/carbon-calculations/${id}`).expect(403);
    await host.as(CONTRIBUTOR).get(`/api/carbon-calculations/${id}`).expect(403);
    await host.as(CONTRIBUTOR).get('/api/carbon-calculations').query({ companyId: 2 }).expect(403);
    const list = await host.as(GP).get('/api/carbon-calculations').query({ companyId: 2 }).expect(200);
    expect(list.body.data.map((c: { period: string }) => c.period)).toEqual(['2024', '2023', '2022', '2021']);
    await host.as(PC).get('/api/carbon-calculations/99999').expect(404);
  });

  it('lets only the company’s own non-Contributor users write, where the Carbon Calculator is offered', async () => {
    // the investor may read but not write the portfolio company's inventory
    await host.as(GP).post('/api/carbon-calculations').send(body(2, '2020')).expect(403);
    // a top-level gp keeps its own company's; its Coinvestor reads them and changes none (rule 45)
    await host.as(GP).post('/api/carbon-calculations').send(body(1, '2024')).expect(201);
    const outside = await host
      .as(COINVESTOR)
      .post('/api/carbon-calculations')
      .send(body(1, '2023'))
      .expect(403);
    expect(outside.body.message).toBe('Coinvestor cannot change carbon calculations');
    // spec 6.2: not admin, not lp; a Contributor does not write
    await host.as(ADMIN).post('/api/carbon-calculations').send(body(6, '2024')).expect(403);
    await host.as(LP).post('/api/carbon-calculations').send(body(5, '2024')).expect(403);
    const refused = await host
      .as(CONTRIBUTOR)
      .post('/api/carbon-calculations')
      .send(body(4, '2024'))
      .expect(403);
    expect(refused.body.message).toBe('Contributor cannot change carbon calculations');
    const [id] = (
      await host.as(GP).get('/api/carbon-calculations').query({ companyId: 2, period: '2024' }).expect(200)
    ).body.data.map((c: { id: number }) => c.id);
    await host
      .as(GP)
      .put(`/api/carbon-calculations/${id}`)
      .send({ activities: body(2, '2024').activities })
      .expect(403);
  });

  it('refuses the calculator to a nested gp', async () => {
    await host.bus.publish([
      createEvent({
        type: 'data-collection.company.registered.v1',
        source: 'data-collection',
        subject: 80,
        data: { companyId: 80, name: 'Evergreen Co-Invest GP', type: 'gp', parentId: 1 },
      }),
    ]);
    await waitFor(async () => (await host.runtimes[0].store.get('companies', '80')) !== null);
    const nested = {
      id: 80,
      name: 'Nina Nested',
      email: 'nested@demo.test',
      role: 'gp' as const,
      permission: null,
      company_id: 80,
    };
    const response = await request(host.url)
      .post('/api/carbon-calculations')
      .set('authorization', `Bearer ${accessTokenFor(nested, host.runtimes[0].config.jwtSecret)}`)
      .send(body(80, '2024'))
      .expect(403);
    expect(response.body.message).toBe('The carbon calculator is not available to gp users of this company');
  });

  it('summarises emissions by scope and category (spec 2.9)', async () => {
    const summary = await host.as(GP).get('/api/emissions-summary/2/2023').expect(200);
    const { scope1, scope2, scope3 } = summary.body.data;
    expect(scope1.rows.map((r: { code: string }) => r.code)).toEqual(['REF', 'COV', 'BGP']);
    expect(scope2.rows.map((r: { code: string }) => r.code)).toEqual(['PE', 'PS']);
    expect(scope3.rows.map((r: { code: string }) => r.code)).toEqual(SCOPE3_ROWS);
    expect(scope1.rows[2]).toMatchObject({
      emission: 'Buildings and generators / plant',
      co2Emission: expect.closeTo(0.1829, 12),
      lines: 1,
    });
    expect(scope2.rows[0]).toMatchObject({
      emission: 'Purchased electricity',
      electricityEmissions: expect.closeTo(1.03525, 12),
      tCO2eMarket: 0,
    });
    expect(scope2).toMatchObject({ total: expect.closeTo(1.03525, 12), totalMarket: 0 });
    expect(scope3.rows.find((r: { code: string }) => r.code === 'EC')).toMatchObject({
      emission: 'Employee commuting',
      emissions: expect.closeTo(0.07092, 12),
    });
    await host.as(GP).get('/api/emissions-summary/2/FY19').expect(400);
    await host.as(GP).get('/api/emissions-summary/2/2019').expect(404);
    await host.as(LP).get('/api/emissions-summary/2/2023').expect(403);
  });

  it('has the demo calculation of Northwind Renewables for 2024', async () => {
    const summary = await host.as(PC).get('/api/emissions-summary/2/2024').expect(200);
    expect(summary.body.data.factorLibraries).toEqual(['desnz-2024-v1.1']);
    expect(summary.body.data.scope2).toMatchObject({ totalMarket: 0 });
    expect(summary.body.data.scope1.rows.every((r: { lines: number }) => r.lines > 0)).toBe(true);
  });
});

describe('scope 3: all fifteen categories, reported figures and data quality (ADR 0161)', () => {
  /** The first factor the search offers a row, from the DESNZ 2024 set. */
  async function firstFactor(category: string): Promise<EmissionFactorView> {
    const response = await host
      .as(PC)
      .get('/api/emission-factors')
      .query({ category, libraryId: 'desnz-2024-v1.1', perPage: 1 })
      .expect(200);
    const [found] = response.body.data as EmissionFactorView[];
    if (!found) throw new Error(`no factor for ${category}`);
    return found;
  }

  it('offers each row the factors that measure it', async () => {
    expect((await firstFactor('PGS')).sheet).toBe('Material use');
    expect((await firstFactor('FERA')).sheet).toBe('Transmission and distribution');
    expect((await firstFactor('UTD')).sheet).toBe('Freighting goods');
    expect(['Waste disposal', 'Water treatment']).toContain((await firstFactor('WST')).sheet);
    expect((await firstFactor('EBTH')).sheet).toBe('Hotel stay');
    expect((await firstFactor('EBTS')).sheet).toBe('Business travel- sea');
    expect((await firstFactor('ULA')).scope).toMatch(/^[12]$/);
  });

  it('calculates factor lines and reported figures with their scores (POST /api/calculations/carbon)', async () => {
    const material = await firstFactor('PGS');
    const response = await host
      .as(PC)
      .post('/api/calculations/carbon')
      .send({
        activities: [
          { category: 'PGS', factorId: material.id, quantity: 10 }, // 10 × factor, average-data → option 2b, score 3
          { category: 'PGS', reported: { tCO2e: 40, method: 'spend-based', source: 'Purchase ledger 2024' } }, // 3a → 4
          { category: 'INV', reported: { tCO2e: 25, method: 'investment-specific', verified: true } }, // 1a → 1
        ],
      })
      .expect(200);
    const { totals, lines } = response.body.data;
    const materialKg = 10 * material.kgCO2e;
    expect(lines[0]).toMatchObject({
      scope: '3',
      method: 'average-data',
      quality: { option: '2b', score: 3, table: 'PCAF Table 5-7' },
    });
    expect(lines[0].kgCO2e).toBeCloseTo(materialKg, 9);
    expect(lines[1]).toMatchObject({
      factorId: null,
      factor: null,
      kgCO2e: 40_000,
      reported: { tCO2e: 40, method: 'spend-based', source: 'Purchase ledger 2024', verified: false },
      quality: { option: '3a', score: 4 },
    });
    expect(lines[2].quality).toMatchObject({ option: '1a', score: 1 });
    expect(totals.scope3).toBeCloseTo(materialKg / 1000 + 65, 9);
  });

  it.each([
    [
      { category: 'BGP', reported: { tCO2e: 1, method: 'estimate' } },
      'activities.0.reported: a reported figure is for a scope 3 category; Buildings and generators / plant (BGP) is scope 1, which is activity data × a factor',
    ],
    [
      { category: 'USP', reported: { tCO2e: 1, method: 'spend-based' } },
      "activities.0.reported.method: 'spend-based' is not a method of Use of sold products (USP); use one of average-data, fuel-based, estimate",
    ],
  ])('refuses a line that cannot be, naming the field (422)', async (activity, message) => {
    const response = await host
      .as(PC)
      .post('/api/calculations/carbon')
      .send({ activities: [activity] })
      .expect(422);
    expect(response.body).toMatchObject({ code: 'CARBON.UNPROCESSABLE', message });
  });

  it('refuses a line that is both a factor and a reported figure, naming the field (400)', async () => {
    const response = await host
      .as(PC)
      .post('/api/calculations/carbon')
      .send({
        activities: [
          { category: 'INV', factorId: 'x', quantity: 1, reported: { tCO2e: 1, method: 'estimate' } },
        ],
      })
      .expect(400);
    expect(response.body.message).toMatch(
      /activities\.0\.factorId: A line is either a factor and quantity or a reported figure/,
    );
  });

  it('summarises the saved calculation as the calculator does, and sends the categories with their scores', async () => {
    const rail = await factorId('Rail > National rail', 'passenger.km');
    const gas = await factorId('Gaseous fuels > Natural gas', 'kWh (Gross CV)');
    const since = host.events.length;
    const created = await host
      .as(PC)
      .post('/api/carbon-calculations')
      .send({
        companyId: 2,
        period: '2021-H2',
        activities: [
          { category: 'BGP', factorId: gas, quantity: 1_000 }, // scope 1: 1,000 × 0.1829 = 182.9 kg
          { category: 'EBTL', factorId: rail, quantity: 10_000 }, // cat 6: 10,000 × 0.03546 = 354.6 kg, score 3
          { category: 'EBTH', reported: { tCO2e: 0.6454, method: 'supplier-specific' } }, // cat 6: 645.4 kg, 1b → 2
          { category: 'FRN', reported: { tCO2e: 5, method: 'spend-based' } }, // cat 14: 5 t, 3a → 4
        ],
      })
      .expect(201);
    const calculation = created.body.data;
    const summary = (await host.as(PC).get('/api/emissions-summary/2/2021-H2').expect(200)).body.data;
    // The endpoint and the screen run the same function over the same lines.
    const { totals, totalAcrossScopes, scope3 } = summariseCarbonLines(
      calculation.result.lines,
      calculation.updatedAt,
    );
    expect(summary).toMatchObject({ totals, totalAcrossScopes, scope3 });
    // scope 3: 0.3546 + 0.6454 + 5 = 6 t; across scopes 0.1829 + 0 + 6 = 6.1829 t
    expect(summary.totalAcrossScopes.location).toBeCloseTo(6.1829, 12);
    expect(summary.scope3.categories).toHaveLength(15);
    const travel = summary.scope3.categories[5];
    // (0.3546 × 3 + 0.6454 × 2) / 1 t = 1.0638 + 1.2908 = 2.3546
    expect(travel).toMatchObject({
      metric: 'ghg.scope3_cat06',
      tCO2e: expect.closeTo(1, 12),
      lines: 2,
      methods: ['supplier-specific', 'distance-based'],
      dataQuality: { score: expect.closeTo(2.3546, 12), weighting: 'emissions', options: ['1b', '2b'] },
    });
    expect(summary.scope3.categories[0]).toMatchObject({ tCO2e: null, lines: 0, dataQuality: null });
    // scope 3: (1.0638 + 1.2908 + 5 × 4) / 6 = 22.3546 / 6 = 3.7257666…
    expect(summary.scope3.dataQuality.score).toBeCloseTo(22.3546 / 6, 12);

    const event = await host.nextEvent(
      'scoring.carbon-calculation.saved.v1',
      since,
      (e) => e.subject === String(calculation.id),
    );
    expect(validateEvent(event)).toBeTruthy();
    const values = (event.data as { values: Array<{ metric: string }> }).values;
    expect(values.map((v) => v.metric)).toEqual([
      'ghg.scope1',
      'ghg.scope3',
      'ghg.scope3_cat06',
      'ghg.scope3_cat14',
    ]);
    expect(values[2]).toMatchObject({
      value: expect.closeTo(1, 12),
      lines: 2,
      dataQualityScore: expect.closeTo(2.3546, 12),
    });
    expect(values[3]).toMatchObject({ value: 5, lines: 1, dataQualityScore: 4 });
  });
});

describe('TCFD assessments are retired (ADR 0056)', () => {
  const legacy = {
    id: '2-2023',
    companyId: 2,
    period: '2023',
    year: 2023,
    reportingCycle: 'annually',
    answers: [
      { code: 'TCFD-AA-110a.2', selected: ['At least quarterly'], justification: 'Quarterly ESG committee' },
    ],
    result: {},
    updatedBy: 4,
    updatedAt: '2024-05-02T10:00:00.000Z',
    version: 3,
  };

  it('answers the old routes with 410 and where the data went', async () => {
    for (const call of [
      host.as(PC).get('/api/tcfd-assessments/2/2024'),
      host.as(PC).put('/api/tcfd-assessments/2/2024').send({ answers: [] }),
    ]) {
      const gone = await call.expect(410);
      expect(gone.body.code).toBe('TCFD_ASSESSMENT.GONE');
      expect(gone.body.message).toContain('POST /api/calculations/tcfd');
    }
  });

  it('hands each stored assessment over once, as an event in the transaction that removes it', async () => {
    const store = host.runtimes[0].store;
    await store.transaction((tx) => tx.put('tcfd_assessments', legacy));
    const before = (await store.outbox.read(0, 100_000)).length;
    expect(await handOverTcfdAssessments(store)).toBe(1);
    expect(await store.count('tcfd_assessments')).toBe(0);
    const events = (await store.outbox.read(0, 100_000)).slice(before).map((r) => r.event);
    expect(events).toHaveLength(1);
    expect(() => validateEvent(events[0])).not.toThrow();
    expect(events[0]).toMatchObject({
      type: 'scoring.tcfd-assessment.handed-over.v1',
      subject: '2-2023',
      companyid: '2',
      actorid: '4',
      aggregateversion: 3,
      data: {
        companyId: 2,
        period: '2023',
        year: 2023,
        reportingCycle: 'annually',
        answers: legacy.answers,
        version: 3,
        assessedBy: 4,
        assessedAt: '2024-05-02T10:00:00.000Z',
      },
    });
    // Nothing left: a second start hands nothing over.
    expect(await handOverTcfdAssessments(store)).toBe(0);
  });

  it('keeps no demo assessment: the demo’s retired one was handed over with the seed (ADR 0086)', async () => {
    expect(await host.runtimes[0].store.count('tcfd_assessments')).toBe(0);
    const sent = (await host.runtimes[0].store.outbox.read(0, 100_000))
      .map((r) => r.event)
      .filter((e) => e.type === 'scoring.tcfd-assessment.handed-over.v1');
    expect(sent.map((e) => e.subject)).toEqual(['2-2026', '2-2023']);
  });
});

describe('POST /api/emission-factors/import', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const epa = () => readFileSync(referenceFilePath('sources/epa-ghg-emission-factors-hub-2021.xlsx'));

  it('is for admins only', async () => {
    await host.as(GP).post('/api/emission-factors/import').set('content-type', XLSX).send(epa()).expect(403);
  });

  it('answers 200 for a workbook already imported, 201 and a new version for a new one', async () => {
    const same = await host
      .as(ADMIN)
      .post('/api/emission-factors/import?fileName=epa.xlsx')
      .set('content-type', XLSX)
      .send(epa())
      .expect(200);
    expect(same.body.data).toMatchObject({ created: false, library: { id: 'epa-2021-v2021-09-15' } });

    const revised = await withCells(epa(), 'Emission Factors Hub', {
      F3: 'Last Modified: 1 March 2022',
      D339: 850.1,
    });
    const created = await host
      .as(ADMIN)
      .post('/api/emission-factors/import?fileName=epa-2022.xlsx')
      .set('content-type', XLSX)
      .send(revised)
      .expect(201);
    expect(created.body.data).toMatchObject({
      created: true,
      library: { id: 'epa-2022-v2022-03-01', fileName: 'epa-2022.xlsx', importedBy: 1, factorCount: 627 },
    });
    const factors = await host
      .as(PC)
      .get('/api/emission-factors')
      .query({ libraryId: 'epa-2022-v2022-03-01', q: 'US Average total output' })
      .expect(200);
    expect(factors.body.data[0].published['lb CO2 per MWh']).toBe(850.1);
    // calculations made with the 2021 version keep it
    await host.as(PC).get('/api/emission-factors/epa-2021-v2021-09-15-t6-r339c4').expect(200);
  });

  it('refuses a damaged workbook naming sheet and row, and a file that is not a workbook', async () => {
    const broken = await withCells(epa(), 'Emission Factors Hub', {
      F3: 'Last Modified: 2 March 2022',
      D101: 'ten',
    });
    const refused = await host
      .as(ADMIN)
      .post('/api/emission-factors/import')
      .set('content-type', XLSX)
      .send(broken)
      .expect(422);
    expect(refused.body.message).toBe(
      "Sheet 'Emission Factors Hub', row 101, column D: kg CO2 per unit should be a number but is 'ten'",
    );
    await host
      .as(ADMIN)
      .post('/api/emission-factors/import')
      .set('content-type', XLSX)
      .send(Buffer.from('plain text'))
      .expect(415);
    await host.as(ADMIN).post('/api/emission-factors/import').send({ file: 'x' }).expect(415);
  });
});
