import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import type { LiveChange } from '@esg/contracts';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/**
 * A saved carbon calculation becomes the company's ghg.* values in its data-collection response
 * (ADR 0050): scoring emits scoring.carbon-calculation.saved.v1, data collection records each value as a
 * new version with source `calculated` and the calculation's id. Northwind (company 2) has an ESG
 * response in progress for 2025 and published ones for 2024. A socket of the company hears each save
 * (the open calculator and /calculations refetch the new version).
 */
describe('calculated emissions reach the company response', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  let token = '';
  let socket: Socket;
  const heard: LiveChange[] = [];

  beforeAll(async () => {
    host = await startStandalone();
    const login = await request(host.url)
      .post('/api/auth/login')
      .send({ email: 'pc@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    token = login.body.data.accessToken as string;
    socket = connect(host.url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.on('entity:changed', (change: LiveChange) => heard.push(change));
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
  });
  afterAll(async () => {
    socket?.close();
    await host?.dispose();
  });

  const get = (path: string) => request(host.url).get(path).set('authorization', `Bearer ${token}`);
  const send = (method: 'post' | 'put', path: string) =>
    request(host.url)[method](path).set('authorization', `Bearer ${token}`);

  async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const found = await probe();
      if (found !== undefined) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the calculated values never arrived');
  }

  async function responseValue(responseId: number, code: string) {
    const detail = await get(`/api/responses/${responseId}`).expect(200);
    type Metric = { code: string; value: { value: unknown; version: number; source: unknown } | null };
    type Section = { metrics: Metric[]; sections: Section[] };
    const find = (sections: Section[]): Metric | undefined => {
      for (const s of sections) {
        const hit = s.metrics.find((m) => m.code === code) ?? find(s.sections);
        if (hit) return hit;
      }
      return undefined;
    };
    return find(detail.body.data.sections as Section[])?.value ?? null;
  }

  it('records the scope values the response asks for as calculated values, and a new version on update', async () => {
    const list = await get('/api/responses?companyId=2&period=2025').expect(200);
    const esg = (list.body.data as Array<{ id: number; status: string }>).find(
      (r) => r.status === 'in_progress',
    )!;
    expect(esg).toBeDefined();

    // The seeded 2024 inventory gives factor ids of every category.
    const seeded = await get('/api/carbon-calculations?companyId=2&period=2024').expect(200);
    const activities = seeded.body.data[0].activities;
    const created = await send('post', '/api/carbon-calculations')
      .send({ companyId: 2, period: '2025', activities })
      .expect(201);
    const calculation = created.body.data;
    const totals = calculation.result.totals;
    // The company's open pages hear the save: which company and period changed, never the content.
    const pushed = await until(async () =>
      heard.find((c) => c.type === 'scoring.carbon-calculation.saved.v1'),
    );
    expect(pushed.refs).toEqual({ companyId: 2, period: '2025' });

    const scope1 = await until(async () => {
      const value = await responseValue(esg.id, 'ghg.scope1');
      return value && value.value !== null && (value.source as { kind: string }).kind === 'calculated'
        ? value
        : undefined;
    });
    expect(scope1.value).toBeCloseTo(totals.scope1, 9);
    expect(scope1.source).toEqual({
      kind: 'calculated',
      calculationId: String(calculation.id),
      calculationType: 'carbon-calculator',
      importId: expect.any(String),
    });
    expect((await responseValue(esg.id, 'ghg.scope2_location'))?.value).toBeCloseTo(totals.scope2Location, 9);
    // The ESG framework does not ask for scope 2 market-based: only the codes a response asks for are written.
    expect((await responseValue(esg.id, 'ghg.scope3'))?.value).toBeCloseTo(totals.scope3, 9);

    // Doubling the first activity's quantity: a new calculated version of its scope's value.
    const changed = activities.map((a: { quantity: number }, i: number) =>
      i === 0 ? { ...a, quantity: a.quantity * 2 } : a,
    );
    const firstScope = activities[0] && calculation.result.lines[0].scope;
    const before = await responseValue(
      esg.id,
      firstScope === '2' ? 'ghg.scope2_location' : `ghg.scope${firstScope}`,
    );
    const updated = await send('put', `/api/carbon-calculations/${calculation.id}`)
      .send({ activities: changed })
      .expect(200);
    const scope = `ghg.scope${updated.body.data.result.lines[0].scope === '2' ? '2_location' : updated.body.data.result.lines[0].scope}`;
    const key = scope === 'ghg.scope2_location' ? 'scope2Location' : scope.replace('ghg.', '');
    const after = await until(async () => {
      const value = await responseValue(esg.id, scope);
      return value && value.version > (before?.version ?? 0) ? value : undefined;
    });
    expect(after.value).toBeCloseTo(updated.body.data.result.totals[key], 9);
    const history = await get(`/api/responses/${esg.id}/values/${scope}/history`).expect(200);
    expect(history.body.data.at(-1).source).toMatchObject({
      kind: 'calculated',
      calculationId: String(calculation.id),
    });
  });
});
