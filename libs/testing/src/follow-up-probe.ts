import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from './wait-for';

/*
 * What the cluster fault tests observe, all through the gateway's public API as a user (and a
 * company's webhook receiver) would: the follow-ups of comments on recommendation 1 of the demo plan —
 * the GP's notifications, the plan's change-log entries — and the webhook deliveries of a company, by
 * event type. A follow-up lost or doubled shows as a count that is off.
 */

const DEMO_PASSWORD = 'demo-password';

/** One call of the API: the response's `data`, or an error naming the call and the status. */
export async function apiCall<T>(
  gateway: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  expected = [200, 201],
): Promise<T> {
  const init: RequestInit = {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  };
  const response = await fetch(`${gateway}${path}`, init);
  const text = await response.text();
  if (!expected.includes(response.status))
    throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

export const loginAs = async (gateway: string, email: string): Promise<string> =>
  (
    await apiCall<{ accessToken: string }>(gateway, 'POST', '/api/auth/login', null, {
      email,
      password: DEMO_PASSWORD,
    })
  ).accessToken;

/** A CloudEvent as a webhook delivers it (JSON, extensions as attributes). */
export interface DeliveredEvent {
  id: string;
  type: string;
  subject?: string;
  causationid?: string;
  data: Record<string, unknown>;
}

export interface WebhookReceiver {
  url: string;
  /** Every request: its `webhook-id` (one per delivery; a retried send repeats it) and its event. */
  received: Array<{ id: string; type: string; event: DeliveredEvent }>;
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1 that answers 204 to everything. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: WebhookReceiver['received'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as DeliveredEvent;
      received.push({ id: String(req.headers['webhook-id']), type: event.type, event });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/esg`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const COMMENT_ADDED = 'action-plans.comment.added.v1';

export interface FollowUpCounts {
  /** The GP's notifications of comments on recommendation 1. */
  notifications: number;
  /** Change-log entries of comments on plan 1. */
  changeLog: number;
  /** Deliveries of one webhook that reached the receiver, by event type. */
  deliveries: Record<string, number>;
}

/** The counts as text with sorted keys, so two counts compare whatever order they were filled in. */
export const canonicalCounts = (c: FollowUpCounts): string =>
  JSON.stringify({ ...c, deliveries: Object.fromEntries(Object.entries(c.deliveries).sort()) });

/** Every page of a list endpoint (`page`/`perPage` with `meta.totalPages`). */
export async function allPages<T>(gateway: string, path: string, token: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${gateway}${path}&perPage=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    const body = (await response.json()) as { data: T[]; meta?: { totalPages?: number } };
    out.push(...body.data);
    if (page >= (body.meta?.totalPages ?? 1)) return out;
  }
}

/** The follow-ups as the GP sees them now, and the deliveries of `webhookId`. */
export async function followUpCounts(gateway: string, webhookId: string): Promise<FollowUpCounts> {
  const gp = await loginAs(gateway, 'gp@demo.test');
  const notifications = await allPages<{ eventType: string; recommendationId: number | null }>(
    gateway,
    '/api/notifications?actionPlanId=1',
    gp,
  );
  const changeLog = await allPages<{ eventType: string }>(gateway, '/api/changelog?actionPlanId=1', gp);
  // The delivery log comes 50 at a time (?offset=).
  const deliveries: Array<{ eventType: string; status: string }> = [];
  for (let offset = 0; ; offset += 50) {
    const page = await apiCall<Array<{ eventType: string; status: string }>>(
      gateway,
      'GET',
      `/api/webhooks/${webhookId}/deliveries?offset=${offset}`,
      gp,
    );
    deliveries.push(...page);
    if (page.length < 50) break;
  }
  const delivered: Record<string, number> = {};
  for (const d of deliveries)
    if (d.status === 'delivered') delivered[d.eventType] = (delivered[d.eventType] ?? 0) + 1;
  return {
    notifications: notifications.filter((n) => n.eventType === COMMENT_ADDED && n.recommendationId === 1)
      .length,
    changeLog: changeLog.filter((e) => e.eventType === COMMENT_ADDED).length,
    deliveries: delivered,
  };
}

/**
 * Counts once they have stopped moving (two reads `intervalMs` apart agree) and `until` holds: on a
 * loaded machine one path (a webhook delivery, say) can lag the others by more than the interval.
 */
export async function settledCounts(
  gateway: string,
  webhookId: string,
  options: { timeoutMs?: number; intervalMs?: number; until?: (counts: FollowUpCounts) => boolean } = {},
): Promise<FollowUpCounts> {
  let last = '';
  return waitFor(
    async () => {
      const now = await followUpCounts(gateway, webhookId);
      const same = canonicalCounts(now) === last;
      last = canonicalCounts(now);
      return same && (options.until?.(now) ?? true) ? now : null;
    },
    {
      timeoutMs: options.timeoutMs ?? 30_000,
      intervalMs: options.intervalMs ?? 500,
      message: () => `the follow-ups to settle (last ${last})`,
    },
  );
}

/**
 * Registers a webhook of the GP's company for `events` (opening the company's public API first, as
 * webhooks require) and comments until the services know the demo users: a comment then notifies the
 * GP, enters the change log and reaches the receiver. Returns the webhook and how many warm-up comments
 * it took (each of them is delivered to the new webhook, the last ones perhaps later).
 */
export async function registerWebhookAndWarmUp(
  gateway: string,
  receiver: WebhookReceiver,
  events: readonly string[],
): Promise<{ webhookId: string; warmUps: number }> {
  const gp = await loginAs(gateway, 'gp@demo.test');
  const pc = await loginAs(gateway, 'pc@demo.test');
  const admin = await loginAs(gateway, 'admin@demo.test');
  await apiCall(gateway, 'PUT', '/api/api-keys/access/1', admin, { enabled: true });
  const hook = await apiCall<{ id: string }>(gateway, 'POST', '/api/webhooks', gp, {
    url: receiver.url,
    events,
  });
  let warmUps = 0;
  await waitFor(
    async () => {
      await apiCall(gateway, 'POST', '/api/action-plan-recommendations-comments/1', pc, {
        comment: 'warm-up',
      });
      warmUps++;
      const deadline = Date.now() + 3_000;
      while (Date.now() < deadline) {
        const now = await followUpCounts(gateway, hook.id);
        if (now.notifications > 0 && now.changeLog > 0 && (now.deliveries[COMMENT_ADDED] ?? 0) > 0)
          return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    },
    { timeoutMs: 90_000, intervalMs: 10, message: 'the first comment notifying the GP' },
  );
  return { webhookId: hook.id, warmUps };
}
