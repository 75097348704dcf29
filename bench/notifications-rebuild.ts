/**
 * Projection rebuild throughput: 100,000 action-plans events replayed into the notifications and
 * change-log projections (with the directory they read: recipients checked, inbox and checkpoint
 * written, as `npm run rebuild` does), against a baseline of raw inserts of the same rows (the
 * documents and inbox entries the replay wrote) into the same SQLite database with prepared
 * statements, in transactions of the same size. Target: ≥ 30% of the baseline. BENCH_EVENTS overrides.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { SqliteStore, inTransaction } from '@esg/persistence';
import { DEMO_USERS } from '@esg/platform';
import { notificationsMigrations, PROJECTIONS, replay } from '@esg/notifications';
import { appendReport, fmt, machine } from './notifications-support/standalone';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const BATCH = 500;
const TABLES = [
  'c_users',
  'c_companies',
  'c_plans',
  'c_notifications',
  'c_notification_counters',
  'c_changelog',
  'c_projection_checkpoints',
];

/** Events of the spine's shape: every tenth creates a plan, the rest are recommendation changes and comments. */
function history(): CloudEvent[] {
  const events: CloudEvent[] = DEMO_USERS.map((u) =>
    createEvent({
      type: 'gateway.user.registered.v1',
      source: 'gateway',
      subject: u.id,
      data: {
        userId: u.id,
        companyId: u.company_id,
        role: u.role,
        permission: u.permission,
        email: u.email,
        name: u.name,
      },
    }),
  );
  const ref = (planId: number, actorId: number) => ({
    planId,
    portfolioCompanyId: 2,
    gpCompanyId: 1,
    actorId,
    concernedUserIds: [2, 4, 6, 7].filter((u) => u !== actorId),
  });
  for (let i = 0; events.length < EVENTS; i++) {
    const planId = Math.floor(i / 10) + 1;
    const rec = { recommendationId: planId * 10 + (i % 3), recommendationTitle: `Recommendation ${i % 3}` };
    const kind = i % 10;
    const base = { source: 'action-plans', companyId: 2 } as const;
    if (kind === 0) {
      events.push(
        createEvent({
          ...base,
          type: 'action-plans.plan.created.v1',
          subject: planId,
          actorId: 2,
          data: {
            ...ref(planId, 2),
            title: `Plan ${planId}`,
            status: 'sent',
            reportingCycle: 'annually',
            year: 2025,
            esAdvisorUserId: 7,
            assignedUserIds: [4],
            relatedPlanId: null,
          },
        }),
      );
    } else if (kind % 2) {
      events.push(
        createEvent({
          ...base,
          type: 'action-plans.recommendation.status-changed.v1',
          subject: rec.recommendationId,
          actorId: 4,
          data: { ...ref(planId, 4), ...rec, before: 'in-progress', after: 'submitted' },
        }),
      );
    } else {
      events.push(
        createEvent({
          ...base,
          type: 'action-plans.comment.added.v1',
          subject: rec.recommendationId,
          actorId: 2,
          data: { ...ref(planId, 2), ...rec, commentId: i, comment: `Comment ${i}` },
        }),
      );
    }
  }
  return events;
}

async function main(): Promise<void> {
  const events = history();
  const dir = mkdtempSync(join(tmpdir(), 'esg-bench-rebuild-'));
  const file = join(dir, 'notifications.db');
  try {
    const store = SqliteStore.open({ file, migrations: notificationsMigrations });
    const projected = await replay(store, PROJECTIONS, events);
    await store.close();

    // The rows the replay wrote, then the same rows inserted raw into the same (emptied) database.
    const db = new DatabaseSync(file);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    const rows = TABLES.map((t) => ({
      table: t,
      rows: db.prepare(`SELECT id, body FROM ${t}`).all() as Array<{ id: string; body: string }>,
    }));
    const inbox = db.prepare('SELECT consumer, event_id, processed_at FROM inbox').all() as Array<{
      consumer: string;
      event_id: string;
      processed_at: string;
    }>;
    for (const t of TABLES) db.exec(`DELETE FROM ${t}`);
    db.exec('DELETE FROM inbox');
    const total = rows.reduce((n, r) => n + r.rows.length, 0) + inbox.length;
    const inserts = rows.map((r) => ({
      insert: db.prepare(`INSERT INTO ${r.table} (id, body) VALUES (?, ?)`),
      rows: r.rows,
    }));
    const inboxInsert = db.prepare('INSERT INTO inbox (consumer, event_id, processed_at) VALUES (?, ?, ?)');
    const batches = Math.ceil(events.length / BATCH);
    const start = performance.now();
    for (let b = 0; b < batches; b++) {
      inTransaction(db, () => {
        for (const { insert, rows: list } of inserts) {
          const from = Math.floor((list.length * b) / batches);
          const to = Math.floor((list.length * (b + 1)) / batches);
          for (let i = from; i < to; i++) insert.run(list[i].id, list[i].body);
        }
        const from = Math.floor((inbox.length * b) / batches);
        const to = Math.floor((inbox.length * (b + 1)) / batches);
        for (let i = from; i < to; i++)
          inboxInsert.run(inbox[i].consumer, inbox[i].event_id, inbox[i].processed_at);
      });
    }
    const rawSeconds = (performance.now() - start) / 1000;
    db.close();

    const rate = events.length / projected.seconds;
    const rawRate = events.length / rawSeconds;
    const ratio = rate / rawRate;
    const notifications = rows.find((r) => r.table === 'c_notifications')!.rows.length;
    const changelog = rows.find((r) => r.table === 'c_changelog')!.rows.length;
    console.log(
      `rebuild ${fmt(rate)} events/s; raw inserts ${fmt(rawRate)} events/s; ratio ${ratio.toFixed(2)}`,
    );
    appendReport([
      `## Notifications: projection rebuild throughput — ${new Date().toISOString()}`,
      '',
      `${fmt(events.length)} events (user registrations, plan creations, recommendation status changes, comments) replayed by`,
      `\`replay()\` (what \`npm run rebuild -- all\` runs) into directory + notifications + change log: ${fmt(notifications)} notifications,`,
      `${fmt(changelog)} change-log entries, ${fmt(total)} rows with inbox entries. Baseline: the same rows inserted raw (node:sqlite`,
      `prepared statements) into the same database, ${fmt(batches)} transactions as the replay. Machine: ${machine()}.`,
      '',
      '| Path | events/s | seconds |',
      '| --- | ---: | ---: |',
      `| (a) replay into the projections | ${fmt(rate)} | ${projected.seconds.toFixed(2)} |`,
      `| (b) baseline: raw inserts of the same rows | ${fmt(rawRate)} | ${rawSeconds.toFixed(2)} |`,
      '',
      `Ratio (a)/(b): **${ratio.toFixed(2)}** (target ≥ 0.30).`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
