import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/*
 * Finding 8 of issue 14: ids were parsed leniently (DELETE /api/action-plans/0x10 deleted plan 16,
 * %201 deleted plan 1). Every service now accepts only the canonical digits of a positive integer,
 * in paths and in query strings, through one shared pipe; anything else is 400 and touches nothing.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: { type?: string; anyOf?: Array<{ type?: string }> };
}
type Operations = Record<string, Record<string, { parameters?: Parameter[] }>>;

const isWholeNumber = (p: Parameter) =>
  p.schema?.type === 'number' ||
  p.schema?.type === 'integer' ||
  (p.schema?.anyOf ?? []).some((s) => s.type === 'integer');

/** Canonical values of the parameters, by name: a number the route may read, or a placeholder string. */
const VALUES: Record<string, string> = {
  year: '2024',
  userId: '2',
  metricCode: 'company.fte',
  period: '2024',
  date: '2022-12-31',
  country: 'DE',
  reportId: 'ri-demo',
  indicatorId: 'T1-2',
  q: 'north',
};
const valueOf = (p: Parameter) => VALUES[p.name] ?? (isWholeNumber(p) ? '1' : 'x');

/** Lenient spellings of a canonical number: each must be a 400 naming its parameter, never that number. */
const lenient = (value: string) => [
  `0x${Number(value).toString(16)}`,
  `${value}.0`,
  `+${value}`,
  `%20${value}`,
  `${value}%20`,
  `${value}e0`,
  `0${value}`,
];

/**
 * Path parameters named like ids that are not whole numbers, written out by hand: uuids, file ids,
 * announcement doc ids, report and indicator names. A new route whose id is typed anything but a
 * number fails "every id-like path parameter is a number" until it is added here, on purpose.
 */
const STRING_IDS = [
  '/api/announcements/{docId} docId',
  '/api/quality/assurance/{scope}/{id}/{period}/files/{fileId} fileId',
  '/api/api-keys/{id} id',
  '/api/api-keys/{id}/rotate id',
  '/api/release-logs/{id} id',
  '/api/release-logs/{id}/publish id',
  '/api/webhooks/{id} id',
  '/api/webhooks/{id}/deliveries id',
  '/api/webhooks/{id}/rotate id',
  '/api/webhooks/{id}/deliveries/{deliveryId}/redeliver id',
  '/api/webhooks/{id}/deliveries/{deliveryId}/redeliver deliveryId',
  '/api/deliverables/files/{fileId} fileId',
  '/api/responses/{id}/evidence/{fileId} fileId',
  '/api/embedded-reports/{reportId} reportId',
  '/api/embedded-reports/{reportId}/view reportId',
  '/api/emission-factors/{id} id',
  '/api/feedback/{id} id',
  '/api/feedback/{id}/screenshot id',
  '/api/notifications/{id}/read id',
  '/api/pai/reports/{companyId}/{year}/texts/{indicatorId} indicatorId',
  // A figure's lineage (issue 27 item 7, ADR 0220): an indicator of sfdr_pai.json such as T1-1a.
  '/api/pai/funds/{fundId}/{year}/indicators/{indicatorId}/lineage indicatorId',
  // Named sections of the SFDR documents (issue 26) and a quality flag's own key (issue 27,
  // 2:2024:ghg.scope1:year_on_year): each checked against its own pattern, not a number.
  '/api/pai/statements/{companyId}/{year}/sections/{sectionId} sectionId',
  '/api/funds/{fundId}/periodic-report/{year}/sections/{sectionId} sectionId',
  '/api/quality/flags/{flagId}/explanation flagId',
  '/api/quality/flags/{flagId}/resolution flagId',
  // A citation of evidence for a value (issue 27, ADR 0185): a UUID, checked as one.
  '/api/responses/{id}/values/{metricCode}/citations/{citationId} citationId',
];

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
    post: (path: string) => request(host.url).post(path).set('authorization', `Bearer ${token}`),
    put: (path: string) => request(host.url).put(path).set('authorization', `Bearer ${token}`),
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
      // HEAD too: Fastify derives its route from the GET one, and the check is a route hook (ADR 0134)
      const head = await request(host.url)
        .head(`/api/action-plans/${spelling}`)
        .set('authorization', `Bearer ${gp}`);
      expect(head.status).toBe(400);
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

  describe('every id of every route of the OpenAPI document (issue 23, finding 5)', () => {
    let paths: Operations = {};
    beforeAll(async () => {
      paths = (await request(host.url).get('/api/docs/openapi.json').expect(200)).body.paths as Operations;
    });
    const operations = () =>
      Object.entries(paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, operation]) => ({ method, path, parameters: operation.parameters ?? [] })),
      );
    const urlOf = (
      path: string,
      parameters: Parameter[],
      replace: { name: string; value: string; in: string },
    ) => {
      const filled = path.replace(/\{(\w+)\}/g, (_all, name: string) => {
        if (replace.in === 'path' && name === replace.name) return replace.value;
        return valueOf(parameters.find((p) => p.name === name && p.in === 'path') ?? { name, in: 'path' });
      });
      const query = parameters
        .filter(
          (p) => p.in === 'query' && (p.required || (replace.in === 'query' && p.name === replace.name)),
        )
        .map(
          (p) =>
            `${p.name}=${replace.in === 'query' && p.name === replace.name ? replace.value : valueOf(p)}`,
        );
      return query.length ? `${filled}?${query.join('&')}` : filled;
    };

    it('every id-like path parameter is a whole number, but the string ids listed by hand', () => {
      const strings = operations().flatMap(({ path, parameters }) =>
        parameters
          .filter((p) => p.in === 'path' && /^(id|year)$|Id$/.test(p.name) && !isWholeNumber(p))
          .map((p) => `${path} ${p.name}`),
      );
      expect([...new Set(strings)].sort()).toEqual([...STRING_IDS].sort());
    });

    it('refuses every lenient spelling of every whole-number path parameter with a 400 naming it', async () => {
      const accepted: string[] = [];
      let tried = 0;
      for (const { method, path, parameters } of operations()) {
        for (const parameter of parameters.filter((p) => p.in === 'path' && isWholeNumber(p))) {
          for (const spelling of lenient(valueOf(parameter))) {
            const url = urlOf(path, parameters, { name: parameter.name, value: spelling, in: 'path' });
            const response = await as(gp)[method as 'get'](url);
            tried += 1;
            const refused =
              response.status === 400 &&
              response.body.code === 'VALIDATION' &&
              response.body.message === `${parameter.name} must be a positive whole number written in digits`;
            if (!refused)
              accepted.push(`${method.toUpperCase()} ${url}: ${response.status} ${response.body.code}`);
          }
        }
      }
      expect(accepted).toEqual([]);
      expect(tried).toBeGreaterThan(900);
    });

    it('refuses every lenient spelling of every whole-number query parameter with a 400 naming it', async () => {
      const accepted: string[] = [];
      for (const { method, path, parameters } of operations()) {
        if (method !== 'get') continue;
        for (const parameter of parameters.filter((p) => p.in === 'query' && isWholeNumber(p))) {
          for (const spelling of lenient(valueOf(parameter))) {
            const url = urlOf(path, parameters, { name: parameter.name, value: spelling, in: 'query' });
            // The first signed-in user the route's guards let through reads the query string.
            let refused = false;
            const seen: string[] = [];
            for (const token of [admin, gp]) {
              const response = await as(token).get(url);
              seen.push(`${response.status} ${response.body.code}`);
              if (response.status === 403) continue;
              refused = response.status === 400 && String(response.body.message).includes(parameter.name);
              break;
            }
            if (!refused) accepted.push(`GET ${url}: ${seen.join(', ')}`);
          }
        }
      }
      expect(accepted).toEqual([]);
    });
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
