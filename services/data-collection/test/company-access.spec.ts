import { waitFor } from '@esg/testing';
import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

/**
 * The access manager's company side (issue 9): invited portfolio and GP companies with the contract
 * limit number_of_pcs, /company-details with its history, /investor and /management. Team members are
 * the gateway's (services/gateway/test/team-members.spec.ts).
 */
describe('data-collection: access manager, company details, investors and management', () => {
  let host: PortfolioHost;
  beforeAll(async () => {
    host = await startPortfolioHost();
  });
  afterAll(async () => host?.dispose());

  let seq = 0;
  const invitation = (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      companyName: `Invited Company ${seq}`,
      contactName: `Contact ${seq}`,
      email: `contact-${seq}@invited.example`,
      ...overrides,
    };
  };

  describe('GET company/getRemainingPortfolioCompanies/{id} and getRemainingGPCompanies/{id}', () => {
    it("answers a GP's remainingPC and an LP's remainingGP from number_of_pcs", async () => {
      const pc = await host
        .call('gp@demo.test', 'get', '/api/company/getRemainingPortfolioCompanies/1')
        .expect(200);
      // Evergreen: number_of_pcs 5, three portfolio companies.
      expect(pc.body.data).toEqual({
        remainingPC: 2,
        portfolioCompanies: { limit: 5, used: 3, remaining: 2 },
      });
      const gp = await host.call('lp@demo.test', 'get', '/api/company/getRemainingGPCompanies/5').expect(200);
      // Meridian: number_of_pcs 3, no GP invited yet.
      expect(gp.body.data).toEqual({ remainingGP: 3, gpCompanies: { limit: 3, used: 0, remaining: 3 } });
    });

    it('answers 409 for the other company type', async () => {
      const lp = await host.call('lp@demo.test', 'get', '/api/company/getRemainingPortfolioCompanies/5');
      expect(lp.status).toBe(409);
      expect(lp.body).toEqual({
        statusCode: 409,
        code: 'ACCESS.CONFLICT',
        message:
          'Meridian Pension Fund is a company of type lp: it does not invite portfolio companies (a GP does)',
      });
      expect((await host.call('gp@demo.test', 'get', '/api/company/getRemainingGPCompanies/1')).status).toBe(
        409,
      );
    });

    it.each([
      ['admin@demo.test', 200],
      ['coinvestor@demo.test', 200],
      ['consultant@demo.test', 200],
      ['lp@demo.test', 403],
      ['pc@demo.test', 403],
      ['contributor@demo.test', 403],
      ['trial@demo.test', 403],
    ])('%s reading remainingPC of company 1 answers %i', async (email, status) => {
      expect((await host.call(email, 'get', '/api/company/getRemainingPortfolioCompanies/1')).status).toBe(
        status,
      );
    });
  });

  describe('POST company/invitePortfolioCompany/{id}', () => {
    it('creates a child company with its contact, announces it for the gateway to invite, and adds it to funds', async () => {
      const body = invitation({ companyName: 'Solara Batteries', industryId: 55, fundIds: [2] });
      const response = await host
        .call('gp@demo.test', 'post', '/api/company/invitePortfolioCompany/1')
        .send(body);
      expect(response.status).toBe(201);
      expect(response.body.message).toBe(`Invitation sent to ${body.email}`);
      const child = response.body.data;
      expect(child).toEqual({
        id: expect.any(Number),
        name: 'Solara Batteries',
        type: 'pc',
        parent_id: 1,
        contact_email: body.email,
        contact: { email: body.email, name: body.contactName, status: 'invited', userId: null },
      });
      const [registered] = (await host.events('data-collection.company.registered.v1')).filter(
        (e) => e.subject === String(child.id),
      );
      expect(registered).toMatchObject({ actorid: '2', companyid: String(child.id) });
      expect(registered.data).toEqual({
        companyId: child.id,
        name: 'Solara Batteries',
        type: 'pc',
        parentId: 1,
        contractType: 'standard',
        contact: { name: body.contactName, email: body.email },
        isActionPlanEnabled: false,
        contract: { teamMembers: 3, numberOfPcs: 0, numberOfContributors: 3 },
      });
      const company = await host.call('gp@demo.test', 'get', `/api/company/${child.id}`).expect(200);
      // It reports what Evergreen collects, on Evergreen's cycle.
      expect(company.body.data.company).toMatchObject({
        industry_id: 55,
        data_collection_duration: 'annually',
        company_standard_assignments: [{ standard_id: 1 }, { standard_id: 8 }],
        parentCompanyFunds: [{ id: 2, name: 'Evergreen Climate Transition Fund II' }],
      });
      const [holdings] = (await host.events('data-collection.fund.holdings-changed.v1')).filter(
        (e) =>
          e.subject === '2' &&
          (e.data as { added: { portfolioCompanyIds: number[] } }).added.portfolioCompanyIds.includes(
            child.id,
          ),
      );
      expect(holdings.data).toMatchObject({ fundId: 2, portfolioCompanyIds: [2, child.id] });
      const children = await host.call('gp@demo.test', 'get', '/api/company/getChildCompanies/1').expect(200);
      expect(children.body.data.find((c: { id: number }) => c.id === child.id)).toMatchObject({
        name: 'Solara Batteries',
        contact_email: body.email,
      });

      const remaining = await host.call(
        'gp@demo.test',
        'get',
        '/api/company/getRemainingPortfolioCompanies/1',
      );
      expect(remaining.body.data.remainingPC).toBe(1);
    });

    it('refuses everyone but the primary user and an admin', async () => {
      for (const email of ['coinvestor@demo.test', 'consultant@demo.test']) {
        const response = await host
          .call(email, 'post', '/api/company/invitePortfolioCompany/1')
          .send(invitation());
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('ACCESS.FORBIDDEN');
        expect(response.body.message).toBe(
          'Only the primary user of Evergreen Capital Partners (gp@demo.test) or an admin changes its access',
        );
      }
      for (const email of ['lp@demo.test', 'pc@demo.test', 'contributor@demo.test', 'trial@demo.test'])
        expect(
          (await host.call(email, 'post', '/api/company/invitePortfolioCompany/1').send(invitation())).status,
        ).toBe(403);
    });

    it('refuses a contact who already has an account or is already a company contact, and a fund of another company', async () => {
      const user = await host
        .call('gp@demo.test', 'post', '/api/company/invitePortfolioCompany/1')
        .send(invitation({ email: 'LP@demo.test' }));
      expect(user.status).toBe(409);
      expect(user.body.message).toBe(
        'lp@demo.test already has an account; invite the company with another contact',
      );
      const contact = await host
        .call('gp@demo.test', 'post', '/api/company/invitePortfolioCompany/1')
        .send(invitation({ email: 'ops@atlas-logistics.demo.test' }));
      expect(contact.status).toBe(409);
      expect(contact.body.message).toBe('ops@atlas-logistics.demo.test is already the contact of a company');
      const fund = await host
        .call('gp@demo.test', 'post', '/api/company/invitePortfolioCompany/1')
        .send(invitation({ fundIds: [3] }));
      expect(fund.status).toBe(422);
      expect(fund.body.message).toBe('fundIds: fund 3 is not a fund of Evergreen Capital Partners');
      const bad = await host
        .call('gp@demo.test', 'post', '/api/company/invitePortfolioCompany/1')
        .send({ companyName: '', contactName: 'x', email: 'no' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/companyName: This field is required/);
    });

    it('stops at the contract limit with ACCESS.LIMIT_REACHED', async () => {
      const remaining = await host.call(
        'admin@demo.test',
        'get',
        '/api/company/getRemainingPortfolioCompanies/1',
      );
      for (let i = 0; i < remaining.body.data.remainingPC; i++)
        await host
          .call('admin@demo.test', 'post', '/api/company/invitePortfolioCompany/1')
          .send(invitation())
          .expect(201);
      const before = (await host.events('data-collection.company.registered.v1')).length;
      const refused = await host
        .call('gp@demo.test', 'post', '/api/company/invitePortfolioCompany/1')
        .send(invitation());
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'ACCESS.LIMIT_REACHED',
        message:
          'The contract of Evergreen Capital Partners allows 5 portfolio companies (number_of_pcs) and all are used; ask the platform team to extend it',
      });
      expect((await host.events('data-collection.company.registered.v1')).length).toBe(before);
      const after = await host.call('gp@demo.test', 'get', '/api/company/getRemainingPortfolioCompanies/1');
      expect(after.body.data).toEqual({
        remainingPC: 0,
        portfolioCompanies: { limit: 5, used: 5, remaining: 0 },
      });
    });

    it('refuses an LP inviting portfolio companies', async () => {
      const response = await host
        .call('lp@demo.test', 'post', '/api/company/invitePortfolioCompany/5')
        .send(invitation());
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('ACCESS.CONFLICT');
    });
  });

  describe('POST company/inviteGPCompany/{id}', () => {
    it('creates a GP as a child of the LP, a funds manager, whose funds the LP may then hold', async () => {
      const body = invitation({ companyName: 'Nordic Infrastructure Partners' });
      const response = await host.call('lp@demo.test', 'post', '/api/company/inviteGPCompany/5').send(body);
      expect(response.status).toBe(201);
      const gp = response.body.data;
      expect(gp).toMatchObject({ type: 'gp', parent_id: 5, contact_email: body.email });
      const company = await host.call('admin@demo.test', 'get', `/api/company/${gp.id}`).expect(200);
      expect(company.body.data.company).toMatchObject({
        funds_manager: true,
        number_of_pcs: 10,
        team_members: 5,
      });
      expect(company.body.data.parentCompany).toMatchObject({ id: 5 });
      const remaining = await host.call('lp@demo.test', 'get', '/api/company/getRemainingGPCompanies/5');
      expect(remaining.body.data).toEqual({
        remainingGP: 2,
        gpCompanies: { limit: 3, used: 1, remaining: 2 },
      });

      // The invited GP's fund can be held by the LP's fund without an admin.
      const gpFund = await host
        .call('admin@demo.test', 'post', '/api/funds')
        .send({
          companyId: gp.id,
          name: 'Nordic Infra I',
          currency: 'EUR',
          vintage: 2024,
          sfdrClassification: 'article_8',
        })
        .expect(201);
      await host
        .call('lp@demo.test', 'patch', '/api/funds/3')
        .send({ gpFundIds: [1, 2, gpFund.body.data.id] })
        .expect(200);
    });

    it('refuses a GP inviting GPs, and non-primary users', async () => {
      expect(
        (await host.call('gp@demo.test', 'post', '/api/company/inviteGPCompany/1').send(invitation())).status,
      ).toBe(409);
      expect(
        (await host.call('gp@demo.test', 'post', '/api/company/inviteGPCompany/5').send(invitation())).status,
      ).toBe(403);
    });
  });

  describe('PATCH company/details/{id} and its history', () => {
    it('lets the primary user edit the fields, records who changed what from what, and publishes the change', async () => {
      const response = await host.call('gp@demo.test', 'patch', '/api/company/details/1').send({
        name: ' Evergreen Capital Partners LLP ',
        auto_mail_flag: false,
        report_reminder_flag: true,
        industry_id: 41,
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        id: 1,
        name: 'Evergreen Capital Partners LLP',
        auto_mail_flag: false,
        report_reminder_flag: true,
        industry_id: 41,
      });
      const [event] = (await host.events('data-collection.company.updated.v1')).filter(
        (e) => e.subject === '1' && 'auto_mail_flag' in (e.data as { changes: object }).changes,
      );
      expect(event.actorid).toBe('2');
      expect(event.data).toEqual({
        companyId: 1,
        // report_reminder_flag was already true: not a change.
        changes: { name: 'Evergreen Capital Partners LLP', auto_mail_flag: false, industry_id: 41 },
        previous: { name: 'Evergreen Capital Partners', auto_mail_flag: true, industry_id: 40 },
      });

      // The history is a read model of the change events: awaited, not assumed.
      const latest = await waitFor(async () => {
        const history = await host.call('coinvestor@demo.test', 'get', '/api/company/details/1/history');
        expect(history.status).toBe(200);
        const rows = history.body.data.filter((c: { at: string }) => c.at === event.time);
        return rows.length === 3 ? rows : null;
      });
      expect(latest).toEqual([
        {
          at: event.time,
          actor: { id: 2, name: 'Grace Parker' },
          field: 'auto_mail_flag',
          from: true,
          to: false,
        },
        { at: event.time, actor: { id: 2, name: 'Grace Parker' }, field: 'industry_id', from: 40, to: 41 },
        {
          at: event.time,
          actor: { id: 2, name: 'Grace Parker' },
          field: 'name',
          from: 'Evergreen Capital Partners',
          to: 'Evergreen Capital Partners LLP',
        },
      ]);

      await host
        .call('gp@demo.test', 'patch', '/api/company/details/1')
        .send({ name: 'Evergreen Capital Partners' })
        .expect(200);
      const newest = await waitFor(async () => {
        const history = await host.call('gp@demo.test', 'get', '/api/company/details/1/history').expect(200);
        return history.body.data[0]?.to === 'Evergreen Capital Partners' ? history : null;
      });
      expect(newest.body.data[0]).toMatchObject({
        field: 'name',
        from: 'Evergreen Capital Partners LLP',
        to: 'Evergreen Capital Partners',
      });
    });

    it('changes nothing and publishes nothing when nothing differs', async () => {
      const before = (await host.events('data-collection.company.updated.v1')).length;
      await host
        .call('pc@demo.test', 'patch', '/api/company/details/2')
        .send({ auto_highlights_flag: false })
        .expect(200);
      expect((await host.events('data-collection.company.updated.v1')).length).toBe(before);
    });

    it('keeps the platform fields for admins, and the company for its primary user', async () => {
      const platform = await host
        .call('gp@demo.test', 'patch', '/api/company/details/1')
        .send({ funds_manager: false, gp_key: 'X' });
      expect(platform.status).toBe(403);
      expect(platform.body.message).toBe('Only an admin changes gp_key, funds_manager');
      const admin = await host
        .call('admin@demo.test', 'patch', '/api/company/details/3')
        .send({ is_action_plan_enabled: true, gp_key: 'ATL-1' });
      expect(admin.status).toBe(200);
      const [event] = (await host.events('data-collection.company.updated.v1')).filter(
        (e) => e.subject === '3',
      );
      expect(event.data).toMatchObject({
        changes: { is_action_plan_enabled: true, gp_key: 'ATL-1' },
        isActionPlanEnabled: true,
      });
      for (const email of [
        'coinvestor@demo.test',
        'consultant@demo.test',
        'lp@demo.test',
        'contributor@demo.test',
      ]) {
        const response = await host
          .call(email, 'patch', '/api/company/details/1')
          .send({ auto_highlights_flag: true });
        expect(response.status).toBe(403);
      }
      // The GP may act for its portfolio company but is not its primary user.
      expect(
        (
          await host
            .call('gp@demo.test', 'patch', '/api/company/details/2')
            .send({ auto_highlights_flag: true })
        ).status,
      ).toBe(403);
    });

    it.each([
      [{ name: '' }, /name: This field is required/],
      [{}, /at least one field/],
      [{ contact_email: 'new@x.test' }, /contact_email/],
      [{ team_members: 100 }, /team_members/],
      [{ auto_mail_flag: 'yes' }, /auto_mail_flag/],
      [{ industry_id: -1 }, /industry_id/],
    ])('refuses %j with 400', async (body, message) => {
      const response = await host.call('gp@demo.test', 'patch', '/api/company/details/1').send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    });

    it('shows the history to non-contributors who may act for the company only', async () => {
      await host.call('contributor@demo.test', 'get', '/api/company/details/4/history').expect(403);
      await host.call('lp@demo.test', 'get', '/api/company/details/1/history').expect(403);
      await host.call('admin@demo.test', 'get', '/api/company/details/1/history').expect(200);
    });
  });

  describe('GET company/getInvestors/{id} and getManagedCompanies/{id}', () => {
    it("lists a GP's investors: the LP whose fund holds its funds", async () => {
      const response = await host.call('gp@demo.test', 'get', '/api/company/getInvestors/1').expect(200);
      expect(response.body.data).toEqual([
        {
          company: { id: 5, name: 'Meridian Pension Fund', type: 'lp' },
          relations: ['fund'],
          funds: [
            { id: 1, name: 'Evergreen Sustainable Growth Fund I' },
            { id: 2, name: 'Evergreen Climate Transition Fund II' },
          ],
          contact: { email: 'lp@demo.test', name: 'Liam Porter', status: 'active', userId: 3 },
          // The reporting status is the monitoring read model's (monitoring.spec.ts checks it).
          reporting: expect.any(Array),
        },
      ]);
    });

    it("lists a portfolio company's investor: its parent, through the funds that hold it", async () => {
      const response = await host.call('pc@demo.test', 'get', '/api/company/getInvestors/2').expect(200);
      expect(response.body.data).toEqual([
        {
          company: { id: 1, name: 'Evergreen Capital Partners', type: 'gp' },
          relations: ['parent', 'fund'],
          funds: [
            { id: 1, name: 'Evergreen Sustainable Growth Fund I' },
            { id: 2, name: 'Evergreen Climate Transition Fund II' },
          ],
          contact: { email: 'gp@demo.test', name: 'Grace Parker', status: 'active', userId: 2 },
          reporting: expect.any(Array),
        },
      ]);
    });

    it('lists what an LP manages through its funds, and what a GP manages', async () => {
      const lp = await host.call('lp@demo.test', 'get', '/api/company/getManagedCompanies/5').expect(200);
      expect(lp.body.data.find((r: { company: { id: number } }) => r.company.id === 1)).toEqual({
        company: { id: 1, name: 'Evergreen Capital Partners', type: 'gp' },
        relations: ['fund'],
        funds: [
          { id: 1, name: 'Evergreen Sustainable Growth Fund I' },
          { id: 2, name: 'Evergreen Climate Transition Fund II' },
        ],
        contact: { email: 'gp@demo.test', name: 'Grace Parker', status: 'active', userId: 2 },
        reporting: expect.any(Array),
      });
      const gp = await host.call('gp@demo.test', 'get', '/api/company/getManagedCompanies/1').expect(200);
      expect(gp.body.data.find((r: { company: { id: number } }) => r.company.id === 4)).toEqual({
        company: { id: 4, name: 'Helios Foods', type: 'pc' },
        relations: ['child', 'fund'],
        funds: [{ id: 1, name: 'Evergreen Sustainable Growth Fund I' }],
        // Helios's contact e-mail has no account, its contributor has one (issue 29, item 8): the
        // company is reached through its contributor, never shown as without an account.
        contact: { email: 'contributor@demo.test', name: 'Carlos Ortega', status: 'active', userId: 5 },
        reporting: expect.any(Array),
      });
    });

    it('refuses other tenants and contributors', async () => {
      await host.call('lp@demo.test', 'get', '/api/company/getInvestors/1').expect(403);
      await host.call('pc@demo.test', 'get', '/api/company/getManagedCompanies/1').expect(403);
      await host.call('contributor@demo.test', 'get', '/api/company/getInvestors/4').expect(403);
    });
  });
});
