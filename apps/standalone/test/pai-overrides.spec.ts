import request from 'supertest';
import { waitFor } from '@esg/testing';
import { demoTokens } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * GP overrides reach the figures (issue 27, ADR 0182), through the whole app on the demo data: Grace Parker
 * (Evergreen, GP 1) overrides Northwind's published 2024 scope 1 with PUT …/override; the 2025 PAI statement
 * of Evergreen (whose latest data from Northwind is 2024's) recomputes T1-1a with the override, and its provenance names the company's original, who
 * overrode it, when and why. DELETE withdraws it: the figure is the published one again.
 *
 * By hand, for Northwind's term at each quarter end: (position value / EVIC) × scope 1, read from the
 * statement's own provenance; the override replaces scope 1 only, so the term becomes
 * (position value / EVIC) × 123,456 and the year's figure moves by the average of the differences.
 */
jest.setTimeout(120_000);

interface Input {
  metric: string;
  value: number;
  override?: { original: { value: number }; reason: string; byName: string | null; at: string };
}
interface Contribution {
  companyId: number;
  position: { value: number };
  inputs: Input[];
  term: number;
}
interface Figure {
  id: string;
  value: number | null;
  included: Array<{ companyId: number; overridden?: Array<{ metric: string }> }>;
  provenance: { quarters: Array<{ value: number | null; contributions: Contribution[] }> };
}

describe('a GP override changes the PAI figure and says so', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  let token = '';
  const api = () => request(host.url);
  const auth = (r: request.Test) => r.set('authorization', `Bearer ${token}`);
  const t11a = async (): Promise<Figure> =>
    ((await auth(api().get('/api/pai/entities/1/2025')).expect(200)).body.data.indicators as Figure[]).find(
      (i) => i.id === 'T1-1a',
    )!;
  const northwind = (f: Figure) =>
    f.provenance.quarters.flatMap((q) => q.contributions.filter((c) => c.companyId === 2));
  const scope1 = (c: Contribution) => c.inputs.find((i) => i.metric === 'ghg.scope1')!;
  const evic = (c: Contribution) => c.inputs.find((i) => i.metric === 'company.evic')!.value;

  beforeAll(async () => {
    host = await startStandalone();
    token = (await demoTokens(host.url, ['gp'])).gp;
  });
  afterAll(async () => host?.dispose());

  it('publishes, overrides, recomputes with the override, and restores the published value on withdrawal', async () => {
    const before = await t11a();
    const published = northwind(before);
    expect(published.length).toBeGreaterThan(0);
    const original = scope1(published[0]).value;
    expect(original).not.toBe(123_456);
    const [response] = (
      await auth(api().get('/api/responses?companyId=2&standardId=1&period=2024')).expect(200)
    ).body.data as Array<{ id: number }>;
    const path = `/api/responses/${response.id}/values/ghg.scope1/override`;

    await auth(api().put(path))
      .send({ value: 123_456, reason: 'The fuel invoices show a higher figure' })
      .expect(200);
    await waitFor(async () => scope1(northwind(await t11a())[0]).value === 123_456, {
      message: 'T1-1a reads the override',
      timeoutMs: 30_000,
    });
    const after = await t11a();
    for (const c of northwind(after)) {
      expect(c.term).toBeCloseTo((c.position.value / evic(c)) * 123_456, 6);
      expect(scope1(c).override).toEqual({
        original: { value: original, unit: 'tCO2e', versionId: expect.any(String) },
        reason: 'The fuel invoices show a higher figure',
        byName: 'Grace Parker',
        at: expect.any(String),
      });
    }
    expect(after.included.find((c) => c.companyId === 2)?.overridden).toEqual([
      expect.objectContaining({ metric: 'ghg.scope1', reason: 'The fuel invoices show a higher figure' }),
    ]);
    // The year's figure moves by the average over the quarter ends of Northwind's change of term.
    const quarters = before.provenance.quarters.length;
    const delta =
      northwind(after).reduce((sum, c) => sum + c.term, 0) - published.reduce((sum, c) => sum + c.term, 0);
    expect(after.value!).toBeCloseTo(before.value! + delta / quarters, 6);

    await auth(api().delete(path)).expect(200);
    await waitFor(async () => scope1(northwind(await t11a())[0]).value === original, {
      message: 'T1-1a reads the published value again',
      timeoutMs: 30_000,
    });
    const restored = await t11a();
    expect(restored.value).toBe(before.value);
    expect(scope1(northwind(restored)[0]).override).toBeUndefined();
  });
});
