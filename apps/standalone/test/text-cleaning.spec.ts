import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/**
 * Issue 23, finding 7: NUL, lone surrogates, U+202E and CR/LF were stored in about 20 free-text fields
 * (titles, comments, notes, user, key and fund names, PAI texts, PCAF sources). The host cleans every
 * string of a JSON body (libs/contracts cleanText) and single-line fields fold line breaks (lineTextSchema;
 * ADR 0113). Each request below is the probe's, read back the way a user would see it.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

const HOSTILE = 'Fund\u0000 A\uD800B\u202EC\r\nD';
const AS_LINE = 'Fund A\uFFFDBC D';
const AS_TEXT = 'Fund A\uFFFDBC\nD';

/** Every string of a JSON answer that still carries a character the probe planted. */
function planted(value: unknown, path = ''): string[] {
  if (typeof value === 'string')
    // eslint-disable-next-line no-control-regex -- NUL is one of the characters the probe planted
    return /[\u0000\r\u202E]|\p{Cs}/u.test(value) ? [`${path}: ${JSON.stringify(value)}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => planted(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => planted(item, `${path}.${key}`));
  return [];
}

describe('free text is stored clean (issue 23, finding 7)', () => {
  let host: Host;
  const tokens: Record<string, string> = {};
  const call = (who: string, method: 'get' | 'post' | 'put' | 'patch', path: string) =>
    request(host.url)[method](path).set('authorization', `Bearer ${tokens[who]}`);

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['admin', 'gp', 'pc']) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD })
        .expect(200);
      tokens[who] = login.body.data.accessToken as string;
    }
  });
  afterAll(async () => host?.dispose());

  it('names and titles are one clean line: a fund, an API key, an action plan, a carbon calculation, a PCAF source', async () => {
    const fund = await call('gp', 'post', '/api/funds')
      .send({ companyId: 1, name: HOSTILE, currency: 'EUR', vintage: 2024, sfdrClassification: 'article_8' })
      .expect(201);
    expect(fund.body.data.name).toBe(AS_LINE);

    await call('admin', 'put', '/api/api-keys/access/1').send({ enabled: true }).expect(200);
    await call('gp', 'post', '/api/api-keys')
      .send({ name: HOSTILE, scopes: ['read:data'] })
      .expect(201);
    const keys = await call('gp', 'get', '/api/api-keys').expect(200);
    expect(keys.body.data.map((k: { name: string }) => k.name)).toContain(AS_LINE);

    const plan = await call('gp', 'post', '/api/action-plans/create')
      .send({
        title: HOSTILE,
        description: HOSTILE,
        portfolioCompanyId: 2,
        reportingCycle: 'annually',
        year: 2025,
      })
      .expect(201);
    expect([plan.body.data.title, plan.body.data.description]).toEqual([AS_LINE, AS_TEXT]);

    const inventory = await call('pc', 'get', '/api/carbon-calculations?companyId=2&period=2024').expect(200);
    const carbon = await call('gp', 'post', '/api/carbon-calculations')
      .send({ companyId: 1, period: '2024', title: HOSTILE, activities: inventory.body.data[0].activities })
      .expect(201);
    expect(carbon.body.data.title).toBe(AS_LINE);

    const country = await call('gp', 'put', '/api/pcaf-country-figures/1/2031/DE')
      .send({ pppAdjustedGdp: 4e12, productionEmissions: 6e8, dataQualityScore: 4, source: HOSTILE })
      .expect(200);
    expect(country.body.data.source).toBe(AS_LINE);
    expect(planted([fund.body, keys.body, plan.body, carbon.body, country.body])).toEqual([]);
  });

  it('multi-line texts keep their line breaks as LF and lose the rest: a PAI text, a value comment', async () => {
    await call('gp', 'put', '/api/pai/reports/1/2024/texts/T1-2').send({ explanation: HOSTILE }).expect(200);
    const texts = await call('gp', 'get', '/api/pai/reports/1/2024/texts').expect(200);
    expect(texts.body.data.texts.map((t: { explanation: string }) => t.explanation)).toContain(AS_TEXT);

    const saved = await call('pc', 'put', '/api/responses/13/values/ghg.scope1')
      .send({ value: 1250, comment: HOSTILE })
      .expect(200);
    expect(planted([texts.body, saved.body])).toEqual([]);
    expect(JSON.stringify(saved.body)).toContain(JSON.stringify(AS_TEXT).slice(1, -1));
  });

  it('a single-line field with nothing left after cleaning is refused as empty', async () => {
    const refused = await call('gp', 'post', '/api/api-keys').send({
      name: '\u202E\u0000\r\n',
      scopes: ['read:data'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Enter a name for the key');
  });
});
