import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { LiveChange, ResponseThreads, ValueComment, ValueThread } from '@esg/contracts';
import { mailboxFolder } from '@esg/gateway';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { listenLive } from './live-harness';
import { startStandalone } from './standalone-host';

type Host = Awaited<ReturnType<typeof startStandalone>>;
interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Comment threads per value over the whole platform (issue 27 item 4, ADR 0213, rule 135): the GP's team and
 * the company discuss one value of a response; a mention is checked against who may read the value, reaches
 * the bell (notifications), the socket and the mailbox (gateway); the other side hears of new comments;
 * resolving and reopening are events; a contributor of another value, an LP and another tenant are refused.
 */
describe('comment threads per value', () => {
  let host: Host;
  let response: number;
  let cleoId: number;
  const CLEO = 'cleo.threads@northwind.example';
  const CLEO_PASSWORD = 'cleo-pass-2026';
  const tokens = new Map<string, string>();

  const auth = async (email: string, password = DEMO_PASSWORD) => {
    if (!tokens.has(email)) {
      const res = await request(host.url).post('/api/auth/login').send({ email, password }).expect(200);
      tokens.set(email, res.body.data.accessToken as string);
    }
    return { authorization: `Bearer ${tokens.get(email)!}` };
  };
  const as = async (email: string, password = DEMO_PASSWORD) => {
    const headers = await auth(email, password);
    return {
      get: (path: string) => request(host.url).get(`/api${path}`).set(headers),
      post: (path: string, body: object = {}) =>
        request(host.url).post(`/api${path}`).set(headers).send(body),
    };
  };
  const value = (code: string) => `/responses/${response}/values/${code}`;
  const mailsTo = (email: string): Mail[] => {
    const folder = mailboxFolder(host.runtimes.find((r) => r.service === 'gateway')!);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as Mail)
      .filter((m) => m.to === email);
  };
  const bell = async (email: string, includes: string, password = DEMO_PASSWORD) => {
    const who = await as(email, password);
    return waitFor(
      async () => {
        const list = await who.get('/notifications?perPage=50').expect(200);
        return (list.body.data as Array<{ message: string; kind: string; link: string }>).find((n) =>
          n.message.includes(includes),
        );
      },
      { message: `a notification to ${email} with "${includes}"` },
    );
  };
  const events = async (type: string) => {
    const store = host.runtimes.find((r) => r.service === 'data-collection')!.store;
    return (await store.outbox.read(0, 100_000)).map((r) => r.event).filter((e) => e.type === type);
  };

  beforeAll(async () => {
    host = await startStandalone();
    const gp = await as('gp@demo.test');
    const priya = await as('pc@demo.test');
    response = (
      await gp
        .post('/responses', { companyId: 2, standardId: 1, period: '2018', dueDate: '2019-04-30' })
        .expect(201)
    ).body.data.id;
    // A contributor of Northwind, assigned Scope 1 only.
    await priya
      .post('/team-members', {
        companyId: 2,
        name: 'Cleo Contributor',
        email: CLEO,
        permission: 'Contributor',
      })
      .expect(201);
    const invitation = await waitFor(
      () => mailsTo(CLEO).find((m) => m.subject === 'You are invited to the ESG Platform'),
      { message: 'the invitation of Cleo' },
    );
    const token = /\/set-password\?token=([\w-]+)/.exec(invitation.text)![1];
    await request(host.url)
      .post('/api/auth/set-password')
      .send({ token, password: CLEO_PASSWORD, confirmPassword: CLEO_PASSWORD })
      .expect(200);
    cleoId = (await (await as(CLEO, CLEO_PASSWORD)).get('/user/me').expect(200)).body.data.id;
    const priyaHeaders = await auth('pc@demo.test');
    await waitFor(
      async () =>
        (
          await request(host.url)
            .put(`/api/responses/${response}/assignments`)
            .set(priyaHeaders)
            .send({ assignments: [{ userId: cleoId, sectionIds: [], metricCodes: ['ghg.scope1'] }] })
        ).status === 200,
      { message: 'the assignment of Cleo' },
    );
  });
  afterAll(async () => host?.dispose());

  it('lets the GP comment and mention the company, who hears of it in the bell, live and by mail', async () => {
    const gp = await as('gp@demo.test');
    const heard: LiveChange[] = [];
    await auth('pc@demo.test');
    const socket = await listenLive(host.url, tokens.get('pc@demo.test')!, heard);
    try {
      const thread = (await gp.get(`${value('ghg.scope1')}/thread`).expect(200)).body.data as ValueThread;
      expect(thread).toMatchObject({ status: 'open', comments: [], canWrite: true });
      // Who may be mentioned: the company's users and the contributor assigned Scope 1, never the caller,
      // the outside parties, the LP or another tenant.
      expect(thread.mentionable.map((p) => [p.name, p.side])).toEqual([
        ['Cleo Contributor', 'contributor'],
        ['Priya Chen', 'company'],
      ]);
      const posted = await gp
        .post(`${value('ghg.scope1')}/comments`, {
          text: '@Priya Chen is 787 t the audited figure?',
          mentions: [4],
        })
        .expect(201);
      expect(posted.body.data).toMatchObject({
        replyTo: null,
        text: '@Priya Chen is 787 t the audited figure?',
        mentions: [{ userId: 4, name: 'Priya Chen', side: 'company' }],
        byId: 2,
        byName: 'Grace Parker',
        side: 'investor',
      });
      const told = await bell('pc@demo.test', 'mentioned you');
      expect(told).toMatchObject({
        kind: 'value-comment',
        message:
          'Grace Parker mentioned you on Scope 1 GHG emissions (Northwind Renewables, 2018): "@Priya Chen is 787 t the audited figure?"',
        link: `/collect-data?responseId=${response}&thread=ghg.scope1`,
      });
      const mail = await waitFor(
        () => mailsTo('pc@demo.test').find((m) => m.subject === 'You were mentioned on an ESG value'),
        { message: 'the mention mail' },
      );
      expect(mail.text).toContain('Grace Parker mentioned you in the discussion of Scope 1 GHG emissions');
      expect(mail.text).toContain('> @Priya Chen is 787 t the audited figure?');
      expect(mail.text).toContain(`/collect-data?responseId=${response}&thread=ghg.scope1`);
      // The socket: the thread change, and the notification pushed to Priya.
      await waitFor(
        () =>
          heard.find(
            (c) =>
              c.type === 'data-collection.response.comment-posted.v1' &&
              c.refs.responseId === response &&
              c.refs.metricCode === 'ghg.scope1',
          ),
        { message: 'the live change of the thread' },
      );
      // Cleo, assigned the value and not mentioned, hears of the comment as the other side (no one of the
      // company had written yet), not of a mention.
      const cleo = await bell(CLEO, 'commented on Scope 1', CLEO_PASSWORD);
      expect(cleo.message).toBe(
        'Grace Parker commented on Scope 1 GHG emissions (Northwind Renewables, 2018): "@Priya Chen is 787 t the audited figure?"',
      );
    } finally {
      socket.disconnect();
    }
  });

  it('lets the company reply, telling the GP who wrote; a reply to a reply answers the first comment', async () => {
    const gp = await as('gp@demo.test');
    const priya = await as('pc@demo.test');
    const first = ((await gp.get(`${value('ghg.scope1')}/thread`).expect(200)).body.data as ValueThread)
      .comments[0];
    const reply = (
      await priya
        .post(`${value('ghg.scope1')}/comments`, {
          text: 'Yes, from the audited report, page 2.',
          replyTo: first.commentId,
        })
        .expect(201)
    ).body.data as ValueComment;
    expect(reply).toMatchObject({ replyTo: first.commentId, side: 'company', byName: 'Priya Chen' });
    const told = await bell('gp@demo.test', 'replied on');
    expect(told).toMatchObject({
      kind: 'value-comment',
      message:
        'Priya Chen replied on Scope 1 GHG emissions (Northwind Renewables, 2018): "Yes, from the audited report, page 2."',
      link: `/review-contributor-response?responseId=${response}&thread=ghg.scope1`,
    });
    const again = (
      await gp
        .post(`${value('ghg.scope1')}/comments`, { text: 'Thanks.', replyTo: reply.commentId })
        .expect(201)
    ).body.data as ValueComment;
    expect(again.replyTo).toBe(first.commentId);
    const unknown = await gp
      .post(`${value('ghg.scope1')}/comments`, { text: 'To what?', replyTo: crypto.randomUUID() })
      .expect(422);
    expect(unknown.body).toMatchObject({
      code: 'VALUE_THREAD.UNPROCESSABLE',
      message: 'replyTo: answer a comment of this thread',
    });
    const counts = (await priya.get(`/responses/${response}/threads`).expect(200)).body
      .data as ResponseThreads;
    expect(counts.threads).toEqual([
      { metricCode: 'ghg.scope1', status: 'open', comments: 3, lastAt: again.at, lastByName: 'Grace Parker' },
    ]);
  });

  it('refuses to mention someone who may not read the value, with a 422 naming the field', async () => {
    const gp = await as('gp@demo.test');
    const before = (await events('data-collection.response.comment-posted.v1')).length;
    // Liam (an LP), Ines (another tenant), and Cleo on a value not assigned to her.
    for (const [code, userId] of [
      ['ghg.scope1', 3],
      ['ghg.scope1', 9],
      ['water.consumption', cleoId],
    ] as const) {
      const refused = await gp
        .post(`${value(code)}/comments`, { text: 'Please look', mentions: [userId] })
        .expect(422);
      expect(refused.body).toMatchObject({ code: 'VALUE_THREAD.UNPROCESSABLE' });
      expect(refused.body.message).toBe(
        "mentions: one person mentioned may not read this value: mention the investor's team, the company's users or a contributor assigned to it",
      );
    }
    expect((await events('data-collection.response.comment-posted.v1')).length).toBe(before);
    const empty = await gp.post(`${value('ghg.scope1')}/comments`, { text: '   ' }).expect(400);
    expect(empty.body.message).toContain('text: write a comment');
    // The assigned contributor may be mentioned, and hears of it.
    await gp
      .post(`${value('ghg.scope1')}/comments`, { text: '@Cleo Contributor which sites?', mentions: [cleoId] })
      .expect(201);
    const told = await bell(CLEO, 'mentioned you', CLEO_PASSWORD);
    expect(told.link).toBe(`/collect-data?responseId=${response}&thread=ghg.scope1`);
  });

  it('resolves and reopens the thread, each an event the participants hear of', async () => {
    const gp = await as('gp@demo.test');
    const priya = await as('pc@demo.test');
    await priya.post(`${value('ghg.scope1')}/thread/resolve`).expect(200);
    await priya.post(`${value('ghg.scope1')}/thread/resolve`).expect(409);
    expect(
      ((await gp.get(`${value('ghg.scope1')}/thread`).expect(200)).body.data as ValueThread).status,
    ).toBe('resolved');
    expect((await bell('gp@demo.test', 'resolved the discussion')).message).toBe(
      'Priya Chen resolved the discussion of Scope 1 GHG emissions (Northwind Renewables, 2018)',
    );
    await gp.post(`${value('ghg.scope1')}/thread/reopen`).expect(200);
    await bell('pc@demo.test', 'reopened the discussion');
    await priya.post(`${value('ghg.scope1')}/thread/resolve`).expect(200);
    // Writing in a resolved thread opens it again.
    await gp.post(`${value('ghg.scope1')}/comments`, { text: 'One more question.' }).expect(201);
    const thread = (await gp.get(`${value('ghg.scope1')}/thread`).expect(200)).body.data as ValueThread;
    expect(thread.status).toBe('open');
    expect(thread.steps.map((s) => [s.kind, s.byName])).toEqual([
      ['resolved', 'Priya Chen'],
      ['reopened', 'Grace Parker'],
      ['resolved', 'Priya Chen'],
      ['reopened', 'Grace Parker'],
    ]);
    expect((await events('data-collection.response.thread-resolved.v1')).length).toBe(2);
    expect((await events('data-collection.response.thread-reopened.v1')).length).toBe(1);
    const last = (await events('data-collection.response.comment-posted.v1')).at(-1)!;
    expect(last.data).toMatchObject({ reopened: true, text: 'One more question.' });
    const nothing = await gp.post(`${value('water.consumption')}/thread/resolve`).expect(409);
    expect(nothing.body.message).toBe('Water consumption has no discussion to resolve');
    // The activity log names each step in words.
    const activity = (await priya.get('/activities').expect(200)).body.data as Array<{ title: string }>;
    const titles = activity.map((a) => a.title).join('\n');
    expect(titles).toContain('commented on an ESG value');
    expect(titles).toContain('resolved the discussion of an ESG value');
  });

  it('keeps a contributor to its own values and refuses LPs, outside parties and other tenants', async () => {
    const cleo = await as(CLEO, CLEO_PASSWORD);
    await cleo.post(`${value('ghg.scope1')}/comments`, { text: 'Two sites, see the file.' }).expect(201);
    const other = await cleo.post(`${value('water.consumption')}/comments`, { text: 'Hello' }).expect(403);
    expect(other.body.message).toBe('water.consumption is not assigned to you');
    await cleo.get(`${value('water.consumption')}/thread`).expect(403);
    const seen = (await cleo.get(`/responses/${response}/threads`).expect(200)).body.data as ResponseThreads;
    expect(seen.threads.map((t) => t.metricCode)).toEqual(['ghg.scope1']);
    for (const email of ['lp@demo.test', 'investor@demo.test']) {
      const outsider = await as(email);
      await outsider.get(`${value('ghg.scope1')}/thread`).expect(404);
      await outsider.get(`/responses/${response}/threads`).expect(404);
      await outsider.post(`${value('ghg.scope1')}/comments`, { text: 'Hello' }).expect(404);
      await outsider.post(`${value('ghg.scope1')}/thread/resolve`).expect(404);
    }
    // A Coinvestor reads the discussion and writes nothing (the read-only workplace gate).
    const chloe = await as('coinvestor@demo.test');
    const read = (await chloe.get(`${value('ghg.scope1')}/thread`).expect(200)).body.data as ValueThread;
    expect(read.canWrite).toBe(false);
    await chloe.post(`${value('ghg.scope1')}/comments`, { text: 'Hello' }).expect(403);
  });
});
