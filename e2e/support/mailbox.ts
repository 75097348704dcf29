import { readdir, readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STATE_FILE, type ServerState } from '../server-state';

/** A mail the standalone gateway wrote to `${DATA_DIR}/mailbox/<time>-<id>.json`. */
export interface MailboxMail {
  to: string;
  subject: string;
  text: string;
}

function mailboxFolder(): string {
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ServerState;
  if (!state.dataDir) throw new Error('The mailbox is only readable when the global setup started the app');
  return path.join(state.dataDir, 'mailbox');
}

/** Waits (polling, with a deadline) for the newest mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<MailboxMail> {
  const folder = mailboxFolder();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()) {
      const mail = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as MailboxMail;
      if (mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} in ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The path and query of the first link to `route` in a mail (the link's host is the app's). */
export function linkIn(mail: MailboxMail, route: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${route}\\?token=[\\w%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${route} link in:\n${mail.text}`);
  return match[1];
}
