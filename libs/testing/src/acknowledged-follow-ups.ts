import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from './wait-for';

/*
 * "Nothing acknowledged is lost" (issue 22): commands are acknowledged (201/200), the processes are
 * killed with SIGKILL as the last answer arrives and restarted on the same data, and every follow-up of those
 * commands — notifications, change-log entries, webhook deliveries — must then arrive exactly once.
 * The same scenario runs against standalone (one process) and cluster mode on Kafka; the caller kills
 * and restarts. Everything is observed through the gateway's public API, as a user would.
 */

const PASSWORD = 'demo-password';
const COMMENTS = 20;
const WEBHOOK_TYPES = [
  'action-plans.comment.added.v1',
  'data-collection.response.reviewed.v1',
  'data-collection.response.published.v1',
  'data-collection.response.values-imported.v1',
] as const;

interface Counts {
  notifications: number;
  changeLog: number;
  deliveries: Record<string, number>;
}

/** The counts as text with sorted keys, so two counts compare whatever order they were filled in. */
const canonical = (c: Counts): string =>
  JSON.stringify({ ...c, deliveries: Object.fromEntries(Object.entries(c.deliveries).sort()) });

async function api<T>(
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

const login = async (gateway: string, email: string): Promise<string> =>
  (
    await api<{ accessToken: string }>(gateway, 'POST', '/api/auth/login', null, {
      email,
      password: PASSWORD,
    })
  ).accessToken;

/** A webhook receiver on 127.0.0.1: every request's `webhook-id` (one per delivery) and event type. */
async function startReceiver() {
  const received: Array<{ id: string; type: string }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string };
      received.push({ id: String(req.headers['webhook-id']), type: body.type });
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

export interface FollowUpScenario {
  /** Registers the webhook and waits until the services know the demo users (a first comment arrives). */
  prepare(gateway: string): Promise<void>;
  /** 20 comments, a review, a publish and an import at once, each acknowledged; `kill` as the last answer arrives. */
  actThenKill(gateway: string, kill: () => void): Promise<{ killedAfterMs: number }>;
  /** After the restart: every follow-up of the acknowledged commands, exactly once, within `timeoutMs`. */
  expectEachFollowUpOnce(gateway: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function acknowledgedFollowUps(): Promise<FollowUpScenario> {
  const receiver = await startReceiver();
  let webhookId = '';
  let before: Counts | null = null;

  /** Every page of a list endpoint (`page`/`perPage` with `meta.totalPages`). */
  const allPages = async <T>(gateway: string, path: string, token: string): Promise<T[]> => {
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
  };

  const counts = async (gateway: string): Promise<Counts> => {
    const gp = await login(gateway, 'gp@demo.test');
    const notifications = await allPages<{ eventType: string; recommendationId: number | null }>(
      gateway,
      '/api/notifications?actionPlanId=1',
      gp,
    );
    const changeLog = await allPages<{ eventType: string }>(gateway, '/api/changelog?actionPlanId=1', gp);
    // The delivery log comes 50 at a time (?offset=).
    const deliveries: Array<{ eventType: string; status: string }> = [];
    for (let offset = 0; ; offset += 50) {
      const page = await api<Array<{ eventType: string; status: string }>>(
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
      notifications: notifications.filter((n) => n.eventType === WEBHOOK_TYPES[0] && n.recommendationId === 1)
        .length,
      changeLog: changeLog.filter((e) => e.eventType === WEBHOOK_TYPES[0]).length,
      deliveries: delivered,
    };
  };

  return {
    async prepare(gateway) {
      const gp = await login(gateway, 'gp@demo.test');
      const pc = await login(gateway, 'pc@demo.test');
      const admin = await login(gateway, 'admin@demo.test');
      await api(gateway, 'PUT', '/api/api-keys/access/1', admin, { enabled: true });
      const hook = await api<{ id: string }>(gateway, 'POST', '/api/webhooks', gp, {
        url: receiver.url,
        events: WEBHOOK_TYPES,
      });
      webhookId = hook.id;
      // Until the directories know the demo users, a comment notifies nobody: comment until one does.
      await waitFor(
        async () => {
          await api(gateway, 'POST', '/api/action-plan-recommendations-comments/1', pc, {
            comment: 'warm-up',
          });
          const deadline = Date.now() + 3_000;
          while (Date.now() < deadline) {
            const now = await counts(gateway);
            if (now.notifications > 0 && now.changeLog > 0 && (now.deliveries[WEBHOOK_TYPES[0]] ?? 0) > 0)
              return true;
            await new Promise((r) => setTimeout(r, 100));
          }
          return false;
        },
        { timeoutMs: 90_000, intervalMs: 10, message: 'the first comment notifying the GP' },
      );
      // Settled: the warm-up's follow-ups have all arrived (the counts stop moving).
      let last = '';
      before = await waitFor(
        async () => {
          const now = await counts(gateway);
          const same = canonical(now) === last;
          last = canonical(now);
          return same ? now : null;
        },
        { timeoutMs: 30_000, intervalMs: 500, message: 'the warm-up follow-ups to settle' },
      );
    },

    async actThenKill(gateway, kill) {
      const gp = await login(gateway, 'gp@demo.test');
      const pc = await login(gateway, 'pc@demo.test');
      const responses = await api<Array<{ id: number; companyId: number; standardId: number }>>(
        gateway,
        'GET',
        '/api/responses?period=2025',
        gp,
      );
      const atlasSfdr = responses.find((r) => r.companyId === 3 && r.standardId === 8);
      const northwindEsg = responses.find((r) => r.companyId === 2 && r.standardId === 1);
      if (!atlasSfdr || !northwindEsg)
        throw new Error('the demo responses of Atlas (SFDR 2025) and Northwind (ESG 2025) are missing');
      type Section = { metrics: Array<{ code: string; value: unknown }>; sections: Section[] };
      const detail = await api<{ sections: Section[] }>(gateway, 'GET', `/api/responses/${atlasSfdr.id}`, gp);
      const codes = new Set<string>();
      const collect = (s: Section): void => {
        for (const m of s.metrics) if (m.value) codes.add(m.code);
        s.sections.forEach(collect);
      };
      detail.sections.forEach(collect);
      const decisions = [...codes].map((metricCode) => ({ metricCode, verdict: 'accepted' }));
      const csv =
        'COMPOUND_ID,REPORTING_PERIOD,UNIT,VALUE,STATUS,COMMENTS\ntotal_ftes_end_of_report_year,2025,,207,provided,\n';
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'export.csv');

      // All at once, as a busy team would: the consumers have a backlog when the process dies.
      await Promise.all([
        ...Array.from({ length: COMMENTS }, (_, i) =>
          api(gateway, 'POST', '/api/action-plan-recommendations-comments/1', pc, {
            comment: `acknowledged ${i + 1}`,
          }),
        ),
        (async () => {
          await api(gateway, 'POST', `/api/responses/${atlasSfdr.id}/review`, gp, { decisions });
          await api(gateway, 'POST', `/api/responses/${atlasSfdr.id}/publish`, gp, {});
        })(),
        api(gateway, 'POST', `/api/responses/${northwindEsg.id}/import`, pc, form),
      ]);
      // The report killed 30–60 ms after the answer; on an idle machine the consumers had often
      // caught up by then, so the process dies at once here: the hardest case, every follow-up in flight.
      const answeredAt = Date.now();
      kill();
      const killedAfterMs = Date.now() - answeredAt;
      return { killedAfterMs };
    },

    async expectEachFollowUpOnce(gateway, timeoutMs = 20_000) {
      if (!before) throw new Error('prepare() first');
      const expected: Counts = {
        notifications: before.notifications + COMMENTS,
        changeLog: before.changeLog + COMMENTS,
        deliveries: {
          ...before.deliveries,
          [WEBHOOK_TYPES[0]]: (before.deliveries[WEBHOOK_TYPES[0]] ?? 0) + COMMENTS,
          [WEBHOOK_TYPES[1]]: (before.deliveries[WEBHOOK_TYPES[1]] ?? 0) + 1,
          [WEBHOOK_TYPES[2]]: (before.deliveries[WEBHOOK_TYPES[2]] ?? 0) + 1,
          [WEBHOOK_TYPES[3]]: (before.deliveries[WEBHOOK_TYPES[3]] ?? 0) + 1,
        },
      };
      let seen: Counts | null = null;
      await waitFor(
        async () => {
          seen = await counts(gateway);
          return canonical(seen) === canonical(expected);
        },
        {
          timeoutMs,
          intervalMs: 250,
          message: () =>
            `every follow-up once: expected ${canonical(expected)}, saw ${seen ? canonical(seen) : 'nothing'}`,
        },
      );
      // And nothing more arrives after a moment (a doubled follow-up would come late).
      await new Promise((r) => setTimeout(r, 1_000));
      expect(canonical(await counts(gateway))).toBe(canonical(expected));
      // Each delivery reached the receiver, under its own id (a retried send repeats its id).
      const ids = new Set(receiver.received.map((r) => r.id));
      const deliveries = Object.values(expected.deliveries).reduce((sum, n) => sum + n, 0);
      expect(ids.size).toBe(deliveries);
    },

    close: () => receiver.close(),
  };
}
