import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/**
 * The reporting service's calls through the standalone app as a browser makes them (gateway login and
 * session guard, one HTTP server): each seeded role against the PAI calculation and company 1's report
 * texts. Expected statuses written by hand from docs/pai-methodology.md and ADR 0025.
 */
const USERS = {
  admin: 'admin@demo.test',
  gp: 'gp@demo.test',
  lp: 'lp@demo.test',
  pc: 'pc@demo.test',
  contributor: 'contributor@demo.test',
  coinvestor: 'coinvestor@demo.test',
  consultant: 'consultant@demo.test',
  trial: 'trial@demo.test',
} as const;
type Key = keyof typeof USERS;

const CALCULATION = {
  quarters: [
    { date: '2025-12-31', allInvestments: 1_000_000, positions: [{ companyId: 2, value: 250_000 }] },
  ],
  companies: [{ id: 2, values: { 'env.fossil_fuel_sector': true } }],
  indicators: ['T1-4'],
};

describe('PAI calls through the standalone app', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens = new Map<Key, string>();

  beforeAll(async () => {
    host = await startStandalone();
    for (const [key, email] of Object.entries(USERS) as Array<[Key, string]>) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email, password: DEMO_PASSWORD })
        .expect(200);
      tokens.set(key, login.body.data.accessToken as string);
    }
  });
  afterAll(async () => host?.dispose());

  const as = (key: Key) => ({
    get: (path: string) =>
      request(host.url)
        .get(path)
        .set('authorization', `Bearer ${tokens.get(key)}`),
    post: (path: string) =>
      request(host.url)
        .post(path)
        .set('authorization', `Bearer ${tokens.get(key)}`),
    put: (path: string) =>
      request(host.url)
        .put(path)
        .set('authorization', `Bearer ${tokens.get(key)}`),
  });

  async function statuses(call: (key: Key) => request.Test): Promise<Record<Key, number>> {
    const out = {} as Record<Key, number>;
    for (const key of Object.keys(USERS) as Key[]) out[key] = (await call(key)).status;
    return out;
  }

  it('POST /api/calculations/pai: every signed-in user; 25% fossil exposure (250,000 of 1,000,000)', async () => {
    expect(await statuses((k) => as(k).post('/api/calculations/pai').send(CALCULATION))).toEqual({
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    });
    const response = await as('pc').post('/api/calculations/pai').send(CALCULATION).expect(200);
    expect(response.body.data.indicators[0]).toMatchObject({ id: 'T1-4', value: 25, coverage: 1 });
    await request(host.url).post('/api/calculations/pai').send(CALCULATION).expect(401);
  });

  it('GET /api/pai/reports/1/2025/texts: the users of company 1 only', async () => {
    expect(await statuses((k) => as(k).get('/api/pai/reports/1/2025/texts'))).toEqual({
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    });
  });

  it('PUT /api/pai/reports/1/2025/texts/T1-4: the GP team of company 1 (not Contributors, Coinvestors or Consultants: rule 45)', async () => {
    expect(
      await statuses((k) =>
        as(k)
          .put('/api/pai/reports/1/2025/texts/T1-4')
          .send({ explanation: `by ${k}` }),
      ),
    ).toEqual({
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    });
    const texts = await as('gp').get('/api/pai/reports/1/2025/texts').expect(200);
    expect(texts.body.data.texts[0]).toMatchObject({
      indicatorId: 'T1-4',
      explanation: 'by gp',
      version: 1,
    });
  });
});
