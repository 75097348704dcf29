import type { ResponseQuality, ValueOverride } from '@esg/contracts';
import { responseIdOf } from './esg-fixtures';
import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

/**
 * GP overrides over HTTP on the demo data (issue 27, ADR 0181, rule 128): Evergreen sets an alternative to
 * Northwind's published 2024 scope 1 value with a reason; the company's value stays its current version
 * and in its history; the company sees the override; a company cannot override its investor; a reason is
 * required; withdrawing it is an event too.
 */
describe('GP overrides of published values', () => {
  let host: PortfolioHost;
  let northwind2024: number;
  let northwind2025: number;
  const path = (id: number, code = 'ghg.scope1') => `/api/responses/${id}/values/${code}/override`;
  const quality = async (email: string) =>
    (await host.call(email, 'get', `/api/responses/${northwind2024}/quality`).expect(200)).body
      .data as ResponseQuality;

  beforeAll(async () => {
    host = await startPortfolioHost();
    northwind2024 = await responseIdOf(host, 2, 1, '2024');
    northwind2025 = await responseIdOf(host, 2, 1, '2025');
  });
  afterAll(async () => host?.dispose());

  it('refuses the company, outside parties, other tenants, a missing reason and an open response', async () => {
    const body = { value: 900, reason: 'The fuel invoices show 900 t' };
    await host.call('pc@demo.test', 'put', path(northwind2024)).send(body).expect(403);
    await host.call('coinvestor@demo.test', 'put', path(northwind2024)).send(body).expect(403);
    await host.call('lp@demo.test', 'put', path(northwind2024)).send(body).expect(403);
    // Another GP's user (a demo-contract workplace, so refused before it learns anything).
    await host.call('trial@demo.test', 'put', path(northwind2024)).send(body).expect(403);
    const noReason = await host
      .call('gp@demo.test', 'put', path(northwind2024))
      .send({ value: 900 })
      .expect(400);
    expect(JSON.stringify(noReason.body)).toContain('reason');
    await host.call('gp@demo.test', 'put', path(northwind2024)).send({ value: 900, reason: ' ' }).expect(400);
    const bad = await host
      .call('gp@demo.test', 'put', path(northwind2024))
      .send({ value: -5, reason: 'x' })
      .expect(422);
    expect(bad.body.message).toContain('value');
    await host
      .call('gp@demo.test', 'put', path(northwind2024))
      .send({ ...body, evidenceIds: ['no-such-file'] })
      .expect(422);
    // The 2025 response is still being answered: review returns a value there, it is not overridden.
    await host.call('gp@demo.test', 'put', path(northwind2025)).send(body).expect(409);
    expect(await host.events('data-collection.value-override.set.v1')).toEqual([]);
  });

  it('keeps the company’s value, shows the override to both sides and records it as an event', async () => {
    const before = (await quality('gp@demo.test')).metrics['ghg.scope1'];
    expect(before.override).toBeNull();
    const historyBefore = (
      await host
        .call('gp@demo.test', 'get', `/api/responses/${northwind2024}/values/ghg.scope1/history`)
        .expect(200)
    ).body.data;

    const saved = await host
      .call('gp@demo.test', 'put', path(northwind2024))
      .send({ value: 0.9, unit: 'ktCO2e', reason: 'The fuel invoices show 900 t' })
      .expect(200);
    const override = saved.body.data as ValueOverride;
    // 0.9 ktCO2e is 900 tCO2e in the metric's unit; the raw entry is kept.
    expect(override).toMatchObject({
      companyId: 2,
      investorId: 1,
      period: '2024',
      metricCode: 'ghg.scope1',
      value: 900,
      unit: 'tCO2e',
      rawValue: 0.9,
      rawUnit: 'ktCO2e',
      reason: 'The fuel invoices show 900 t',
      byName: 'Grace Parker',
    });
    const response = (await host.call('gp@demo.test', 'get', `/api/responses/${northwind2024}`).expect(200))
      .body.data;
    const metric = response.sections
      .flatMap(function all(s: { metrics?: unknown[]; sections?: unknown[] }): unknown[] {
        return [...(s.metrics ?? []), ...((s.sections ?? []) as Array<typeof s>).flatMap(all)];
      })
      .find((m: { code: string }) => m.code === 'ghg.scope1') as {
      value: { value: number; valueVersionId: string };
    };
    // The company's value is still the current version, and the override names it as the original.
    expect(override.original).toEqual({
      value: metric.value.value,
      unit: 'tCO2e',
      valueVersionId: metric.value.valueVersionId,
    });
    expect(metric.value.value).not.toBe(900);
    const historyAfter = (
      await host
        .call('gp@demo.test', 'get', `/api/responses/${northwind2024}/values/ghg.scope1/history`)
        .expect(200)
    ).body.data;
    expect(historyAfter).toEqual(historyBefore);

    // Both sides see it beside the value.
    expect((await quality('gp@demo.test')).metrics['ghg.scope1'].override).toMatchObject({ value: 900 });
    expect((await quality('pc@demo.test')).metrics['ghg.scope1'].override).toMatchObject({
      value: 900,
      reason: 'The fuel invoices show 900 t',
    });
    const [event] = await host.events('data-collection.value-override.set.v1');
    expect(event.data).toMatchObject({
      responseId: northwind2024,
      companyId: 2,
      investorId: 1,
      metricCode: 'ghg.scope1',
      value: 900,
      original: override.original,
      actorId: 2,
    });
  });

  it('withdraws the override: the company’s value counts again', async () => {
    await host.call('pc@demo.test', 'delete', path(northwind2024)).expect(403);
    await host.call('gp@demo.test', 'delete', path(northwind2024)).expect(200);
    expect((await quality('gp@demo.test')).metrics['ghg.scope1'].override).toBeNull();
    await host.call('gp@demo.test', 'delete', path(northwind2024)).expect(404);
    expect(await host.events('data-collection.value-override.removed.v1')).toHaveLength(1);
  });
});
