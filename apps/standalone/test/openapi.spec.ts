import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import request from 'supertest';
import { ENDPOINT_RESPONSES } from '@esg/contracts';
import { startStandalone } from './standalone-host';

/**
 * The OpenAPI document the gateway serves (issue 13): every route of every controller is in it with
 * an operationId, the schemas are those of libs/contracts, and the reference page renders it.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;
interface Operation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >;
  security?: Array<Record<string, string[]>>;
  'x-scopes'?: string[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

const VERBS: Partial<Record<number, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

/** Every route the Nest controllers declare, read from their decorators: `get /api/x/{id}`. */
function controllerRoutes(host: Host): string[] {
  const routes: string[] = [];
  for (const module of host.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: Record<string, unknown> } | null;
      if (!controller) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat();
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (typeof handler !== 'function') continue;
        const verb = VERBS[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (!verb || paths === undefined) continue;
        for (const b of base)
          for (const p of [paths].flat()) {
            const path = ['api', b, p]
              .flatMap((part) => part.split('/'))
              .filter(Boolean)
              // A parameter may carry a file extension (`:period.zip`, the assurance pack).
              .map((part) => part.replace(/^:(\w+)(\.\w+)?$/, '{$1}$2'))
              .join('/');
            routes.push(`${verb} /${path}`);
          }
      }
    }
  }
  return routes;
}

describe('OpenAPI document', () => {
  let host: Host;
  let document: Document;

  beforeAll(async () => {
    host = await startStandalone();
    const response = await request(host.url).get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    document = response.body as Document;
  });
  afterAll(async () => host?.dispose());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([verb, operation]) => ({ key: `${verb} ${path}`, operation })),
    );

  it('is OpenAPI 3.1 with the bearer and API-key schemes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
    expect(document.components.schemas.ApiError).toEqual(
      expect.objectContaining({ required: ['statusCode', 'code', 'message'] }),
    );
  });

  it('has every route of every controller', () => {
    const documented = new Set(operations().map((o) => o.key));
    const missing = controllerRoutes(host).filter((route) => !documented.has(route));
    expect(controllerRoutes(host).length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations().map((o) => o.operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('takes the answer of each declared endpoint from libs/contracts', () => {
    for (const endpoint of Object.keys(ENDPOINT_RESPONSES)) {
      const [verb, path] = endpoint.split(' ') as [string, string];
      const operation = document.paths[path]?.[verb.toLowerCase()];
      expect({ endpoint, documented: operation !== undefined }).toEqual({ endpoint, documented: true });
    }
    const created = document.paths['/api/api-keys'].post;
    expect(created.responses['201'].content!['application/json'].schema.properties!.data).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, key: { type: 'string' } },
      required: ['id', 'key'],
      additionalProperties: false,
    });
    expect(document.paths['/api/api-keys/{id}'].delete.responses['204']).toBeDefined();
  });

  it('takes request bodies from the zod schemas the controllers validate with', () => {
    const body = document.paths['/api/api-keys'].post.requestBody!.content['application/json'].schema;
    expect(body).toEqual(
      expect.objectContaining({
        type: 'object',
        required: ['name', 'scopes'],
        properties: expect.objectContaining({
          scopes: expect.objectContaining({
            type: 'array',
            items: { type: 'string', enum: ['read:data', 'read:pai', 'write:responses'] },
          }),
        }),
      }),
    );
  });

  it("describes a response's values and its framework definition as two answers (ADR 0170)", () => {
    const read = document.paths['/api/responses/{id}'].get;
    expect(read.parameters).toContainEqual(expect.objectContaining({ name: 'include', in: 'query' }));
    const data = read.responses['200'].content!['application/json'].schema.properties!.data as {
      anyOf: Array<{ properties: { sections: { items: unknown } } }>;
    };
    expect(data.anyOf).toHaveLength(2);
    const definition = document.paths['/api/frameworks/{standardId}/versions/{version}/definition'].get;
    expect(definition.parameters).toContainEqual(expect.objectContaining({ name: 'tag', in: 'query' }));
    const defined = definition.responses['200'].content!['application/json'].schema.properties!.data as {
      required: string[];
    };
    expect(defined.required).toEqual([
      'standardId',
      'name',
      'version',
      'tag',
      'sections',
      'metrics',
      'feeds',
    ]);
  });

  it('names the API-key scopes that open an operation', () => {
    expect(document.paths['/api/metrics'].get['x-scopes']).toEqual(['read:data']);
    expect(document.paths['/api/metrics'].get.security).toEqual([{ bearer: [] }, { apiKey: ['read:data'] }]);
    expect(document.paths['/api/action-plans'].get['x-scopes']).toEqual([]);
  });

  it('renders a reference page at /api/docs', async () => {
    const page = await request(host.url).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<code>/api/api-keys</code>');
    expect(page.text).toContain('ManageApiKeys_create');
  });
});
