import request from 'supertest';
import type { DemoUser } from '@esg/platform';
import { accessTokenFor } from '@esg/testing';
import { DEMO_PEER_COMPANIES } from '../src/infrastructure/esg-demo-data';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';
import { registerUser, responseIdOf } from './esg-fixtures';

/**
 * ESG responses over HTTP with the demo data: requesting data, listing, the questionnaire answer,
 * values (conversion, every validation rule, warnings, history, evidence), contributors and
 * cross-tenant refusals. Statuses and payloads are written by hand from docs/data-collection.md.
 */
describe('ESG responses API', () => {
  let host: DataCollectionHost;
  let northwind2025: number;
  let helios2025: number;
  let northwindEsg2024: number;
  const northwindContributor: DemoUser = {
    id: 100,
    name: 'Nora Contributor',
    email: 'nora@northwind.test',
    role: 'pc',
    permission: 'Contributor',
    company_id: 2,
  };
  const as = (user: DemoUser) => {
    const auth = `Bearer ${accessTokenFor(user, host.runtimes[0].config.jwtSecret)}`;
    return {
      get: (path: string) => request(host.url).get(path).set('authorization', auth),
      put: (path: string) => request(host.url).put(path).set('authorization', auth),
    };
  };

  beforeAll(async () => {
    host = await startDataCollection();
    northwind2025 = await responseIdOf(host, 2, 1, '2025');
    helios2025 = await responseIdOf(host, 4, 1, '2025');
    northwindEsg2024 = await responseIdOf(host, 2, 1, '2024');
    await registerUser(host, northwindContributor);
  });
  afterAll(async () => host?.dispose());

  describe('the demo data', () => {
    it('lists every response the GP asked its portfolio companies for, newest period first', async () => {
      const all = await host.as('gp@demo.test').get('/api/responses?perPage=100').expect(200);
      // 15 ESG and SFDR responses, Northwind's published TCFD 2024 (ADR 0051) and the EU Taxonomy 2024 of
      // Northwind and Atlas (issue 26).
      expect(all.body.meta).toEqual({ page: 1, perPage: 100, total: 18, totalPages: 1 });
      expect(all.body.data.slice(0, 3).map((r: { period: string }) => r.period)).toEqual([
        '2025',
        '2025',
        '2025',
      ]);
      const statuses = (all.body.data as Array<{ status: string }>).map((r) => r.status);
      expect(statuses.filter((s) => s === 'published')).toHaveLength(15);
      expect(statuses).toEqual(expect.arrayContaining(['in_progress', 'submitted', 'requested']));
      const page = await host
        .as('gp@demo.test')
        .get('/api/responses?status=published&perPage=5&page=3')
        .expect(200);
      expect(page.body.meta).toEqual({ page: 3, perPage: 5, total: 15, totalPages: 3 });
      expect(page.body.data).toHaveLength(5);
      const published = all.body.data.find((r: { id: number }) => r.id === northwindEsg2024);
      expect(published).toMatchObject({
        companyId: 2,
        companyName: 'Northwind Renewables',
        requesterCompanyId: 1,
        standardId: 1,
        standardName: 'ESG',
        frameworkVersion: '2025.2',
        period: '2024',
        year: 2024,
        cycle: 'annually',
        status: 'published',
        publicationNumber: 1,
        completion: { percent: 100 },
      });
    });

    it('shows a company its own responses and a contributor only what it is assigned', async () => {
      const pc = await host.as('pc@demo.test').get('/api/responses').expect(200);
      expect(pc.body.meta.total).toBe(7);
      expect(new Set(pc.body.data.map((r: { companyId: number }) => r.companyId))).toEqual(new Set([2]));
      const contributor = await host.as('contributor@demo.test').get('/api/responses').expect(200);
      expect(contributor.body.data.map((r: { id: number }) => r.id)).toEqual([helios2025]);
      expect((await host.as('lp@demo.test').get('/api/responses').expect(200)).body.meta.total).toBe(0);
      // The admin also sees the other investors' peers' ESG 2024 responses (one each).
      expect((await host.as('admin@demo.test').get('/api/responses').expect(200)).body.meta.total).toBe(
        18 + DEMO_PEER_COMPANIES.length,
      );
      expect((await host.as('coinvestor@demo.test').get('/api/responses').expect(200)).body.meta.total).toBe(
        18,
      );
    });

    it('answers the latest published year from the published responses', async () => {
      const latest = await host
        .as('gp@demo.test')
        .get('/api/company/getLatestPublishedResponseYear/2/8')
        .expect(200);
      expect(latest.body.data.latestResponse).toEqual({ year: 2024, data_reporting_cycle: 'annually' });
    });
  });

  describe('GET /responses/{id}', () => {
    it('with include=definition, gives the framework tree with every metric, its definition, value, validation, assignment and completion (the shape before ADR 0170)', async () => {
      const detail = await host
        .as('pc@demo.test')
        .get(`/api/responses/${northwind2025}?include=definition`)
        .expect(200);
      const data = detail.body.data;
      expect(data).toMatchObject({
        id: northwind2025,
        status: 'in_progress',
        framework: { standardId: 1, name: 'ESG', version: '2025.2', tier: null },
        permissions: {
          canEdit: true,
          canAssign: true,
          canSubmit: true,
          canReview: false,
          canPublish: false,
          canReopen: false,
          canImport: true,
        },
        restrictedToAssignment: false,
        yearOnYearWarningPercent: 50,
      });
      expect(data.sections.map((s: { id: string }) => s.id)).toEqual([
        'profile',
        'edci',
        'net-zero',
        'environment',
        'social',
        'governance',
      ]);
      const profile = data.sections[0];
      const revenue = profile.metrics.find((m: { code: string }) => m.code === 'company.revenue');
      expect(revenue).toMatchObject({
        required: true,
        editable: true,
        definition: {
          code: 'company.revenue',
          type: 'currency',
          unit: 'EUR',
          acceptedUnits: ['EUR', 'kEUR', 'EURm'],
        },
        value: {
          value: 105600000,
          unit: 'EUR',
          rawValue: 105.6,
          rawUnit: 'EURm',
          status: 'provided',
          source: { kind: 'seeded' },
        },
      });
      expect(data.completion.required).toBe(36);
      // 12 values were seeded; energy.consumption_renewable is optional and the non-renewable share is not asked by ESG.
      expect(data.completion.answered).toBe(10);
      expect(data.completion.bySection).toContainEqual(
        expect.objectContaining({ sectionId: 'profile', required: 4, answered: 4 }),
      );
      const female = data.sections[1].sections
        .flatMap((s: { metrics: Array<{ code: string }> }) => s.metrics)
        .find((m: { code: string }) => m.code === 'gov.board_members_female');
      expect(female.definition.crossChecks).toContainEqual(
        expect.objectContaining({ rule: 'lte', right: ['gov.board_members'] }),
      );
    });

    it('gives a contributor only its assignment, and reviewers the review permissions', async () => {
      const contributor = await host
        .as('contributor@demo.test')
        .get(`/api/responses/${helios2025}`)
        .expect(200);
      expect(contributor.body.data.restrictedToAssignment).toBe(true);
      // EDCI-GHG-4 (total emissions) is also asked in Environment: the contributor sees it there too.
      expect(contributor.body.data.sections.map((s: { id: string }) => s.id)).toEqual([
        'edci',
        'environment',
      ]);
      expect(contributor.body.data.assignments).toEqual([
        { userId: 5, sectionIds: ['edci'], metricCodes: [] },
      ]);
      expect(contributor.body.data.permissions).toMatchObject({
        canEdit: true,
        canSubmit: false,
        canAssign: false,
      });
      const gp = await host.as('gp@demo.test').get(`/api/responses/${northwind2025}`).expect(200);
      expect(gp.body.data.permissions).toMatchObject({ canEdit: false, canSubmit: false, canReview: false });
      const submitted = await responseIdOf(host, 3, 8, '2025');
      expect(
        (await host.as('gp@demo.test').get(`/api/responses/${submitted}`).expect(200)).body.data.permissions,
      ).toMatchObject({
        canReview: true,
        canPublish: false,
      });
      expect(
        (await host.as('consultant@demo.test').get(`/api/responses/${submitted}`).expect(200)).body.data
          .permissions,
      ).toMatchObject({
        canReview: false,
      });
    });

    it.each([
      ['lp@demo.test', 404],
      ['contributor@demo.test', 404],
      ['admin@demo.test', 200],
      ['trial@demo.test', 200],
      ['coinvestor@demo.test', 200],
    ])('%s reading a Northwind response answers %i', async (email, status) => {
      const response = await host.as(email).get(`/api/responses/${northwindEsg2024}`);
      expect(response.status).toBe(status);
      if (status === 404)
        expect(response.body).toEqual({
          statusCode: 404,
          code: 'RESPONSE.NOT_FOUND',
          message: `Response ${northwindEsg2024} was not found`,
        });
    });

    it('answers an unknown response like one of another tenant', async () => {
      expect((await host.as('pc@demo.test').get('/api/responses/9999').expect(404)).body.code).toBe(
        'RESPONSE.NOT_FOUND',
      );
      await host.as('pc@demo.test').get('/api/responses/abc').expect(400);
    });
  });

  describe('POST /responses', () => {
    it('lets the GP ask a portfolio company for a framework and period', async () => {
      const created = await host
        .as('gp@demo.test')
        .post('/api/responses')
        .send({ companyId: 3, standardId: 1, period: '2025', dueDate: '2026-05-31' })
        .expect(201);
      expect(created.body.message).toBe('Data requested successfully');
      expect(created.body.data).toMatchObject({
        companyId: 3,
        companyName: 'Atlas Logistics',
        requesterCompanyId: 1,
        standardId: 1,
        frameworkVersion: '2025.2',
        period: '2025',
        status: 'requested',
        dueDate: '2026-05-31',
        requestedBy: 2,
        publicationNumber: 0,
        lastPublishedAt: null,
      });
      const again = await host
        .as('gp@demo.test')
        .post('/api/responses')
        .send({ companyId: 3, standardId: 1, period: '2025', dueDate: '2026-05-31' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('RESPONSE.ALREADY_EXISTS');
    });

    it('lets a company start its own response', async () => {
      const own = await host
        .as('pc@demo.test')
        .post('/api/responses')
        .send({ companyId: 2, standardId: 8, period: '2021', dueDate: '2022-06-30' })
        .expect(201);
      expect(own.body.data).toMatchObject({ companyId: 2, requesterCompanyId: 2 });
    });

    it.each([
      [
        { companyId: 3, standardId: 1, period: '2025-Q1', dueDate: '2026-01-01' },
        400,
        'RESPONSE.VALIDATION',
        /annually reporting cycle/,
      ],
      [
        { companyId: 3, standardId: 2, period: '2022', dueDate: '2026-01-01' },
        400,
        'RESPONSE.VALIDATION',
        /Standard 2 is not assigned/,
      ],
      [
        { companyId: 3, standardId: 1, period: '1999', dueDate: '2026-01-01' },
        400,
        'RESPONSE.VALIDATION',
        /between 2000/,
      ],
      [{ companyId: 3, standardId: 1, period: '2022', dueDate: '31/12/2026' }, 400, 'VALIDATION', /dueDate/],
      [
        { companyId: 3, standardId: 1, period: 'FY22', dueDate: '2026-01-01' },
        400,
        'VALIDATION',
        /period must look like/,
      ],
      [
        { companyId: 999, standardId: 1, period: '2022', dueDate: '2026-01-01' },
        404,
        'COMPANY.NOT_FOUND',
        /999/,
      ],
    ])('refuses %j with %i %s', async (body, status, code, message) => {
      const response = await host.as('gp@demo.test').post('/api/responses').send(body);
      expect(response.status).toBe(status);
      expect(response.body.code).toBe(code);
      expect(response.body.message).toMatch(message);
    });

    it.each([
      ['lp@demo.test', 404, 'COMPANY.NOT_FOUND'],
      ['pc@demo.test', 404, 'COMPANY.NOT_FOUND'],
      ['coinvestor@demo.test', 403, 'RESPONSE.FORBIDDEN'],
      ['consultant@demo.test', 403, 'RESPONSE.FORBIDDEN'],
      ['admin@demo.test', 403, 'RESPONSE.FORBIDDEN'],
    ])('%s asking Atlas for data answers %i', async (email, status, code) => {
      const response = await host
        .as(email)
        .post('/api/responses')
        .send({ companyId: 3, standardId: 8, period: '2022', dueDate: '2026-01-01' });
      expect(response.status).toBe(status);
      expect(response.body.code).toBe(code);
    });
  });

  describe('PUT /responses/{id}/values/{metricCode}', () => {
    const put = (code: string, body: object, email = 'pc@demo.test') =>
      host.as(email).put(`/api/responses/${northwind2025}/values/${code}`).send(body);

    it('converts into the canonical unit and keeps the raw value and unit', async () => {
      const saved = await put('ghg.scope1', {
        value: 900000,
        unit: 'kgCO2e',
        quality: 'reported',
        dataQualityScore: 2,
      }).expect(200);
      expect(saved.body.data).toMatchObject({
        metricCode: 'ghg.scope1',
        responseStatus: 'in_progress',
        warnings: [],
        value: {
          value: 900,
          unit: 'tCO2e',
          rawValue: 900000,
          rawUnit: 'kgCO2e',
          quality: 'reported',
          dataQualityScore: 2,
          authorId: 4,
          authorName: 'Priya Chen',
          review: null,
        },
      });
      const energy = await put('energy.consumption_total', { value: 9.2, unit: 'GWh' }).expect(200);
      expect(energy.body.data.value).toMatchObject({
        value: 9200,
        unit: 'MWh',
        rawValue: 9.2,
        rawUnit: 'GWh',
      });
    });

    it('warns about a year-on-year change beyond 50 % and lets the author confirm it', async () => {
      const first = await put('ghg.scope2_location', { value: 5000, changeReason: 'new data centre' }).expect(
        200,
      );
      expect(first.body.message).toBe('Value saved; please confirm the warnings');
      expect(first.body.data.warnings).toEqual([
        expect.objectContaining({
          metricCode: 'ghg.scope2_location',
          rule: 'yearOnYear',
          limits: {
            previous: 1900,
            previousPeriod: '2024',
            changePercent: 163.2,
            thresholdPercent: 50,
            kind: 'relative',
          },
        }),
      ]);
      expect(first.body.data.value.warningsConfirmed).toBe(false);
      const confirmed = await put('ghg.scope2_location', {
        value: 5000,
        confirmWarnings: true,
        changeReason: 'confirmed',
      }).expect(200);
      expect(confirmed.body.data.value.warningsConfirmed).toBe(true);
      expect(confirmed.body.data.value.version).toBe(first.body.data.value.version + 1);
    });

    it.each([
      [
        'ghg.scope1',
        { value: -5 },
        'min',
        'ghg.scope1 (Scope 1 GHG emissions): must be at least 0 tCO2e (got -5 tCO2e) [rule min]',
      ],
      [
        'ghg.scope1',
        { value: 'a lot' },
        'type',
        'ghg.scope1 (Scope 1 GHG emissions): must be a number (got "a lot") [rule type]',
      ],
      [
        'ghg.scope1',
        { value: 5, unit: 'MWh' },
        'unit',
        'ghg.scope1 (Scope 1 GHG emissions): unit MWh is not accepted; use tCO2e, kgCO2e, ktCO2e [rule unit]',
      ],
      [
        'energy.renewable_share',
        { value: 120 },
        'max',
        'energy.renewable_share (Share of renewable energy in total consumption): must be at most 100 % (got 120 %) [rule max]',
      ],
      [
        'gov.board_members',
        { value: 7.5 },
        'integer',
        'gov.board_members (Board members): must be a whole number (got 7.5) [rule integer]',
      ],
      [
        'company.country',
        { value: 'XX' },
        'allowedValues',
        'company.country (Country of domicile (ISO 3166-1 alpha-2)): "XX" is not one of the allowed values [rule allowedValues]',
      ],
      [
        'company.fte',
        { status: 'provided' },
        'required',
        'company.fte (Full-time equivalents at year end): a value is required when the status is provided [rule required]',
      ],
      [
        'company.fte',
        { status: 'not_available' },
        'reason.required',
        'company.fte (Full-time equivalents at year end): give the reason why it is not available [rule reason.required]',
      ],
      [
        'company.fte',
        { value: 180, dataQualityScore: 2 },
        'dataQualityScore.notApplicable',
        'company.fte (Full-time equivalents at year end): a PCAF data-quality score applies to emissions only [rule dataQualityScore.notApplicable]',
      ],
      [
        'company.revenue',
        { value: 100, unit: 'USDm' },
        'exchangeRate.required',
        'company.revenue (Annual revenue): give the exchange rate (EUR per USD) at fiscal year end [rule exchangeRate.required]',
      ],
      [
        'gov.board_members_female',
        { value: 9 },
        'crossCheck:gov.board_members_female-lte-gov.board_members',
        'Female board members must be ≤ Board members: gov.board_members_female = 9 must be ≤ gov.board_members = 8 [rule crossCheck:gov.board_members_female-lte-gov.board_members]',
      ],
    ])('refuses %s %j with 422 naming rule %s', async (code, body, rule, message) => {
      const before = (
        await host
          .as('pc@demo.test')
          .get(`/api/responses/${northwind2025}/values/${code}/history`)
          .expect(200)
      ).body.data.length;
      const response = await put(code, body);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ statusCode: 422, code: 'VALUE.UNPROCESSABLE', message });
      expect(response.body.details.errors[0]).toMatchObject({ metricCode: code, rule });
      const after = (
        await host
          .as('pc@demo.test')
          .get(`/api/responses/${northwind2025}/values/${code}/history`)
          .expect(200)
      ).body.data.length;
      expect(after).toBe(before);
    });

    it('takes not applicable and not available with a reason, and amounts in another currency with their rate', async () => {
      const na = await put('soc.hours_worked', {
        status: 'not_available',
        reason: 'Time tracking starts in 2026',
      }).expect(200);
      expect(na.body.data.value).toMatchObject({
        status: 'not_available',
        reason: 'Time tracking starts in 2026',
        value: null,
      });
      const usd = await put('company.total_debt', { value: 300, unit: 'USDm', exchangeRate: 0.9 }).expect(
        200,
      );
      expect(usd.body.data.value).toMatchObject({
        value: 270000000,
        unit: 'EUR',
        rawValue: 300,
        rawUnit: 'USDm',
        exchangeRate: 0.9,
      });
    });

    it('refuses metrics outside the framework, bad codes, and callers who do not enter values', async () => {
      expect((await put('ie.pc.0_1_1', { value: 'x' })).body.code).toBe('METRIC.NOT_FOUND');
      await put('Not A Code', { value: 1 }).expect(400);
      await put('ghg.scope1', { value: 1, surprise: true }).expect(400);
      expect((await put('ghg.scope1', { value: 1 }, 'gp@demo.test')).status).toBe(403);
      expect((await put('ghg.scope1', { value: 1 }, 'coinvestor@demo.test')).status).toBe(403);
      expect((await put('ghg.scope1', { value: 1 }, 'lp@demo.test')).status).toBe(404);
      expect((await put('ghg.scope1', { value: 1 }, 'contributor@demo.test')).status).toBe(404);
    });

    it('keeps every version: who, when, old → new, why', async () => {
      const history = await host
        .as('pc@demo.test')
        .get(`/api/responses/${northwind2025}/values/ghg.scope2_location/history`)
        .expect(200);
      const versions = history.body.data.filter((e: { kind: string }) => e.kind === 'version');
      expect(versions.map((v: { version: number }) => v.version)).toEqual([1, 2, 3]);
      expect(versions[1]).toMatchObject({
        actorId: 4,
        actorName: 'Priya Chen',
        before: { value: versions[0].after.value, unit: 'tCO2e', status: 'provided' },
        after: { value: 5000, unit: 'tCO2e', status: 'provided' },
        why: 'new data centre',
        source: { kind: 'entered' },
        responseId: northwind2025,
      });
      expect(versions[0].source.kind).toBe('seeded');
    });

    it('validates without saving (dry run)', async () => {
      const dry = await host
        .as('pc@demo.test')
        .post(`/api/responses/${northwind2025}/validate`)
        .send({
          values: [
            { metricCode: 'ghg.scope1', value: 2, unit: 'ktCO2e' },
            { metricCode: 'gov.board_members', value: 1 },
          ],
        })
        .expect(200);
      expect(dry.body.data[0]).toMatchObject({
        metricCode: 'ghg.scope1',
        valid: true,
        canonicalValue: 2000,
        unit: 'tCO2e',
        errors: [],
      });
      // 1 board member is fewer than the 3 women on the board (7 × 1/0.92 → 8 members, 3 × 1/0.92 → 3 women): the cross-check fails.
      expect(dry.body.data[1]).toMatchObject({ metricCode: 'gov.board_members', valid: false });
      expect(dry.body.data[1].errors[0].rule).toBe(
        'crossCheck:gov.board_members_female-lte-gov.board_members',
      );
      const value = (await host.as('pc@demo.test').get(`/api/responses/${northwind2025}`).expect(200)).body
        .data.sections[0].metrics;
      expect(value).toBeDefined();
      const scope1 = (
        await host
          .as('pc@demo.test')
          .get(`/api/responses/${northwind2025}/values/ghg.scope1/history`)
          .expect(200)
      ).body.data;
      expect(scope1[scope1.length - 1].after.value).toBe(900);
    });
  });

  describe('contributors', () => {
    it('assigns sections or single metrics to users of the company, and refuses others', async () => {
      const path = `/api/responses/${northwind2025}/assignments`;
      const refused = [
        [
          { assignments: [{ userId: 5, sectionIds: ['edci'], metricCodes: [] }] },
          /not a user of the reporting company/,
        ],
        [{ assignments: [{ userId: 100, sectionIds: ['nowhere'], metricCodes: [] }] }, /section nowhere/],
        [
          { assignments: [{ userId: 100, sectionIds: [], metricCodes: ['ie.pc.0_1_1'] }] },
          /metric ie\.pc\.0_1_1/,
        ],
        [
          { assignments: [{ userId: 100, sectionIds: [], metricCodes: [] }] },
          /at least one section or metric/,
        ],
      ] as const;
      for (const [body, message] of refused) {
        const response = await host.as('pc@demo.test').put(path).send(body);
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(message);
      }
      expect((await host.as('gp@demo.test').put(path).send({ assignments: [] })).status).toBe(403);
      const saved = await host
        .as('pc@demo.test')
        .put(path)
        .send({ assignments: [{ userId: 100, sectionIds: ['social'], metricCodes: ['water.consumption'] }] })
        .expect(200);
      expect(saved.body.data).toEqual([
        { userId: 100, sectionIds: ['social'], metricCodes: ['water.consumption'] },
      ]);
    });

    it('lets a contributor see and change only what is assigned to it', async () => {
      const detail = await as(northwindContributor).get(`/api/responses/${northwind2025}`).expect(200);
      const codes = detail.body.data.sections.flatMap(
        (s: { metrics: Array<{ code: string }>; sections: Array<{ metrics: Array<{ code: string }> }> }) => [
          ...s.metrics.map((m) => m.code),
          ...s.sections.flatMap((c) => c.metrics.map((m) => m.code)),
        ],
      );
      expect(codes).toEqual([
        'water.consumption',
        'soc.gender_pay_gap',
        'soc.fte_female',
        'soc.hours_worked',
        'soc.training_hours_per_fte',
        'soc.human_rights_policy',
        'soc.supplier_code_of_conduct',
        'soc.grievance_mechanism',
      ]);
      expect(detail.body.data.completion.byContributor).toEqual([
        expect.objectContaining({ userId: 100, required: 6 }),
      ]);
      await as(northwindContributor)
        .put(`/api/responses/${northwind2025}/values/soc.fte_female`)
        .send({ value: 60 })
        .expect(200);
      const refused = await as(northwindContributor)
        .put(`/api/responses/${northwind2025}/values/company.fte`)
        .send({ value: 190 });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('company.fte is not assigned to you');
      await as(northwindContributor)
        .get(`/api/responses/${northwind2025}/values/company.fte/history`)
        .expect(404);
      await as(northwindContributor).get(`/api/responses/${northwindEsg2024}`).expect(404);
    });
  });

  describe('evidence', () => {
    const pdf = Buffer.from('%PDF-1.4\n% evidence\n');

    it('attaches files to a value as a new version, downloadable as an attachment', async () => {
      const uploaded = await host
        .as('pc@demo.test')
        .post(`/api/responses/${northwind2025}/values/ghg.scope1/evidence`)
        .attach('files', pdf, 'fuel-invoices.pdf')
        .expect(201);
      const value = uploaded.body.data.value;
      expect(value.evidence).toEqual([
        expect.objectContaining({
          name: 'fuel-invoices.pdf',
          mediaType: 'application/pdf',
          size: pdf.length,
          uploadedBy: 4,
        }),
      ]);
      expect(value.changeReason).toBe('Evidence added: fuel-invoices.pdf');
      const fileId = value.evidence[0].fileId as string;
      const download = await host
        .as('gp@demo.test')
        .get(`/api/responses/${northwind2025}/evidence/${fileId}`)
        .expect(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="fuel-invoices.pdf"/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.from(download.body as Buffer).equals(pdf)).toBe(true);
      await host.as('lp@demo.test').get(`/api/responses/${northwind2025}/evidence/${fileId}`).expect(404);
      await host.as('gp@demo.test').get(`/api/responses/${northwindEsg2024}/evidence/${fileId}`).expect(404);
    });

    it('applies the attachment policy of action-plan files', async () => {
      const wrong = await host
        .as('pc@demo.test')
        .post(`/api/responses/${northwind2025}/values/ghg.scope1/evidence`)
        .attach('files', Buffer.from('MZ executable'), 'invoice.pdf');
      expect(wrong.status).toBe(415);
      const exe = await host
        .as('pc@demo.test')
        .post(`/api/responses/${northwind2025}/values/ghg.scope1/evidence`)
        .attach('files', Buffer.from('MZ'), 'tool.exe');
      expect(exe.status).toBe(415);
      const none = await host
        .as('pc@demo.test')
        .post(`/api/responses/${northwind2025}/values/ghg.scope1/evidence`)
        .field('note', 'x');
      expect(none.status).toBe(400);
      const json = await host
        .as('pc@demo.test')
        .post(`/api/responses/${northwind2025}/values/ghg.scope1/evidence`)
        .send({ file: 'x' });
      expect(json.status).toBe(415);
    });
  });
});
