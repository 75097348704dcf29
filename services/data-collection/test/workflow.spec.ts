import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { responsePublishedV1, validateEvent, type CloudEvent } from '@esg/contracts';
import type { DemoUser, Principal } from '@esg/platform';
import { accessTokenFor, waitFor } from '@esg/testing';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';
import { RecordValuesCommand } from '../src/commands/record-values/record-values.command';
import { collect, ESG_ANSWERS, registerUser, responseIdOf } from './esg-fixtures';

/**
 * The workflow of docs/data-collection.md, enforced over HTTP: every illegal transition is a coded
 * 409, a published period is locked, four eyes, reopen with a reason, and the events a read model
 * builds on (published with every current value; a republication is a new event).
 */
describe('ESG response workflow', () => {
  let host: DataCollectionHost;
  let events: Awaited<ReturnType<typeof collect>>;
  const colleague: DemoUser = {
    id: 101,
    name: 'Pim Colleague',
    email: 'pim@northwind.test',
    role: 'pc',
    permission: null,
    company_id: 2,
  };
  const atlasUser: DemoUser = {
    id: 102,
    name: 'Ada Atlas',
    email: 'ada@atlas.test',
    role: 'pc',
    permission: null,
    company_id: 3,
  };
  const agent = (user: DemoUser) => {
    const auth = `Bearer ${accessTokenFor(user, host.runtimes[0].config.jwtSecret)}`;
    return {
      put: (path: string) => request(host.url).put(path).set('authorization', auth),
      post: (path: string) => request(host.url).post(path).set('authorization', auth),
    };
  };

  beforeAll(async () => {
    host = await startDataCollection();
    events = await collect(host, 'workflow-spec');
    await registerUser(host, colleague);
    await registerUser(host, atlasUser);
  });
  afterAll(async () => {
    await events?.close();
    await host?.dispose();
  });

  const ofResponse = (id: number, type: string) =>
    events.seen.filter((e) => e.subject === String(id) && e.type === type);
  const fill = async (id: number, email = 'pc@demo.test') => {
    for (const [code, body] of Object.entries(ESG_ANSWERS))
      await host.as(email).put(`/api/responses/${id}/values/${code}`).send(body).expect(200);
  };
  const acceptAll = (except: string[] = []) =>
    Object.keys(ESG_ANSWERS)
      .filter((code) => !except.includes(code))
      .map((metricCode) => ({ metricCode, verdict: 'accepted' }));

  it('runs request → in progress → submitted → returned → submitted → accepted → published → reopened → published', async () => {
    const created = await host
      .as('gp@demo.test')
      .post('/api/responses')
      .send({ companyId: 2, standardId: 1, period: '2022', dueDate: '2023-03-31' })
      .expect(201);
    const id = created.body.data.id as number;
    const transition = (email: string, action: string, body: object = {}) =>
      host.as(email).post(`/api/responses/${id}/${action}`).send(body);

    // Nothing entered yet: submit is refused with what is missing (it would pass if another response's
    // publication answered everything, ADR 0090); review, publish and reopen are illegal.
    const early = await transition('pc@demo.test', 'submit');
    expect([early.status, early.body.code]).toEqual([422, 'RESPONSE.UNPROCESSABLE']);
    expect(early.body.details.missing).toHaveLength(36);
    for (const [email, action] of [
      ['gp@demo.test', 'publish'],
      ['gp@demo.test', 'reopen'],
    ] as const) {
      const refused = await transition(email, action, action === 'reopen' ? { reason: 'x' } : {});
      expect([refused.status, refused.body.code]).toEqual([409, 'RESPONSE.ILLEGAL_TRANSITION']);
    }
    expect(
      (
        await transition('gp@demo.test', 'review', {
          decisions: [{ metricCode: 'ghg.scope1', verdict: 'accepted' }],
        })
      ).body.code,
    ).toBe('RESPONSE.ILLEGAL_TRANSITION');

    await host
      .as('pc@demo.test')
      .put(`/api/responses/${id}/values/company.fte`)
      .send({ value: 150 })
      .expect(200);
    const incomplete = await transition('pc@demo.test', 'submit');
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.code).toBe('RESPONSE.UNPROCESSABLE');
    expect(incomplete.body.details.missing).toHaveLength(35);

    await fill(id);
    expect((await transition('gp@demo.test', 'submit')).status).toBe(403);
    const submitted = await transition('pc@demo.test', 'submit', { comment: 'All there' }).expect(200);
    expect(submitted.body.data).toMatchObject({
      id,
      status: 'submitted',
      completion: { required: 36, answered: 36, percent: 100 },
    });
    const frozen = await host
      .as('pc@demo.test')
      .put(`/api/responses/${id}/values/ghg.scope1`)
      .send({ value: 1 });
    expect([frozen.status, frozen.body.code]).toEqual([409, 'RESPONSE.ILLEGAL_TRANSITION']);
    expect((await transition('pc@demo.test', 'review', { decisions: acceptAll() })).status).toBe(403);
    expect((await transition('coinvestor@demo.test', 'review', { decisions: acceptAll() })).status).toBe(403);

    const noComment = await transition('gp@demo.test', 'review', {
      decisions: [{ metricCode: 'ghg.scope1', verdict: 'returned' }],
    });
    expect([noComment.status, noComment.body.message]).toEqual([
      400,
      'ghg.scope1: say why the value is returned (comment)',
    ]);
    const returned = await transition('gp@demo.test', 'review', {
      decisions: [
        ...acceptAll(['ghg.scope1']),
        { metricCode: 'ghg.scope1', verdict: 'returned', comment: 'Scope 1 looks low against fuel use' },
      ],
    }).expect(200);
    expect(returned.body.data.status).toBe('returned');
    expect((await transition('gp@demo.test', 'publish')).body.code).toBe('RESPONSE.ILLEGAL_TRANSITION');

    const detail = await host.as('pc@demo.test').get(`/api/responses/${id}`).expect(200);
    const scope1 = detail.body.data.sections[1].sections[0].metrics.find(
      (m: { code: string }) => m.code === 'ghg.scope1',
    );
    expect(scope1.value.review).toMatchObject({
      verdict: 'returned',
      comment: 'Scope 1 looks low against fuel use',
      reviewerId: 2,
    });
    const fixed = await host
      .as('pc@demo.test')
      .put(`/api/responses/${id}/values/ghg.scope1`)
      .send({ value: 780, changeReason: 'Added the generators' })
      .expect(200);
    expect(fixed.body.data).toMatchObject({
      responseStatus: 'returned',
      value: { value: 780, review: null },
    });

    await transition('pc@demo.test', 'submit').expect(200);
    const accepted = await transition('gp@demo.test', 'review', {
      decisions: [{ metricCode: 'ghg.scope1', verdict: 'accepted', comment: 'Thanks' }],
    }).expect(200);
    expect(accepted.body.data.status).toBe('accepted');
    const published = await transition('gp@demo.test', 'publish', { comment: 'FY2022' }).expect(200);
    expect(published.body.data).toMatchObject({ status: 'published', publicationNumber: 1 });

    // The period is locked.
    const locked = await host
      .as('pc@demo.test')
      .put(`/api/responses/${id}/values/ghg.scope1`)
      .send({ value: 800 });
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({
      statusCode: 409,
      code: 'RESPONSE.LOCKED',
      message: 'The period is published and locked: reopen it (with a reason) to change values',
    });
    expect(
      (await host.as('pc@demo.test').put(`/api/responses/${id}/assignments`).send({ assignments: [] })).body
        .code,
    ).toBe('RESPONSE.LOCKED');
    expect((await transition('pc@demo.test', 'submit')).body.code).toBe('RESPONSE.LOCKED');
    expect((await transition('gp@demo.test', 'publish')).body.code).toBe('RESPONSE.ILLEGAL_TRANSITION');

    // Reopening needs a reason and the reviewer.
    expect((await transition('gp@demo.test', 'reopen', {})).status).toBe(400);
    expect((await transition('pc@demo.test', 'reopen', { reason: 'typo' })).status).toBe(403);
    await transition('gp@demo.test', 'reopen', { reason: 'Auditor corrected scope 1' }).expect(200);
    await host
      .as('pc@demo.test')
      .put(`/api/responses/${id}/values/ghg.scope1`)
      .send({ value: 810, changeReason: 'Audit' })
      .expect(200);
    await transition('pc@demo.test', 'submit').expect(200);
    await transition('gp@demo.test', 'review', {
      decisions: [{ metricCode: 'ghg.scope1', verdict: 'accepted' }],
    }).expect(200);
    const republished = await transition('gp@demo.test', 'publish').expect(200);
    expect(republished.body.data.publicationNumber).toBe(2);

    const final = (await host.as('gp@demo.test').get(`/api/responses/${id}`).expect(200)).body.data;
    expect(final.history.map((h: { from: string | null; to: string }) => `${h.from ?? '∅'}→${h.to}`)).toEqual(
      [
        '∅→requested',
        'requested→in_progress',
        'in_progress→submitted',
        'submitted→returned',
        'returned→submitted',
        'submitted→accepted',
        'accepted→published',
        'published→reopened',
        'reopened→submitted',
        'submitted→accepted',
        'accepted→published',
      ],
    );
    expect(final.history[7]).toMatchObject({ actorId: 2, reason: 'Auditor corrected scope 1' });
    expect(final.publications.map((p: { number: number }) => p.number)).toEqual([1, 2]);

    // Events: every transition, the two publications, the reopening.
    await waitFor(() => ofResponse(id, 'data-collection.response.published.v1').length === 2);
    expect(ofResponse(id, 'data-collection.response.requested.v1')).toHaveLength(1);
    expect(
      ofResponse(id, 'data-collection.response.status-changed.v1').map(
        (e) => (e.data as { after: string }).after,
      ),
    ).toEqual([
      'in_progress',
      'submitted',
      'returned',
      'submitted',
      'accepted',
      'published',
      'reopened',
      'submitted',
      'accepted',
      'published',
    ]);
    const [first, second] = ofResponse(id, 'data-collection.response.published.v1') as Array<
      CloudEvent<ReturnType<typeof responsePublishedV1.parse>>
    >;
    for (const event of [first, second]) expect(() => validateEvent(event)).not.toThrow();
    expect(first.data).toMatchObject({
      responseId: id,
      companyId: 2,
      requesterCompanyId: 1,
      standardId: 1,
      frameworkVersion: '2025.2',
      period: '2022',
      year: 2022,
      cycle: 'annually',
      periodStart: '2022-01-01',
      periodEnd: '2022-12-31',
      publicationNumber: 1,
      publishedBy: 2,
    });
    // Every current value: the 36 required answers; the 24 optional metrics are listed as unanswered.
    expect(first.data.values).toHaveLength(36);
    expect(first.data.unansweredMetricCodes).toHaveLength(24);
    expect(first.data.values.find((v) => v.metricCode === 'ghg.scope1')).toMatchObject({
      value: 780,
      unit: 'tCO2e',
      rawValue: 780,
      status: 'provided',
      version: 2,
      source: { kind: 'entered', calculationId: null },
    });
    expect(first.data.values.find((v) => v.metricCode === 'company.revenue')).toMatchObject({
      value: 80000000,
      unit: 'EUR',
      rawValue: 80,
      rawUnit: 'EURm',
    });
    expect(second.data.publicationNumber).toBe(2);
    expect(second.data.values.find((v) => v.metricCode === 'ghg.scope1')).toMatchObject({
      value: 810,
      version: 3,
    });
    const reopened = ofResponse(id, 'data-collection.response.reopened.v1');
    expect(reopened.map((e) => e.data)).toEqual([
      expect.objectContaining({
        responseId: id,
        publicationNumber: 1,
        reason: 'Auditor corrected scope 1',
        reopenedBy: 2,
      }),
    ]);
    const reviewed = ofResponse(id, 'data-collection.response.reviewed.v1')[0].data as {
      decisions: Array<{ metricCode: string; verdict: string; comment: string | null }>;
    };
    expect(reviewed.decisions).toContainEqual(
      expect.objectContaining({
        metricCode: 'ghg.scope1',
        verdict: 'returned',
        comment: 'Scope 1 looks low against fuel use',
      }),
    );
  });

  it('never lets the author of a value review it (four eyes)', async () => {
    // Northwind's own SFDR data for 2020: its own users review it.
    const own = await host
      .as('pc@demo.test')
      .post('/api/responses')
      .send({ companyId: 2, standardId: 8, period: '2020', dueDate: '2021-06-30' })
      .expect(201);
    const id = own.body.data.id as number;
    await host
      .as('pc@demo.test')
      .put(`/api/responses/${id}/values/ghg.scope1`)
      .send({ value: 10 })
      .expect(200);
    await agent(colleague)
      .put(`/api/responses/${id}/values/gov.board_members`)
      .send({ value: 5 })
      .expect(200);
    const required = (await host.as('pc@demo.test').get(`/api/responses/${id}`).expect(200)).body.data;
    expect(required.permissions.canReview).toBe(false);
    // Fill the rest as the colleague, then submit.
    const answers: Record<string, unknown> = {
      'company.evic': 500,
      'company.revenue': 80000000,
      'company.nace': 'D.35',
      'company.country': 'DK',
      'ghg.scope2_location': 100,
      'ghg.scope3': 1000,
      'env.fossil_fuel_sector': false,
      'energy.consumption_total': 1000,
      'energy.consumption_nonrenewable': 100,
      'energy.production_total': 500,
      'energy.production_nonrenewable': 0,
      'env.biodiversity_sensitive_areas': false,
      'env.emissions_to_water': 0,
      'env.hazardous_radioactive_waste': 1,
      'soc.ungc_oecd_violations': false,
      'soc.ungc_oecd_processes': true,
      'soc.gender_pay_gap': 5,
      'gov.board_members_female': 2,
      'soc.controversial_weapons': false,
    };
    for (const [code, value] of Object.entries(answers))
      await agent(colleague).put(`/api/responses/${id}/values/${code}`).send({ value }).expect(200);
    await agent(colleague).post(`/api/responses/${id}/submit`).send({}).expect(200);
    const self = await host
      .as('pc@demo.test')
      .post(`/api/responses/${id}/review`)
      .send({ decisions: [{ metricCode: 'ghg.scope1', verdict: 'accepted' }] });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({
      statusCode: 403,
      code: 'VALUE.FOUR_EYES',
      message: 'ghg.scope1: you entered this value, so someone else must review it (four eyes)',
    });
    await agent(colleague)
      .post(`/api/responses/${id}/review`)
      .send({ decisions: [{ metricCode: 'ghg.scope1', verdict: 'accepted' }] })
      .expect(200);
    const mine = await agent(colleague)
      .post(`/api/responses/${id}/review`)
      .send({ decisions: [{ metricCode: 'gov.board_members', verdict: 'accepted' }] });
    expect(mine.body.code).toBe('VALUE.FOUR_EYES');
    const others = Object.keys(answers).map((metricCode) => ({ metricCode, verdict: 'accepted' }));
    await host
      .as('pc@demo.test')
      .post(`/api/responses/${id}/review`)
      .send({ decisions: [...others, { metricCode: 'gov.board_members', verdict: 'accepted' }] })
      .expect(200);
    const published = await host.as('pc@demo.test').post(`/api/responses/${id}/publish`).send({}).expect(200);
    expect(published.body.data.status).toBe('published');
    // The GP observes a company's own data but does not review or publish it.
    expect(
      (await host.as('gp@demo.test').post(`/api/responses/${id}/reopen`).send({ reason: 'x' })).status,
    ).toBe(403);
  });

  it('locks a value shared with another response of the period while that one is under review; once published, a change is a restatement with a reason', async () => {
    // Atlas's SFDR 2025 response is submitted (demo data); its ESG 2025 response shares scope 1.
    const esg = await host
      .as('gp@demo.test')
      .post('/api/responses')
      .send({ companyId: 3, standardId: 1, period: '2025', dueDate: '2026-05-31' })
      .expect(201);
    const sfdr = await responseIdOf(host, 3, 8, '2025');
    const shared = await agent(atlasUser)
      .put(`/api/responses/${esg.body.data.id}/values/ghg.scope1`)
      .send({ value: 47000 });
    expect(shared.status).toBe(409);
    expect(shared.body.code).toBe('RESPONSE.ILLEGAL_TRANSITION');
    expect(shared.body.message).toMatch(
      new RegExp(`shared with response ${sfdr} \\(SFDR 2025\\), which is submitted`),
    );
    // Not shared: free to change.
    await agent(atlasUser)
      .put(`/api/responses/${esg.body.data.id}/values/company.fte`)
      .send({ value: 1300 })
      .expect(200);
    const detail = (await host.as('gp@demo.test').get(`/api/responses/${esg.body.data.id}`).expect(200)).body
      .data;
    const edci = detail.sections.find((s: { id: string }) => s.id === 'edci');
    const scope1 = edci.sections[0].metrics.find((m: { code: string }) => m.code === 'ghg.scope1');
    // The value entered through the SFDR response serves the ESG response too (collect once).
    // Atlas 2025 scope 1 of the demo data: 48,000 / 1.05 = 45,714.3 tCO2e.
    expect(scope1.value).toMatchObject({ status: 'provided', value: 45714.3, source: { kind: 'seeded' } });

    // Published: locked with the locked code.
    const decisions = (
      await host.as('gp@demo.test').get(`/api/responses/${sfdr}`).expect(200)
    ).body.data.sections
      .flatMap(function codes(s: {
        metrics: Array<{ code: string; value: unknown }>;
        sections: unknown[];
      }): string[] {
        return [
          ...s.metrics.filter((m) => m.value).map((m) => m.code),
          ...(s.sections as Array<typeof s>).flatMap(codes),
        ];
      })
      .filter((code: string, i: number, all: string[]) => all.indexOf(code) === i)
      .map((metricCode: string) => ({ metricCode, verdict: 'accepted' }));
    await host.as('gp@demo.test').post(`/api/responses/${sfdr}/review`).send({ decisions }).expect(200);
    await host.as('gp@demo.test').post(`/api/responses/${sfdr}/publish`).send({}).expect(200);
    // Published: no longer locked, but a change restates a published value and needs its reason.
    const restated = await agent(atlasUser)
      .put(`/api/responses/${esg.body.data.id}/values/ghg.scope1`)
      .send({ value: 47000 });
    expect([restated.status, restated.body.code]).toEqual([422, 'VALUE.UNPROCESSABLE']);
    expect(restated.body.message).toMatch(/changeReason/);
  });

  it('emits requested, value-changed and assignment events a monitoring page can follow', async () => {
    const created = await host
      .as('gp@demo.test')
      .post('/api/responses')
      .send({ companyId: 2, standardId: 1, period: '2019', dueDate: '2020-03-31' })
      .expect(201);
    const id = created.body.data.id as number;
    await host
      .as('pc@demo.test')
      .put(`/api/responses/${id}/values/company.fte`)
      .send({ value: 120 })
      .expect(200);
    await host
      .as('pc@demo.test')
      .put(`/api/responses/${id}/assignments`)
      .send({ assignments: [{ userId: 101, sectionIds: ['social'], metricCodes: [] }] })
      .expect(200);
    await waitFor(() => ofResponse(id, 'data-collection.response.assignments-changed.v1').length === 1);
    expect(ofResponse(id, 'data-collection.response.requested.v1')[0].data).toEqual({
      responseId: id,
      companyId: 2,
      requesterCompanyId: 1,
      standardId: 1,
      frameworkVersion: '2025.2',
      period: '2019',
      year: 2019,
      cycle: 'annually',
      status: 'requested',
      dueDate: '2020-03-31',
      requestedBy: 2,
      requestedAt: expect.any(String),
      completion: { required: 36, answered: 0, percent: 0 },
    });
    expect(ofResponse(id, 'data-collection.response.value-changed.v1')[0].data).toMatchObject({
      metricCode: 'company.fte',
      version: 1,
      status: 'provided',
      actorId: 4,
      completion: { required: 36, answered: 1, percent: 2 },
    });
    expect(ofResponse(id, 'data-collection.response.assignments-changed.v1')[0].data).toMatchObject({
      assignments: [{ userId: 101, sectionIds: ['social'], metricCodes: [] }],
    });
  });

  it('records calculated values with a link to their calculation, by the same rules', async () => {
    const created = await host
      .as('gp@demo.test')
      .post('/api/responses')
      .send({ companyId: 2, standardId: 1, period: '2018', dueDate: '2019-03-31' })
      .expect(201);
    const id = created.body.data.id as number;
    const commands = host.app.get(CommandBus);
    const company: Principal = {
      userId: 4,
      sessionId: 'calculator',
      role: 'pc',
      permission: null,
      companyId: 2,
    };
    const source = {
      kind: 'calculated' as const,
      calculationId: 'carbon-run-42',
      calculationType: 'carbon-calculator',
      importId: null,
    };
    const result = await commands.execute(
      new RecordValuesCommand(
        company,
        id,
        [
          {
            code: 'ghg.scope1',
            input: { value: 812.4, status: 'provided', quality: 'estimated', dataQualityScore: 3 },
          },
        ],
        source,
      ),
    );
    expect(result.written).toBe(1);
    const history = await host
      .as('pc@demo.test')
      .get(`/api/responses/${id}/values/ghg.scope1/history`)
      .expect(200);
    expect(history.body.data[0]).toMatchObject({
      after: { value: 812.4, quality: 'estimated', dataQualityScore: 3 },
      source: { kind: 'calculated', calculationId: 'carbon-run-42', calculationType: 'carbon-calculator' },
    });
    await expect(
      commands.execute(
        new RecordValuesCommand(
          company,
          id,
          [{ code: 'ghg.scope1', input: { value: -1, status: 'provided' } }],
          source,
        ),
      ),
    ).rejects.toMatchObject({
      code: 'VALUE.UNPROCESSABLE',
    });
    const batch = await waitFor(() => ofResponse(id, 'data-collection.response.values-imported.v1')[0]);
    expect(batch.data).toMatchObject({
      format: 'calculated',
      importId: expect.any(String),
      metricCodes: ['ghg.scope1'],
    });
  });
});
