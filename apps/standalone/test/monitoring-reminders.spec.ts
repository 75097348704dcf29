import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { MonitoringOverview } from '@esg/contracts';
import { mailboxFolder } from '@esg/gateway';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * Monitoring end to end through the gateway: the GP reads its portfolio's statuses, requests data and
 * sends a reminder by hand, which the portfolio company's user receives as mail (issue 9).
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

describe('monitoring reminders end to end', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startStandalone();
  });
  afterAll(async () => host?.dispose());

  const auth = async (email: string) => {
    const res = await request(host.url).post('/api/auth/login').send({ email, password: DEMO_PASSWORD });
    return { authorization: `Bearer ${res.body.data.accessToken as string}` };
  };
  const mailsTo = (email: string) => {
    const folder = mailboxFolder(host.runtimes.find((r) => r.service === 'gateway')!);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map(
        (f) =>
          JSON.parse(readFileSync(join(folder, f), 'utf8')) as { to: string; subject: string; text: string },
      )
      .filter((m) => m.to === email);
  };

  it('mails a reminder with the GP’s note to the company’s users', async () => {
    const gp = await auth('gp@demo.test');
    const overview = await request(host.url)
      .get('/api/monitoring?companyId=1&standardId=1&status=in_progress')
      .set(gp)
      .expect(200);
    const [northwind] = (overview.body.data as MonitoringOverview).rows;
    expect(northwind.company.name).toBe('Northwind Renewables');
    const sent = await request(host.url)
      .post('/api/monitoring/reminders')
      .set(gp)
      .send({ responseIds: [northwind.responseId], message: 'Board pack closes Friday' })
      .expect(201);
    expect(sent.body.data[0]).toMatchObject({ outcome: 'sent', recipients: 1 });
    const mail = await waitFor(
      () => mailsTo('pc@demo.test').find((m) => m.text.includes('Board pack closes Friday')),
      { message: 'the reminder mail to pc@demo.test' },
    );
    expect(mail.subject).toMatch(/^Reminder: ESG data (overdue|requested)$/);
    expect(mail.text).toContain(`Period: ${northwind.period}`);
    expect(mail.text).toContain('Company: Northwind Renewables');
    expect(mail.text).toContain('Note from Evergreen Capital Partners:\nBoard pack closes Friday');
    expect(mail.text).toMatch(/\/data-responses/);
    // A redelivery mails no one twice: one mail with this note.
    expect(mailsTo('pc@demo.test').filter((m) => m.text.includes('Board pack closes Friday'))).toHaveLength(
      1,
    );
  });
});
