import request from 'supertest';
import type { PcafCountryFigures, PcafSavedEstimate } from '@esg/contracts';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * The PCAF inputs an investor saves for /scorecards/pcaf (issue 11, ADR 0083), through the gateway on
 * real SQLite: estimates of companies without published emissions and a country's figures for sovereign
 * bonds, saved, listed, replaced and removed by Evergreen's fund manager; bad input refused with a 422
 * naming the field; users who may not manage Evergreen's funds refused with 403.
 *
 * By hand: revenue €40,000,000 × 0.0001 tCO2e/EUR = 4,000 tCO2e (scopes 1 + 2), × 0.00025 = 10,000 t
 * scope 3; option 3a of PCAF Table 5-7 (business loans and unlisted equity) scores 4. Physical activity
 * 1,200 MWh × 0.2 t/MWh = 240 t; option 2a scores 2 (Table 5-7: "2a … score 2").
 */
describe('PCAF estimates and country figures saved by the investor', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};
  const YEAR = 2031;

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['gp', 'lp', 'pc', 'contributor', 'coinvestor', 'admin']) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD })
        .expect(200);
      tokens[who] = login.body.data.accessToken as string;
    }
    // data-collection learns users (the "saved by" names) from the gateway's events.
    await waitFor(
      async () =>
        (
          await request(host.url)
            .get('/api/company/getChildCompanies/1')
            .set('authorization', `Bearer ${tokens.gp}`)
        ).body.data?.find((c: { id: number }) => c.id === 2)?.contact.status === 'active',
      { timeoutMs: 10_000 },
    );
  });
  afterAll(async () => host?.dispose());

  const as = (who: string) => ({
    get: (path: string) => request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`),
    put: (path: string, body: unknown) =>
      request(host.url)
        .put(path)
        .set('authorization', `Bearer ${tokens[who]}`)
        .send(body as object),
    delete: (path: string) => request(host.url).delete(path).set('authorization', `Bearer ${tokens[who]}`),
  });

  const revenueEstimate = {
    assetClass: 'unlisted-equity',
    estimate: {
      basis: 'revenue',
      revenue: 40_000_000,
      sector: 'C.20',
      sectorFactor: 0.0001,
      scope3Factor: 0.00025,
      factorSource: 'PCAF database, EXIOBASE 3.8.2 (2022)',
    },
    dataQualityOption: '3a',
  };

  it('saves an estimate with its emissions and score, lists it, replaces it and removes it', async () => {
    const saved = await as('gp').put(`/api/pcaf-estimates/1/${YEAR}/3`, revenueEstimate).expect(200);
    const estimate = saved.body.data as PcafSavedEstimate;
    expect(estimate).toMatchObject({
      investorId: 1,
      companyId: 3,
      year: YEAR,
      assetClass: 'unlisted-equity',
      dataQualityOption: '3a',
      dataQualityScore: 4,
      emissions: { scope12: 4000, scope3: 10_000 },
      savedBy: { userId: 2, name: 'Grace Parker' },
    });
    expect(estimate.expression).toContain('revenue €40,000,000 × sector factor 0.0001');
    expect(estimate.reference).toMatch(/^PCAF Table 5-7; /);
    expect(Date.parse(estimate.savedAt)).not.toBeNaN();

    // A second company, by physical activity.
    await as('gp')
      .put(`/api/pcaf-estimates/1/${YEAR}/4`, {
        assetClass: 'corporate-bonds',
        estimate: {
          basis: 'physical-activity',
          activity: 1200,
          activityUnit: 'MWh',
          emissionFactor: 0.2,
          factorSource: 'DESNZ 2024 condensed, electricity',
        },
        dataQualityOption: '2a',
      })
      .expect(200);
    let list = (await as('gp').get(`/api/pcaf-estimates/1/${YEAR}`).expect(200)).body
      .data as PcafSavedEstimate[];
    expect(list.map((e) => [e.companyId, e.emissions.scope12, e.dataQualityScore])).toEqual([
      [3, 4000, 4],
      [4, 240, 2],
    ]);
    // Another year is another list.
    expect(
      (
        await as('gp')
          .get(`/api/pcaf-estimates/1/${YEAR - 1}`)
          .expect(200)
      ).body.data,
    ).toEqual([]);

    // Replaced, not added: 50,000,000 × 0.0001 = 5,000 t, no scope 3 factor now.
    await as('gp')
      .put(`/api/pcaf-estimates/1/${YEAR}/3`, {
        ...revenueEstimate,
        estimate: { ...revenueEstimate.estimate, revenue: 50_000_000, scope3Factor: undefined },
      })
      .expect(200);
    list = (await as('gp').get(`/api/pcaf-estimates/1/${YEAR}`).expect(200)).body.data as PcafSavedEstimate[];
    expect(list.find((e) => e.companyId === 3)!.emissions).toEqual({ scope12: 5000, scope3: null });

    await as('gp').delete(`/api/pcaf-estimates/1/${YEAR}/3`).expect(204);
    const gone = await as('gp').delete(`/api/pcaf-estimates/1/${YEAR}/3`).expect(404);
    expect(gone.body.code).toBe('PCAF_INPUT.NOT_FOUND');
    list = (await as('gp').get(`/api/pcaf-estimates/1/${YEAR}`).expect(200)).body.data as PcafSavedEstimate[];
    expect(list.map((e) => e.companyId)).toEqual([4]);
  });

  it.each([
    [
      'a negative revenue',
      { estimate: { ...revenueEstimate.estimate, revenue: -1 } },
      'estimate.revenue: revenue cannot be negative',
    ],
    [
      'an unknown sector',
      { estimate: { ...revenueEstimate.estimate, sector: 'Z9' } },
      'estimate.sector: unknown sector "Z9": give a NACE Rev. 2 section or division',
    ],
    [
      'no factor source',
      { estimate: { ...revenueEstimate.estimate, factorSource: ' ' } },
      'estimate.factorSource: factorSource',
    ],
    [
      'a reported-emissions option',
      { dataQualityOption: '1a' },
      'dataQualityOption: dataQualityOption must be an estimate option',
    ],
    [
      'an option the asset class has not',
      { assetClass: 'mortgages', dataQualityOption: '3a' },
      'dataQualityOption 3a is not in PCAF Table 5-15 for mortgages',
    ],
    ['sovereign debt', { assetClass: 'sovereign-debt' }, 'assetClass: assetClass must be one of'],
  ])('refuses an estimate with %s (422 naming the field)', async (_name, change, message) => {
    const response = await as('gp')
      .put(`/api/pcaf-estimates/1/${YEAR}/2`, { ...revenueEstimate, ...change })
      .expect(422);
    expect(response.body.code).toBe('PCAF_INPUT.UNPROCESSABLE');
    expect(response.body.message).toContain(message);
  });

  it('refuses an estimate of an unknown company (404) and a bad year (422)', async () => {
    expect((await as('gp').put(`/api/pcaf-estimates/1/${YEAR}/9999`, revenueEstimate)).status).toBe(404);
    const year = await as('gp').put(`/api/pcaf-estimates/1/1999/2`, revenueEstimate).expect(422);
    expect(year.body.message).toContain('year must be 2000 or later');
  });

  it('saves, lists, replaces and removes a country’s figures with their source', async () => {
    const body = {
      pppAdjustedGdp: 4_800_000_000_000,
      productionEmissions: 673_000_000,
      productionEmissionsInclLulucf: 669_000_000,
      dataQualityScore: 2,
      source: 'UNFCCC CRF 2024 submission; World Bank ICP PPP 2023',
    };
    const saved = await as('gp').put(`/api/pcaf-country-figures/1/${YEAR}/de`, body).expect(200);
    expect(saved.body.data).toMatchObject({
      investorId: 1,
      country: 'DE',
      year: YEAR,
      ...body,
      savedBy: { userId: 2, name: 'Grace Parker' },
    });
    await as('gp')
      .put(`/api/pcaf-country-figures/1/${YEAR}/DE`, {
        ...body,
        productionEmissionsInclLulucf: null,
        dataQualityScore: 3,
      })
      .expect(200);
    const list = (await as('gp').get(`/api/pcaf-country-figures/1/${YEAR}`).expect(200)).body
      .data as PcafCountryFigures[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      country: 'DE',
      dataQualityScore: 3,
      productionEmissionsInclLulucf: null,
    });

    const missing = await as('gp')
      .put(`/api/pcaf-country-figures/1/${YEAR}/FR`, { ...body, pppAdjustedGdp: undefined })
      .expect(422);
    expect(missing.body.message).toContain('pppAdjustedGdp: pppAdjustedGdp is required');
    const zero = await as('gp')
      .put(`/api/pcaf-country-figures/1/${YEAR}/FR`, { ...body, pppAdjustedGdp: 0 })
      .expect(422);
    expect(zero.body.message).toContain('pppAdjustedGdp must be above 0');
    const negative = await as('gp')
      .put(`/api/pcaf-country-figures/1/${YEAR}/FR`, { ...body, productionEmissions: -5 })
      .expect(422);
    expect(negative.body.message).toContain('productionEmissions cannot be negative');
    const unsourced = await as('gp')
      .put(`/api/pcaf-country-figures/1/${YEAR}/FR`, { ...body, source: '' })
      .expect(422);
    expect(unsourced.body.message).toContain('source: source');
    const country = await as('gp').put(`/api/pcaf-country-figures/1/${YEAR}/Germany`, body).expect(422);
    expect(country.body.message).toContain('ISO 3166-1 alpha-2');

    await as('gp').delete(`/api/pcaf-country-figures/1/${YEAR}/DE`).expect(204);
    expect((await as('gp').get(`/api/pcaf-country-figures/1/${YEAR}`).expect(200)).body.data).toEqual([]);
  });

  it('lets only those who may manage the investor’s funds change them, and readers of all its funds read them', async () => {
    const path = `/api/pcaf-estimates/1/${YEAR}/2`;
    const status = async (who: string) => ({
      who,
      put: (await as(who).put(path, revenueEstimate)).status,
      get: (await as(who).get(`/api/pcaf-estimates/1/${YEAR}`)).status,
      delete: (await as(who).delete(path)).status,
    });
    // The LP invests in one of Evergreen's funds (reads those funds only), the pc is a portfolio company,
    // the Contributor works for Atlas; the Coinvestor is Evergreen's outside party: it reads all its funds
    // and changes nothing of the GP's (rules 45 and 84; issue 23, finding 3).
    expect(await status('lp')).toEqual({ who: 'lp', put: 403, get: 403, delete: 403 });
    expect(await status('pc')).toEqual({ who: 'pc', put: 403, get: 403, delete: 403 });
    expect(await status('contributor')).toEqual({ who: 'contributor', put: 403, get: 403, delete: 403 });
    expect(await status('coinvestor')).toEqual({ who: 'coinvestor', put: 403, get: 200, delete: 403 });
    expect(await status('admin')).toEqual({ who: 'admin', put: 200, get: 200, delete: 204 });
    const refused = await as('pc').put(`/api/pcaf-country-figures/1/${YEAR}/DE`, {
      pppAdjustedGdp: 1,
      productionEmissions: 1,
      dataQualityScore: 4,
      source: 'x',
    });
    expect(refused.status).toBe(403);
  });
});
