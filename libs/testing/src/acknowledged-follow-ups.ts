import {
  apiCall as api,
  canonicalCounts as canonical,
  followUpCounts,
  loginAs as login,
  registerWebhookAndWarmUp,
  settledCounts,
  startWebhookReceiver,
  type FollowUpCounts as Counts,
} from './follow-up-probe';
import { waitFor } from './wait-for';

/*
 * "Nothing acknowledged is lost" (issue 22): commands are acknowledged (201/200), the processes are
 * killed with SIGKILL as the last answer arrives and restarted on the same data, and every follow-up of those
 * commands — notifications, change-log entries, webhook deliveries — must then arrive exactly once.
 * The same scenario runs against standalone (one process) and cluster mode on Kafka; the caller kills
 * and restarts. Everything is observed through the gateway's public API, as a user would.
 */

const COMMENTS = 20;
const WEBHOOK_TYPES = [
  'action-plans.comment.added.v1',
  'data-collection.response.reviewed.v1',
  'data-collection.response.published.v1',
  'data-collection.response.values-imported.v1',
] as const;

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
  const receiver = await startWebhookReceiver();
  let webhookId = '';
  let before: Counts | null = null;
  const counts = (gateway: string): Promise<Counts> => followUpCounts(gateway, webhookId);

  return {
    async prepare(gateway) {
      const warm = await registerWebhookAndWarmUp(gateway, receiver, WEBHOOK_TYPES);
      webhookId = warm.webhookId;
      // Settled: every warm-up comment delivered to the new webhook, and the counts stop moving.
      before = await settledCounts(gateway, webhookId, {
        timeoutMs: 60_000,
        intervalMs: 1_000,
        until: (c) => (c.deliveries[WEBHOOK_TYPES[0]] ?? 0) === warm.warmUps,
      });
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
