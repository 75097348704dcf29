import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/*
 * Finding 8 of issue 14: ids were parsed leniently (DELETE /api/action-plans/0x10 deleted plan 16,
 * %201 deleted plan 1). Every service now accepts only the canonical digits of a positive integer,
 * in paths and in query strings, through one shared pipe; anything else is 400 and touches nothing.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

const LENIENT_SPELLINGS_OF_1 = ['0x1', '%201', '1%20', '01', '1e0', '1.0', '+1', '0b1', '1_0'];

describe('canonical ids everywhere (finding 8)', () => {
  let host: Host;
  let gp: string;
  let admin: string;
  beforeAll(async () => {
    host = await startStandalone();
    const token = async (email: string) =>
      (await request(host.url).post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200))
        .body.data.accessToken as string;
    gp = await token('gp@demo.test');
    admin = await token('admin@demo.test');
  });
  afterAll(async () => host?.dispose());

  const as = (token: string) => ({
    get: (path: string) => request(host.url).get(path).set('authorization', `Bearer ${token}`),
    delete: (path: string) => request(host.url).delete(path).set('authorization', `Bearer ${token}`),
    patch: (path: string) => request(host.url).patch(path).set('authorization', `Bearer ${token}`),
  });

  it('action-plans: a lenient spelling of plan 1 deletes nothing and reads nothing', async () => {
    for (const spelling of LENIENT_SPELLINGS_OF_1) {
      const deleted = await as(gp).delete(`/api/action-plans/${spelling}`);
      expect({ spelling, status: deleted.status, code: deleted.body.code }).toEqual({
        spelling,
        status: 400,
        code: 'VALIDATION',
      });
      expect((await as(gp).get(`/api/action-plans/${spelling}`)).status).toBe(400);
      expect((await as(gp).get(`/api/action-plan-recommendations/${spelling}`)).status).toBe(400);
    }
    const plan = await as(gp).get('/api/action-plans/1').expect(200);
    expect(plan.body.data.id).toBe(1);
    expect((await as(gp).get('/api/action-plans/0')).status).toBe(400);
    expect((await as(gp).get('/api/action-plans/9999999999999999')).status).toBe(400);
  });

  it('action-plans and notifications: query ids and paging too', async () => {
    expect((await as(gp).get('/api/action-plans?esAdvisorUserId=0x2')).status).toBe(400);
    expect((await as(gp).get('/api/action-plans?page=0x2')).status).toBe(400);
    expect((await as(gp).get('/api/action-plans?perPage=1e1')).status).toBe(400);
    expect((await as(gp).get('/api/action-plans?page=2&perPage=1')).status).toBe(200);
    expect((await as(gp).get('/api/notifications?actionPlanId=0x1')).status).toBe(400);
    expect((await as(gp).get('/api/notifications/counts?pcId=%202')).status).toBe(400);
    expect((await as(gp).get('/api/changelog?actionPlanId=01')).status).toBe(400);
  });

  it('data-collection: company and standard ids', async () => {
    expect((await as(gp).get('/api/company/0x1')).status).toBe(400);
    expect((await as(gp).get('/api/company/standard/%201')).status).toBe(400);
    expect((await as(gp).get('/api/company/getLatestPublishedResponseYear/1/0x1')).status).toBe(400);
    expect((await as(gp).get('/api/company/1')).status).toBe(200);
  });

  it('gateway: user and company ids', async () => {
    const visit = await as(admin).patch('/api/user/0x1').send({ companyId: 1 });
    expect(visit.status).toBe(400);
    expect((await as(admin).get('/api/auth/2fa/policy/0x1')).status).toBe(400);
    expect((await as(admin).get('/api/auth/2fa/policy/1')).status).toBe(200);
    // Nothing changed for the admin: not visiting company 1.
    const me = await as(admin).get('/api/user/me').expect(200);
    expect(me.body.data.visiting_company_id).toBeNull();
  });
});
