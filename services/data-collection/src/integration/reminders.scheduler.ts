import { createEvent, type EventData } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { clockOf, ConfigError, isoDay, type Clock, type Closeable, type ServiceRuntime } from '@esg/platform';
import { REMINDERS, sendReminder, type ReminderDoc } from '../application/reminders';
import { RESPONSES } from '../application/response-workspace';
import { namesOf } from '../application/transitions';
import type { Company } from '../domain/company';
import type { ResponseDoc } from '../domain/esg/response';
import {
  DEFAULT_REMINDER_SETTINGS,
  dueReminders,
  isoWeek,
  OWED_STATUSES,
  overdueDays,
  parseDays,
  type ReminderSettings,
} from '../domain/monitoring';
import { USER_DIRECTORY, type DirectoryUser } from '../infrastructure/user-directory';

/** The actor of what the platform does by itself (automatic reminders, digests). */
export const SYSTEM_ACTOR_ID = 0;

export interface ReminderSchedule extends ReminderSettings {
  /** How often the scheduler looks for due reminders. */
  intervalMinutes: number;
}

/** REMINDER_DAYS_BEFORE (default 7), REMINDER_DAYS_AFTER (default 1,7), REMINDER_INTERVAL_MINUTES (60). */
export function readReminderSchedule(env: NodeJS.ProcessEnv = process.env): ReminderSchedule {
  const days = (name: string, fallback: readonly number[]) => {
    try {
      return parseDays(env[name], fallback, name);
    } catch (err) {
      throw new ConfigError(name, (err as Error).message);
    }
  };
  const rawInterval = env.REMINDER_INTERVAL_MINUTES;
  const intervalMinutes = rawInterval === undefined || rawInterval === '' ? 60 : Number(rawInterval);
  if (!Number.isInteger(intervalMinutes) || intervalMinutes < 1 || intervalMinutes > 1440)
    throw new ConfigError(
      'REMINDER_INTERVAL_MINUTES',
      `must be whole minutes from 1 to 1440 (got "${rawInterval}")`,
    );
  return {
    daysBefore: days('REMINDER_DAYS_BEFORE', DEFAULT_REMINDER_SETTINGS.daysBefore),
    daysAfter: days('REMINDER_DAYS_AFTER', DEFAULT_REMINDER_SETTINGS.daysAfter),
    intervalMinutes,
  };
}

/**
 * One pass of the automatic reminders (ADR 0065), on the day the clock gives:
 * - before and after the due date of each response still owed, when the company that asked for the
 *   data has `report_reminder_flag` on (dueReminders decides which, by its once-only key);
 * - the weekly digest, once per user and ISO week, to the signed-in users of companies with
 *   `auto_mail_flag` on who have something waiting: their company's responses to complete (a
 *   contributor: those assigned to it), or for a GP's users its portfolio's responses to review.
 * Each reminder commits alone, its key with its event; a key already stored (an earlier pass, another
 * replica, a run before a restart) is skipped, and a concurrent duplicate fails its insert and rolls back.
 */
export async function runReminders(
  store: Store,
  now: Date,
  settings: ReminderSettings,
): Promise<{ reminders: number; digests: number }> {
  const today = isoDay(now);
  let reminders = 0;
  let digests = 0;
  const owed = await store.find<ResponseDoc>(RESPONSES, { status: { in: [...OWED_STATUSES] } });
  const companies = new Map<number, Company | null>();
  const company = async (id: number) => {
    if (!companies.has(id)) companies.set(id, await store.get<Company>('companies', String(id)));
    return companies.get(id) ?? null;
  };
  for (const response of owed) {
    if (!(await company(response.requesterCompanyId))?.report_reminder_flag) continue;
    const sent = new Set<string>();
    for (const { key } of dueReminders(response, today, settings, sent))
      if (await store.get(REMINDERS, key)) sent.add(key);
    for (const due of dueReminders(response, today, settings, sent)) {
      const done = await once(() =>
        store.transaction(async (tx) => {
          const current = await tx.get<ResponseDoc>(RESPONSES, response.id);
          if (!current || !OWED_STATUSES.includes(current.status) || current.dueDate !== response.dueDate)
            return false;
          const result = await sendReminder(
            tx,
            current,
            { key: due.key, reason: due.reason, days: due.days, note: null },
            SYSTEM_ACTOR_ID,
            now,
          );
          return result.sent;
        }),
      );
      if (done) reminders += 1;
    }
  }

  const week = isoWeek(today);
  const users = (await store.find<DirectoryUser>(USER_DIRECTORY)).filter(
    (u) => u.active && u.companyId !== null,
  );
  const allOpen = await store.find<ResponseDoc>(RESPONSES, {
    status: { in: [...OWED_STATUSES, 'submitted'] },
  });
  for (const user of users.sort((a, b) => a.userId - b.userId)) {
    const own = await company(user.companyId!);
    if (!own?.auto_mail_flag) continue;
    const key = `digest|${user.userId}|${week}`;
    if (await store.get(REMINDERS, key)) continue;
    const items = await digestItems(store, user, allOpen, today);
    if (items.length === 0) continue;
    const done = await once(() =>
      store.transaction(async (tx) => {
        if (await tx.get(REMINDERS, key)) return false;
        const sentAt = now.toISOString();
        const doc: ReminderDoc = {
          id: key,
          key,
          kind: 'digest',
          responseId: null,
          userId: user.userId,
          reason: 'weekly_digest',
          sentAt,
          sentBy: SYSTEM_ACTOR_ID,
          recipients: [user.userId],
        };
        await tx.insert(REMINDERS, doc);
        const data: EventData<'data-collection.response.digest-sent.v1'> = {
          userId: user.userId,
          email: user.email,
          name: user.name,
          companyId: user.companyId!,
          week,
          key,
          sentAt,
          items,
        };
        await tx.append([
          createEvent({
            type: 'data-collection.response.digest-sent.v1',
            source: 'data-collection',
            subject: user.userId,
            companyId: user.companyId!,
            actorId: SYSTEM_ACTOR_ID,
            data,
          }),
        ]);
        return true;
      }),
    );
    if (done) digests += 1;
  }
  return { reminders, digests };
}

type DigestItem = EventData<'data-collection.response.digest-sent.v1'>['items'][number];

async function digestItems(
  store: Store,
  user: DirectoryUser,
  open: readonly ResponseDoc[],
  today: string,
): Promise<DigestItem[]> {
  const items: DigestItem[] = [];
  for (const response of open) {
    let action: DigestItem['action'] | null = null;
    if (response.companyId === user.companyId && OWED_STATUSES.includes(response.status)) {
      const assigned = response.assignments.some((a) => a.userId === user.userId);
      if (user.permission === null || (user.permission === 'Contributor' && assigned)) action = 'complete';
    } else if (
      response.requesterCompanyId === user.companyId &&
      response.companyId !== user.companyId &&
      response.status === 'submitted' &&
      user.role === 'gp' &&
      user.permission === null
    ) {
      action = 'review';
    }
    if (!action) continue;
    const names = await namesOf(store, response);
    items.push({
      responseId: response.responseId,
      companyId: response.companyId,
      companyName: names.company,
      standardName: names.standard,
      period: response.period,
      status: response.status,
      dueDate: response.dueDate,
      overdueDays: overdueDays(response.status, response.dueDate, today),
      action,
    });
  }
  return items.sort((a, b) => b.overdueDays - a.overdueDays || a.responseId - b.responseId);
}

/** A transaction that lost a race for a key (STORE.DUPLICATE) did nothing: answer false. */
async function once(run: () => Promise<boolean>): Promise<boolean> {
  try {
    return await run();
  } catch (err) {
    if ((err as { code?: string }).code === 'STORE.DUPLICATE') return false;
    throw err;
  }
}

/**
 * Runs the reminders at start (awaited, so a restarted service catches up before it serves) and then
 * every `intervalMinutes`. Errors are logged; the next pass tries again.
 */
export async function startReminderScheduler(
  runtime: ServiceRuntime,
  schedule: ReminderSchedule = readReminderSchedule(),
  clock: Clock = clockOf(runtime),
): Promise<Closeable> {
  let running: Promise<void> | null = null;
  const pass = () => {
    running ??= runReminders(runtime.store, clock.now(), schedule)
      .then((counts) => {
        if (counts.reminders || counts.digests) runtime.logger.info(counts, 'reminders sent');
      })
      .catch((err: unknown) => runtime.logger.error({ err }, 'reminder pass failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  await pass();
  const timer = setInterval(() => void pass(), schedule.intervalMinutes * 60_000);
  timer.unref();
  return {
    close: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
