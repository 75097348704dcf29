import {
  frameworkDefinitionSchema,
  responseDetailSchema,
  responseValuesSchema,
  withDefinition,
  type FrameworkDefinition,
  type ResponseValues,
} from '@esg/contracts';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';
import { responseIdOf } from './esg-fixtures';

/**
 * GET /responses/{id} without the framework's definition (ADR 0170): the definition comes once per
 * framework version from its own address, cacheable by its tag, and `withDefinition` joins the two into
 * exactly what `include=definition` answers (the shape before).
 */
describe('a response and its framework definition, sent apart', () => {
  let host: DataCollectionHost;
  let northwind2025: number;
  let helios2025: number;

  beforeAll(async () => {
    host = await startDataCollection();
    northwind2025 = await responseIdOf(host, 2, 1, '2025');
    helios2025 = await responseIdOf(host, 4, 1, '2025');
  });
  afterAll(async () => host?.dispose());

  const definitionOf = async (values: ResponseValues): Promise<FrameworkDefinition> => {
    const { standardId, version, definitionTag } = values.framework;
    const answer = await host
      .as('pc@demo.test')
      .get(`/api/frameworks/${standardId}/versions/${version}/definition?tag=${definitionTag}`)
      .expect(200);
    return frameworkDefinitionSchema.parse(answer.body.data);
  };

  it('answers the values without any definition, and the two joined equal include=definition', async () => {
    for (const [user, id] of [
      ['pc@demo.test', northwind2025],
      ['gp@demo.test', northwind2025],
      ['contributor@demo.test', helios2025],
    ] as const) {
      const lean = await host.as(user).get(`/api/responses/${id}`).expect(200);
      const values = responseValuesSchema.parse(lean.body.data);
      const metric = values.sections[0].metrics[0] ?? values.sections[0].sections[0].metrics[0];
      expect(Object.keys(metric).sort()).toEqual([
        'applies',
        'assignedTo',
        'beyondVsme',
        'code',
        'editable',
        'lock',
        'publication',
        'required',
        'validation',
        'value',
      ]);
      expect(JSON.stringify(lean.body)).not.toContain('"acceptedUnits"');
      const full = await host.as(user).get(`/api/responses/${id}?include=definition`).expect(200);
      const detail = responseDetailSchema.parse(full.body.data);
      expect(withDefinition(values, await definitionOf(values))).toEqual(detail);
      expect(detail.sections[0].title).toBeTruthy();
    }
  });

  it('keeps a definition for a year when asked by its tag, and answers 304 to a client that holds it', async () => {
    const lean = await host.as('pc@demo.test').get(`/api/responses/${northwind2025}`).expect(200);
    const { standardId, version, definitionTag } = lean.body.data.framework as ResponseValues['framework'];
    expect(version).toBe('2025.2');
    const path = `/api/frameworks/${standardId}/versions/${version}/definition`;
    const tagged = await host.as('gp@demo.test').get(`${path}?tag=${definitionTag}`).expect(200);
    expect(tagged.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(tagged.headers.etag).toBe(`"${definitionTag}"`);
    expect(tagged.body.data).toMatchObject({
      standardId: 1,
      name: 'ESG',
      version: '2025.2',
      tag: definitionTag,
    });
    // The same content for every caller: another role gets the same tag.
    const untagged = await host.as('pc@demo.test').get(path).expect(200);
    expect(untagged.headers['cache-control']).toBe('private, no-cache');
    expect(untagged.headers.etag).toBe(`"${definitionTag}"`);
    const revalidated = await host
      .as('pc@demo.test')
      .get(path)
      .set('if-none-match', `"${definitionTag}"`)
      .expect(304);
    expect(revalidated.text).toBe('');
    await host.as('pc@demo.test').get(path).set('if-none-match', '"something-else"').expect(200);
  });

  it('names what is wrong: an unknown version is 404, an unknown include 400', async () => {
    const missing = await host
      .as('pc@demo.test')
      .get('/api/frameworks/1/versions/1999.1/definition')
      .expect(404);
    expect(missing.body).toMatchObject({ code: 'FRAMEWORK.NOT_FOUND' });
    const wrong = await host
      .as('pc@demo.test')
      .get(`/api/responses/${northwind2025}?include=everything`)
      .expect(400);
    expect(JSON.stringify(wrong.body)).toContain('include');
  });

  it('refuses to join a definition of another framework version', async () => {
    const lean = await host.as('pc@demo.test').get(`/api/responses/${northwind2025}`).expect(200);
    const values = responseValuesSchema.parse(lean.body.data);
    const definition = await definitionOf(values);
    expect(() => withDefinition(values, { ...definition, version: '2024.1' })).toThrow(
      /does not belong to response/,
    );
  });
});
