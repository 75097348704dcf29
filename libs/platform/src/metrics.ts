import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BusMetrics, OutboxRelayMetrics } from '@esg/messaging';

/** Prometheus metrics of one process: HTTP latency, events published/consumed/failed, consumer lag. */
export class Metrics implements BusMetrics {
  /** Per-store relay metrics: how old the oldest event of each published batch was. */
  readonly relay: (store: string) => OutboxRelayMetrics;
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly eventsPublished: Counter<'topic'>;
  private readonly eventsConsumed: Counter<'topic' | 'group'>;
  private readonly eventsFailed: Counter<'topic' | 'group'>;
  private readonly eventsDeadLettered: Counter<'topic' | 'group'>;
  private readonly consumerLag: Gauge<'topic' | 'group'>;
  private readonly relayLag: Histogram<'store'>;
  private readonly relayFailures: Counter<'store'>;

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    this.eventsPublished = new Counter({
      name: 'events_published_total',
      help: 'Integration events published to the bus',
      labelNames: ['topic'],
      registers: [this.registry],
    });
    this.eventsConsumed = new Counter({
      name: 'events_consumed_total',
      help: 'Integration events handled successfully',
      labelNames: ['topic', 'group'],
      registers: [this.registry],
    });
    this.eventsFailed = new Counter({
      name: 'events_failed_total',
      help: 'Integration event deliveries whose handler failed',
      labelNames: ['topic', 'group'],
      registers: [this.registry],
    });
    this.eventsDeadLettered = new Counter({
      name: 'events_dead_lettered_total',
      help: 'Integration events moved to a dead-letter stream',
      labelNames: ['topic', 'group'],
      registers: [this.registry],
    });
    this.consumerLag = new Gauge({
      name: 'consumer_lag',
      help: 'Events not yet handled by a consumer group',
      labelNames: ['topic', 'group'],
      registers: [this.registry],
    });
    this.relayLag = new Histogram({
      name: 'outbox_relay_lag_seconds',
      help: 'Age of the oldest event of each batch the outbox relay published',
      labelNames: ['store'],
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30],
      registers: [this.registry],
    });
    this.relayFailures = new Counter({
      name: 'outbox_relay_failures_total',
      help: 'Outbox relay publish attempts that failed (retried with backoff)',
      labelNames: ['store'],
      registers: [this.registry],
    });
    this.relay = this.initRelay();
  }

  private initRelay(): (store: string) => OutboxRelayMetrics {
    return (store) => ({
      relayed: (_count, lagMs) => this.relayLag.observe({ store }, lagMs / 1000),
      relayFailed: () => this.relayFailures.inc({ store }),
    });
  }

  published(topic: string, count: number): void {
    this.eventsPublished.inc({ topic }, count);
  }
  consumed(topic: string, group: string): void {
    this.eventsConsumed.inc({ topic, group });
  }
  failed(topic: string, group: string): void {
    this.eventsFailed.inc({ topic, group });
  }
  deadLettered(topic: string, group: string): void {
    this.eventsDeadLettered.inc({ topic, group });
  }
  lag(topic: string, group: string, lag: number): void {
    this.consumerLag.set({ topic, group }, lag);
  }
}
