import request from 'supertest';
import { createEvent, type PcafCountryFigures, type PcafResult } from '@esg/contracts';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { appendEvents } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * Issue 21, finding 4, through the app: what no framework could collect is collected where it belongs.
 *
 * - Investee countries: Evergreen (GP 1) saves its figures of Germany and France for 2022 (PUT
 *   /api/pcaf-country-figures/1/2022/{country}); Fund I holds their bonds at 31 Dec 2022. By hand, all
 *   investments €50m; DE €5m (GDP €4,000bn, GHG 700 Mt, no social violations), FR €2.5m (GDP €2,500bn, GHG
 *   500 Mt, social violations):
 *     T1-15 = 5/50 × 700,000,000 / 4,000,000 + 2.5/50 × 500,000,000 / 2,500,000 = 0.1 × 175 + 0.05 × 200 = 27.5
 *     T1-16a = 1 country (FR); T1-16b = 1 of 2 = 50 %.
 *   France's figures removed: T1-15 = 17.5, France excluded as missing; T1-16a = 0.
 * - PCAF 5.7: Germany's PCAF figures with option 1a of Table 5-26 are scored 1; 2b is refused (not in the table).
 * - Real-estate assets: a company's SFDR response takes the asset's own data (EPC class, fossil-fuel
 *   involvement, value) and refuses an EPC class that is not one; two assets' published answers feed PAI 17
 *   and 18 of the fund holding them (worked below).
 * - Motor vehicle loans (PCAF 5.6) are a position instrument and a PCAF asset class.
 */
describe('sovereign and real-estate inputs and the new PCAF asset class', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};
  const YEAR = 2022;
  const DATE = '2022-12-31';

  const as = (who: string) => ({
    get: (path: string) => request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`),
    put: (path: string, body: unknown) =>
      request(host.url)
        .put(path)
        .set('authorization', `Bearer ${tokens[who]}`)
        .send(body as object),
    post: (path: string, body: unknown) =>
      request(host.url)
        .post(path)
        .set('authorization', `Bearer ${tokens[who]}`)
        .send(body as object),
    delete: (path: string) => request(host.url).delete(path).set('authorization', `Bearer ${tokens[who]}`),
  });

  const indicator = async (id: string) =>
    (
      (await as('gp').get(`/api/pai/funds/1/${YEAR}`).expect(200)).body.data.indicators as Array<
        Record<string, unknown> & { id: string }
      >
    ).find((i) => i.id === id);

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['gp', 'pc', 'coinvestor']) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD })
        .expect(200);
      tokens[who] = login.body.data.accessToken as string;
    }
    // data-collection learns users (the "saved by" names) from the gateway's events.
    await waitFor(
      async () =>
        (await as('gp').get('/api/company/getChildCompanies/1')).body.data?.find(
          (c: { id: number }) => c.id === 2,
        )?.contact.status === 'active',
      { timeoutMs: 10_000 },
    );
    await as('gp')
      .put(`/api/funds/1/positions/${DATE}`, {
        allInvestments: 50_000_000,
        positions: [
          { country: 'DE', instrument: 'sovereign_bond', value: 5_000_000, outstanding: 5_000_000 },
          { country: 'FR', instrument: 'sovereign_bond', value: 2_500_000, outstanding: 2_500_000 },
          { instrument: 'cash', value: 1_000_000 },
        ],
      })
      .expect(200);
  });
  afterAll(async () => host?.dispose());

  const germany = {
    gdp: 4_000_000_000_000,
    ghgEmissions: 700_000_000,
    socialViolations: false,
    source: 'Eurostat nama_10_gdp 2022; UNFCCC CRF 2024 submission',
  };
  const france = {
    gdp: 2_500_000_000_000,
    ghgEmissions: 500_000_000,
    socialViolations: true,
    source: 'Eurostat nama_10_gdp 2022; UNFCCC CRF 2024 submission',
  };

  it('takes the PAI figures of investee countries and feeds PAI 15 and 16 (27.5 tCO2e/€M GDP; 1 country, 50 %)', async () => {
    const saved = await as('gp').put(`/api/pcaf-country-figures/1/${YEAR}/de`, germany).expect(200);
    expect(saved.body.data as PcafCountryFigures).toMatchObject({
      country: 'DE',
      year: YEAR,
      gdp: 4_000_000_000_000,
      ghgEmissions: 700_000_000,
      socialViolations: false,
      // Only PAI figures given: the PCAF group stays empty (the bond is not attributed by PCAF on this alone).
      pppAdjustedGdp: null,
      productionEmissions: null,
      dataQualityScore: null,
      dataQualityOption: null,
    });
    await as('gp').put(`/api/pcaf-country-figures/1/${YEAR}/FR`, france).expect(200);
    await waitFor(async () => (await indicator('T1-15'))?.value === 27.5, {
      message: 'T1-15 = 27.5',
      timeoutMs: 30_000,
    });
    expect((await indicator('T1-15'))?.coverage).toBe(1);
    expect((await indicator('T1-16a'))?.value).toBe(1);
    expect((await indicator('T1-16b'))?.value).toBe(50);
    const statement = (await as('gp').get(`/api/pai/funds/1/${YEAR}`).expect(200)).body.data;
    expect(statement.countries).toEqual([
      { country: 'DE', source: germany.source, savedAt: expect.any(String) },
      { country: 'FR', source: france.source, savedAt: expect.any(String) },
    ]);
  });

  it('recomputes when a country’s figures are removed: France is then missing, not counted', async () => {
    await as('gp').delete(`/api/pcaf-country-figures/1/${YEAR}/FR`).expect(204);
    await waitFor(async () => (await indicator('T1-15'))?.value === 17.5, {
      message: 'T1-15 = 17.5',
      timeoutMs: 30_000,
    });
    const t115 = await indicator('T1-15');
    expect(t115?.excluded).toEqual([expect.objectContaining({ companyId: 'country:FR', code: 'missing' })]);
    expect((await indicator('T1-16a'))?.value).toBe(0);
  });

  it('refuses country figures it cannot use, naming the field, and users who may not manage the funds', async () => {
    const refused = async (body: unknown) =>
      (await as('gp').put(`/api/pcaf-country-figures/1/${YEAR}/FR`, body).expect(422)).body.message as string;
    expect(await refused({ ...france, socialViolations: 'yes' })).toContain(
      'socialViolations: socialViolations must be true or false',
    );
    expect(await refused({ ...france, gdp: 0 })).toContain('gdp: gdp must be above 0');
    expect(await refused({ ...france, source: ' ' })).toContain('source: source');
    expect(await refused({ source: 'nothing else' })).toContain('pppAdjustedGdp: pppAdjustedGdp is required');
    expect((await as('pc').put(`/api/pcaf-country-figures/1/${YEAR}/FR`, france)).status).toBe(403);
    expect((await as('coinvestor').put(`/api/pcaf-country-figures/1/${YEAR}/FR`, france)).status).toBe(403);
  });

  it('scores a sovereign position with option 1a of PCAF Table 5-26, and refuses an option the table has not', async () => {
    const pcaf = {
      ...germany,
      pppAdjustedGdp: 4_800_000_000_000,
      productionEmissions: 673_000_000,
      productionEmissionsInclLulucf: 669_000_000,
      dataQualityOption: '1a',
    };
    const saved = await as('gp').put(`/api/pcaf-country-figures/1/${YEAR}/DE`, pcaf).expect(200);
    expect(saved.body.data).toMatchObject({ dataQualityOption: '1a', dataQualityScore: 1, gdp: germany.gdp });
    const notInTable = await as('gp')
      .put(`/api/pcaf-country-figures/1/${YEAR}/DE`, { ...pcaf, dataQualityOption: '2b' })
      .expect(422);
    // The table is pcaf.json's (reference data), so the refusal names its options.
    expect(notInTable.body.message).toBe(
      'dataQualityOption 2b is not in PCAF Table 5-26 for sovereign-debt (its options: 1a, 1b, 2a, 3a, 3b)',
    );
    const contradicting = await as('gp')
      .put(`/api/pcaf-country-figures/1/${YEAR}/DE`, { ...pcaf, dataQualityScore: 3 })
      .expect(422);
    expect(contradicting.body.message).toBe(
      'dataQualityScore: 3 contradicts option 1a, which PCAF Table 5-26 scores 1',
    );

    // The scorecard's calculation: AF = 5,000,000 / 4,800,000,000,000; × 673,000,000 = 701.041666… tCO2e,
    // including LULUCF × 669,000,000 = 696.875 tCO2e, beside it; option 1a scores 1.
    const result = (
      await as('gp')
        .post('/api/calculations/pcaf', {
          positions: [
            {
              id: 'DE',
              assetClass: 'sovereign-debt',
              outstanding: 5_000_000,
              sovereign: {
                country: 'DE',
                pppAdjustedGdp: 4_800_000_000_000,
                productionEmissions: 673_000_000,
                productionEmissionsInclLulucf: 669_000_000,
              },
              dataQualityOption: '1a',
            },
          ],
        })
        .expect(200)
    ).body.data as PcafResult;
    expect(result.positions[0]).toMatchObject({ excluded: false, dataQualityScore: 1 });
    expect(result.positions[0].financedEmissions).toBeCloseTo(
      (5_000_000 / 4_800_000_000_000) * 673_000_000,
      9,
    );
    expect(result.positions[0].financedEmissionsInclLulucf).toBeCloseTo(696.875, 9);
    expect(result.portfolio.financedEmissionsInclLulucf).toBeCloseTo(696.875, 9);
  });

  it('calculates a motor vehicle loan (PCAF 5.6) and records it as a position instrument', async () => {
    // AF = 18,000 / 30,000 = 0.6; financed = 0.6 × (2.5 + 0.5) = 1.8 tCO2e; option 2a of Table 5-16: score 2.
    const result = (
      await as('gp')
        .post('/api/calculations/pcaf', {
          positions: [
            {
              id: 'fleet',
              assetClass: 'motor-vehicle-loans',
              outstanding: 18_000,
              company: { vehicleValueAtOrigination: 30_000 },
              emissions: { scope1: 2.5, scope2: 0.5 },
              dataQualityOption: '2a',
            },
          ],
        })
        .expect(200)
    ).body.data as PcafResult;
    expect(result.positions[0]).toMatchObject({ attributionFactor: 0.6, dataQualityScore: 2 });
    expect(result.positions[0].financedEmissions).toBeCloseTo(1.8, 12);
    const refused = await as('gp')
      .post('/api/calculations/pcaf', {
        positions: [
          {
            id: 'x',
            assetClass: 'motor-vehicle-loans',
            outstanding: 1,
            company: { vehicleValueAtOrigination: -1 },
          },
        ],
      })
      .expect(400);
    expect(refused.body.message).toContain('vehicleValueAtOrigination cannot be negative');
    await as('gp')
      .put('/api/funds/1/positions/2022-09-30', {
        allInvestments: 1_000_000,
        positions: [{ companyId: 2, instrument: 'motor_vehicle_loan', value: 18_000, outstanding: 18_000 }],
      })
      .expect(200);
  });

  it('collects a real-estate asset’s own data in the SFDR questionnaire, refusing an EPC class that is not one', async () => {
    const created = await as('pc')
      .post('/api/responses', { companyId: 2, standardId: 8, period: '2021', dueDate: '2022-06-30' })
      .expect(201);
    const id = created.body.data.id as number;
    const put = (code: string, body: unknown) => as('pc').put(`/api/responses/${id}/values/${code}`, body);
    expect((await put('re.epc_class', { value: 'D' }).expect(200)).body.data.value).toMatchObject({
      value: 'D',
    });
    expect(
      (await put('re.asset_value', { value: 6, unit: 'EURm' }).expect(200)).body.data.value,
    ).toMatchObject({ value: 6_000_000, unit: 'EUR', rawValue: 6, rawUnit: 'EURm' });
    await put('re.fossil_fuel_involvement', { value: false }).expect(200);
    const bad = await put('re.epc_class', { value: 'Z' }).expect(422);
    expect(bad.body.message).toContain('re.epc_class');
  });

  it('feeds PAI 17 and 18 from the real-estate assets’ own published answers', async () => {
    // Fund 98 of GP 1 holds two real-estate assets directly on 31 Dec 2031 (all investments €20m):
    //   asset 3, €6m: not involved in fossil fuels, subject to EPC/NZEB, built before 2021, EPC class D;
    //   asset 4, €4m: involved in fossil fuels, subject to EPC/NZEB, built after 2020, meets NZEB.
    // By hand: T1-17 = 4 / (6 + 4) × 100 = 40 %; T1-18 = 6 (EPC D is C or below) / (6 + 4) × 100 = 60 %.
    const FUND = 98;
    const Y = 2031;
    const answer = (companyId: number, metricCode: string, value: boolean | string) => ({
      metricCode,
      value,
      unit: '',
      rawValue: value,
      rawUnit: null,
      status: 'provided' as const,
      reason: null,
      quality: 'reported' as const,
      dataQualityScore: null,
      valueVersionId: `${metricCode}-${companyId}`,
      version: 1,
      source: { kind: 'entered' as const, calculationId: null, calculationType: null, importId: null },
    });
    const published = (companyId: number, values: Record<string, boolean | string>) =>
      createEvent({
        type: 'data-collection.response.published.v1',
        source: 'data-collection',
        subject: 9800 + companyId,
        companyId,
        data: {
          responseId: 9800 + companyId,
          companyId,
          requesterCompanyId: 1,
          standardId: 8,
          frameworkVersion: '2022-1288',
          period: String(Y),
          year: Y,
          cycle: 'annually',
          periodStart: `${Y}-01-01`,
          periodEnd: `${Y}-12-31`,
          publicationNumber: 1,
          publishedAt: new Date().toISOString(),
          publishedBy: 2,
          values: Object.entries(values).map(([code, value]) => answer(companyId, code, value)),
          unansweredMetricCodes: [],
        },
      });
    const asset = (companyId: number, value: number) => ({
      companyId,
      country: null,
      instrument: 'commercial_real_estate' as const,
      value,
      outstanding: null,
    });
    await appendEvents(host, [
      createEvent({
        type: 'data-collection.fund.created.v1',
        source: 'data-collection',
        subject: FUND,
        companyId: 1,
        data: {
          fundId: FUND,
          companyId: 1,
          name: 'Real Estate Fund 98',
          currency: 'EUR',
          vintage: 2030,
          sfdrClassification: 'article_8',
          strategy: null,
          portfolioCompanyIds: [3, 4],
          gpFundIds: [],
          status: 'open',
          closedOn: null,
        },
      }),
      createEvent({
        type: 'data-collection.positions.recorded.v1',
        source: 'data-collection',
        subject: FUND,
        companyId: 1,
        data: {
          fundId: FUND,
          companyId: 1,
          date: `${Y}-12-31`,
          currency: 'EUR',
          allInvestments: 20_000_000,
          positions: [
            asset(3, 6_000_000),
            asset(4, 4_000_000),
            { companyId: null, country: null, instrument: 'cash', value: 10_000_000, outstanding: null },
          ],
          version: 1,
        },
      }),
      published(3, {
        're.fossil_fuel_involvement': false,
        're.subject_to_epc_nzeb': true,
        're.built_before_2021': true,
        're.epc_class': 'D',
      }),
      published(4, {
        're.fossil_fuel_involvement': true,
        're.subject_to_epc_nzeb': true,
        're.built_before_2021': false,
        're.meets_nzeb': true,
      }),
    ]);
    const of = async (id: string) =>
      (
        (await as('gp').get(`/api/pai/funds/${FUND}/${Y}`).expect(200)).body.data.indicators as Array<
          Record<string, unknown> & { id: string }
        >
      ).find((i) => i.id === id);
    await waitFor(async () => (await of('T1-17'))?.value === 40, {
      message: 'T1-17 = 40',
      timeoutMs: 30_000,
    });
    expect(await of('T1-17')).toMatchObject({ value: 40, coverage: 1 });
    expect(await of('T1-18')).toMatchObject({ value: 60, coverage: 1 });
  });
});
