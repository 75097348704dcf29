import request from 'supertest';
import { DEMO_COMPANIES } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { bearer, gatewayStore, mailsTo, startGateway, tokenOf, type GatewayHost } from './gateway-host';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Feedback / Get Help and customer messages (issue 13, spec 2.3): stored, mailed to the platform
 * team, visible to the sender's company and the admin only, answered by the admin.
 */
describe('gateway feedback and customer messages', () => {
  let host: GatewayHost;
  let admin: string;
  let pc: string;
  let gp: string;

  beforeAll(async () => {
    host = await startGateway();
    await waitFor(
      async () => (await gatewayStore(host).count('company_contracts')) === DEMO_COMPANIES.length,
      {
        message: 'company contracts',
      },
    );
    admin = await tokenOf(host, 'admin@demo.test');
    pc = await tokenOf(host, 'pc@demo.test');
    gp = await tokenOf(host, 'gp@demo.test');
  });
  afterAll(async () => host?.dispose());

  let firstId = '';

  it('stores feedback sent as JSON and mails the platform team without the sender’s words on top', async () => {
    const sent = await request(host.url).post('/api/feedback').set(bearer(pc)).send({
      category: 'problem',
      message: 'The export button does nothing\nSubject: urgent',
      page: '/trend',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      kind: 'feedback',
      category: 'problem',
      message: 'The export button does nothing\nSubject: urgent',
      page: '/trend',
      status: 'new',
      sender: { name: expect.any(String), email: 'pc@demo.test' },
      company: { name: 'Northwind Renewables' },
      screenshot: null,
      replies: [],
    });
    firstId = sent.body.data.id as string;
    const mail = await waitFor(() => mailsTo(host, 'admin@demo.test')[0], { message: 'mail to the admin' });
    expect(mail.subject).toBe('New feedback on the ESG Platform');
    const lines = mail.text.split('\n');
    expect(lines.slice(0, 3).join(' ')).not.toContain('export button');
    expect(lines.at(-2)).toBe('The export button does nothing');
    expect(mail.text).toContain('/feedbacks');
  });

  it('takes a screenshot checked by content, and refuses a file that only claims to be an image', async () => {
    const sent = await request(host.url)
      .post('/api/feedback')
      .set(bearer(pc))
      .field('category', 'idea')
      .field('message', 'Please add a dark theme to the charts')
      .attach('screenshot', PNG, { filename: 'screen.png', contentType: 'image/png' });
    expect(sent.status).toBe(201);
    expect(sent.body.data.screenshot).toEqual({
      name: 'screen.png',
      mediaType: 'image/png',
      size: PNG.length,
    });
    const id = sent.body.data.id as string;

    const own = await request(host.url).get(`/api/feedback/${id}/screenshot`).set(bearer(pc));
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(own.body as Buffer, PNG)).toBe(0);
    await request(host.url).get(`/api/feedback/${id}/screenshot`).set(bearer(admin)).expect(200);
    // Another company (the pc's own investor) does not see it.
    await request(host.url).get(`/api/feedback/${id}/screenshot`).set(bearer(gp)).expect(404);

    const before = await gatewayStore(host).count('feedback');
    const fake = await request(host.url)
      .post('/api/feedback')
      .set(bearer(pc))
      .field('category', 'other')
      .field('message', 'This is not really a picture')
      .attach('screenshot', Buffer.from('MZ this is a program'), {
        filename: 'x.png',
        contentType: 'image/png',
      });
    expect(fake.status).toBe(415);
    expect(await gatewayStore(host).count('feedback')).toBe(before);
  });

  it('refuses bad input with clear messages and keeps nothing', async () => {
    const before = await gatewayStore(host).count('feedback');
    const short = await request(host.url)
      .post('/api/feedback')
      .set(bearer(pc))
      .send({ category: 'idea', message: 'hm' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('at least 10 characters');
    await request(host.url)
      .post('/api/feedback')
      .set(bearer(pc))
      .send({ category: 'gossip', message: 'a long enough message' })
      .expect(400);
    expect(await gatewayStore(host).count('feedback')).toBe(before);
  });

  it('lists feedback for the sender’s company and for the platform team only', async () => {
    const mine = await request(host.url).get('/api/feedback').set(bearer(pc)).expect(200);
    expect(mine.body.data).toHaveLength(2);
    expect(mine.body.data[0].category).toBe('idea');
    const theirs = await request(host.url).get('/api/feedback').set(bearer(gp)).expect(200);
    expect(theirs.body.data).toEqual([]);
    const all = await request(host.url).get('/api/feedback?status=new').set(bearer(admin)).expect(200);
    expect(all.body.data).toHaveLength(2);
  });

  it('lets only the admin answer: the reply is mailed and becomes a message to the company', async () => {
    await request(host.url)
      .patch(`/api/feedback/${firstId}`)
      .set(bearer(pc))
      .send({ status: 'resolved' })
      .expect(403);
    await request(host.url).patch(`/api/feedback/${firstId}`).set(bearer(admin)).send({}).expect(400);
    const answered = await request(host.url)
      .patch(`/api/feedback/${firstId}`)
      .set(bearer(admin))
      .send({ reply: 'Fixed in release 2.4, thank you.' });
    expect(answered.status).toBe(200);
    expect(answered.body.data.status).toBe('in_progress');
    expect(answered.body.data.replies).toEqual([
      { text: 'Fixed in release 2.4, thank you.', at: expect.any(String), by: expect.any(String) },
    ]);
    const mail = await waitFor(
      () => mailsTo(host, 'pc@demo.test').find((m) => m.subject.includes('answered')),
      {
        message: 'the answer mail',
      },
    );
    expect(mail.text).toContain('Fixed in release 2.4');

    const messages = await request(host.url).get('/api/customer-messages').set(bearer(pc)).expect(200);
    expect(messages.body.data).toEqual([
      expect.objectContaining({
        subject: 'Answer to your feedback',
        feedbackId: firstId,
        body: 'Fixed in release 2.4, thank you.',
      }),
    ]);
    const resolved = await request(host.url)
      .patch(`/api/feedback/${firstId}`)
      .set(bearer(admin))
      .send({ status: 'resolved' })
      .expect(200);
    expect(resolved.body.data.status).toBe('resolved');
  });

  it('lets the admin write to one customer company, which alone reads it', async () => {
    const northwind = DEMO_COMPANIES.find((c) => c.name === 'Northwind Renewables')!;
    await request(host.url)
      .post('/api/customer-messages')
      .set(bearer(pc))
      .send({ companyId: northwind.id, subject: 'Hi', body: 'Nope' })
      .expect(403);
    await request(host.url)
      .post('/api/customer-messages')
      .set(bearer(admin))
      .send({ companyId: 999_999, subject: 'Hi', body: 'Nobody' })
      .expect(404);
    const sent = await request(host.url).post('/api/customer-messages').set(bearer(admin)).send({
      companyId: northwind.id,
      subject: 'Your 2025 reporting window',
      body: 'It closes on 31 March.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ companyName: 'Northwind Renewables', feedbackId: null });
    const pcs = await request(host.url).get('/api/customer-messages').set(bearer(pc)).expect(200);
    expect(pcs.body.data[0].subject).toBe('Your 2025 reporting window');
    const gps = await request(host.url).get('/api/customer-messages').set(bearer(gp)).expect(200);
    expect(gps.body.data).toEqual([]);
  });

  it('limits a user to ten messages an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await request(host.url)
        .post('/api/feedback')
        .set(bearer(gp))
        .send({ category: 'question', message: `Question number ${i} about PAI` });
      statuses.push(r.status);
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    const eleventh = await request(host.url)
      .post('/api/feedback')
      .set(bearer(gp))
      .send({ category: 'question', message: 'One question too many' });
    expect(eleventh.status).toBe(429);
  });
});
