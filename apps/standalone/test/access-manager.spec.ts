import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { mailboxFolder } from '@esg/gateway';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * The access manager end to end, through the gateway as the SPA calls it: an invited portfolio
 * company's contact and an invited team member receive the mail, set their password with its link and
 * sign in; an LP's invited GP manages funds the LP may hold; a removed member is signed out at once,
 * everywhere.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

describe('access manager end to end', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startStandalone();
  });
  afterAll(async () => host?.dispose());

  const token = async (email: string, password = DEMO_PASSWORD) => {
    const response = await request(host.url).post('/api/auth/login').send({ email, password });
    expect(response.status).toBe(200);
    return { authorization: `Bearer ${response.body.data.accessToken as string}` };
  };

  /** The link token of the `count`-th mail to `email` in the standalone mailbox folder. */
  async function mailedToken(email: string, count = 1): Promise<{ text: string; token: string }> {
    const folder = mailboxFolder(host.runtimes.find((r) => r.service === 'gateway')!);
    const mail = await waitFor(
      () => {
        if (!existsSync(folder)) return null;
        const mails = readdirSync(folder)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as { to: string; text: string })
          .filter((m) => m.to === email);
        return mails[count - 1];
      },
      { message: `mail #${count} to ${email}` },
    );
    const link = /\/set-password\?token=([\w-]+)/.exec(mail.text);
    if (!link) throw new Error(`no set-password link in ${mail.text}`);
    return { text: mail.text, token: link[1] };
  }

  async function setPassword(email: string, password: string) {
    const { token: linkToken } = await mailedToken(email);
    await request(host.url)
      .post('/api/auth/set-password')
      .send({ token: linkToken, password, confirmPassword: password })
      .expect(200);
  }

  it("invites a portfolio company: its contact gets the mail, sets a password and works in the new company's workplace", async () => {
    const gp = await token('gp@demo.test');
    const invited = await request(host.url)
      .post('/api/company/invitePortfolioCompany/1')
      .set(gp)
      .send({
        companyName: 'Aurora Hydrogen',
        contactName: 'Ava Lund',
        email: 'ava@aurora-h2.example',
        fundIds: [1],
      });
    expect(invited.status).toBe(201);
    const companyId = invited.body.data.id as number;

    const mail = await mailedToken('ava@aurora-h2.example');
    // No free text (the contact name the GP typed) in the mail's prominent lines (issue 14, finding 4).
    expect(mail.text).toMatch(/^Hello,\n/);
    await setPassword('ava@aurora-h2.example', 'aurora-pass');
    const ava = await token('ava@aurora-h2.example', 'aurora-pass');
    const me = await request(host.url).get('/api/user/me').set(ava).expect(200);
    expect(me.body.data).toMatchObject({ role: 'pc', company_id: companyId, primary: true, active: true });
    const company = await request(host.url).get(`/api/company/${companyId}`).set(ava).expect(200);
    expect(company.body.data.company).toMatchObject({
      name: 'Aurora Hydrogen',
      parent_id: 1,
      parentCompanyFunds: [{ id: 1, name: 'Evergreen Sustainable Growth Fund I' }],
    });
    // The new primary user manages the company's own team, within its contract.
    const remaining = await request(host.url)
      .get(`/api/company/getRemainingTeamMembers/${companyId}`)
      .set(ava)
      .expect(200);
    expect(remaining.body.data.teamMembers).toEqual({ limit: 3, used: 0, remaining: 3 });

    // The GP sees the contact as active once the gateway's events reach data-collection.
    await waitFor(async () => {
      const children = await request(host.url).get('/api/company/getChildCompanies/1').set(gp);
      const row = children.body.data.find((c: { id: number }) => c.id === companyId);
      return row?.contact.status === 'active' ? row : null;
    });
    // And may record Aurora's position in Fund I.
    await request(host.url)
      .put('/api/funds/1/positions/2021-12-31')
      .set(gp)
      .send({
        allInvestments: 1_000_000,
        positions: [{ companyId, instrument: 'unlisted_equity', value: 750_000 }],
      })
      .expect(200);
  });

  it("resends an invited company's contact invitation: the GP may, the earlier link stops working", async () => {
    const gp = await token('gp@demo.test');
    const invited = await request(host.url)
      .post('/api/company/invitePortfolioCompany/1')
      .set(gp)
      .send({ companyName: 'Borealis Timber', contactName: 'Bo Lind', email: 'bo@borealis.example' })
      .expect(201);
    const first = await mailedToken('bo@borealis.example');
    const gateway = host.runtimes.find((r) => r.service === 'gateway')!;
    const [contact] = await gateway.store.find<{ id: string; userId: number }>('users', {
      email: 'bo@borealis.example',
    });
    // The monitoring page resends with the contact's user id that GET /monitoring names, once the
    // gateway's user has reached data-collection's directory.
    const monitored = await waitFor(async () => {
      const overview = await request(host.url).get('/api/monitoring?companyId=1').set(gp).expect(200);
      const row = (
        overview.body.data.rows as Array<{ company: { id: number }; contact: { userId: number | null } }>
      ).find((r) => r.company.id === invited.body.data.id);
      return row?.contact.userId ? row.contact : null;
    });
    expect(monitored).toEqual({
      email: 'bo@borealis.example',
      name: 'Bo Lind',
      status: 'invited',
      userId: contact.userId,
    });
    expect(
      (
        await request(host.url)
          .post(`/api/team-members/${contact.userId}/resend-invitation`)
          .set(await token('lp@demo.test'))
      ).status,
    ).toBe(403);
    expect(
      (
        await request(host.url)
          .post(`/api/team-members/${contact.userId}/resend-invitation`)
          .set(await token('coinvestor@demo.test'))
      ).status,
    ).toBe(403);
    const resent = await request(host.url)
      .post(`/api/team-members/${contact.userId}/resend-invitation`)
      .set(gp);
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ email: 'bo@borealis.example', role: 'pc', status: 'invited' });
    const second = await mailedToken('bo@borealis.example', 2);
    const old = await request(host.url)
      .post('/api/auth/set-password')
      .send({ token: first.token, password: 'bo-pass-1', confirmPassword: 'bo-pass-1' });
    expect(old.status).toBe(400);
    await request(host.url)
      .post('/api/auth/set-password')
      .send({ token: second.token, password: 'bo-pass-2', confirmPassword: 'bo-pass-2' })
      .expect(200);
    const bo = await token('bo@borealis.example', 'bo-pass-2');
    const me = await request(host.url).get('/api/user/me').set(bo).expect(200);
    expect(me.body.data).toMatchObject({ company_id: invited.body.data.id, primary: true });
  });

  it('invites a team member who sets a password from the mail and signs in with the role of the company', async () => {
    const lp = await token('lp@demo.test');
    const invited = await request(host.url)
      .post('/api/team-members')
      .set(lp)
      .send({ companyId: 5, name: 'Theo Marsh', email: 'theo@meridian.example', permission: 'Consultant' });
    expect(invited.status).toBe(201);
    await setPassword('theo@meridian.example', 'theo-pass');
    const theo = await token('theo@meridian.example', 'theo-pass');
    const me = await request(host.url).get('/api/user/me').set(theo).expect(200);
    expect(me.body.data).toMatchObject({
      role: 'lp',
      company_id: 5,
      permission: 'Consultant',
      primary: false,
    });
    const team = await request(host.url).get('/api/company/getInvitedTeamMembers/5').set(lp).expect(200);
    expect(team.body.data.find((m: { email: string }) => m.email === 'theo@meridian.example')).toMatchObject({
      status: 'active',
    });
    // A non-primary member sees the team but does not change it.
    await request(host.url).get('/api/company/getInvitedTeamMembers/5').set(theo).expect(200);
    await request(host.url)
      .post('/api/team-members')
      .set(theo)
      .send({ companyId: 5, name: 'Nope', email: 'nope@meridian.example', permission: null })
      .expect(403);
  });

  it("invites a GP for an LP: the GP's contact signs in, creates a fund, and the LP's fund may hold it", async () => {
    const lp = await token('lp@demo.test');
    const invited = await request(host.url)
      .post('/api/company/inviteGPCompany/5')
      .set(lp)
      .send({ companyName: 'Fjord Growth Partners', contactName: 'Finn Berg', email: 'finn@fjord.example' });
    expect(invited.status).toBe(201);
    const gpId = invited.body.data.id as number;
    await setPassword('finn@fjord.example', 'fjord-pass');
    const finn = await token('finn@fjord.example', 'fjord-pass');
    const fund = await request(host.url).post('/api/funds').set(finn).send({
      companyId: gpId,
      name: 'Fjord Growth I',
      currency: 'NOK',
      vintage: 2024,
      sfdrClassification: 'article_8',
    });
    expect(fund.status).toBe(201);
    await request(host.url)
      .patch('/api/funds/3')
      .set(lp)
      .send({ gpFundIds: [1, 2, fund.body.data.id] })
      .expect(200);
    const funds = await request(host.url).get(`/api/fundManager/getAll/${gpId}`).set(lp).expect(200);
    expect(funds.body.data.map((f: { name: string }) => f.name)).toEqual(['Fjord Growth I']);
    const investors = await request(host.url).get(`/api/company/getInvestors/${gpId}`).set(finn).expect(200);
    expect(investors.body.data).toEqual([
      expect.objectContaining({
        company: { id: 5, name: 'Meridian Pension Fund', type: 'lp' },
        relations: ['parent', 'fund'],
        funds: [{ id: fund.body.data.id, name: 'Fjord Growth I' }],
      }),
    ]);
  });

  it('signs a removed member out at once, on every service', async () => {
    const gp = await token('gp@demo.test');
    const invited = await request(host.url)
      .post('/api/team-members')
      .set(gp)
      .send({ companyId: 1, name: 'Rita Short', email: 'rita@evergreen.example', permission: null })
      .expect(201);
    await setPassword('rita@evergreen.example', 'rita-pass');
    const rita = await token('rita@evergreen.example', 'rita-pass');
    await request(host.url).get('/api/fundManager/getAll/1').set(rita).expect(200);
    await request(host.url).delete(`/api/team-members/${invited.body.data.id}`).set(gp).expect(200);
    expect((await request(host.url).get('/api/fundManager/getAll/1').set(rita)).status).toBe(401);
    expect((await request(host.url).get('/api/user/me').set(rita)).status).toBe(401);
    expect(
      (
        await request(host.url)
          .post('/api/auth/login')
          .send({ email: 'rita@evergreen.example', password: 'rita-pass' })
      ).status,
    ).toBe(401);
  });

  it('refuses another tenant everywhere in the access manager', async () => {
    const lp = await token('lp@demo.test');
    for (const path of [
      '/api/company/getInvitedTeamMembers/1',
      '/api/company/getRemainingTeamMembers/1',
      '/api/company/getRemainingPortfolioCompanies/1',
      '/api/company/getChildCompanies/1',
      '/api/company/details/1/history',
    ])
      expect({ path, status: (await request(host.url).get(path).set(lp)).status }).toEqual({
        path,
        status: 403,
      });
    expect(
      (await request(host.url).patch('/api/company/details/1').set(lp).send({ auto_mail_flag: false }))
        .status,
    ).toBe(403);
  });
});
