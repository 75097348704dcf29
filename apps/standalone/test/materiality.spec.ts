import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * The double materiality assessment through the standalone app (issue 12, docs/materiality.md): Northwind
 * (company 2) scores ESRS matters for 2024, saves versions, and the results follow by hand:
 *   E1-2 potential negative, scale 4, scope 3, irremediable 2, likelihood 4: severity 3, impact 3 × 4 ÷ 5 = 2.4;
 *        financial magnitude 5 × likelihood 3 ÷ 5 = 3
 *   S1-1 potential negative 4/3/2, likelihood 1: a human-rights impact, severity 3 takes precedence → 3
 *   G1-6 actual positive, scale 2, scope 2: severity (2 + 2) ÷ 2 = 2; financial 2 × 2 ÷ 5 = 0.8
 * Thresholds impact 2.5, financial 3 → E1-2 financial, S1-1 impact, G1-6 not material (2 of 3).
 * Impact threshold 2 → E1-2 both, S1-1 impact, G1-6 impact (3 of 3).
 */
jest.setTimeout(120_000);

const E1_2 = {
  subTopicId: 'E1-2',
  impact: { kind: 'potential', effect: 'negative', scale: 4, scope: 3, irremediability: 2, likelihood: 4 },
  financial: { magnitude: 5, likelihood: 3 },
  rationale: 'Wind and solar parks: low direct emissions, grid and supply-chain exposure',
};
const S1_1 = {
  subTopicId: 'S1-1',
  impact: { kind: 'potential', effect: 'negative', scale: 4, scope: 3, irremediability: 2, likelihood: 1 },
  financial: null,
  rationale: 'Work at height on turbines',
};
const G1_6 = {
  subTopicId: 'G1-6',
  impact: { kind: 'actual', effect: 'positive', scale: 2, scope: 2, irremediability: null, likelihood: null },
  financial: { magnitude: 2, likelihood: 2 },
  rationale: '',
};

describe('double materiality through the standalone app', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (who: string, path: string) => request(host.url).get(path).set(as(who));
  const put = (who: string, path: string, body: object) =>
    request(host.url).put(path).set(as(who)).send(body);

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['gp', 'pc', 'lp', 'coinvestor'])
      tokens[who] = (
        await request(host.url)
          .post('/api/auth/login')
          .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD })
          .expect(200)
      ).body.data.accessToken as string;
    // The demo's publications reach the analysis read model (the metrics' coverage reads it).
    await waitFor(
      async () =>
        (await get('pc', '/api/analysis/companies/2/values?period=2024').expect(200)).body.data.values
          .length > 0,
      { message: 'Northwind 2024 in the analysis read model', timeoutMs: 60_000 },
    );
  });
  afterAll(async () => {
    await host?.dispose();
  });

  it('opens the demo investor on its own assessment, seeded filled (issue 29, item 3)', async () => {
    const data = (await get('gp', '/api/materiality/1').expect(200)).body.data;
    expect(data).toMatchObject({
      companyId: 1,
      period: '2025',
      periods: ['2025'],
      version: 1,
      savedAt: '2026-03-31T09:30:00.000Z',
      mayEdit: true,
    });
    expect(data.matters).toHaveLength(12);
    const result = (id: string) => data.results.find((r: { subTopicId: string }) => r.subTopicId === id);
    // E1-2 actual negative 4/4/4: impact 4; financial 4 × 4 ÷ 5 = 3.2 → material both ways.
    expect(result('E1-2')).toMatchObject({ impactScore: 4, financialScore: 3.2, materialBy: 'both' });
    // S4-2 potential negative 3/2/2 on a social topic: severity 2.333 (below 2.5); financial 3 × 1 ÷ 5 = 0.6.
    expect(result('S4-2')).toMatchObject({ financialScore: 0.6, materialBy: null });
  });

  it('opens on the latest published period with the ESRS topics and which metrics are published', async () => {
    const res = await get('pc', '/api/materiality/2').expect(200);
    const data = res.body.data;
    expect(data).toMatchObject({ companyId: 2, period: '2024', version: 0, latest: true, mayEdit: true });
    expect(data.thresholds).toEqual({ impact: 2.5, financial: 2.5 });
    expect(data.topics.map((t: { id: string }) => t.id)).toEqual([
      'E1',
      'E2',
      'E3',
      'E4',
      'E5',
      'S1',
      'S2',
      'S3',
      'S4',
      'G1',
    ]);
    const subTopics = data.topics.flatMap((t: { subTopics: unknown[] }) => t.subTopics);
    expect(subTopics).toHaveLength(37);
    const mitigation = subTopics.find((s: { id: string }) => s.id === 'E1-2');
    expect(mitigation.name).toBe('Climate change mitigation');
    expect(mitigation.metrics.find((m: { code: string }) => m.code === 'ghg.scope1')).toEqual({
      code: 'ghg.scope1',
      name: 'Scope 1 GHG emissions',
      published: true,
    });
    expect(data.reference.version).toBe('esrs-2023-1');
  });

  it('scores matters against the thresholds, keeps every version, and refuses a stale save', async () => {
    const saved = await put('pc', '/api/materiality/2/2024', {
      thresholds: { impact: 2.5, financial: 3 },
      matters: [E1_2, S1_1, G1_6],
      expectedVersion: 0,
    }).expect(200);
    const results = (code: string) =>
      saved.body.data.results.find((r: { subTopicId: string }) => r.subTopicId === code);
    expect(saved.body.data.version).toBe(1);
    expect(results('E1-2')).toMatchObject({
      topicId: 'E1',
      severity: 3,
      impactScore: 2.4,
      financialScore: 3,
      materialBy: 'financial',
    });
    expect(results('S1-1')).toMatchObject({ topicId: 'S1', impactScore: 3, materialBy: 'impact' });
    expect(results('G1-6')).toMatchObject({
      severity: 2,
      impactScore: 2,
      financialScore: 0.8,
      materialBy: null,
    });

    // The same scores again add no version; a save over a version not loaded is refused.
    const again = await put('pc', '/api/materiality/2/2024', {
      thresholds: { impact: 2.5, financial: 3 },
      matters: [G1_6, S1_1, E1_2],
      expectedVersion: 1,
    }).expect(200);
    expect(again.body.data.version).toBe(1);
    const stale = await put('pc', '/api/materiality/2/2024', {
      thresholds: { impact: 2, financial: 3 },
      matters: [E1_2],
      expectedVersion: 0,
    }).expect(409);
    expect(stale.body.code).toBe('MATERIALITY.CONFLICT');

    const lower = await put('pc', '/api/materiality/2/2024', {
      thresholds: { impact: 2, financial: 3 },
      matters: [E1_2, S1_1, G1_6],
      expectedVersion: 1,
    }).expect(200);
    expect(lower.body.data).toMatchObject({ version: 2, periods: ['2024'] });
    expect(
      lower.body.data.history.map((h: { version: number; assessed: number; material: number }) => [
        h.version,
        h.assessed,
        h.material,
      ]),
    ).toEqual([
      [1, 3, 2],
      [2, 3, 3],
    ]);
    const first = await get('pc', '/api/materiality/2?period=2024&version=1').expect(200);
    expect(first.body.data).toMatchObject({
      version: 1,
      latest: false,
      mayEdit: false,
      thresholds: { impact: 2.5, financial: 3 },
    });
    const missing = await get('pc', '/api/materiality/2?period=2024&version=9').expect(404);
    expect(missing.body.code).toBe('MATERIALITY_VERSION.NOT_FOUND');
  });

  it('refuses bad scores with every problem named, and nothing is saved', async () => {
    const body = (matters: object[]) => ({
      thresholds: { impact: 2.5, financial: 2.5 },
      matters,
      expectedVersion: 2,
    });
    const unknown = await put(
      'pc',
      '/api/materiality/2/2024',
      body([{ ...G1_6, subTopicId: 'E2-9' }]),
    ).expect(400);
    expect(unknown.body.message).toBe('E2-9 is not an ESRS sub-topic');
    const missing = await put(
      'pc',
      '/api/materiality/2/2024',
      body([
        { ...S1_1, impact: { ...S1_1.impact, irremediability: null } },
        { ...G1_6, subTopicId: 'G1-6' },
        G1_6,
      ]),
    ).expect(400);
    expect(missing.body.message).toBe(
      'S1-1: irremediable character is required; G1-6 is scored twice; give it once',
    );
    const scale = await put(
      'pc',
      '/api/materiality/2/2024',
      body([{ ...E1_2, impact: { ...E1_2.impact, scale: 7 } }]),
    ).expect(400);
    expect(scale.body.message).toMatch(/scale must be a whole number from 1 to 5/);
    const threshold = await put('pc', '/api/materiality/2/2024', {
      ...body([]),
      thresholds: { impact: 9, financial: 2 },
    }).expect(400);
    expect(threshold.body.message).toMatch(/the impact threshold must be a number from 0.2 to 5/);
    expect((await get('pc', '/api/materiality/2?period=2024').expect(200)).body.data.version).toBe(2);
  });

  it('lets investors read a company assessment, and only the company change it', async () => {
    const seen = await get('gp', '/api/materiality/2?period=2024').expect(200);
    expect(seen.body.data).toMatchObject({ version: 2, mayEdit: false });
    const refused = await put('gp', '/api/materiality/2/2024', {
      thresholds: { impact: 2, financial: 2 },
      matters: [],
      expectedVersion: 2,
    }).expect(403);
    expect(refused.body.code).toBe('MATERIALITY.FORBIDDEN');
    await get('lp', '/api/materiality/2').expect(403);
    // The GP's own assessment: its team writes, its co-investor only reads.
    await put('coinvestor', '/api/materiality/1/2024', {
      thresholds: { impact: 2, financial: 2 },
      matters: [E1_2],
      expectedVersion: 0,
    }).expect(403);
    const own = await put('gp', '/api/materiality/1/2024', {
      thresholds: { impact: 2, financial: 2 },
      matters: [E1_2],
      expectedVersion: 0,
    }).expect(200);
    expect(own.body.data).toMatchObject({ companyId: 1, version: 1, mayEdit: true });
  });
});
