import type { QualityFlag, QualityFlags, QualitySettings, ResponseQuality } from '@esg/contracts';
import { responseIdOf } from './esg-fixtures';
import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

/**
 * Data quality over HTTP on the demo data (issue 27, docs/data-quality.md): the GP's flags across its
 * portfolio, the company's explanation, the GP's resolution, the thresholds per GP and who may do what
 * (rules 125-127). Northwind's scope 2 (location-based) was 1900 tCO2e in 2024: 5000 in 2025 is
 * (5000 − 1900) / 1900 = +163.2 %, above the default 50 %.
 */
describe('data quality API', () => {
  let host: PortfolioHost;
  let northwind2025: number;
  const flagId = '2:2025:ghg.scope2_location:year_on_year';
  const flags = async (query = '', email = 'gp@demo.test') =>
    (await host.call(email, 'get', `/api/quality/flags${query}`).expect(200)).body.data as QualityFlags;
  const flagOf = async (id = flagId) => (await flags('?period=2025')).flags.find((f) => f.id === id);

  beforeAll(async () => {
    host = await startPortfolioHost();
    northwind2025 = await responseIdOf(host, 2, 1, '2025');
    await host
      .call('pc@demo.test', 'put', `/api/responses/${northwind2025}/values/ghg.scope2_location`)
      .send({ value: 5000 })
      .expect(200);
  });
  afterAll(async () => host?.dispose());

  it("lists the year-on-year flag with the value, last year's and the company", async () => {
    const data = await flags();
    expect(data.investorId).toBe(1);
    expect(data.periods).toEqual(['2025', '2024', '2023']);
    expect(data.companies.map((c) => c.name)).toEqual([
      'Atlas Logistics',
      'Helios Foods',
      'Northwind Renewables',
    ]);
    expect(data.thresholds.yearOnYear).toEqual({ decimalPercent: 50, integerAbsolute: 5, booleanFlip: true });
    const flag = data.flags.find((f) => f.id === flagId)!;
    expect(flag).toMatchObject({
      check: 'year_on_year',
      companyId: 2,
      companyName: 'Northwind Renewables',
      metricCode: 'ghg.scope2_location',
      value: 5000,
      previous: { period: '2024', value: 1900 },
      responseId: northwind2025,
      status: 'open',
      explanation: null,
      resolution: null,
      details: { changePercent: 163.2, thresholdPercent: 50, kind: 'relative' },
    });
    expect(flag.message).toBe(
      'Scope 2 GHG emissions, location-based: 163.2 % change against 2024 (1900 → 5000 tCO2e), more than 50 %',
    );
    // Absence: what a handed-in response left unanswered, per metric, across the portfolio.
    const absence = data.flags.filter((f) => f.check === 'absence');
    expect(absence.length).toBeGreaterThan(0);
    for (const a of absence) {
      expect(a.companyId).toBeNull();
      expect(a.absence!.ratePercent).toBeGreaterThan(50);
      expect(a.absence!.asked).toBeGreaterThanOrEqual(3);
      expect(a.absence!.notAvailable + a.absence!.unanswered).toBe(a.absence!.companies.length);
    }
    expect(data.counts.open).toBe(data.flags.filter((f) => f.status === 'open').length);
  });

  it('filters by company, metric, period, status and check, and refuses unknown filters', async () => {
    const byCompany = await flags('?companyId=2&metricCode=ghg.scope2_location');
    expect(byCompany.flags.map((f) => f.id)).toEqual([flagId]);
    expect((await flags('?period=2024&check=year_on_year')).flags.every((f) => f.period === '2024')).toBe(
      true,
    );
    expect((await flags('?status=resolved')).flags).toEqual([]);
    expect((await flags('?check=absence')).flags.every((f) => f.check === 'absence')).toBe(true);
    await host.call('gp@demo.test', 'get', '/api/quality/flags?status=lost').expect(400);
    await host.call('gp@demo.test', 'get', '/api/quality/flags?period=last').expect(400);
  });

  it("is read by the GP's team and outside parties, not by companies, contributors, LPs or other tenants", async () => {
    await flags('', 'coinvestor@demo.test');
    await host.call('pc@demo.test', 'get', '/api/quality/flags').expect(403);
    await host.call('contributor@demo.test', 'get', '/api/quality/flags').expect(403);
    await host.call('lp@demo.test', 'get', '/api/quality/flags?investorId=1').expect(403);
    await host.call('pc@demo.test', 'get', '/api/quality/flags?investorId=1').expect(403);
  });

  it('takes the explanation from the company and the resolution from the GP, with events', async () => {
    // Only the company whose value it is explains (another tenant's flag looks like none).
    await host
      .call('gp@demo.test', 'put', `/api/quality/flags/${flagId}/explanation`)
      .send({ text: 'x' })
      .expect(404);
    await host
      .call('contributor@demo.test', 'put', `/api/quality/flags/${flagId}/explanation`)
      .send({ text: 'x' })
      .expect(403);
    const empty = await host
      .call('pc@demo.test', 'put', `/api/quality/flags/${flagId}/explanation`)
      .send({ text: '  ' })
      .expect(400);
    expect(JSON.stringify(empty.body)).toContain('text');
    const explained = await host
      .call('pc@demo.test', 'put', `/api/quality/flags/${flagId}/explanation`)
      .send({ text: 'A second data centre opened in March' })
      .expect(200);
    expect(explained.body.data).toMatchObject({
      status: 'explained',
      explanation: { text: 'A second data centre opened in March', byName: 'Priya Chen', source: 'flag' },
    });
    expect((await flagOf())!.status).toBe('explained');

    // Only the GP's own team resolves: not the company, not an outside party.
    await host
      .call('pc@demo.test', 'put', `/api/quality/flags/${flagId}/resolution`)
      .send({ action: 'accepted' })
      .expect(403);
    await host
      .call('coinvestor@demo.test', 'put', `/api/quality/flags/${flagId}/resolution`)
      .send({ action: 'accepted' })
      .expect(403);
    await host
      .call('gp@demo.test', 'put', `/api/quality/flags/${flagId}/resolution`)
      .send({ action: 'approved' })
      .expect(400);
    const resolved = await host
      .call('gp@demo.test', 'put', `/api/quality/flags/${flagId}/resolution`)
      .send({ action: 'accepted', comment: 'Matches the lease of the new site' })
      .expect(200);
    expect(resolved.body.data).toMatchObject({
      status: 'resolved',
      resolution: {
        action: 'accepted',
        comment: 'Matches the lease of the new site',
        byName: 'Grace Parker',
      },
    });
    expect((await flags('?status=resolved')).flags.map((f) => f.id)).toEqual([flagId]);
    await host
      .call('gp@demo.test', 'put', '/api/quality/flags/2:2025:ghg.scope1:year_on_year/resolution')
      .send({ action: 'accepted' })
      .expect(404);

    const explainedEvents = await host.events('data-collection.quality-flag.explained.v1');
    expect(explainedEvents.map((e) => e.data)).toEqual([
      expect.objectContaining({ flagId, companyId: 2, investorId: 1, check: 'year_on_year', actorId: 4 }),
    ]);
    const resolvedEvents = await host.events('data-collection.quality-flag.resolved.v1');
    expect(resolvedEvents.map((e) => e.data)).toEqual([
      expect.objectContaining({ flagId, action: 'accepted', actorId: 2, investorId: 1 }),
    ]);
  });

  it('opens the flag again when the value gets a new version, or when the GP says so', async () => {
    await host
      .call('pc@demo.test', 'put', `/api/responses/${northwind2025}/values/ghg.scope2_location`)
      .send({ value: 5100 })
      .expect(200);
    expect(await flagOf()).toMatchObject({
      status: 'open',
      explanation: null,
      resolution: null,
      value: 5100,
    });
    await host
      .call('pc@demo.test', 'put', `/api/quality/flags/${flagId}/explanation`)
      .send({ text: 'Second site, metered' })
      .expect(200);
    await host
      .call('gp@demo.test', 'put', `/api/quality/flags/${flagId}/resolution`)
      .send({ action: 'accepted' })
      .expect(200);
    const reopened = await host
      .call('gp@demo.test', 'put', `/api/quality/flags/${flagId}/resolution`)
      .send({ action: 'reopened', comment: 'Please send the meter readings' })
      .expect(200);
    expect(reopened.body.data).toMatchObject({ status: 'explained', resolution: null });
  });

  it("shows the review screen last year's value and the flags, without the peers for the company", async () => {
    const asCompany = (
      await host.call('pc@demo.test', 'get', `/api/responses/${northwind2025}/quality`).expect(200)
    ).body.data as ResponseQuality;
    expect(asCompany).toMatchObject({ responseId: northwind2025, period: '2025', previousPeriod: '2024' });
    expect(asCompany.metrics['ghg.scope2_location'].previous).toMatchObject({ value: 1900, unit: 'tCO2e' });
    expect(asCompany.metrics['ghg.scope2_location'].flags.map((f) => f.id)).toEqual([flagId]);
    const asGp = (
      await host.call('gp@demo.test', 'get', `/api/responses/${northwind2025}/quality`).expect(200)
    ).body.data as ResponseQuality;
    expect(asGp.metrics['ghg.scope2_location'].flags[0].status).toBe('explained');
    await host.call('lp@demo.test', 'get', `/api/responses/${northwind2025}/quality`).expect(404);
  });

  it('counts an absence rate only when at least the minimum of companies was asked', async () => {
    // 2024: all three companies answered ESG (3 asked); 2025: only Atlas handed in (SFDR), so every
    // 2025 rate is over 1 company asked: 1 of 1 is 100 %, above 50 %, but fewer than the 3 needed.
    const absence2024 = (await flags('?check=absence&period=2024')).flags;
    expect(absence2024.length).toBeGreaterThan(0);
    for (const a of absence2024) {
      expect(a.absence!.asked).toBe(3);
      expect(a.message).toMatch(
        /: [23] of 3 companies asked gave no value \((66\.7|100) %, more than 50 %\)$/,
      );
    }
    expect((await flags('?check=absence&period=2025')).flags).toEqual([]);
    const settings = (await host.call('gp@demo.test', 'get', '/api/quality/settings').expect(200)).body
      .data as QualitySettings;
    expect(settings.defaults.absence).toEqual({ ratePercent: 50, minimumAsked: 3 });
    const zero = await host
      .call('gp@demo.test', 'put', '/api/quality/settings')
      .send({ thresholds: { ...settings.defaults, absence: { ratePercent: 50, minimumAsked: 0 } } })
      .expect(400);
    expect(JSON.stringify(zero.body)).toContain('minimumAsked');
    await host
      .call('gp@demo.test', 'put', '/api/quality/settings')
      .send({ thresholds: { ...settings.defaults, absence: { ratePercent: 50, minimumAsked: 1 } } })
      .expect(200);
    const one = (await flags('?check=absence&period=2025')).flags;
    expect(one.length).toBeGreaterThan(0);
    for (const a of one) {
      expect(a.absence).toMatchObject({ asked: 1, ratePercent: 100 });
      expect(a.absence!.companies.map((c) => c.name)).toEqual(['Atlas Logistics']);
      expect(a.message).toMatch(/: 1 of 1 companies asked gave no value \(100 %, more than 50 %\)$/);
    }
    // A client that sends no minimum (written before it existed) gets the product's default.
    await host
      .call('gp@demo.test', 'put', '/api/quality/settings')
      .send({ thresholds: { ...settings.defaults, absence: { ratePercent: 50 } } })
      .expect(200);
    expect((await flags('?check=absence&period=2025')).flags).toEqual([]);
    await host.call('gp@demo.test', 'put', '/api/quality/settings').send({ thresholds: null }).expect(200);
  });

  it("applies each GP's thresholds, falling back to the product's defaults", async () => {
    const initial = (await host.call('gp@demo.test', 'get', '/api/quality/settings').expect(200)).body
      .data as QualitySettings;
    expect(initial).toMatchObject({
      companyId: 1,
      custom: false,
      preApproval: { enabled: false, samplePercent: 20 },
    });
    expect(initial.thresholds).toEqual(initial.defaults);
    const thresholds = {
      ...initial.defaults,
      yearOnYear: { ...initial.defaults.yearOnYear, decimalPercent: 200 },
      // Three companies: with n = 3 no value lies further than (n − 1)/√n = 1.155 deviations from the mean.
      outliers: { standardDeviations: 1, iqrMultiplier: 1.5, minimumPeers: 3 },
    };
    await host.call('pc@demo.test', 'put', '/api/quality/settings').send({ thresholds }).expect(403);
    await host.call('coinvestor@demo.test', 'put', '/api/quality/settings').send({ thresholds }).expect(403);
    const invalid = await host
      .call('gp@demo.test', 'put', '/api/quality/settings')
      .send({ thresholds: { ...thresholds, absence: { ratePercent: 120 } } })
      .expect(400);
    expect(JSON.stringify(invalid.body)).toContain('ratePercent');
    const saved = await host
      .call('gp@demo.test', 'put', '/api/quality/settings')
      .send({ thresholds })
      .expect(200);
    expect(saved.body.data).toMatchObject({ custom: true, updatedByName: 'Grace Parker', thresholds });
    // +168.4 % (1900 → 5100) is within 200 %: no flag.
    expect(await flagOf()).toBeUndefined();
    // Outliers against the portfolio's 2024 values: each flagged value lies beyond one deviation.
    const outliers = (await flags('?period=2024&check=outlier')).flags;
    expect(outliers.length).toBeGreaterThan(0);
    for (const o of outliers) {
      expect(o.peers!.count).toBe(3);
      expect(Math.abs((o.value as number) - o.peers!.mean)).toBeGreaterThan(o.peers!.standardDeviation);
    }
    // The company is told its value is far from its peers, never their figures.
    const companyView = (
      await host.call(
        'pc@demo.test',
        'get',
        `/api/responses/${await responseIdOf(host, 2, 1, '2024')}/quality`,
      )
    ).body.data as ResponseQuality;
    const seen: QualityFlag[] = Object.values(companyView.metrics).flatMap((m) => m.flags);
    for (const f of seen.filter((s) => s.check === 'outlier')) {
      expect(f.peers).toBeNull();
      expect(f.details).toEqual({});
    }
    const reset = await host
      .call('gp@demo.test', 'put', '/api/quality/settings')
      .send({ thresholds: null })
      .expect(200);
    expect(reset.body.data).toMatchObject({ custom: false });
    expect((await flagOf())!.value).toBe(5100);
    expect(await host.events('data-collection.quality-settings.changed.v1')).toHaveLength(5);
  });
});
