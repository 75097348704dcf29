import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventData } from '@esg/contracts';
import { ManualClock } from '@esg/platform';
import { runReminders } from '../src/integration/reminders.scheduler';
import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

type Reminder = EventData<'data-collection.response.reminder-sent.v1'>;
type Digest = EventData<'data-collection.response.digest-sent.v1'>;

/**
 * Automatic reminders and weekly digests, exactly once across restarts of the service on one SQLite
 * data folder, on a clock the test moves (ADR 0065). Demo data: Northwind's ESG 2025 is in progress,
 * due 31 March 2026; Helios's ESG 2025 requested, due 30 April 2026, its contributor (user 5)
 * assigned; Atlas's SFDR 2025 submitted to Evergreen. Default offsets: 7 days before, 1 and 7 after.
 */
describe('automatic reminders, exactly once across restarts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'esg-reminders-'));
  const clock = new ManualClock('2026-03-23T08:00:00Z'); // a Monday, ISO week 2026-W13
  let host: PortfolioHost | undefined;
  const settings = { daysBefore: [7], daysAfter: [1, 7] };

  const start = async () => {
    host = await startPortfolioHost({ dataDir, keepData: true, clock });
    return host;
  };
  const stop = async () => {
    await host?.dispose();
    host = undefined;
  };
  afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const reminders = async (h: PortfolioHost) =>
    (await h.events('data-collection.response.reminder-sent.v1')).map((e) => e.data as Reminder);
  const digests = async (h: PortfolioHost) =>
    (await h.events('data-collection.response.digest-sent.v1')).map((e) => e.data as Digest);

  it('sends each reminder and digest once, whatever restarts happen in between', async () => {
    // Monday 23 March: 8 days before Northwind's due date, nothing due; the week's digests go out.
    let h = await start();
    expect(await reminders(h)).toEqual([]);
    const week13 = await digests(h);
    expect(week13.map((d) => [d.userId, d.week, d.items.map((i) => `${i.action} ${i.companyName}`)])).toEqual(
      [
        [2, '2026-W13', ['review Atlas Logistics']],
        [4, '2026-W13', ['complete Northwind Renewables']],
        [5, '2026-W13', ['complete Helios Foods']],
      ],
    );

    // Restart on Tuesday 24 March: 7 days before, the reminder goes out once; no digest again.
    await stop();
    clock.set('2026-03-24T08:00:00Z');
    h = await start();
    const sent = await reminders(h);
    expect(sent.map((r) => [r.companyName, r.reason, r.days, r.recipients.map((u) => u.email)])).toEqual([
      ['Northwind Renewables', 'before_due', 7, ['pc@demo.test']],
    ]);
    expect(sent[0]).toMatchObject({ dueDate: '2026-03-31', sentBy: 0, sentAt: '2026-03-24T08:00:00.000Z' });
    expect(await digests(h)).toHaveLength(3);

    // Restart again the same day, and a pass on top: still one of each.
    await stop();
    h = await start();
    expect(await runReminders(h.runtimes[0].store, clock.now(), settings)).toEqual({
      reminders: 0,
      digests: 0,
    });
    expect(await reminders(h)).toHaveLength(1);
    expect(await digests(h)).toHaveLength(3);
  });

  it('sends a reminder once when two passes race (two replicas, one store)', async () => {
    const h = host!;
    clock.set('2026-04-01T08:00:00Z'); // a day after Northwind's due date; week 2026-W14
    const [a, b] = await Promise.all([
      runReminders(h.runtimes[0].store, clock.now(), settings),
      runReminders(h.runtimes[0].store, clock.now(), settings),
    ]);
    expect(a.reminders + b.reminders).toBe(1);
    expect(a.digests + b.digests).toBe(3);
    const after = (await reminders(h)).filter((r) => r.reason === 'after_due');
    expect(after.map((r) => r.key)).toEqual([`reminder|${after[0].responseId}|2026-03-31|after_due|1`]);
    expect(await digests(h)).toHaveLength(6);
  });

  it('follows the flags: no automatic reminder when the GP turns report_reminder_flag off', async () => {
    const h = host!;
    await h
      .call('gp@demo.test', 'patch', '/api/company/details/1')
      .send({ report_reminder_flag: false })
      .expect(200);
    clock.set('2026-04-07T08:00:00Z'); // 7 days after: would be due
    const counts = await runReminders(h.runtimes[0].store, clock.now(), settings);
    expect(counts.reminders).toBe(0);
    expect((await reminders(h)).filter((r) => r.days === 7 && r.reason === 'after_due')).toEqual([]);
    // Back on: the 7-day reminder goes out (once).
    await h
      .call('gp@demo.test', 'patch', '/api/company/details/1')
      .send({ report_reminder_flag: true })
      .expect(200);
    expect((await runReminders(h.runtimes[0].store, clock.now(), settings)).reminders).toBe(1);
    expect((await runReminders(h.runtimes[0].store, clock.now(), settings)).reminders).toBe(0);
  });
});
