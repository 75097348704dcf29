import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { ServiceRuntime } from '@esg/platform';
import type { OutgoingMail } from '../domain/mails';

/** Where outgoing mail goes: the SMTP relay in production, files in DATA_DIR/mailbox elsewhere. */
export interface Mailer {
  send(mail: OutgoingMail & { id: string }): Promise<void>;
  close(): Promise<void>;
}

/**
 * Standalone and cluster: each mail becomes `<time>-<id>.json` (for tools and tests) and
 * `<time>-<id>.eml` (open it in any mail client) in DATA_DIR/mailbox. No server needed.
 */
export class MailboxFolderMailer implements Mailer {
  constructor(
    readonly folder: string,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMail & { id: string }): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const date = new Date();
    const base = `${date.toISOString().replace(/[:.]/g, '-')}-${mail.id}`;
    const record = {
      id: mail.id,
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      date: date.toISOString(),
      text: mail.text,
    };
    const eml = [
      `From: ${this.from}`,
      `To: ${mail.to}`,
      `Subject: ${mail.subject}`,
      `Date: ${date.toUTCString()}`,
      `Message-ID: <${mail.id}@esg-platform.local>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      mail.text.replace(/\r?\n/g, '\r\n'),
      '',
    ].join('\r\n');
    await this.writeWhole(`${base}.eml`, eml);
    // The .json is written last: a reader that sees it finds the whole mail.
    await this.writeWhole(`${base}.json`, JSON.stringify(record, null, 2));
  }

  /**
   * Written under a hidden temporary name, then renamed: a rename within a folder is atomic, so a
   * reader polling the folder (tests, tools) never sees the file half-written. writeFile alone creates
   * the name first and fills it after ("Unexpected end of JSON input" in a reader under load).
   */
  private async writeWhole(name: string, content: string): Promise<void> {
    const partial = join(this.folder, `.${name}.partial`);
    await writeFile(partial, content, { mode: 0o600 });
    await rename(partial, join(this.folder, name));
  }

  async close(): Promise<void> {}
}

/** Production: SMTP (nodemailer) to the relay named by SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(url);
  }

  async send(mail: OutgoingMail & { id: string }): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: `<${mail.id}@esg-platform.local>`,
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

export const mailboxFolder = (runtime: ServiceRuntime): string => join(runtime.config.dataDir, 'mailbox');

export function createMailer(runtime: ServiceRuntime): Mailer {
  const { smtpUrl, mailFrom } = runtime.config;
  return smtpUrl
    ? new SmtpMailer(smtpUrl, mailFrom)
    : new MailboxFolderMailer(mailboxFolder(runtime), mailFrom);
}
