import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { mailboxFolder } from '@esg/gateway';
import { DEMO_PASSWORD } from '@esg/platform';
import { ESG_ANSWERS, waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

type Host = Awaited<ReturnType<typeof startStandalone>>;
interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Contributors are told (issue 21, finding 7), through the whole platform: the invitation names the
 * company and the role; an assignment, a return of its values and a reminder reach the contributor in
 * the bell (notifications) and by mail (gateway), from data-collection's events.
 */
describe('contributors are told of their part of a data request', () => {
  let host: Host;
  let response: number;
  const CLEO = 'cleo@northwind.example';

  beforeAll(async () => {
    host = await startStandalone();
  });
  afterAll(async () => host?.dispose());

  const auth = async (email: string, password = DEMO_PASSWORD) => {
    const res = await request(host.url).post('/api/auth/login').send({ email, password }).expect(200);
    return { authorization: `Bearer ${res.body.data.accessToken as string}` };
  };
  const mailsTo = (email: string): Mail[] => {
    const folder = mailboxFolder(host.runtimes.find((r) => r.service === 'gateway')!);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as Mail)
      .filter((m) => m.to === email);
  };
  const mail = (email: string, subject: string) =>
    waitFor(() => mailsTo(email).find((m) => m.subject === subject), { message: `"${subject}" to ${email}` });
  const bell = async (email: string, password: string, includes: string) => {
    const headers = await auth(email, password);
    return waitFor(
      async () => {
        const list = await request(host.url).get('/api/notifications?perPage=50').set(headers).expect(200);
        return (list.body.data as Array<{ message: string; kind: string; link: string }>).find((n) =>
          n.message.includes(includes),
        );
      },
      { message: `a notification to ${email} with "${includes}"` },
    );
  };

  it('invites a contributor with a mail that names the company and the role', async () => {
    const priya = await auth('pc@demo.test');
    await request(host.url)
      .post('/api/team-members')
      .set(priya)
      .send({ companyId: 2, name: 'Cleo Contributor', email: CLEO, permission: 'Contributor' })
      .expect(201);
    const invitation = await mail(CLEO, 'You are invited to the ESG Platform');
    expect(invitation.text).toContain('Company: Northwind Renewables');
    expect(invitation.text).toContain(
      'Your role: Contributor (portfolio company): enters data for the company only.',
    );
    const token = /\/set-password\?token=([\w-]+)/.exec(invitation.text)![1];
    await request(host.url)
      .post('/api/auth/set-password')
      .send({ token, password: 'cleo-pass-2026', confirmPassword: 'cleo-pass-2026' })
      .expect(200);
  });

  it('tells the contributor of an assignment in the bell and by mail', async () => {
    const priya = await auth('pc@demo.test');
    const gp = await auth('gp@demo.test');
    response = (
      await request(host.url)
        .post('/api/responses')
        .set(gp)
        .send({ companyId: 2, standardId: 1, period: '2019', dueDate: '2020-04-30' })
        .expect(201)
    ).body.data.id;
    const me = (
      await request(host.url)
        .get('/api/user/me')
        .set(await auth(CLEO, 'cleo-pass-2026'))
    ).body.data;
    // Data collection learns of Cleo from the gateway's event: assign once it has.
    await waitFor(
      async () =>
        (
          await request(host.url)
            .put(`/api/responses/${response}/assignments`)
            .set(priya)
            .send({ assignments: [{ userId: me.id, sectionIds: ['edci'], metricCodes: [] }] })
        ).status === 200,
      { message: 'the assignment of Cleo' },
    );
    const told = await bell(CLEO, 'cleo-pass-2026', 'assigned you');
    expect(told).toMatchObject({
      kind: 'data-request',
      message:
        "Priya Chen assigned you EDCI core metrics of Northwind Renewables' ESG data for 2019, due 30 Apr 2020",
      link: `/collect-data?responseId=${response}`,
    });
    const assigned = await mail(CLEO, 'ESG data assigned to you');
    expect(assigned.text).toContain(`/collect-data?responseId=${response}`);
    expect(assigned.text).toContain('Assigned to you:\n- EDCI core metrics');
    expect(assigned.text).toContain('Company: Northwind Renewables');
    expect(assigned.text).toContain('Assigned by: Priya Chen');
  });

  it('tells the contributor which of its values came back, with the reviewer’s comment', async () => {
    const priya = await auth('pc@demo.test');
    const gp = await auth('gp@demo.test');
    for (const [code, body] of Object.entries(ESG_ANSWERS))
      await request(host.url)
        .put(`/api/responses/${response}/values/${code}`)
        .set(priya)
        .send(body)
        .expect(200);
    await request(host.url).post(`/api/responses/${response}/submit`).set(priya).send({}).expect(200);
    await request(host.url)
      .post(`/api/responses/${response}/review`)
      .set(gp)
      .send({
        decisions: [
          { metricCode: 'ghg.scope1', verdict: 'returned', comment: 'Use the audited figure' },
          // Not in the EDCI section: Cleo is not told of it.
          { metricCode: 'water.consumption', verdict: 'returned', comment: 'Which sites?' },
        ],
      })
      .expect(200);
    const told = await bell(CLEO, 'cleo-pass-2026', 'returned 1 value');
    expect(told.message).toBe(
      "Evergreen Capital Partners returned 1 value assigned to you in Northwind Renewables' ESG data for 2019: Scope 1 emissions (Use the audited figure)",
    );
    const returned = await mail(CLEO, 'ESG values returned to you for changes');
    expect(returned.text).toContain(
      'Returned values, with the comments of Evergreen Capital Partners:\n- Scope 1 emissions: Use the audited figure',
    );
    expect(returned.text).not.toContain('Which sites?');
  });

  it('reminds the assigned contributor in the bell and by mail', async () => {
    const gp = await auth('gp@demo.test');
    const sent = await request(host.url)
      .post('/api/monitoring/reminders')
      .set(gp)
      .send({ responseIds: [response], message: 'Scope 1 first, please' })
      .expect(201);
    expect(sent.body.data[0]).toMatchObject({ outcome: 'sent' });
    await bell(CLEO, 'cleo-pass-2026', 'Scope 1 first, please');
    const reminder = await waitFor(
      () => mailsTo(CLEO).find((m) => m.text.includes('Scope 1 first, please')),
      {
        message: 'the reminder mail to Cleo',
      },
    );
    expect(reminder.subject).toMatch(/^Reminder: ESG data/);
  });
});
