import type { MonitoringOverview, MonitoringRow } from '@esg/contracts';
import { ManualClock } from '@esg/platform';
import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

/**
 * GET /monitoring, POST /monitoring/requests and POST /monitoring/reminders over HTTP on the demo
 * data (docs/portfolio.md "Monitoring"), on a clock the test sets: 23 November 2026. The demo's 2025:
 * Northwind ESG in progress (due 31 March 2026), Atlas SFDR submitted, Helios ESG requested (due
 * 30 April 2026, a contributor assigned); 2023 and 2024 published.
 */
describe('monitoring of portfolio companies', () => {
  let host: PortfolioHost;
  const clock = new ManualClock('2026-11-23T09:00:00Z');

  beforeAll(async () => {
    host = await startPortfolioHost({ clock });
  });
  afterAll(async () => host?.dispose());

  const overview = async (query: string, email = 'gp@demo.test') => {
    const res = await host.call(email, 'get', `/api/monitoring?${query}`).expect(200);
    return res.body.data as MonitoringOverview;
  };
  const row = (rows: MonitoringRow[], company: string, standardId: number, period: string) =>
    rows.find((r) => r.company.name === company && r.standardId === standardId && r.period === period);

  it('lists each portfolio company, standard and period with its status, overdue days and contact', async () => {
    const data = await overview('companyId=1');
    expect(data.today).toBe('2026-11-23');
    expect(data.currentPeriod).toBe('2025');
    expect(data.periods).toEqual(['2025', '2024', '2023']);
    // ESG, SFDR, Northwind's TCFD 2024 (ADR 0051) and the EU Taxonomy 2024 of Northwind and Atlas (issue 26).
    expect(data.standards.map((s) => s.id)).toEqual([1, 2, 8, 16]);
    expect(data.funds.map((f) => f.name)).toEqual([
      'Evergreen Climate Transition Fund II',
      'Evergreen Sustainable Growth Fund I',
    ]);
    const northwind = row(data.rows, 'Northwind Renewables', 1, '2025')!;
    expect(northwind).toMatchObject({
      status: 'in_progress',
      dueDate: '2026-03-31',
      // 31 March → 23 November: 214 days to 31 October, + 23.
      overdueDays: 237,
      // Reminded at the service's start: 7 days after the due date had passed (reminders.spec.ts).
      lastReminderAt: '2026-11-23T09:00:00.000Z',
      contact: { email: 'pc@demo.test', name: 'Priya Chen', status: 'active', userId: 4 },
    });
    expect(northwind.funds.map((f) => f.name).sort()).toEqual([
      'Evergreen Climate Transition Fund II',
      'Evergreen Sustainable Growth Fund I',
    ]);
    expect(northwind.completion).toBeGreaterThan(0);
    expect(northwind.completion).toBeLessThan(100);
    expect(row(data.rows, 'Atlas Logistics', 8, '2025')).toMatchObject({
      status: 'submitted',
      overdueDays: 0,
    });
    expect(row(data.rows, 'Helios Foods', 1, '2025')).toMatchObject({
      status: 'requested',
      overdueDays: 207, // 30 April → 23 November: 31+30+31+31+30+31 = 184 to 31 October, + 23.
      // Helios's contact e-mail has no account; its contributor has (issue 29, item 8).
      contact: { email: 'contributor@demo.test', name: 'Carlos Ortega', status: 'active', userId: 5 },
    });
    // Atlas has no user at all: the only company shown as without an account.
    expect([
      ...new Set(data.rows.filter((r) => r.contact.status === null).map((r) => r.company.name)),
    ]).toEqual(['Atlas Logistics']);
    expect(row(data.rows, 'Helios Foods', 1, '2024')).toMatchObject({
      status: 'published',
      completion: 100,
      overdueDays: 0,
    });
    // No response yet: Atlas's ESG 2025 stands as not requested.
    expect(row(data.rows, 'Atlas Logistics', 1, '2025')).toMatchObject({
      status: 'not_requested',
      responseId: null,
      completion: null,
      dueDate: null,
      overdueDays: 0,
    });
  });

  it('filters by fund, standard, period, status and overdue', async () => {
    const fund2 = (await overview('companyId=1')).funds.find((f) => f.name.includes('Fund II'))!;
    const byFund = await overview(`companyId=1&fundId=${fund2.id}`);
    expect(new Set(byFund.rows.map((r) => r.company.name))).toEqual(new Set(['Northwind Renewables']));
    const overdue = await overview('companyId=1&overdue=true');
    expect(overdue.rows.map((r) => `${r.company.name} ${r.standardId} ${r.period}`).sort()).toEqual([
      'Helios Foods 1 2025',
      'Northwind Renewables 1 2025',
    ]);
    const notRequested = await overview('companyId=1&status=not_requested&standardId=1');
    expect(notRequested.rows.map((r) => r.company.name)).toEqual(['Atlas Logistics']);
    const year2024 = await overview('companyId=1&period=2024');
    expect(year2024.rows.every((r) => r.period === '2024' && r.status === 'published')).toBe(true);
    // ESG and SFDR of three companies, Northwind's TCFD, the EU Taxonomy of Northwind and Atlas.
    expect(year2024.rows).toHaveLength(9);
    await host.call('gp@demo.test', 'get', '/api/monitoring?companyId=1&status=lost').expect(400);
    await host.call('gp@demo.test', 'get', '/api/monitoring').expect(400);
  });

  it('is for non-contributors of a GP or LP who may act for it', async () => {
    await host.call('pc@demo.test', 'get', '/api/monitoring?companyId=1').expect(403);
    await host.call('gp@demo.test', 'get', '/api/monitoring?companyId=2').expect(403);
    await host.call('contributor@demo.test', 'get', '/api/monitoring?companyId=4').expect(403);
    await host.call('lp@demo.test', 'get', '/api/monitoring?companyId=1').expect(403);
    await overview('companyId=1', 'coinvestor@demo.test');
    const lp = await overview('companyId=5', 'lp@demo.test');
    expect(lp.rows).toEqual([]);
  });

  it('gives /management and /investor the same reporting status as the monitoring overview', async () => {
    type Related = {
      company: { id: number; name: string };
      reporting: Array<Omit<MonitoringRow, 'company' | 'funds' | 'contact'>>;
    };
    const monitored = (await overview('companyId=1')).rows;
    const statusOf = (company: string) =>
      monitored
        .filter((r) => r.company.name === company)
        .map(({ company: _c, funds: _f, contact: _k, ...status }) => status)
        .sort((a, b) => b.period.localeCompare(a.period) || a.standardId - b.standardId);

    // /management of Evergreen: each managed company's rows, as GET /monitoring answers them.
    const managed = (await host.call('gp@demo.test', 'get', '/api/company/getManagedCompanies/1').expect(200))
      .body.data as Related[];
    for (const name of ['Atlas Logistics', 'Helios Foods', 'Northwind Renewables']) {
      const row = managed.find((r) => r.company.name === name)!;
      expect(row.reporting).toEqual(statusOf(name));
    }
    const northwind = managed.find((r) => r.company.name === 'Northwind Renewables')!;
    expect(northwind.reporting[0]).toMatchObject({
      period: '2025',
      standardId: 1,
      status: 'in_progress',
      overdueDays: 237,
    });
    const atlas = managed.find((r) => r.company.name === 'Atlas Logistics')!;
    expect(atlas.reporting.find((r) => r.standardId === 1 && r.period === '2025')).toMatchObject({
      status: 'not_requested',
      responseId: null,
    });

    // /investor of Northwind: its own status as Evergreen (its parent, through two funds) monitors it.
    const investors = (await host.call('pc@demo.test', 'get', '/api/company/getInvestors/2').expect(200)).body
      .data as Related[];
    expect(investors.map((r) => r.company.name)).toEqual(['Evergreen Capital Partners']);
    expect(investors[0].reporting).toEqual(statusOf('Northwind Renewables'));
  });

  it('requests data from many companies at once, each decided alone', async () => {
    const res = await host
      .call('gp@demo.test', 'post', '/api/monitoring/requests')
      .send({ companyIds: [3, 4, 5], standardId: 1, period: '2025', dueDate: '2026-12-31' })
      .expect(201);
    expect(res.body.message).toBe('Data requested from 1 of 3 companies');
    const [atlas, helios, meridian] = res.body.data;
    expect(atlas).toMatchObject({ companyId: 3, companyName: 'Atlas Logistics', outcome: 'requested' });
    expect(helios).toMatchObject({ companyId: 4, outcome: 'already_requested' });
    expect(helios.message).toMatch(/already has a/);
    expect(meridian).toEqual({
      companyId: 5,
      companyName: null,
      outcome: 'refused',
      responseId: null,
      message: 'Company 5 was not found',
    });
    const requested = await host.events('data-collection.response.requested.v1');
    expect(requested.some((e) => (e.data as { responseId: number }).responseId === atlas.responseId)).toBe(
      true,
    );
    const data = await overview('companyId=1&standardId=1&period=2025');
    expect(row(data.rows, 'Atlas Logistics', 1, '2025')).toMatchObject({
      status: 'requested',
      responseId: atlas.responseId,
      dueDate: '2026-12-31',
      overdueDays: 0,
    });
    await host
      .call('gp@demo.test', 'post', '/api/monitoring/requests')
      .send({ companyIds: [], standardId: 1, period: '2025', dueDate: '2026-12-31' })
      .expect(400);
    await host
      .call('coinvestor@demo.test', 'post', '/api/monitoring/requests')
      .send({ companyIds: [2], standardId: 8, period: '2025', dueDate: '2026-12-31' })
      .expect(201)
      .expect((r) => expect(r.body.data[0].outcome).toBe('refused'));
  });

  it('sends a reminder by hand to the users who owe the data, and says when none can be sent', async () => {
    const before = await overview('companyId=1&period=2025&standardId=1');
    const northwind = row(before.rows, 'Northwind Renewables', 1, '2025')!;
    const published = row(
      (await overview('companyId=1&period=2024')).rows,
      'Northwind Renewables',
      1,
      '2024',
    )!;
    const atlas = row(before.rows, 'Atlas Logistics', 1, '2025')!;
    clock.set('2026-11-23T10:30:00Z');
    const res = await host
      .call('gp@demo.test', 'post', '/api/monitoring/reminders')
      .send({
        responseIds: [northwind.responseId, published.responseId, atlas.responseId],
        message: 'The board meets on 1 December',
      })
      .expect(201);
    expect(res.body.message).toBe('1 of 3 reminders sent');
    expect(res.body.data).toEqual([
      { responseId: northwind.responseId, outcome: 'sent', recipients: 1, message: null },
      {
        responseId: published.responseId,
        outcome: 'refused',
        recipients: 0,
        message: `Response ${published.responseId} is published: nothing is owed, no reminder sent`,
      },
      {
        responseId: atlas.responseId,
        outcome: 'refused',
        recipients: 0,
        message:
          'No user of the company has signed in yet: resend the contact’s invitation from the access manager',
      },
    ]);
    const [event] = (await host.events('data-collection.response.reminder-sent.v1')).filter(
      (e) =>
        (e.data as { responseId: number; reason: string }).responseId === northwind.responseId &&
        (e.data as { reason: string }).reason === 'manual',
    );
    expect(event.data).toMatchObject({
      companyName: 'Northwind Renewables',
      requesterName: 'Evergreen Capital Partners',
      standardName: expect.any(String),
      reason: 'manual',
      note: 'The board meets on 1 December',
      sentAt: '2026-11-23T10:30:00.000Z',
      sentBy: 2,
      recipients: [{ userId: 4, email: 'pc@demo.test', name: 'Priya Chen' }],
    });
    const after = await overview('companyId=1&period=2025&standardId=1');
    expect(row(after.rows, 'Northwind Renewables', 1, '2025')!.lastReminderAt).toBe(
      '2026-11-23T10:30:00.000Z',
    );
    // The company itself does not remind its GP; an unknown response is refused like another tenant's.
    const own = await host
      .call('pc@demo.test', 'post', '/api/monitoring/reminders')
      .send({ responseIds: [northwind.responseId, 99_999] })
      .expect(201);
    expect(own.body.data.map((o: { outcome: string }) => o.outcome)).toEqual(['refused', 'refused']);
    expect(own.body.data[1].message).toBe('Response 99999 was not found');
  });
});
