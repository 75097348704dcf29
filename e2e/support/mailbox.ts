import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { currentApp } from '../fixtures';

/** A mail the standalone gateway wrote to `${DATA_DIR}/mailbox/<time>-<id>.json`. */
export interface MailboxMail {
  to: string;
  subject: string;
  text: string;
}

function mailboxFolder(): string {
  const { dataDir } = currentApp();
  if (!dataDir)
    throw new Error(
      'The mailbox is only readable when the tests started the app (or E2E_DATA_DIR names its folder)',
    );
  return path.join(dataDir, 'mailbox');
}

/** Waits (polling, with a deadline) for the newest mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<MailboxMail> {
  const folder = mailboxFolder();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(folder).catch(() => [] as string[]);
    // A file that does not parse yet is read again on the next round, until the deadline (the gateway
    // renames each mail into place whole, so this is only a guard for files written otherwise).
    const unreadable: string[] = [];
    for (const name of names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()) {
      const mail = await readMail(path.join(folder, name));
      if (!mail) unreadable.push(name);
      else if (mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) {
      const partial = unreadable.length > 0 ? ` (unreadable: ${unreadable.join(', ')})` : '';
      throw new Error(`No mail to ${to} matching ${subject} in ${folder}${partial}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A mail file, or null while it is missing or not yet whole JSON. */
async function readMail(file: string): Promise<MailboxMail | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as MailboxMail;
  } catch {
    return null;
  }
}

/** The path and query of the first link to `route` in a mail (the link's host is the app's). */
export function linkIn(mail: MailboxMail, route: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${route}\\?token=[\\w%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${route} link in:\n${mail.text}`);
  return match[1];
}
