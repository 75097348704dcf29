import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

/**
 * Positions per fund and quarter end (issue 9): PUT funds/{id}/positions/{date} replaces the date's set,
 * GET funds/{id}/positions?from=&to= reads them. Each refused rule answers 422 naming the row and rule.
 */
describe('data-collection: positions', () => {
  let host: PortfolioHost;
  beforeAll(async () => {
    host = await startPortfolioHost();
  });
  afterAll(async () => host?.dispose());

  const put = (fundId: number, date: string, body: unknown, email = 'gp@demo.test') =>
    host.call(email, 'put', `/api/funds/${fundId}/positions/${date}`).send(body as object);

  /** A valid set for fund 1 (holding Northwind 2, Atlas 3, Helios 4). */
  const validSet = {
    allInvestments: 100_000_000,
    positions: [
      { companyId: 2, instrument: 'unlisted_equity', value: 40_000_000 },
      { companyId: 2, instrument: 'business_loan', value: 9_500_000.5, outstanding: 10_000_000 },
      { companyId: 3, instrument: 'listed_equity', value: 20_000_000 },
      {
        companyId: null,
        country: 'fr',
        instrument: 'sovereign_bond',
        value: 15_000_000,
        outstanding: 14_000_000,
      },
      { instrument: 'cash', value: 8_000_000 },
    ],
  };

  describe('the seeded positions', () => {
    it('holds four quarter ends for Evergreen Fund I, with cash and a sovereign bond, all investments above the positions', async () => {
      const response = await host.call('gp@demo.test', 'get', '/api/funds/1/positions').expect(200);
      const seeded = response.body.data.filter(
        (s: { version: number; recordedBy: number | null }) => s.recordedBy === null,
      );
      expect(seeded).toHaveLength(4);
      const dates = seeded.map((s: { date: string }) => s.date);
      for (const date of dates) expect(date.slice(5)).toMatch(/^(03-31|06-30|09-30|12-31)$/);
      expect([...dates].sort()).toEqual(dates);
      const latest = seeded[3];
      // Hand-computed from libs/platform demo-data: 55.0 + 9.8 + 38.9 + 31.5 + 6.1 + 12.0 + 5.2 = 158.5 M; hedges 1.6 M.
      expect(latest).toMatchObject({
        currency: 'EUR',
        allInvestments: 160_100_000,
        positionsTotal: 158_500_000,
      });
      expect(latest.positions).toEqual([
        { companyId: 2, country: null, instrument: 'unlisted_equity', value: 55_000_000, outstanding: null },
        {
          companyId: 2,
          country: null,
          instrument: 'business_loan',
          value: 9_800_000,
          outstanding: 10_000_000,
        },
        { companyId: 3, country: null, instrument: 'unlisted_equity', value: 38_900_000, outstanding: null },
        { companyId: 4, country: null, instrument: 'unlisted_equity', value: 31_500_000, outstanding: null },
        {
          companyId: 4,
          country: null,
          instrument: 'corporate_bond',
          value: 6_100_000,
          outstanding: 6_000_000,
        },
        {
          companyId: null,
          country: 'DE',
          instrument: 'sovereign_bond',
          value: 12_000_000,
          outstanding: 12_000_000,
        },
        { companyId: null, country: null, instrument: 'cash', value: 5_200_000, outstanding: null },
      ]);
      // The oldest: 48.2 + 9.8 + 36.5 + 27.9 + 6.1 + 12.0 + 9.4 = 149.9 M; hedges 2.5 M.
      expect(seeded[0]).toMatchObject({ allInvestments: 152_400_000, positionsTotal: 149_900_000 });
      const events = (await host.events('data-collection.positions.recorded.v1')).filter(
        (e) => e.subject === '1',
      );
      expect(events.map((e) => (e.data as { date: string }).date).sort()).toEqual(
        expect.arrayContaining(dates),
      );
    });
  });

  describe('PUT funds/{id}/positions/{date}', () => {
    it('records a set, normalised, and publishes data-collection.positions.recorded.v1 with all of it', async () => {
      const response = await put(1, '2023-06-30', validSet);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        fundId: 1,
        date: '2023-06-30',
        currency: 'EUR',
        allInvestments: 100_000_000,
        positions: [
          {
            companyId: 2,
            country: null,
            instrument: 'unlisted_equity',
            value: 40_000_000,
            outstanding: null,
          },
          {
            companyId: 2,
            country: null,
            instrument: 'business_loan',
            value: 9_500_000.5,
            outstanding: 10_000_000,
          },
          { companyId: 3, country: null, instrument: 'listed_equity', value: 20_000_000, outstanding: null },
          {
            companyId: null,
            country: 'FR',
            instrument: 'sovereign_bond',
            value: 15_000_000,
            outstanding: 14_000_000,
          },
          { companyId: null, country: null, instrument: 'cash', value: 8_000_000, outstanding: null },
        ],
        // 40 + 9.5000005 + 20 + 15 + 8 = 92,500,000.50
        positionsTotal: 92_500_000.5,
        recordedAt: expect.any(String),
        recordedBy: 2,
        version: 1,
      });
      const [event] = (await host.events('data-collection.positions.recorded.v1')).filter(
        (e) => (e.data as { date: string }).date === '2023-06-30',
      );
      expect(event).toMatchObject({ subject: '1', companyid: '1', actorid: '2', aggregateversion: 1 });
      expect(event.data).toEqual({
        fundId: 1,
        companyId: 1,
        date: '2023-06-30',
        currency: 'EUR',
        allInvestments: 100_000_000,
        positions: response.body.data.positions,
        version: 1,
      });
    });

    it('replaces the set of the same date (version 2) and keeps other dates', async () => {
      await put(1, '2023-09-30', validSet).expect(200);
      const replaced = await put(1, '2023-09-30', {
        allInvestments: 50_000_000,
        positions: [{ companyId: 4, instrument: 'unlisted_equity', value: 45_000_000 }],
      }).expect(200);
      expect(replaced.body.data).toMatchObject({ version: 2, positionsTotal: 45_000_000 });
      const read = await host
        .call('gp@demo.test', 'get', '/api/funds/1/positions?from=2023-07-01&to=2023-12-31')
        .expect(200);
      expect(read.body.data).toHaveLength(1);
      expect(read.body.data[0]).toMatchObject({
        date: '2023-09-30',
        allInvestments: 50_000_000,
        positions: [
          {
            companyId: 4,
            country: null,
            instrument: 'unlisted_equity',
            value: 45_000_000,
            outstanding: null,
          },
        ],
        version: 2,
      });
      const events = (await host.events('data-collection.positions.recorded.v1')).filter(
        (e) => (e.data as { date: string }).date === '2023-09-30',
      );
      expect(events.map((e) => (e.data as { version: number }).version)).toEqual([1, 2]);
      expect((events[1].data as { positions: unknown[] }).positions).toHaveLength(1);
    });

    it.each([
      [
        '2023-06-29',
        'quarter-end',
        /date 2023-06-29 is not a quarter end \(31 March, 30 June, 30 September or 31 December\)/,
      ],
      ['2023-6-30', 'date-format', /date "2023-6-30" is not a date as YYYY-MM-DD/],
      ['last-quarter', 'date-format', /date "last-quarter" is not a date/],
      ['2023-02-31', 'quarter-end', /not a quarter end/],
      ['2999-12-31', 'date-in-future', /date 2999-12-31 is in the future/],
    ])('refuses the date %s with 422 [%s]', async (date, rule, message) => {
      const response = await put(1, date, validSet);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('POSITIONS.UNPROCESSABLE');
      expect(response.body.message).toMatch(message);
      expect(response.body.message).toContain(`[${rule}]`);
    });

    it.each([
      [
        'a negative value',
        {
          allInvestments: 10,
          positions: [
            { companyId: 2, instrument: 'unlisted_equity', value: 5 },
            { companyId: 3, instrument: 'unlisted_equity', value: -5 },
          ],
        },
        /positions\[1\]: value -5 is negative \[negative-value\]/,
      ],
      [
        'a negative outstanding amount',
        {
          allInvestments: 10,
          positions: [{ companyId: 2, instrument: 'business_loan', value: 5, outstanding: -1 }],
        },
        /positions\[0\]: outstanding -1 is negative \[negative-outstanding\]/,
      ],
      [
        'a company outside the GP portfolio',
        { allInvestments: 10, positions: [{ companyId: 5, instrument: 'unlisted_equity', value: 5 }] },
        /positions\[0\]: company 5 is not a portfolio company of Evergreen Capital Partners \[company-outside-portfolio\]/,
      ],
      [
        'all investments below the sum of the positions',
        {
          allInvestments: 99.99,
          positions: [
            { companyId: 2, instrument: 'unlisted_equity', value: 60 },
            { instrument: 'cash', value: 40 },
          ],
        },
        /allInvestments EUR 99\.99 is less than the sum of the positions, EUR 100; all investments include every position \[all-investments-below-positions\]/,
      ],
      [
        'all investments of zero',
        { allInvestments: 0, positions: [] },
        /allInvestments 0 must be greater than 0 \[all-investments-not-positive\]/,
      ],
      [
        'an unknown instrument',
        { allInvestments: 10, positions: [{ companyId: 2, instrument: 'crypto', value: 1 }] },
        /positions\[0\]: instrument "crypto" is not one of listed_equity, unlisted_equity, corporate_bond, business_loan, project_finance, commercial_real_estate, mortgage, motor_vehicle_loan, sovereign_bond, cash \[unknown-instrument\]/,
      ],
      [
        'a loan without its outstanding amount',
        { allInvestments: 10, positions: [{ companyId: 2, instrument: 'business_loan', value: 1 }] },
        /positions\[0\]: a business_loan position needs its outstanding amount \[outstanding-required\]/,
      ],
      [
        'an outstanding amount on equity',
        {
          allInvestments: 10,
          positions: [{ companyId: 2, instrument: 'listed_equity', value: 1, outstanding: 1 }],
        },
        /positions\[0\]: listed_equity has no outstanding amount \(debt instruments only\) \[outstanding-not-applicable\]/,
      ],
      [
        'equity without a company',
        { allInvestments: 10, positions: [{ instrument: 'unlisted_equity', value: 1 }] },
        /positions\[0\]: a unlisted_equity position names its portfolio company \[company-required\]/,
      ],
      [
        'a sovereign bond without its country',
        { allInvestments: 10, positions: [{ instrument: 'sovereign_bond', value: 1, outstanding: 1 }] },
        /positions\[0\]: a sovereign_bond position names its country \(ISO 3166-1 alpha-2, such as DE\) \[country-required\]/,
      ],
      [
        'cash naming a company',
        { allInvestments: 10, positions: [{ companyId: 2, instrument: 'cash', value: 1 }] },
        /positions\[0\]: a cash position names no company \(company 2 given\) \[company-not-applicable\]/,
      ],
      [
        'the same holding twice',
        {
          allInvestments: 10,
          positions: [
            { companyId: 2, instrument: 'unlisted_equity', value: 1 },
            { companyId: 2, instrument: 'unlisted_equity', value: 2 },
          ],
        },
        /positions\[1\]: repeats positions\[0\] \(same instrument, company and country\) \[duplicate-row\]/,
      ],
    ])('refuses %s with 422 naming the row and rule, and changes nothing', async (_label, body, message) => {
      const before = await host.events('data-collection.positions.recorded.v1');
      const response = await put(1, '2022-12-31', body);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('POSITIONS.UNPROCESSABLE');
      expect(response.body.message).toMatch(/^Positions of 2022-12-31 refused \(\d+ problems?\): /);
      expect(response.body.message).toMatch(message);
      expect((await host.events('data-collection.positions.recorded.v1')).length).toBe(before.length);
      const read = await host.call(
        'gp@demo.test',
        'get',
        '/api/funds/1/positions?from=2022-12-31&to=2022-12-31',
      );
      expect(read.body.data).toEqual([]);
    });

    it('names every problem of a set at once', async () => {
      const response = await put(1, '2022-12-31', {
        allInvestments: 1,
        positions: [
          { companyId: 2, instrument: 'unlisted_equity', value: 3 },
          { companyId: 9, instrument: 'unlisted_equity', value: -2 },
        ],
      });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe(
        'Positions of 2022-12-31 refused (3 problems): ' +
          'positions[1]: value -2 is negative [negative-value]; ' +
          'positions[1]: company 9 is not a portfolio company of Evergreen Capital Partners [company-outside-portfolio]; ' +
          'allInvestments EUR 1 is less than the sum of the positions, EUR 3; all investments include every position [all-investments-below-positions]',
      );
    });

    it("refuses a portfolio company the fund does not hold, and an LP's fund", async () => {
      // Fund II holds only Northwind (2); Atlas (3) is Evergreen's but not in Fund II.
      const notHeld = await put(2, '2024-12-31', {
        allInvestments: 10,
        positions: [{ companyId: 3, instrument: 'unlisted_equity', value: 1 }],
      });
      expect(notHeld.status).toBe(422);
      expect(notHeld.body.message).toMatch(
        /positions\[0\]: Atlas Logistics \(company 3\) is not held by Evergreen Climate Transition Fund II; add it to the fund's portfolio companies first \[company-not-held-by-fund\]/,
      );
      const lpFund = await put(3, '2024-12-31', { allInvestments: 10, positions: [] }, 'lp@demo.test');
      expect(lpFund.status).toBe(409);
      expect(lpFund.body.message).toMatch(
        /an LP's fund: positions are recorded on the GP funds it invests in/,
      );
    });

    it('accepts positions of a closed fund up to its closing date, and refuses later ones', async () => {
      const created = await host
        .call('gp@demo.test', 'post', '/api/funds')
        .send({
          companyId: 1,
          name: 'Evergreen Legacy Fund',
          currency: 'EUR',
          vintage: 2019,
          sfdrClassification: 'article_6',
          portfolioCompanyIds: [3],
        })
        .expect(201);
      const id = created.body.data.id as number;
      await host
        .call('gp@demo.test', 'post', `/api/funds/${id}/close`)
        .send({ closedOn: '2023-03-31' })
        .expect(200);
      await put(id, '2023-03-31', {
        allInvestments: 5,
        positions: [{ companyId: 3, instrument: 'unlisted_equity', value: 5 }],
      }).expect(200);
      const after = await put(id, '2023-06-30', { allInvestments: 5, positions: [] });
      expect(after.status).toBe(422);
      expect(after.body.message).toMatch(
        /Evergreen Legacy Fund was closed on 2023-03-31; it holds no positions on 2023-06-30 \[fund-closed\]/,
      );
    });

    it('refuses wrong types with 400, and other tenants and non-managers with 403', async () => {
      const types = await put(1, '2022-09-30', {
        allInvestments: '10',
        positions: [{ companyId: 2, instrument: 'cash', value: 'a lot' }],
      });
      expect(types.status).toBe(400);
      expect(types.body.message).toMatch(/allInvestments/);
      expect(types.body.message).toMatch(/positions\.0\.value/);
      for (const email of ['lp@demo.test', 'pc@demo.test', 'contributor@demo.test', 'trial@demo.test'])
        expect((await put(1, '2022-09-30', validSet, email)).status).toBe(403);
      await put(99999, '2022-09-30', validSet).expect(404);
    });
  });

  describe('GET funds/{id}/positions', () => {
    it('filters by date, inclusive, and validates the bounds', async () => {
      await put(1, '2022-03-31', { allInvestments: 1, positions: [] }).expect(200);
      await put(1, '2022-06-30', { allInvestments: 2, positions: [] }).expect(200);
      const both = await host
        .call('gp@demo.test', 'get', '/api/funds/1/positions?from=2022-03-31&to=2022-06-30')
        .expect(200);
      expect(both.body.data.map((s: { date: string }) => s.date)).toEqual(['2022-03-31', '2022-06-30']);
      const from = await host
        .call('gp@demo.test', 'get', '/api/funds/1/positions?from=2022-04-01&to=2022-06-30')
        .expect(200);
      expect(from.body.data.map((s: { date: string }) => s.date)).toEqual(['2022-06-30']);
      const reversed = await host.call(
        'gp@demo.test',
        'get',
        '/api/funds/1/positions?from=2022-06-30&to=2022-03-31',
      );
      expect(reversed.status).toBe(400);
      expect(reversed.body.message).toMatch(/from must not be after to/);
      expect((await host.call('gp@demo.test', 'get', '/api/funds/1/positions?from=yesterday')).status).toBe(
        400,
      );
    });

    it.each([
      ['lp@demo.test', 200],
      ['coinvestor@demo.test', 200],
      ['admin@demo.test', 200],
      ['trial@demo.test', 200],
      ['pc@demo.test', 403],
      ['contributor@demo.test', 403],
    ])('%s reading the positions of Fund I answers %i', async (email, status) => {
      expect((await host.call(email, 'get', '/api/funds/1/positions')).status).toBe(status);
    });
  });

  describe('the event log', () => {
    it('rebuilds every fund and position set the API shows, from the events alone', async () => {
      type State = Record<string, unknown> & { fundId: number };
      const funds = new Map<number, State>();
      const sets = new Map<string, unknown>();
      for (const { event } of await host.runtimes[0].store.outbox.read(0, 100_000)) {
        const data = event.data as State & {
          date: string;
          allInvestments: number;
          positions: unknown[];
          version: number;
        };
        switch (event.type) {
          case 'data-collection.fund.created.v1':
          case 'data-collection.fund.closed.v1':
            funds.set(data.fundId, { ...data });
            break;
          case 'data-collection.fund.updated.v1': {
            const { changes: _changes, ...state } = event.data as State & { changes: string[] };
            funds.set(data.fundId, state);
            break;
          }
          case 'data-collection.fund.holdings-changed.v1':
            funds.set(data.fundId, {
              ...funds.get(data.fundId)!,
              portfolioCompanyIds: data.portfolioCompanyIds,
              gpFundIds: data.gpFundIds,
            });
            break;
          case 'data-collection.positions.recorded.v1':
            sets.set(`${data.fundId}:${data.date}`, {
              allInvestments: data.allInvestments,
              positions: data.positions,
              version: data.version,
            });
            break;
          default:
            break;
        }
      }
      for (const companyId of [1, 5]) {
        const api = await host
          .call('admin@demo.test', 'get', `/api/fundManager/getAll/${companyId}`)
          .expect(200);
        for (const fund of api.body.data) {
          expect(funds.get(fund.id)).toEqual({
            fundId: fund.id,
            companyId: fund.companyId,
            name: fund.name,
            currency: fund.currency,
            vintage: fund.vintage,
            sfdrClassification: fund.sfdrClassification,
            strategy: fund.strategy,
            portfolioCompanyIds: fund.portfolioCompanyIds,
            gpFundIds: fund.gpFundIds,
            status: fund.status,
            closedOn: fund.closedOn,
          });
          const positions = await host
            .call('admin@demo.test', 'get', `/api/funds/${fund.id}/positions`)
            .expect(200);
          for (const set of positions.body.data) {
            expect(sets.get(`${fund.id}:${set.date}`)).toEqual({
              allInvestments: set.allInvestments,
              positions: set.positions,
              version: set.version,
            });
          }
        }
      }
      expect(funds.size).toBeGreaterThanOrEqual(3);
      expect(sets.size).toBeGreaterThanOrEqual(6);
    });
  });
});
