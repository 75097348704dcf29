import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { CORRELATION_HEADER } from '@esg/contracts';
import { OutboxRelay, type EventBus } from '@esg/messaging';
import type { Store } from '@esg/persistence';
import { createBus, openFileStore, openStore } from './adapters';
import type { AppConfig } from './config';
import { AccessTokenGuard } from './http/access-token.guard';
import { ApiErrorFilter } from './http/error.filter';
import { createLogger, NestPinoLogger, requestContext } from './logger';
import { Metrics } from './metrics';
import type { Closeable, ServiceDefinition, ServiceRuntime } from './service-definition';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface RunningHost {
  app: INestApplication;
  url: string;
  port: number;
  runtimes: ServiceRuntime[];
  bus: EventBus;
  logger: Logger;
  close(): Promise<void>;
}

/**
 * Starts one process hosting the given services: opens their stores, the bus, the outbox relays,
 * seeds demo data when configured, starts consumers, then serves HTTP with /health, /ready, /metrics.
 */
export async function startHost(options: {
  name: string;
  config: AppConfig;
  definitions: readonly ServiceDefinition[];
  logger?: Logger;
}): Promise<RunningHost> {
  const { config, definitions } = options;
  const logger = options.logger ?? createLogger({ service: options.name, level: config.logLevel });
  const metrics = new Metrics(options.name);
  const closeables: Closeable[] = [];
  const stores: Store[] = [];
  let bus: EventBus | undefined;

  const shutdown = async () => {
    for (const c of closeables.reverse())
      await c.close().catch((err: unknown) => logger.warn({ err }, 'close failed'));
    await bus?.close().catch((err: unknown) => logger.warn({ err }, 'bus close failed'));
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
      };
      runtimes.push(runtime);
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

    @Module({ imports: definitions.map((d, i) => d.module(runtimes[i])) })
    class HostModule {}

    const adapter = new FastifyAdapter({
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: true,
      genReqId: () => randomUUID(),
    });
    const app = await NestFactory.create<NestFastifyApplication>(HostModule, adapter, {
      logger: new NestPinoLogger(logger),
      bufferLogs: false,
    });
    const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
    instrument(fastify, metrics, logger);
    registerOperations(fastify, metrics, async () => {
      for (const s of stores) await s.ping();
      await bus!.ping();
    });
    const hosted = definitions.map((d) => d.name);
    for (const [i, definition] of definitions.entries())
      await definition.configureHttp?.(fastify, runtimes[i], hosted);

    app.setGlobalPrefix('api');
    app.useGlobalFilters(new ApiErrorFilter(logger));
    if (!hosted.includes('gateway')) {
      // Domain services verify the access token themselves; the gateway installs its own guard with session checks.
      app.useGlobalGuards(new AccessTokenGuard(app.get(Reflector), config.jwtSecret));
    }
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
    if (!route.startsWith('/health') && !route.startsWith('/metrics') && !route.startsWith('/ready')) {
      logger.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    }
    done();
  });
}

function registerOperations(
  fastify: FastifyInstance,
  metrics: Metrics,
  readiness: () => Promise<void>,
): void {
  fastify.get('/health', async () => ({ status: 'ok' }));
  fastify.get('/ready', async (_request, reply) => {
    try {
      await readiness();
      return { status: 'ready' };
    } catch (error) {
      return reply.status(503).send({ status: 'not-ready', reason: (error as Error).message });
    }
  });
  fastify.get('/metrics', async (_request, reply) => {
    void reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
