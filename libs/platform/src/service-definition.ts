import type { DynamicModule } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { EventBus } from '@esg/messaging';
import type { FileStore, Migration, Store } from '@esg/persistence';
import type { Clock } from './clock';
import type { AppConfig, ServiceName } from './config';
import type { DeclaredErrors } from './domain-error';
import type { AccessChecks } from './http/access-token.guard';
import type { Metrics } from './metrics';
import type { RateLimits } from './rate-limits/rate-limits';

/** What a service is given by the process that hosts it (standalone: one of six; cluster: alone). */
export interface ServiceRuntime {
  service: ServiceName;
  config: AppConfig;
  store: Store;
  /** Uploaded file contents (metadata stays in the store). */
  files: FileStore;
  bus: EventBus;
  logger: Logger;
  metrics: Metrics;
  /** The process's rate-limit factory: Redis-backed in cluster and production, memory in standalone. */
  rateLimits: RateLimits;
  /** The time services read; absent means the system clock (`clockOf`). Tests pass their own. */
  clock?: Clock;
}

export interface Closeable {
  close(): Promise<void>;
}

/**
 * A service as a host sees it. The same definition runs in every mode; only the runtime's adapters differ.
 */
export interface ServiceDefinition {
  name: ServiceName;
  migrations: readonly Migration[];
  /** The service's domain error codes and their HTTP statuses (domain/<svc>.errors.ts). */
  errors: DeclaredErrors;
  module(runtime: ServiceRuntime): DynamicModule;
  /** Reference data every deployment needs (catalogues), written at every start; must be idempotent. */
  referenceData?(runtime: ServiceRuntime): Promise<void>;
  /** Demo data, never in production; must be idempotent. */
  seed?(runtime: ServiceRuntime): Promise<void>;
  /** Event consumers (projections, process managers), started after the stores and the bus. */
  consumers?(runtime: ServiceRuntime): Promise<Closeable[]>;
  /**
   * The checks every authenticated request of the process passes besides its token (the gateway's live
   * session and X-Company-ID scope): the host's guard and its plain routes use them alike (ADR 0133).
   */
  accessChecks?(runtime: ServiceRuntime): AccessChecks;
  /** Fastify plugins the service needs before routes are registered (the gateway's static files, proxy, cookies). */
  configureHttp?(
    fastify: FastifyInstance,
    runtime: ServiceRuntime,
    hosted: readonly ServiceName[],
  ): Promise<void>;
}
