import request from 'supertest';
import type { DemoUser } from '@esg/platform';
import { accessTokenFor } from '@esg/testing';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';
import { ESG_ANSWERS, registerUser, SFDR_ONLY_ANSWERS } from './esg-fixtures';

/**
 * One completeness (issue 21, finding 5): the questionnaire's count and list of what is missing, the
 * list of responses, the monitoring table and the server's submit rule come from one function, so the
 * page can disable submit with the list of what is missing exactly until submit would succeed.
 */
describe('completeness is one rule for the page, the list, the monitoring table and submit', () => {
  let host: DataCollectionHost;
  let sfdr: number;
  const contributor: DemoUser = {
    id: 131,
    name: 'Cleo Contributor',
    email: 'cleo@northwind.test',
    role: 'pc',
    permission: 'Contributor',
    company_id: 2,
  };

  beforeAll(async () => {
    host = await startDataCollection();
    await registerUser(host, contributor);
    sfdr = (
      await host
        .as('gp@demo.test')
        .post('/api/responses')
        .send({ companyId: 2, standardId: 8, period: '2021', dueDate: '2022-03-31' })
        .expect(201)
    ).body.data.id;
  });
  afterAll(async () => host?.dispose());

  const detail = async (email = 'pc@demo.test') =>
    (await host.as(email).get(`/api/responses/${sfdr}`).expect(200)).body.data as {
      completion: {
        required: number;
        answered: number;
        percent: number;
        bySection: Array<{ sectionId: string; required: number }>;
        missing: Array<{ code: string; label: string; sectionId: string; sectionTitle: string }>;
      };
    };

  it('counts each required metric once, though SFDR asks EVIC in several sections', async () => {
    const { completion } = await detail();
    // SFDR Table 1 asks 21 distinct company inputs (docs/data-collection.md, PAI inputs).
    expect(completion).toMatchObject({ required: 21, answered: 0, percent: 0 });
    expect(completion.missing).toHaveLength(21);
    expect(new Set(completion.missing.map((m) => m.code)).size).toBe(21);
    // The sections count what they ask: EVIC in "Enterprise value, revenue and sector" and again in
    // Tables 1 and 2, so the sum of the top sections (4 + 20 + 1 = 25) is not the response's count.
    const top = completion.bySection.filter((s) =>
      ['sfdr-weights', 'sfdr-t1', 'sfdr-t2'].includes(s.sectionId),
    );
    expect(top.map((s) => s.required)).toEqual([4, 20, 1]);
    expect(completion.missing[0]).toEqual({
      code: 'company.evic',
      label: 'Enterprise value including cash (EVIC) at fiscal year end',
      sectionId: 'sfdr-weights',
      sectionTitle: 'Enterprise value, revenue and sector',
    });
  });

  it('refuses submit with exactly the list the page shows, and accepts it once that list is empty', async () => {
    const some = { ...ESG_ANSWERS, ...SFDR_ONLY_ANSWERS };
    for (const code of ['company.revenue', 'company.nace', 'ghg.scope1', 'company.evic'])
      await host.as('pc@demo.test').put(`/api/responses/${sfdr}/values/${code}`).send(some[code]).expect(200);
    const shown = (await detail()).completion;
    expect(shown).toMatchObject({ required: 21, answered: 4, percent: 19 });
    const refused = await host.as('pc@demo.test').post(`/api/responses/${sfdr}/submit`).send({});
    expect([refused.status, refused.body.code]).toEqual([422, 'RESPONSE.UNPROCESSABLE']);
    expect(refused.body.details.missing).toEqual(shown.missing.map((m) => m.code));

    // The list of responses and the monitoring table say the same.
    const listed = (
      await host.as('pc@demo.test').get('/api/responses?companyId=2&standardId=8&period=2021').expect(200)
    ).body.data[0];
    expect(listed.completion).toEqual({ required: 21, answered: 4, percent: 19 });
    const monitoring = (await host.as('gp@demo.test').get('/api/monitoring?companyId=1').expect(200)).body
      .data.rows as Array<{ responseId: number | null; completion: number | null }>;
    expect(monitoring.find((r) => r.responseId === sfdr)?.completion).toBe(19);

    for (const { code } of shown.missing)
      await host.as('pc@demo.test').put(`/api/responses/${sfdr}/values/${code}`).send(some[code]).expect(200);
    expect((await detail()).completion).toMatchObject({ required: 21, answered: 21, missing: [] });
    await host.as('pc@demo.test').post(`/api/responses/${sfdr}/submit`).send({}).expect(200);
  });

  it('gives a contributor its own share: what is assigned to it and still missing', async () => {
    const own = (
      await host
        .as('gp@demo.test')
        .post('/api/responses')
        .send({ companyId: 2, standardId: 8, period: '2020', dueDate: '2021-03-31' })
        .expect(201)
    ).body.data.id;
    await host
      .as('pc@demo.test')
      .put(`/api/responses/${own}/assignments`)
      .send({ assignments: [{ userId: contributor.id, sectionIds: ['sfdr-t1-13'], metricCodes: [] }] })
      .expect(200);
    await host
      .as('pc@demo.test')
      .put(`/api/responses/${own}/values/gov.board_members`)
      .send({ value: 6 })
      .expect(200);
    const asContributor = (path: string) =>
      request(host.url)
        .get(path)
        .set('authorization', `Bearer ${accessTokenFor(contributor, host.runtimes[0].config.jwtSecret)}`);
    const mine = (await asContributor(`/api/responses/${own}`).expect(200)).body.data;
    expect(mine.completion).toMatchObject({ required: 2, answered: 1, percent: 50 });
    expect(mine.completion.missing.map((m: { code: string }) => m.code)).toEqual([
      'gov.board_members_female',
    ]);
    const listed = (await asContributor('/api/responses?period=2020').expect(200)).body.data;
    expect(listed.find((r: { id: number }) => r.id === own).completion).toEqual({
      required: 2,
      answered: 1,
      percent: 50,
    });
  });
});
