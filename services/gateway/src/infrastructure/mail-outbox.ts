import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Doc, Store, Transaction } from '@esg/persistence';
import type { OutgoingMail } from '../domain/mails';
import type { Mailer } from './mailer';

/**
 * Mail leaves through an outbox, like events: a use case queues it in the transaction of its state
 * change (no mail for a rolled-back invitation, no lost mail for a committed one), and the dispatcher
 * sends it after the commit, retrying failures. Once sent, the body (which holds a one-time link) is
 * dropped from the store.
 */
export interface QueuedMail extends Doc, OutgoingMail {
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

const MAX_ATTEMPTS = 8;
const RETRY_INTERVAL_MS = 15_000;

export async function queueMail(tx: Transaction, mail: OutgoingMail): Promise<void> {
  const queued: QueuedMail = {
    id: randomUUID(),
    ...mail,
    status: 'pending',
    attempts: 0,
    createdAt: new Date().toISOString(),
    sentAt: null,
    lastError: null,
  };
  await tx.insert('outgoing_mail', queued);
}

export class MailDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: Store,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  /** Retries pending mail periodically (a relay that was down, a crash between commit and send). */
  start(): void {
    this.timer ??= setInterval(() => void this.flush(), RETRY_INTERVAL_MS);
    this.timer.unref();
    void this.flush();
  }

  /** Sends every pending mail; concurrent calls share one run (and trigger one more pass). */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.sendPending();
      } while (this.again);
    })()
      .catch((err: unknown) => this.logger.error({ err }, 'mail dispatch failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.mailer.close();
  }

  private async sendPending(): Promise<void> {
    const pending = await this.store.find<QueuedMail>(
      'outgoing_mail',
      { status: 'pending' },
      { sort: [['createdAt', 'asc']], limit: 50 },
    );
    for (const mail of pending) {
      try {
        await this.mailer.send(mail);
        await this.store.transaction(async (tx) => {
          await tx.put('outgoing_mail', {
            ...mail,
            text: '',
            status: 'sent',
            attempts: mail.attempts + 1,
            sentAt: new Date().toISOString(),
          });
        });
        this.logger.info({ mailId: mail.id, subject: mail.subject }, 'mail sent');
      } catch (error) {
        const attempts = mail.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        await this.store.transaction(async (tx) => {
          await tx.put('outgoing_mail', {
            ...mail,
            attempts,
            status: failed ? 'failed' : 'pending',
            lastError: (error as Error).message,
          });
        });
        this.logger.error(
          { err: error, mailId: mail.id, attempts },
          failed ? 'mail given up' : 'mail not sent; will retry',
        );
      }
    }
  }
}
