import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  type WebhookAttempt,
} from '@esg/contracts';
import { clockOf, type ServiceRuntime } from '@esg/platform';
import { openSecret } from './webhook-secrets';
import { signWebhook } from './webhook-signature';
import {
  connectRefusal,
  guardedLookup,
  targetPolicyFor,
  type Resolve,
  type TargetPolicy,
} from './webhook-targets';
import {
  ATTEMPT_LOG_LENGTH,
  WEBHOOK_DELIVERIES,
  WEBHOOKS,
  type WebhookDeliveryDoc,
  type WebhookDoc,
} from './webhooks.domain';

/** How long one attempt may take before it counts as failed. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/**
 * A claim outlives any attempt; a sender that died releases its deliveries when it runs out (another
 * replica, or the sender restarted, sends them then: within 20 s of a crash, issue 22).
 */
const LEASE_MS = 2 * ATTEMPT_TIMEOUT_MS;
/** How often every replica looks for due deliveries (retries, deliveries a crashed sender left). */
const POLL_INTERVAL_MS = 5_000;
const BATCH = 50;
const PARALLEL = 5;
/** Bytes of a receiver's answer read (and dropped): the status is what counts. */
const MAX_ANSWER_BYTES = 64 * 1024;

interface AttemptOutcome {
  responseStatus: number | null;
  error: string | null;
}

const ok = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Sends queued webhook deliveries (ADR 0077). The schedule is in the store (`nextAttemptAt`), so a
 * restart loses nothing: any replica's next pass picks up what is due. A delivery is claimed in a
 * transaction (a lease) before it is sent, so two replicas never send it at once; a sender that dies
 * mid-attempt leaves the lease to run out and the delivery is sent again (at least once: receivers
 * deduplicate on `webhook-id`). Success is a 2xx answer; anything else is retried after
 * WEBHOOK_RETRY_DELAYS_SECONDS, and dead-lettered (status failed) after WEBHOOK_MAX_ATTEMPTS in a row.
 */
export class WebhookDispatcher {
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly policy: TargetPolicy;

  constructor(
    private readonly runtime: ServiceRuntime,
    private readonly resolve?: Resolve,
  ) {
    this.policy = targetPolicyFor(runtime.config.mode);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), POLL_INTERVAL_MS);
    this.timer.unref();
    void this.releaseLeasesOfTheDead()
      .catch((err: unknown) => this.runtime.logger.warn({ err }, 'releasing webhook leases failed'))
      .then(() => this.flush());
  }

  /**
   * In standalone mode this process is the only sender of its data folder: a lease found at start was
   * taken by a previous life of it that died mid-attempt, and its delivery is sent now rather than
   * when the lease runs out. Elsewhere other replicas may be sending: their leases are left to run out.
   */
  private async releaseLeasesOfTheDead(): Promise<void> {
    if (this.runtime.config.mode !== 'standalone') return;
    await this.runtime.store.transaction(async (tx) => {
      const leased = await tx.find<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES, {
        status: 'pending',
        leaseUntil: { ne: null },
      });
      await tx.putMany(
        WEBHOOK_DELIVERIES,
        leased.map((d) => ({ ...d, leaseUntil: null })),
      );
    });
  }

  /** One pass over the due deliveries; concurrent calls share it (and ask for one more). Resolves to those attempted. */
  flush(): Promise<number> {
    if (this.closed) return Promise.resolve(0);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let attempted = 0;
      do {
        this.again = false;
        attempted += await this.sendDue();
      } while (this.again);
      return attempted;
    })()
      .catch((err: unknown) => {
        this.runtime.logger.error({ err }, 'webhook dispatch failed');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private now(): Date {
    return clockOf(this.runtime).now();
  }

  private async sendDue(): Promise<number> {
    const now = this.now().toISOString();
    const queued = await this.runtime.store.find<WebhookDeliveryDoc>(
      WEBHOOK_DELIVERIES,
      // A paused webhook's deliveries have no next attempt until it is active again.
      { status: 'pending', nextAttemptAt: { ne: null } },
      { sort: [['nextAttemptAt', 'asc']], limit: BATCH },
    );
    const due = queued.filter((d) => d.nextAttemptAt !== null && d.nextAttemptAt <= now);
    let attempted = 0;
    for (let i = 0; i < due.length; i += PARALLEL) {
      const results = await Promise.all(due.slice(i, i + PARALLEL).map((d) => this.deliver(d.id)));
      attempted += results.filter(Boolean).length;
    }
    return attempted;
  }

  /** Claims, sends and records one delivery; false when it was not ours to send. */
  private async deliver(deliveryId: string): Promise<boolean> {
    const claimed = await this.claim(deliveryId);
    if (!claimed) return false;
    const { delivery, hook } = claimed;
    const at = this.now();
    const outcome = await this.send(delivery, hook, at);
    await this.record(deliveryId, at, outcome);
    return true;
  }

  private async claim(
    deliveryId: string,
  ): Promise<{ delivery: WebhookDeliveryDoc; hook: WebhookDoc } | null> {
    const now = this.now();
    const iso = now.toISOString();
    return this.runtime.store.transaction(async (tx) => {
      const delivery = await tx.get<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES, deliveryId);
      if (!delivery || delivery.status !== 'pending' || delivery.nextAttemptAt === null) return null;
      if (delivery.nextAttemptAt > iso || (delivery.leaseUntil !== null && delivery.leaseUntil > iso))
        return null;
      const hook = await tx.get<WebhookDoc>(WEBHOOKS, delivery.webhookId);
      if (!hook || !hook.active) return null;
      await tx.put(WEBHOOK_DELIVERIES, {
        ...delivery,
        leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
      });
      return { delivery, hook };
    });
  }

  private async send(delivery: WebhookDeliveryDoc, hook: WebhookDoc, at: Date): Promise<AttemptOutcome> {
    let secret: string;
    try {
      secret = openSecret(hook.secret, this.runtime.config.jwt);
    } catch (error) {
      return { responseStatus: null, error: (error as Error).message };
    }
    const url = new URL(hook.url);
    const refused = connectRefusal(url, this.policy);
    if (refused) return { responseStatus: null, error: refused };
    const timestamp = Math.floor(at.getTime() / 1000);
    const headers = {
      'content-type': 'application/cloudevents+json; charset=utf-8',
      'content-length': String(Buffer.byteLength(delivery.body)),
      'user-agent': 'esg-platform-webhooks/1',
      [WEBHOOK_HEADERS.id]: delivery.id,
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: signWebhook(secret, delivery.id, timestamp, delivery.body),
    };
    const options: RequestOptions = {
      method: 'POST',
      headers,
      timeout: ATTEMPT_TIMEOUT_MS,
      lookup: guardedLookup(this.policy, this.resolve),
    };
    return new Promise<AttemptOutcome>((resolve) => {
      const onResponse = (res: IncomingMessage) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        const status = res.statusCode ?? null;
        const done = () =>
          resolve({ responseStatus: status, error: ok(status) ? null : `The receiver answered ${status}` });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      };
      const req =
        url.protocol === 'https:'
          ? httpsRequest(url, options, onResponse)
          : httpRequest(url, options, onResponse);
      req.on('timeout', () => req.destroy(new Error(`No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`)));
      req.on('error', (error: Error) => resolve({ responseStatus: null, error: error.message }));
      req.end(delivery.body);
    });
  }

  private async record(deliveryId: string, at: Date, outcome: AttemptOutcome): Promise<void> {
    const delivered = ok(outcome.responseStatus);
    await this.runtime.store.transaction(async (tx) => {
      const current = await tx.get<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES, deliveryId);
      if (!current) return; // the webhook was deleted meanwhile
      const failuresInRow = delivered ? 0 : current.failuresInRow + 1;
      const dead = !delivered && failuresInRow >= WEBHOOK_MAX_ATTEMPTS;
      const delaySeconds = WEBHOOK_RETRY_DELAYS_SECONDS[failuresInRow - 1] ?? 0;
      const attempt: WebhookAttempt = { at: at.toISOString(), ...outcome };
      await tx.put<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES, {
        ...current,
        status: delivered ? 'delivered' : dead ? 'failed' : 'pending',
        attempts: current.attempts + 1,
        failuresInRow,
        responseStatus: outcome.responseStatus,
        lastError: outcome.error,
        nextAttemptAt: delivered || dead ? null : new Date(at.getTime() + delaySeconds * 1000).toISOString(),
        leaseUntil: null,
        lastAttemptAt: at.toISOString(),
        deliveredAt: delivered ? at.toISOString() : current.deliveredAt,
        attemptLog: [...current.attemptLog, attempt].slice(-ATTEMPT_LOG_LENGTH),
      });
    });
    this.runtime.logger.info(
      { deliveryId, responseStatus: outcome.responseStatus, delivered },
      delivered ? 'webhook delivered' : 'webhook attempt failed',
    );
  }
}
