import request from 'supertest';
import { DISCUSSION_PAGE_SIZE, MAX_PROGRESS_TAGS_PER_RECOMMENDATION } from '@esg/contracts';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/*
 * Finding 11 of issue 14 (besides /metrics): an admin visiting a company that does not exist gets 404;
 * progress tags per recommendation are capped; comments and internal notes are paged.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

describe('bounded requests (finding 11)', () => {
  let host: Host;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['admin', 'gp', 'pc']) {
      tokens[who] = (
        await request(host.url)
          .post('/api/auth/login')
          .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD })
          .expect(200)
      ).body.data.accessToken as string;
    }
  });
  afterAll(async () => host?.dispose());

  const as = (who: string) => ({
    get: (path: string) => request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`),
    post: (path: string) => request(host.url).post(path).set('authorization', `Bearer ${tokens[who]}`),
    patch: (path: string) => request(host.url).patch(path).set('authorization', `Bearer ${tokens[who]}`),
  });

  it('an admin visiting a company that does not exist gets 404, and visits nothing', async () => {
    const visit = await as('admin').patch('/api/user/1').send({ companyId: 999_999 });
    expect(visit.status).toBe(404);
    expect(visit.body).toEqual({
      statusCode: 404,
      code: 'COMPANY.NOT_FOUND',
      message: 'Company 999999 was not found',
    });
    expect((await as('admin').get('/api/user/me').expect(200)).body.data.visiting_company_id).toBeNull();
    await as('admin').patch('/api/user/1').send({ companyId: 2 }).expect(200);
    await as('admin').patch('/api/user/1').send({ companyId: null }).expect(200);
  });

  it(`keeps at most ${MAX_PROGRESS_TAGS_PER_RECOMMENDATION} progress tags on a recommendation`, async () => {
    const path = '/api/action-plan-recommendations/1/progress-tag';
    const current = (await as('pc').get('/api/action-plan-recommendations/1').expect(200)).body.data
      .progressTags.length as number;
    for (let i = current; i < MAX_PROGRESS_TAGS_PER_RECOMMENDATION; i++)
      await as('pc')
        .post(path)
        .send({ tag: i % 2 ? 'on-track' : 'at-risk' })
        .expect(201);
    const refused = await as('pc').post(path).send({ tag: 'on-track' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('RECOMMENDATION.TOO_MANY_PROGRESS_TAGS');
    expect(refused.body.message).toMatch(/at most 100 progress tags$/);
  }, 60_000);

  it('pages comments and internal notes, oldest first', async () => {
    const comments = '/api/action-plan-recommendations-comments/2';
    const before = (await as('gp').get(comments).expect(200)).body.meta.total as number;
    for (let i = 0; i < 12; i++)
      await as('pc')
        .post(comments)
        .send({ comment: `Comment ${i}` })
        .expect(201);
    const first = await as('gp').get(`${comments}?perPage=5`).expect(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.meta).toEqual({
      page: 1,
      perPage: 5,
      total: before + 12,
      totalPages: Math.ceil((before + 12) / 5),
    });
    const last = await as('gp').get(`${comments}?perPage=5&page=${first.body.meta.totalPages}`).expect(200);
    expect(last.body.data.at(-1).comment).toBe('Comment 11');
    expect((await as('gp').get(comments).expect(200)).body.meta.perPage).toBe(DISCUSSION_PAGE_SIZE);
    expect((await as('gp').get(`${comments}?perPage=101`)).status).toBe(400);
    const notes = await as('gp')
      .get('/api/action-plan-recommendations-internal-notes/2?perPage=1')
      .expect(200);
    expect(notes.body.meta.perPage).toBe(1);
  });
});
