import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { Logger } from 'pino';
import { CANONICAL_ID_PATTERN, cleanJsonTexts, CORRELATION_HEADER } from '@esg/contracts';
import { InProcessBus, OutboxRelay, type EventBus } from '@esg/messaging';
import type { Store } from '@esg/persistence';
import { createBus, openFileStore, openStore } from './adapters';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import { AccessTokenGuard } from './http/access-token.guard';
import { ErrorStatusTable, PLATFORM_ERRORS } from './domain-error';
import { ApiErrorFilter } from './http/error.filter';
import { buildOpenApiDocument, numericPathParameters } from './http/openapi';
import { servePlainRoutes } from './http/plain-route';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders } from './http/security-headers';
import { createLogger, NestPinoLogger, redactUrl, requestContext } from './logger';
import { Metrics } from './metrics';
import { RateLimits } from './rate-limits/rate-limits';
import type { Closeable, ServiceDefinition, ServiceRuntime } from './service-definition';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Where every host serves the OpenAPI document of its own routes (internal; not under /api). */
export const OPENAPI_PATH = '/openapi.json';

export interface RunningHost {
  app: INestApplication;
  url: string;
  port: number;
  /** The port of /metrics when it is served apart (METRICS_PORT), else null (on `port`). */
  metricsPort: number | null;
  runtimes: ServiceRuntime[];
  bus: EventBus;
  logger: Logger;
  close(): Promise<void>;
}

/**
 * Starts one process hosting the given services: opens their stores, the bus, the outbox relays (or,
 * on the in-process bus, attaches the outboxes to it),
 * seeds demo data when configured, starts consumers, then serves HTTP with /health, /ready, /metrics.
 */
export async function startHost(options: {
  name: string;
  config: AppConfig;
  definitions: readonly ServiceDefinition[];
  logger?: Logger;
  /** The clock every service reads (tests); the system clock by default. */
  clock?: Clock;
}): Promise<RunningHost> {
  const { config, definitions } = options;
  const logger = options.logger ?? createLogger({ service: options.name, level: config.logLevel });
  const metrics = new Metrics(options.name);
  const closeables: Closeable[] = [];
  const stores: Store[] = [];
  const rateLimits = new RateLimits(config, logger);
  let metricsServer: Server | undefined;
  let bus: EventBus | undefined;

  const shutdown = async () => {
    for (const c of closeables.reverse())
      await c.close().catch((err: unknown) => logger.warn({ err }, 'close failed'));
    await bus?.close().catch((err: unknown) => logger.warn({ err }, 'bus close failed'));
    await rateLimits.close().catch((err: unknown) => logger.warn({ err }, 'rate limits close failed'));
    for (const s of stores)
      await s.close().catch((err: unknown) => logger.warn({ err }, 'store close failed'));
  };

  try {
    bus = await createBus(config, metrics, logger);
    const runtimes: ServiceRuntime[] = [];
    for (const definition of definitions) {
      const store = await openStore(config, definition.name, definition.migrations);
      stores.push(store);
      const files = await openFileStore(config, definition.name);
      closeables.push(files);
      const runtime: ServiceRuntime = {
        service: definition.name,
        config,
        store,
        files,
        bus,
        logger: logger.child({ module: definition.name }),
        metrics,
        rateLimits,
        clock: options.clock ?? systemClock,
      };
      runtimes.push(runtime);
      if (bus instanceof InProcessBus) {
        // One process: the bus reads the outbox itself, each group from its own durable position.
        await bus.attachLog(definition.name, store.outbox);
        continue;
      }
      const relay = new OutboxRelay({
        store,
        bus,
        logger: runtime.logger,
        metrics: metrics.relay(definition.name),
      });
      relay.start();
      closeables.push({ close: () => relay.stop() });
    }
    for (const [i, definition] of definitions.entries()) await definition.referenceData?.(runtimes[i]);
    if (config.seedDemoData) {
      for (const [i, definition] of definitions.entries()) await definition.seed?.(runtimes[i]);
    }
    for (const [i, definition] of definitions.entries()) {
      closeables.push(...((await definition.consumers?.(runtimes[i])) ?? []));
    }

    const errorTable = new ErrorStatusTable([PLATFORM_ERRORS, ...definitions.map((d) => d.errors)]);

    @Module({ imports: definitions.map((d, i) => d.module(runtimes[i])) })
    class HostModule {}

    const adapter = new FastifyAdapter({
      bodyLimit: BODY_LIMIT_BYTES,
      // X-Forwarded-For is believed only from the configured proxies (the ingress, the gateway):
      // from anyone else it would let a client choose the address its rate limits count against.
      trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
      genReqId: () => randomUUID(),
      // No Nest middleware anywhere (every cross-cutting concern is a Fastify hook of this host): without
      // @fastify/middie its hook no longer runs on every request (issue 31, ADR 0134). A module that adds
      // a Nest middleware fails the start-up (`use` is not a function), it is not silently skipped.
      skipMiddie: true,
    });
    const app = await NestFactory.create<NestFastifyApplication>(HostModule, adapter, {
      logger: new NestPinoLogger(logger),
      bufferLogs: false,
    });
    const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
    instrument(fastify, metrics, logger);
    holdPathIdsCanonical(fastify, numericPathParameters(app, 'api'));
    cleanBodyTexts(fastify);
    registerSecurityHeaders(fastify);
    await registerCompression(fastify);
    registerOperations(fastify, async () => {
      for (const s of stores) await s.ping();
      await bus!.ping();
    });
    registerOpenApi(fastify, app);
    // /metrics on the API port only where the operator did not move it (always moved in production).
    if (config.metricsPort === null) registerMetrics(fastify, metrics);
    else {
      metricsServer = await startMetricsServer(metrics, config.host, config.metricsPort);
      closeables.push({ close: () => new Promise<void>((r) => metricsServer!.close(() => r())) });
    }
    const hosted = definitions.map((d) => d.name);
    for (const [i, definition] of definitions.entries())
      await definition.configureHttp?.(fastify, runtimes[i], hosted);

    app.setGlobalPrefix('api');
    app.useGlobalFilters(new ApiErrorFilter(logger, errorTable));
    // One guard for the process: the token, plus the gateway's session and company checks where the
    // gateway is hosted (a domain service alone behind the gateway verifies the token itself). The routes
    // served without Nest's pipeline authenticate with the same settings and function (ADR 0133).
    const checkers = definitions.flatMap((d, i) => (d.accessChecks ? [d.accessChecks(runtimes[i])] : []));
    if (checkers.length > 1) throw new Error('Only one hosted service may add access checks');
    const checks = checkers[0] ?? {};
    app.useGlobalGuards(new AccessTokenGuard(app.get(Reflector), config.jwt, checks));
    servePlainRoutes(fastify, app, 'api', { jwt: config.jwt, checks, errors: errorTable, logger });
    app.enableShutdownHooks();
    await app.listen(config.port, config.host);
    const address = fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      { port, mode: config.mode, services: hosted, store: config.store.kind, bus: config.bus.kind },
      'listening',
    );

    return {
      app,
      url: `http://127.0.0.1:${port}`,
      port,
      metricsPort: metricsServer ? (metricsServer.address() as { port: number }).port : null,
      runtimes,
      bus,
      logger,
      close: async () => {
        await app.close();
        await shutdown();
      },
    };
  } catch (error) {
    await shutdown();
    throw error;
  }
}

function instrument(fastify: FastifyInstance, metrics: Metrics, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const given = request.headers[CORRELATION_HEADER];
    const correlationId = typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : request.id;
    void reply.header(CORRELATION_HEADER, correlationId);
    requestContext.enterWith({ correlationId });
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    metrics.httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      seconds,
    );
    // The request line is built only when it is written (LOG_LEVEL=info or finer; not at warn).
    if (
      logger.isLevelEnabled('info') &&
      !route.startsWith('/health') &&
      !route.startsWith('/metrics') &&
      !route.startsWith('/ready')
    ) {
      logger.info(
        {
          method: request.method,
          // Never a secret of the query string (issue 23, finding 11).
          url: redactUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    }
    done();
  });
}

/**
 * One id check for every route of every service (issue 23, finding 5): a path parameter a controller
 * declares as a number must be the canonical digits of a positive whole number (`2`; never `0x2`,
 * `2.0`, `+2`, ` 2`, `2e0`, `02`), checked before any guard, pipe or body: 400 naming the parameter.
 * The controllers' own IdPipe says the same; this makes a route that forgot it safe too.
 */
function holdPathIdsCanonical(fastify: FastifyInstance, numeric: Map<string, string[]>): void {
  // A hook on each route that declares numeric parameters, added as the route is registered: the other
  // routes (the bell's counts among them) do not run a global hook for a check they never need (issue 31).
  const checks = new Map<string, preValidationHookHandler>();
  onEachRoute(fastify, 'preValidation', (methods, url) => {
    const names = [
      ...new Set(methods.flatMap((m) => numeric.get(`${m === 'HEAD' ? 'GET' : m} ${url}`) ?? [])),
    ];
    if (names.length === 0) return null;
    // One hook per set of names, so the HEAD route Fastify derives from a GET route holds it once.
    const key = names.join(',');
    const known = checks.get(key);
    if (known) return known;
    const check: preValidationHookHandler = (request, reply, done) => {
      const params = request.params as Record<string, string | undefined>;
      const bad = names.find((name) => {
        const value = params[name];
        return value === undefined || !CANONICAL_ID_PATTERN.test(value);
      });
      if (bad === undefined) return done();
      void reply.status(400).send({
        statusCode: 400,
        code: 'VALIDATION',
        message: `${bad} must be a positive whole number written in digits`,
      });
    };
    checks.set(key, check);
    return check;
  });
}

/**
 * One text rule for every route of every service (issue 23, finding 7; ADR 0113): each string of a JSON
 * body loses NUL and the other control characters, bidi overrides and lone surrogates, and its line breaks
 * become LF (libs/contracts `cleanText`), before any pipe or schema reads it. Single-line fields fold line
 * breaks too, in their schema (`lineTextSchema`). Multipart and other bodies are read by their use case.
 * On every route that can take a body: Fastify reads none for GET and HEAD, so those routes skip the hook.
 */
function cleanBodyTexts(fastify: FastifyInstance): void {
  const clean: preValidationHookHandler = (request, _reply, done) => {
    const type = request.headers['content-type'] ?? '';
    if (request.body !== undefined && /^application\/([\w.+-]+\+)?json\b/i.test(type))
      request.body = cleanJsonTexts(request.body);
    done();
  };
  onEachRoute(fastify, 'preValidation', (methods) =>
    methods.every((m) => m === 'GET' || m === 'HEAD') ? null : clean,
  );
}

/** The hooks `onEachRoute` added: they run in the order they were added, before the route's own. */
const HOST_ROUTE_HOOKS = new WeakSet<preValidationHookHandler>();

/**
 * Adds `hook` (if `hookOf` gives one) to every route registered from now on, after the host's hooks
 * added before it and before the route's own, as a global hook of the same kind would run: a check that
 * only some routes need costs nothing on the others.
 */
function onEachRoute(
  fastify: FastifyInstance,
  kind: 'preValidation',
  hookOf: (methods: string[], url: string) => preValidationHookHandler | null,
): void {
  fastify.addHook('onRoute', (route) => {
    const hook = hookOf([route.method].flat(), route.url);
    if (!hook) return;
    const own = [route[kind] ?? []].flat() as preValidationHookHandler[];
    if (own.includes(hook)) return;
    HOST_ROUTE_HOOKS.add(hook);
    const host = own.filter((h) => HOST_ROUTE_HOOKS.has(h));
    route[kind] = [...host, hook, ...own.filter((h) => !HOST_ROUTE_HOOKS.has(h))];
  });
}

function registerMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.get('/metrics', async (_request, reply) => {
    void reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/** /metrics alone on its own port (METRICS_PORT), which the public Service and ingress never route to. */
async function startMetricsServer(metrics: Metrics, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/**
 * GET /openapi.json: the document of the routes this process serves (built on first call, once the
 * global prefix is set). The gateway merges those of every host into /api/docs/openapi.json.
 */
function registerOpenApi(fastify: FastifyInstance, app: INestApplication): void {
  let document: object | null = null;
  fastify.get(
    OPENAPI_PATH,
    async () => (document ??= buildOpenApiDocument(app, { prefix: 'api', version: '1.0.0' })),
  );
}

function registerOperations(fastify: FastifyInstance, readiness: () => Promise<void>): void {
  fastify.get('/health', async () => ({ status: 'ok' }));
  fastify.get('/ready', async (_request, reply) => {
    try {
      await readiness();
      return { status: 'ready' };
    } catch (error) {
      return reply.status(503).send({ status: 'not-ready', reason: (error as Error).message });
    }
  });
}
