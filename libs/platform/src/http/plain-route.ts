import { SetMetadata, type INestApplication } from '@nestjs/common';
import {
  CUSTOM_ROUTE_ARGS_METADATA,
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  ROUTE_ARGS_METADATA,
  SSE_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { JwtSettings } from '../config';
import type { ErrorStatusTable } from '../domain-error';
import { authenticateRequest, type AccessChecks } from './access-token.guard';
import { answerError } from './error.filter';
import { forEachRoute } from './openapi';
import { IS_PUBLIC } from './principal';

const PLAIN_ROUTE = 'esg:plain-route';

/**
 * Serves a controller route as a plain Fastify handler instead of through Nest's router, guard, pipe
 * and filter pipeline (ADR 0133): for the few reads the shell makes on every page (the bell's counts).
 * The controller stays the route's one declaration (route table, OpenAPI, id checks); the request is
 * authenticated by the same function as the guard's (`authenticateRequest`), its arguments resolved
 * and piped as Nest would, and a failure answered by the same function as the error filter's
 * (`answerError`). Every Fastify hook of the host (ids, headers, metrics, compression …) still runs.
 * A route with its own guards, interceptors, pipes, filters or response decorators is refused at start-up.
 */
export const PlainRoute = (): MethodDecorator => SetMetadata(PLAIN_ROUTE, true);

/** What a plain route needs of its host: the guard's settings, the error catalogue, the logger. */
export interface PlainRouteHost {
  jwt: JwtSettings;
  checks: AccessChecks;
  errors: ErrorStatusTable;
  logger: Logger;
}

type Handler = (...args: unknown[]) => unknown;
type Resolve = (request: FastifyRequest, reply: FastifyReply, context: ExecutionContextHost) => unknown;

/** Decorators whose behaviour only Nest's pipeline gives: a plain route must not silently drop them. */
const PIPELINE_ONLY = [
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  EXCEPTION_FILTERS_METADATA,
  HEADERS_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  SSE_METADATA,
];
const REQUEST_PARTS: Partial<Record<number, (request: FastifyRequest) => unknown>> = {
  [RouteParamtypes.QUERY]: (request) => request.query,
  [RouteParamtypes.PARAM]: (request) => request.params,
  [RouteParamtypes.HEADERS]: (request) => request.headers,
};

interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
  factory?: (data: unknown, context: ExecutionContextHost) => unknown;
}

/** One argument of the handler as Nest would give it: the part of the request, then its pipes in order. */
function resolverOf(key: string, argument: RouteArgument, metatype: unknown, where: string): Resolve {
  const custom = key.includes(CUSTOM_ROUTE_ARGS_METADATA);
  const type = Number(key.split(':')[0]);
  const part = custom ? undefined : REQUEST_PARTS[type];
  if (!custom && !part)
    throw new Error(`${where}: argument ${argument.index} is not supported on a plain route`);
  const pipes = (argument.pipes ?? []).map((pipe) => {
    if (typeof (pipe as { transform?: unknown }).transform !== 'function')
      throw new Error(
        `${where}: argument ${argument.index} has a pipe class; a plain route takes pipe instances`,
      );
    return pipe as { transform(value: unknown, metadata: unknown): unknown };
  });
  const metadata = {
    type: custom ? 'custom' : RouteParamtypes[type]?.toLowerCase(),
    data: argument.data,
    metatype,
  };
  const data = argument.data;
  const read: Resolve = custom
    ? (_request, _reply, context) => argument.factory!(data, context)
    : (request) => {
        const whole = part!(request) as Record<string, unknown>;
        return typeof data === 'string' ? whole?.[data] : whole;
      };
  if (pipes.length === 0) return read;
  return (request, reply, context) =>
    pipes.reduce((value, pipe) => pipe.transform(value, metadata), read(request, reply, context));
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** The Fastify handler of one controller method, or an error naming what Nest's pipeline would have done. */
function plainHandler(
  app: INestApplication,
  controller: new (...args: never[]) => unknown,
  name: string,
  host: PlainRouteHost,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const where = `${controller.name}.${name}`;
  const handler = (controller.prototype as Record<string, Handler>)[name];
  for (const key of PIPELINE_ONLY) {
    const declared = [Reflect.getMetadata(key, handler), Reflect.getMetadata(key, controller)].flat();
    if (declared.some((value) => value !== undefined && value !== false))
      throw new Error(`${where} is a plain route but declares ${key}, which only Nest's pipeline applies`);
  }
  const isPublic =
    Reflect.getMetadata(IS_PUBLIC, handler) === true || Reflect.getMetadata(IS_PUBLIC, controller) === true;
  const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? 200;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, name) ??
    []) as unknown[];
  const args = Object.entries(
    (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArgument>,
  );
  const resolvers: Resolve[] = [];
  for (const [key, argument] of args)
    resolvers[argument.index] = resolverOf(key, argument, types[argument.index], where);
  const instance = app.get<unknown, Record<string, Handler>>(controller, { strict: false });
  const method = instance[name].bind(instance);
  const count = resolvers.length;
  return async (request, reply) => {
    try {
      if (!isPublic) await authenticateRequest(request, host.jwt, host.checks);
      const context = new ExecutionContextHost([request, reply], controller, handler);
      // Awaited only when a pipe or factory answers with a promise: an await of a plain value still
      // costs a microtask, and the bell's arguments (its query, the caller) are plain values.
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const value = resolvers[i](request, reply, context);
        values[i] = isThenable(value) ? await value : value;
      }
      const result = await method(...values);
      return reply.status(status).send(result);
    } catch (error) {
      answerError(reply, error, host.errors, host.logger);
      return reply;
    }
  };
}

/**
 * Finds the controller methods marked `@PlainRoute()` and, as Nest registers their routes on Fastify,
 * puts their plain handler in place of Nest's. Call after the application is created, before it listens.
 */
export function servePlainRoutes(
  fastify: FastifyInstance,
  app: INestApplication,
  prefix: string,
  host: PlainRouteHost,
): string[] {
  const handlers = new Map<string, ReturnType<typeof plainHandler>>();
  const built = new Map<string, ReturnType<typeof plainHandler>>();
  forEachRoute(app, prefix, ({ verb, path, controller, name }) => {
    const handler = (controller.prototype as Record<string, unknown>)[name] as object;
    if (Reflect.getMetadata(PLAIN_ROUTE, handler) !== true) return;
    const id = `${controller.name}.${name}`;
    const serve = built.get(id) ?? plainHandler(app, controller, name, host);
    built.set(id, serve);
    handlers.set(`${verb.toUpperCase()} ${path}`, serve);
  });
  const served = new Set<string>();
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      const serve = handlers.get(key);
      if (!serve) continue;
      route.handler = serve;
      served.add(key);
    }
  });
  // Nest registers its routes when the application starts listening; a declared plain route that never
  // reached Fastify (a typo in the prefix, say) is an error there, not a silently Nest-served route.
  fastify.addHook('onReady', (done) => {
    const missing = [...handlers.keys()].filter((key) => !served.has(key));
    done(missing.length > 0 ? new Error(`plain routes never registered: ${missing.join(', ')}`) : undefined);
  });
  return [...handlers.keys()];
}
