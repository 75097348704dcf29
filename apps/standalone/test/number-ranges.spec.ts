import request from 'supertest';
import { MAX_AMOUNT } from '@esg/contracts';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/**
 * Issue 23, finding 6: `PUT /api/carbon-calculations/2` with `quantity: 1e308` answered 500 and
 * `POST /api/calculations/carbon` 200 with `scope1: null` (1e308 × a factor is Infinity); 1e308 was also
 * accepted as a response value, a position total and PCAF figures. Every number a request carries is
 * finite and within a documented range (libs/contracts amounts.ts, ADR 0112).
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

interface JsonSchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}

/** Every number or integer property of a request body schema, with its bounds. */
function numbers(schema: JsonSchema, path: string, found: Array<{ path: string; schema: JsonSchema }>): void {
  const types = [schema.type ?? []].flat();
  if (types.includes('number') || types.includes('integer')) found.push({ path, schema });
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    numbers(property, `${path}.${name}`, found);
  if (schema.items) numbers(schema.items, `${path}[]`, found);
  for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    numbers(sub, path, found);
  if (typeof schema.additionalProperties === 'object')
    numbers(schema.additionalProperties, `${path}{}`, found);
}

describe('numbers are finite and within a documented range (issue 23, finding 6)', () => {
  let host: Host;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  let activities: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['gp', 'pc']) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD })
        .expect(200);
      tokens[who] = login.body.data.accessToken as string;
    }
    const seeded = await request(host.url)
      .get('/api/carbon-calculations?companyId=2&period=2024')
      .set(as('pc'))
      .expect(200);
    activities = seeded.body.data[0].activities as Array<Record<string, unknown>>;
  });
  afterAll(async () => host?.dispose());

  it('the carbon calculator refuses 1e308 with a 400 naming the field, and its totals are numbers', async () => {
    const huge = activities.map((a) => ({ ...a, quantity: 1e308 }));
    const stateless = await request(host.url)
      .post('/api/calculations/carbon')
      .set(as('pc'))
      .send({ activities: huge });
    expect(stateless.status).toBe(400);
    expect(stateless.body.message).toContain('quantity must be at most 1e15');

    const seeded = await request(host.url)
      .get('/api/carbon-calculations?companyId=2&period=2024')
      .set(as('pc'))
      .expect(200);
    const saved = await request(host.url)
      .put(`/api/carbon-calculations/${seeded.body.data[0].id as number}`)
      .set(as('pc'))
      .send({ activities: huge });
    expect([saved.status, saved.body.code]).toEqual([400, 'VALIDATION']);

    // The largest quantities allowed still give finite totals.
    const largest = await request(host.url)
      .post('/api/calculations/carbon')
      .set(as('pc'))
      .send({ activities: activities.map((a) => ({ ...a, quantity: MAX_AMOUNT })) })
      .expect(200);
    for (const [scope, total] of Object.entries(largest.body.data.totals as Record<string, unknown>))
      expect({ scope, finite: typeof total === 'number' && Number.isFinite(total) }).toEqual({
        scope,
        finite: true,
      });
  });

  it('a response value is refused beyond the range, also once converted to its canonical unit', async () => {
    const save = (body: object) =>
      request(host.url).put('/api/responses/13/values/ghg.scope1').set(as('pc')).send(body);
    for (const body of [{ value: 1e308 }, { value: 1e13, unit: 'ktCO2e' }, { value: -1e16 }]) {
      const refused = await save(body);
      expect({ body, status: refused.status }).toEqual({ body, status: 422 });
      expect(refused.body.message).toContain('must be between -1000000000000000 and 1000000000000000');
    }
    await save({ value: 1250 }).expect(200);
  });

  it('a position total or value is refused beyond the range, in JSON and in an imported file', async () => {
    const put = await request(host.url)
      .put('/api/funds/1/positions/2022-12-31')
      .set(as('gp'))
      .send({
        allInvestments: 1e308,
        positions: [{ companyId: 2, instrument: 'unlisted_equity', value: 1e308 }],
      });
    expect(put.status).toBe(400);
    expect(put.body.message).toMatch(/allInvestments must be at most 1e15/);
    const imported = await request(host.url)
      .post('/api/funds/1/positions/2022-12-31/import')
      .set(as('gp'))
      .field('allInvestments', '1e308')
      .attach(
        'file',
        Buffer.from(
          `company,instrument,value,outstanding,country\nNorthwind Renewables,unlisted_equity,1${'0'.repeat(300)},,\n`,
        ),
        'positions.csv',
      );
    expect(imported.status).toBe(422);
    expect(imported.body.details.rejected.map((r: { rule: string }) => r.rule)).toEqual([
      'amount-out-of-range',
      'amount-out-of-range',
    ]);
  });

  it('PCAF figures are refused beyond the range with the 422 that names the field', async () => {
    const refused = await request(host.url)
      .put('/api/pcaf-estimates/1/2031/2')
      .set(as('gp'))
      .send({
        assetClass: 'unlisted-equity',
        estimate: {
          basis: 'revenue',
          revenue: 1e308,
          sector: 'C.20',
          sectorFactor: 0.0001,
          scope3Factor: 0.00025,
          factorSource: 'PCAF database',
        },
        dataQualityOption: '3a',
      });
    expect([refused.status, refused.body.code]).toEqual([422, 'PCAF_INPUT.UNPROCESSABLE']);
    expect(refused.body.message).toContain('estimate.revenue: revenue must be at most 1e15');
    const country = await request(host.url)
      .put('/api/pcaf-country-figures/1/2031/DE')
      .set(as('gp'))
      .send({ pppAdjustedGdp: 1e308, productionEmissions: 1, dataQualityScore: 4, source: 'x' });
    expect([country.status, country.body.code]).toEqual([422, 'PCAF_INPUT.UNPROCESSABLE']);
  });

  it('every number of every request body of the OpenAPI document has a finite range within ±MAX_AMOUNT', async () => {
    const document = await request(host.url).get('/api/docs/openapi.json').expect(200);
    const unbounded: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(
      document.body.paths as Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
      >,
    ))
      for (const [method, operation] of Object.entries(item)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        const found: Array<{ path: string; schema: JsonSchema }> = [];
        numbers(schema, '', found);
        for (const field of found) {
          checked += 1;
          const low = field.schema.minimum ?? field.schema.exclusiveMinimum;
          const high = field.schema.maximum ?? field.schema.exclusiveMaximum;
          const bounded =
            low !== undefined &&
            high !== undefined &&
            low >= -Math.max(MAX_AMOUNT, Number.MAX_SAFE_INTEGER) &&
            high <= Math.max(MAX_AMOUNT, Number.MAX_SAFE_INTEGER);
          if (!bounded) unbounded.push(`${method.toUpperCase()} ${path} ${field.path}: [${low}, ${high}]`);
        }
      }
    expect(unbounded).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
