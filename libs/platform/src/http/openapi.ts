import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import {
  apiErrorSchema,
  ENDPOINT_RESPONSES,
  pageMetaSchema,
  scopesOpening,
  type EndpointContract,
} from '@esg/contracts';
import { ZodPipe } from './zod.pipe';

/**
 * The OpenAPI 3.1 document of the routes a host serves (issue 13, docs/public-api.md, ADR 0070). The
 * paths and operations come from the Nest controllers through @nestjs/swagger 11; the schemas come from
 * libs/contracts, converted by zod 4's own JSON Schema output: the request body and query of each route
 * from the ZodPipe its controller validates with, the answer's `data` from ENDPOINT_RESPONSES. Nothing is
 * declared twice, so the document cannot drift from what the server checks.
 */
type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  parameters?: Json[];
  requestBody?: Json;
  responses?: Record<string, Json>;
  security?: Array<Record<string, string[]>>;
  tags?: string[];
};

const HTTP_METHODS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

/** `/api/x/:id` -> `/api/x/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\/+$/, '') || '/';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  try {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
    delete converted.$schema;
    return converted;
  } catch {
    return {};
  }
}

interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
}

interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/**
 * Every controller route of the application: its verb, its full path (`/api/x/:id`), and its handler's
 * arguments (route args metadata) with their declared types; the controller and method name too (plain
 * routes, http/plain-route.ts).
 */
export function forEachRoute(
  app: INestApplication,
  prefix: string,
  visit: (route: {
    verb: string;
    path: string;
    args: Array<[string, RouteArgument]>;
    types: unknown[];
    controller: new (...args: never[]) => unknown;
    name: string;
  }) => void,
): void {
  const join = (...parts: string[]) =>
    `/${parts
      .flatMap((p) => p.split('/'))
      .filter(Boolean)
      .join('/')}`;
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const verb = method === undefined ? undefined : HTTP_METHODS[method];
        if (verb === undefined || path === undefined) continue;
        const args = Object.entries(
          (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArgument>,
        );
        const types = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as unknown[];
        for (const b of [base ?? ''].flat())
          for (const p of [path].flat())
            visit({ verb, path: join(prefix, b, p), args, types, controller, name });
      }
    }
  }
}

/** The zod schemas each controller route validates with, by `METHOD /api/path/{param}`. */
function routeSchemas(app: INestApplication, prefix: string): Map<string, RouteSchemas> {
  const found = new Map<string, RouteSchemas>();
  forEachRoute(app, prefix, ({ verb, path, args }) => {
    const schemas: RouteSchemas = {};
    for (const [key, arg] of args) {
      const type = key.split(':')[0];
      const pipe = arg.pipes?.find((p): p is ZodPipe<z.ZodType> => p instanceof ZodPipe);
      if (!pipe) continue;
      if (type === String(RouteParamtypes.BODY)) schemas.body = pipe.schema;
      if (type === String(RouteParamtypes.QUERY)) schemas.query = pipe.schema;
    }
    found.set(`${verb.toUpperCase()} ${openApiPath(path)}`, schemas);
  });
  return found;
}

/**
 * The path parameters each route declares as numbers (`@Param('id', …) id: number`), by
 * `METHOD /api/path/:id`: the ones the OpenAPI document types `number`, which the host holds to the
 * canonical digits of a positive whole number before anything else reads the request (issue 23, finding 5).
 */
export function numericPathParameters(app: INestApplication, prefix: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  forEachRoute(app, prefix, ({ verb, path, args, types }) => {
    const names = args
      .filter(
        ([key, arg]) => key.split(':')[0] === String(RouteParamtypes.PARAM) && typeof arg.data === 'string',
      )
      .filter(([, arg]) => types[arg.index] === Number)
      .map(([, arg]) => arg.data as string);
    if (names.length > 0) found.set(`${verb.toUpperCase()} ${path.replace(/\/+$/, '')}`, names);
  });
  return found;
}

const errorResponse = (description: string): Json => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** Builds the document of the application's routes; call it once the app has its global prefix. */
export function buildOpenApiDocument(app: INestApplication, options: { prefix: string; version: string }) {
  const config = new DocumentBuilder()
    .setTitle('ESG Platform API')
    .setDescription(
      'REST API of the ESG data platform. Answers are `{ data, message?, meta? }`; errors are ' +
        '`{ statusCode, code, message }`. Browser sessions send a bearer access token; systems send an API ' +
        'key in `X-API-Key`, which acts for its company within its scopes (see each operation’s `x-scopes`).',
    )
    .setVersion(options.version)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-API-Key' }, 'apiKey')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  }) as OpenAPIObject & { openapi: string };
  document.openapi = '3.1.0';
  const schemas = routeSchemas(app, options.prefix);
  const components = (document.components ??= {});
  components.schemas = {
    ...(components.schemas ?? {}),
    ApiError: jsonSchema(apiErrorSchema, 'output'),
    PageMeta: jsonSchema(pageMetaSchema, 'output'),
  };

  const seen = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item as Record<string, Operation>)) {
      if (!HTTP_METHODS_LIST.includes(method)) continue;
      const operation = value;
      const key = `${method.toUpperCase()} ${path}`;
      // Two services may name a controller alike (HomeController): the path keeps the id unique.
      if (operation.operationId && seen.has(operation.operationId))
        operation.operationId = `${operation.operationId}_${path.split('/')[2] ?? 'root'}`;
      if (operation.operationId) seen.add(operation.operationId);
      operation.tags = [path.split('/')[2] ?? 'api'];
      const route = schemas.get(key);
      if (route?.body)
        operation.requestBody = {
          required: true,
          content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
        };
      if (route?.query) operation.parameters = mergeQuery(operation.parameters ?? [], route.query);
      const contract = (ENDPOINT_RESPONSES as Record<string, EndpointContract>)[key];
      const responses: Record<string, Json> = { ...(operation.responses ?? {}) };
      const success = Object.keys(responses).find((status) => status.startsWith('2')) ?? '200';
      if (contract?.noContent) {
        delete responses[success];
        responses['204'] = { description: 'Done; no content' };
      } else if (contract) {
        const envelope: Json = {
          type: 'object',
          properties: {
            data: jsonSchema(contract.data, 'output'),
            message: { type: 'string' },
            ...(contract.paged ? { meta: { $ref: '#/components/schemas/PageMeta' } } : {}),
          },
          required: ['data', ...(contract.paged ? ['meta'] : [])],
        };
        responses[success] = {
          description: 'Success',
          content: { 'application/json': { schema: envelope } },
        };
      } else {
        responses[success] = { description: 'Success: `{ data, message?, meta? }`', ...responses[success] };
      }
      responses['400'] ??= errorResponse('Bad input: the message names the field');
      responses['401'] ??= errorResponse('Not authenticated');
      responses['403'] ??= errorResponse('Not allowed for this caller');
      responses['429'] ??= errorResponse('Too many requests; see Retry-After');
      operation.responses = responses;
      const scopes = scopesOpening(method, path.replace(/\{\w+\}/g, 'x'));
      operation['x-scopes'] = scopes;
      operation.security ??= [{ bearer: [] }, ...(scopes.length > 0 ? [{ apiKey: scopes }] : [])];
    }
  }
  return document;
}

const HTTP_METHODS_LIST = Object.values(HTTP_METHODS);

function mergeQuery(parameters: Json[], query: z.ZodType): Json[] {
  const schema = jsonSchema(query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  const named = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name));
  const added = Object.entries(schema.properties ?? {})
    .filter(([name]) => !named.has(name))
    .map(([name, property]) => ({
      name,
      in: 'query',
      required: schema.required?.includes(name) ?? false,
      schema: property,
    }));
  return [...parameters, ...added];
}
