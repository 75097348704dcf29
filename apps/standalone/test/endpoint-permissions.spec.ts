import request from 'supertest';
import { DEMO_PASSWORD, DEMO_USERS } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * The server side of spec section 6: each seeded role and permission against the guarded endpoints,
 * through the gateway as a browser would call them. Expected statuses are written out by hand from the
 * spec and docs/access-policy.md, not computed by the code under test.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;
type Email = (typeof DEMO_USERS)[number]['email'];

interface Endpoint {
  name: string;
  call: (
    agent: (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) => request.Test,
    me: { id: number; companyId: number },
    fixture: { fileId: string; carbonCalculationId: number; activities: unknown[] },
  ) => request.Test;
  expected: Record<string, number>;
}

/**
 * A year with demo positions: they are seeded on the last four quarter ends before today, and the latest
 * of them lies within the last 92 days.
 */
const FIGURE_YEAR = new Date(Date.now() - 92 * 86_400_000).getUTCFullYear();

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET standard',
    call: (a) => a('get', '/api/standard'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET company/{own company}',
    call: (a, me) => a('get', `/api/company/${me.companyId}`),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET company/1 (the GP)',
    call: (a) => a('get', '/api/company/1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET company/2 (a portfolio company of 1)',
    call: (a) => a('get', '/api/company/2'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    // ADR 0086: read like the company (canActForCompany), the rule of GET company/2 above.
    name: 'GET tcfd-handovers/2 (a portfolio company of 1)',
    call: (a) => a('get', '/api/tcfd-handovers/2'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET company/standard/1',
    call: (a) => a('get', '/api/company/standard/1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'PATCH company/{own company} (reporting cycle)',
    call: (a, me) =>
      a('patch', `/api/company/${me.companyId}`).send({ data_collection_duration: 'annually' }),
    // Outside parties read their GP's settings and change none (docs/access-policy.md, rule 45).
    // A demo workplace writes nothing (rule 100): 403 at the gateway, before the body is read.
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'PATCH standard/assign/1 (the GP’s standards)',
    call: (a) => a('patch', '/api/standard/assign/1').send({ selectedStandards: [1, 8] }),
    // trial may read company 1 (its demo) but configures only its own company.
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'PATCH company/1 with an empty body: 403 before validation for those who may never',
    call: (a) => a('patch', '/api/company/1').send({}),
    // lp and pc may configure their own company, so they learn their body is wrong (400).
    // A demo workplace writes nothing (rule 100): 403 at the gateway, before the body is read.
    expected: {
      admin: 400,
      gp: 400,
      lp: 400,
      pc: 400,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET indicators/count/optionalIndicators/1',
    call: (a) => a('get', '/api/indicators/count/optionalIndicators/1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET indicators/optionalIndicators/1',
    call: (a) => a('get', '/api/indicators/optionalIndicators/1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'PUT indicators/optionalIndicators/{own company}',
    call: (a, me) =>
      a('put', `/api/indicators/optionalIndicators/${me.companyId}`).send({ indicatorIds: ['T2-4', 'T3-9'] }),
    // A demo workplace writes nothing (rule 100): 403 at the gateway, before the body is read.
    expected: {
      admin: 403,
      gp: 200,
      lp: 200,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET pai/funds/1/2026 (a fund of GP 1)',
    call: (a) => a('get', '/api/pai/funds/1/2026'),
    expected: {
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    name: 'GET pai/entities/1/2026 (all funds of GP 1)',
    call: (a) => a('get', '/api/pai/entities/1/2026'),
    expected: {
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    // Issue 27 item 7 (ADR 0220, rule 145): a figure's lineage is read by the fund's GP (its team and outside
    // parties) and by an LP whose fund invests in the fund (Meridian's programme holds Evergreen's funds 1 and 2).
    name: 'GET pai/funds/1/{year}/indicators/T1-1a/lineage (the lineage of a figure of a fund of GP 1)',
    call: (a) => a('get', `/api/pai/funds/1/${FIGURE_YEAR}/indicators/T1-1a/lineage`),
    expected: {
      admin: 403,
      gp: 200,
      lp: 200,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    // Rule 146: an LP fund's look-through is the LP's own (Meridian's programme, fund 3).
    name: 'GET pai/look-through/3/{year} (the PAI figures of the GP funds an LP fund holds)',
    call: (a) => a('get', `/api/pai/look-through/3/${FIGURE_YEAR}`),
    expected: {
      admin: 403,
      gp: 403,
      lp: 200,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    // Issue 26: a fund's EU Taxonomy alignment is read like its PAI statement (rules 45, 115).
    name: 'GET taxonomy/funds/1/{today} (EU Taxonomy alignment of a fund of GP 1)',
    call: (a) => a('get', `/api/taxonomy/funds/1/${new Date().toISOString().slice(0, 10)}`),
    expected: {
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    // Issue 26: the GP's entity PAI statement as a document is read like the PAI statements (rules 45, 115).
    name: 'GET pai/statements/1/2026.pdf (entity PAI statement of GP 1)',
    call: (a) => a('get', '/api/pai/statements/1/2026.pdf'),
    expected: {
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    // Issue 26: the statement's narrative sections are the GP team's to write (rule 116).
    name: 'PUT pai/statements/1/2026/sections/engagement',
    call: (a) =>
      a('put', '/api/pai/statements/1/2026/sections/engagement').send({ text: 'We engage every year.' }),
    expected: {
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    // Issue 26: a fund's periodic report is read like its PAI statement (rules 45, 115).
    name: 'GET funds/1/periodic-report/2026.pdf (periodic report of a fund of GP 1)',
    call: (a) => a('get', '/api/funds/1/periodic-report/2026.pdf'),
    expected: {
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    // Issue 26: the fields of a periodic report the platform cannot know are the GP team's (rule 116).
    name: 'PUT funds/1/periodic-report/2026/sections/benchmark',
    call: (a) =>
      a('put', '/api/funds/1/periodic-report/2026/sections/benchmark').send({ text: 'No benchmark.' }),
    expected: {
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    // Issue 26: classing a fund's investments for the periodic report's asset allocation is the GP team's (rule 116).
    name: 'PUT funds/1/periodic-report/2026/investments',
    call: (a) =>
      a('put', '/api/funds/1/periodic-report/2026/investments').send({
        holding: 'cash:',
        classification: 'other',
      }),
    expected: {
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    // Issue 26: a fund's SFDR 2.0 readiness is read like its PAI statement (rules 45, 115).
    name: 'GET sfdr-categories/funds/1/{today} (SFDR 2.0 categories of a fund of GP 1)',
    call: (a) => a('get', `/api/sfdr-categories/funds/1/${new Date().toISOString().slice(0, 10)}`),
    expected: {
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    // The stateless calculation stores nothing: every signed-in user, read-only workplaces too (rule 101).
    name: 'POST calculations/taxonomy',
    call: (a) =>
      a('post', '/api/calculations/taxonomy').send({
        date: '2025-12-31',
        allInvestments: 100,
        positions: [{ companyId: 1, value: 50 }],
        companies: [],
      }),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    // 2001 has no positions: who passes the access check learns that (422), the others get 403.
    name: 'GET pai/funds/1/2001/eet.xlsx (EET export of a fund of GP 1)',
    call: (a) => a('get', '/api/pai/funds/1/2001/eet.xlsx'),
    expected: {
      admin: 403,
      gp: 422,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 422,
      consultant: 422,
      trial: 403,
    },
  },
  {
    name: 'GET pai/entities/1/2001/eet.xlsx (EET export of all funds of GP 1)',
    call: (a) => a('get', '/api/pai/entities/1/2001/eet.xlsx'),
    expected: {
      admin: 403,
      gp: 422,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 422,
      consultant: 422,
      trial: 403,
    },
  },
  {
    name: 'GET analysis/portfolios/1/aggregates (GP 1 portfolio)',
    call: (a) => a('get', '/api/analysis/portfolios/1/aggregates'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET analysis/portfolios/1/overview (GP 1 monitoring)',
    call: (a) => a('get', '/api/analysis/portfolios/1/overview'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET analysis/companies/2/values (a portfolio company of 1)',
    call: (a) => a('get', '/api/analysis/companies/2/values'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET analysis/trends/1 (GP 1 portfolio trend)',
    call: (a) => a('get', '/api/analysis/trends/1?metrics=ghg.scope1&series=portfolio:1,company:3'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET analysis/trends/2 (a portfolio company of 1, its own trend)',
    call: (a) => a('get', '/api/analysis/trends/2?metrics=ghg.scope1&series=company:2'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET analysis/portfolios/1/benchmark (GP 1 portfolio against peers)',
    call: (a) => a('get', '/api/analysis/portfolios/1/benchmark'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET analysis/companies/2/benchmark (a portfolio company of 1 against peers)',
    call: (a) => a('get', '/api/analysis/companies/2/benchmark'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET materiality/2 (a portfolio company of 1)',
    call: (a) => a('get', '/api/materiality/2?period=2024'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: "PUT materiality/2/2019 (Northwind's own assessment)",
    call: (a) =>
      a('put', '/api/materiality/2/2019').send({
        thresholds: { impact: 2.5, financial: 2.5 },
        matters: [],
        expectedVersion: 0,
      }),
    expected: {
      admin: 403,
      gp: 403,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET analysis/portfolios/1/highlights (GP 1 movers and leaderboard)',
    call: (a) => a('get', '/api/analysis/portfolios/1/highlights'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET analysis/indicators/2/ghg.scope1 (a portfolio company of 1)',
    call: (a) => a('get', '/api/analysis/indicators/2/ghg.scope1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET analysis/reports/1 (GP 1 portfolio companies report)',
    call: (a) => a('get', '/api/analysis/reports/1?audience=portfolio-companies'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET analysis/portfolios/1/scorecards (GP 1 portfolio scorecards)',
    call: (a) => a('get', '/api/analysis/portfolios/1/scorecards'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET analysis/companies/2/scorecard (a portfolio company of 1)',
    call: (a) => a('get', '/api/analysis/companies/2/scorecard'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET analysis/scorecard-method (the method, for every signed-in user)',
    call: (a) => a('get', '/api/analysis/scorecard-method'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET announcements',
    call: (a) => a('get', '/api/announcements'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'POST announcements (admin only)',
    call: (a) =>
      a('post', '/api/announcements').send({ type: 'alert-info', text: 'Matrix check', enabled: false }),
    expected: {
      admin: 201,
      gp: 403,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'PUT auth/2fa/policy/1 (the primary user or an admin)',
    call: (a) => a('put', '/api/auth/2fa/policy/1').send({ required: false }),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET user/me',
    call: (a) => a('get', '/api/user/me'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'PATCH user/{own id} {companyId: 1} (admin workplace visit)',
    call: (a, me) => a('patch', `/api/user/${me.id}`).send({ companyId: 1 }),
    expected: {
      admin: 200,
      gp: 403,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'X-Company-ID: 1 on GET standard',
    call: (a) => a('get', '/api/standard').set('x-company-id', '1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'X-Company-ID: 2 on GET standard',
    call: (a) => a('get', '/api/standard').set('x-company-id', '2'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  // The bell's counts are a plain route (ADR 0133): the same session and X-Company-ID rules as every route.
  {
    name: 'GET notifications/counts (the bell, a plain route)',
    call: (a) => a('get', '/api/notifications/counts'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'X-Company-ID: 1 on GET notifications/counts (a plain route)',
    call: (a) => a('get', '/api/notifications/counts').set('x-company-id', '1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  // Issue 9: funds and positions (Fund(s) Manager rule for writes; investors read what they invest in).
  {
    name: 'GET fundManager/getAll/1',
    call: (a) => a('get', '/api/fundManager/getAll/1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'POST funds (a fund of company 1)',
    call: (a, me) =>
      a('post', '/api/funds').send({
        companyId: 1,
        name: `Matrix Fund ${me.id}`,
        currency: 'EUR',
        vintage: 2024,
        sfdrClassification: 'article_8',
      }),
    // Outside parties change nothing of the GP's (rule 45 over rule 41; issue 23, finding 3).
    expected: {
      admin: 201,
      gp: 201,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'PATCH funds/1',
    call: (a) =>
      a('patch', '/api/funds/1').send({ strategy: 'Growth equity in European mid-market companies' }),
    // Outside parties change nothing of the GP's (rule 45 over rule 41; issue 23, finding 3).
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET funds/1/positions',
    call: (a) => a('get', '/api/funds/1/positions'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'PUT funds/1/positions/2022-12-31',
    call: (a) =>
      a('put', '/api/funds/1/positions/2022-12-31').send({
        allInvestments: 10,
        positions: [{ companyId: 2, instrument: 'unlisted_equity', value: 8 }],
      }),
    // Outside parties change nothing of the GP's (rule 45 over rule 41; issue 23, finding 3).
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  // Issue 11: PCAF inputs of an investor (docs/access-policy.md rules 83–85): readers of all its funds
  // read them; whoever may manage its funds (the positions rule) saves and removes them.
  {
    name: 'GET pcaf-estimates/1/2033',
    call: (a) => a('get', '/api/pcaf-estimates/1/2033'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'PUT pcaf-estimates/1/2033/2',
    call: (a) =>
      a('put', '/api/pcaf-estimates/1/2033/2').send({
        assetClass: 'unlisted-equity',
        estimate: {
          basis: 'revenue',
          revenue: 1000,
          sector: 'D',
          sectorFactor: 0.001,
          factorSource: 'PCAF database 2022',
        },
        dataQualityOption: '3a',
      }),
    // Outside parties change nothing of the GP's (rule 45 over rule 41; issue 23, finding 3).
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'PUT pcaf-country-figures/1/2033/DE',
    call: (a) =>
      a('put', '/api/pcaf-country-figures/1/2033/DE').send({
        pppAdjustedGdp: 5e12,
        productionEmissions: 6e8,
        dataQualityScore: 4,
        source: 'UNFCCC 2024',
      }),
    // Outside parties change nothing of the GP's (rule 45 over rule 41; issue 23, finding 3).
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  // Issue 9: the access manager (everyone but admin, contributors and the demo company; the primary user changes).
  {
    name: 'GET company/getInvitedTeamMembers/1',
    call: (a) => a('get', '/api/company/getInvitedTeamMembers/1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    name: 'POST funds/1/positions/2022-12-31/import (a CSV)',
    call: (a) =>
      a('post', '/api/funds/1/positions/2022-12-31/import')
        .field('allInvestments', '10')
        .attach(
          'file',
          Buffer.from('company,instrument,value\nNorthwind Renewables,unlisted_equity,8\n'),
          'positions.csv',
        ),
    // Outside parties change nothing of the GP's (rule 45 over rule 41; issue 23, finding 3).
    expected: {
      admin: 201,
      gp: 201,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET company/getRemainingTeamMembers/{own company}',
    call: (a, me) => a('get', `/api/company/getRemainingTeamMembers/${me.companyId}`),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    name: 'GET company/getRemainingPortfolioCompanies/1',
    call: (a) => a('get', '/api/company/getRemainingPortfolioCompanies/1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    name: 'GET company/getRemainingGPCompanies/5',
    call: (a) => a('get', '/api/company/getRemainingGPCompanies/5'),
    expected: {
      admin: 200,
      gp: 403,
      lp: 200,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'POST team-members (to company 1)',
    call: (a, me) =>
      a('post', '/api/team-members').send({
        companyId: 1,
        name: 'Matrix Member',
        email: `matrix-member-${me.id}@example.test`,
        permission: null,
      }),
    expected: {
      admin: 201,
      gp: 201,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'DELETE team-members/2 (the primary user of company 1: never a removable member)',
    call: (a) => a('delete', '/api/team-members/2'),
    expected: {
      admin: 409,
      gp: 409,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'PATCH team-members/6 (the co-investor keeps its permission)',
    call: (a) => a('patch', '/api/team-members/6').send({ permission: 'Coinvestor' }),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'POST company/invitePortfolioCompany/1',
    call: (a, me) =>
      a('post', '/api/company/invitePortfolioCompany/1').send({
        companyName: `Matrix Portfolio ${me.id}`,
        contactName: 'Matrix Contact',
        email: `matrix-pc-${me.id}@example.test`,
      }),
    expected: {
      admin: 201,
      gp: 201,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'PATCH company/details/{own company} (the primary user or an admin)',
    call: (a, me) => a('patch', `/api/company/details/${me.companyId}`).send({ auto_highlights_flag: false }),
    // A demo workplace writes nothing (rule 100): 403 at the gateway, before the body is read.
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET company/details/1/history',
    call: (a) => a('get', '/api/company/details/1/history'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET company/getInvestors/1',
    call: (a) => a('get', '/api/company/getInvestors/1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET company/getManagedCompanies/5',
    call: (a) => a('get', '/api/company/getManagedCompanies/5'),
    expected: {
      admin: 200,
      gp: 403,
      lp: 200,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  // ESG data collection (docs/data-collection.md, "Roles"). Response 1 is the demo data's Northwind
  // ESG 2023 (published); response 13 Northwind's ESG 2025 (in progress). Another tenant gets 404.
  {
    name: 'GET frameworks',
    call: (a) => a('get', '/api/frameworks'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    // ADR 0170: a framework version's definition is the same for every signed-in user, as GET frameworks.
    name: 'GET frameworks/1/versions/2025.2/definition',
    call: (a) => a('get', '/api/frameworks/1/versions/2025.2/definition'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    // Issue 23, finding 2: the probe's review of the showcase GP's response by a demo-contract user.
    name: 'POST responses/14/review with an empty body (Atlas SFDR 2025, asked for by GP 1)',
    call: (a) => a('post', '/api/responses/14/review').send({}),
    expected: {
      admin: 400,
      gp: 400,
      lp: 400,
      pc: 400,
      contributor: 400,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    // Issue 27 (ADR 0187, rule 131): the bulk acceptance is a review: the same write gate, the body read first.
    name: 'POST responses/14/accept-unflagged with a negative count (Atlas SFDR 2025, asked for by GP 1)',
    call: (a) => a('post', '/api/responses/14/accept-unflagged').send({ expectedCount: -1 }),
    expected: {
      admin: 400,
      gp: 400,
      lp: 400,
      pc: 400,
      contributor: 400,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    // Issue 23, finding 3: the GP's PAI report texts are its own team's (rule 45).
    name: 'PUT pai/reports/1/2024/texts/T1-2',
    call: (a) => a('put', '/api/pai/reports/1/2024/texts/T1-2').send({ explanation: 'Matrix' }),
    expected: {
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    // Issue 23, finding 3: the GP's carbon calculations are its own team's (rule 45); the admin
    // and LPs have no carbon calculator (spec 6.2).
    name: "PUT carbon-calculations/{GP 1's 2024}",
    call: (a, _me, fixture) =>
      a('put', `/api/carbon-calculations/${fixture.carbonCalculationId}`).send({
        activities: fixture.activities,
      }),
    expected: {
      admin: 403,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET responses/1 (Northwind ESG 2023)',
    call: (a) => a('get', '/api/responses/1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 404,
      pc: 200,
      contributor: 404,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET responses/1?include=definition (the shape before ADR 0170: the same access)',
    call: (a) => a('get', '/api/responses/1?include=definition'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 404,
      pc: 200,
      contributor: 404,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  // Evidence per value (ADR 0185, rule 129): the documents are read like their response; only the reporting
  // company cites (a made-up file id: 422 for the company, after the caller is admitted).
  {
    name: 'GET responses/1/citations (Northwind ESG 2023)',
    call: (a) => a('get', '/api/responses/1/citations'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 404,
      pc: 200,
      contributor: 404,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'POST responses/13/values/company.fte/citations (only the reporting company cites evidence)',
    call: (a) =>
      a('post', '/api/responses/13/values/company.fte/citations').send({
        fileId: '00000000-0000-4000-8000-000000000000',
        page: 1,
      }),
    expected: {
      admin: 403,
      gp: 403,
      lp: 404,
      pc: 422,
      contributor: 404,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    // Removing a document (ADR 0214, rule 138): as citing; a made-up file is 404 once the company is admitted.
    name: 'DELETE responses/13/evidence/{fileId} (only the reporting company removes evidence)',
    call: (a) => a('delete', '/api/responses/13/evidence/00000000-0000-4000-8000-000000000000'),
    expected: {
      admin: 403,
      gp: 403,
      lp: 404,
      pc: 404,
      contributor: 404,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  // Comment threads per value (issue 27, ADR 0213, rule 135): read like the response; the investor's team and
  // the company's users write (a contributor on its assigned values; Carlos has none of Northwind's); outside
  // parties and demo workplaces are refused by the write gate, an admin by the ability. Resolving a value
  // nobody discussed is a conflict, after the caller is admitted.
  ...['GET responses/13/threads', 'GET responses/13/values/company.fte/thread'].map((name): Endpoint => ({
    name: `${name} (Northwind ESG 2025)`,
    call: (a) => a('get', `/api/${name.slice(4)}`),
    expected: {
      admin: 200,
      gp: 200,
      lp: 404,
      pc: 200,
      contributor: 404,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  })),
  {
    name: 'POST responses/13/values/company.fte/comments (the investor and the company discuss a value)',
    call: (a) =>
      a('post', '/api/responses/13/values/company.fte/comments').send({
        text: 'Is this the year-end headcount?',
      }),
    expected: {
      admin: 403,
      gp: 201,
      lp: 404,
      pc: 201,
      contributor: 404,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  ...(['resolve', 'reopen'] as const).map((step): Endpoint => ({
    name: `POST responses/13/values/ghg.scope1/thread/${step} (a value nobody discussed)`,
    call: (a) => a('post', `/api/responses/13/values/ghg.scope1/thread/${step}`),
    expected: {
      admin: 403,
      gp: 409,
      lp: 404,
      pc: 409,
      contributor: 404,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  })),
  // The VSME report (issue 25) is read like its response; Northwind's ESG response has none: 404 for
  // those who may read it (VSME_REPORT.NOT_FOUND) and for the others (RESPONSE.NOT_FOUND) alike.
  ...(['xhtml', 'zip'] as const).map((kind): Endpoint => ({
    name: `GET responses/1/vsme-report.${kind} (Northwind ESG 2023, not a VSME response)`,
    call: (a) => a('get', `/api/responses/1/vsme-report.${kind}`),
    expected: {
      admin: 404,
      gp: 404,
      lp: 404,
      pc: 404,
      contributor: 404,
      coinvestor: 404,
      consultant: 404,
      trial: 404,
    },
  })),
  {
    name: 'PUT responses/13/values/company.fte (only the reporting company enters values)',
    call: (a) => a('put', '/api/responses/13/values/company.fte').send({ value: 190 }),
    expected: {
      admin: 403,
      gp: 403,
      lp: 404,
      pc: 200,
      contributor: 404,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  // Global search and the start page answer everyone signed in, each with only what the caller may
  // see (their contents per role: search-home-live.spec.ts); a service that refuses the caller adds nothing.
  {
    name: 'GET search?q=north',
    call: (a) => a('get', '/api/search?q=north'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET home',
    call: (a) => a('get', '/api/home'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  // A service's own search and start-page items follow its list: the LP's company and the demo
  // contract's (shown company 1, rule 33) have no action plans enabled (spec 6.1 feature flag).
  {
    name: 'GET action-plans (the list)',
    call: (a) => a('get', '/api/action-plans'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    name: 'GET search/action-plans?q=north',
    call: (a) => a('get', '/api/search/action-plans?q=north'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    name: 'GET home/data-collection',
    call: (a) => a('get', '/api/home/data-collection'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'GET home/action-plans',
    call: (a) => a('get', '/api/home/action-plans'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  // Monitoring of portfolio companies (docs/portfolio.md "Monitoring"): non-contributors who may act
  // for the GP (the demo contract's user for company 1 too). Requests and reminders answer each item
  // (201) with its own outcome; only a contributor is refused outright. Company 2's ESG 2025 exists,
  // and response 99999 does not, so these rows change nothing.
  {
    name: 'GET monitoring?companyId=1',
    call: (a) => a('get', '/api/monitoring?companyId=1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'POST monitoring/requests (company 2, ESG 2025: exists)',
    call: (a) =>
      a('post', '/api/monitoring/requests').send({
        companyIds: [2],
        standardId: 1,
        period: '2025',
        dueDate: '2026-12-31',
      }),
    // Asking for data and reminding are the GP team's: not its outside parties (rule 45), not a demo workplace (rule 100).
    expected: {
      admin: 201,
      gp: 201,
      lp: 201,
      pc: 201,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'POST monitoring/reminders (an unknown response)',
    call: (a) => a('post', '/api/monitoring/reminders').send({ responseIds: [99999] }),
    // Asking for data and reminding are the GP team's: not its outside parties (rule 45), not a demo workplace (rule 100).
    expected: {
      admin: 201,
      gp: 201,
      lp: 201,
      pc: 201,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  // Public API keys (issue 13): managed by the company's own users without a permission, once the
  // admin opens the API to the company; none of the demo companies is open.
  {
    name: 'GET api-keys (the company acted for; not contributors or outside parties)',
    call: (a) => a('get', '/api/api-keys'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 200,
    },
  },
  {
    name: 'POST api-keys (the API is not open to the demo companies)',
    call: (a) => a('post', '/api/api-keys').send({ name: 'Matrix', scopes: ['read:data'] }),
    expected: {
      admin: 403,
      gp: 403,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'PUT api-keys/access/{own company} (platform admin only)',
    call: (a, me) => a('put', `/api/api-keys/access/${me.companyId}`).send({ enabled: false }),
    expected: {
      admin: 200,
      gp: 403,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  // Webhooks (issue 13, docs/webhooks.md): the same people as the API keys; subscribing needs the
  // API open to the company, which none of the demo companies is.
  {
    name: 'GET webhooks (the company acted for; not contributors or outside parties)',
    call: (a) => a('get', '/api/webhooks'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 200,
    },
  },
  {
    name: 'POST webhooks (the API is not open to the demo companies)',
    call: (a) => a('post', '/api/webhooks').send({ url: 'http://127.0.0.1:9/hooks', events: ['*'] }),
    expected: {
      admin: 403,
      gp: 403,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET webhooks/{unknown}/deliveries (another company’s or none: not found)',
    call: (a) => a('get', '/api/webhooks/00000000-0000-4000-8000-000000000000/deliveries'),
    expected: {
      admin: 404,
      gp: 404,
      lp: 404,
      pc: 404,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 404,
    },
  },
  // Release logs (issue 13, docs/release-logs.md): everyone reads the published ones for their role;
  // only the platform admin writes (spec 6.2 "Log Release: admin only").
  {
    name: 'GET release-logs (everyone)',
    call: (a) => a('get', '/api/release-logs'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'POST release-logs (platform admin only; an empty body is 400 for the admin)',
    call: (a) => a('post', '/api/release-logs').send({}),
    expected: {
      admin: 400,
      gp: 403,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  // The activity feed (issue 13): everyone reads their company's.
  {
    name: 'GET activities',
    call: (a) => a('get', '/api/activities'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  // Contracts (issue 13, docs/contracts.md): the admin manages them; a company's users read their own.
  {
    name: 'GET contracts (platform admin only)',
    call: (a) => a('get', '/api/contracts'),
    expected: {
      admin: 200,
      gp: 403,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET contracts/{own company}',
    call: (a, me) => a('get', `/api/contracts/${me.companyId}`),
    expected: {
      admin: 200,
      gp: 200,
      lp: 200,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'PUT contracts/{own company} (platform admin only; an empty body is 400 for the admin)',
    call: (a, me) => a('put', `/api/contracts/${me.companyId}`).send({}),
    expected: {
      admin: 400,
      gp: 403,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
];

/*
 * Action plans (spec 6.1, docs/access-policy.md rules 45-48). Seeded: plan 1 published for Northwind
 * (company 2, a portfolio company of GP 1, which has the feature), its ES advisor the Consultant;
 * recommendation 1 in it; a deliverable file uploaded by Northwind in beforeAll. lp (company 5) and
 * trial (company 7) have no action plans (feature off). Calls with an empty body tell "may never"
 * (403, the body is not looked at) from "may, given a valid body" (400).
 */
const ACTION_PLAN_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET action-plans',
    call: (a) => a('get', '/api/action-plans'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 200,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    name: 'GET action-plans/1',
    call: (a) => a('get', '/api/action-plans/1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 403,
    },
  },
  {
    name: 'POST action-plans/create with an empty body (finding 10)',
    call: (a) => a('post', '/api/action-plans/create').send({}),
    // A demo workplace writes nothing (rule 100): 403 at the gateway, before the body is read.
    expected: {
      admin: 403,
      gp: 400,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'PUT action-plans/1 (edit) with an empty body',
    call: (a) => a('put', '/api/action-plans/1').send({}),
    // The Consultant may draft a plan it is the ES advisor of (plan 1): its empty body is a 400.
    // A demo workplace writes nothing (rule 100): 403 at the gateway, before the body is read.
    expected: {
      admin: 403,
      gp: 400,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 400,
      trial: 403,
    },
  },
  {
    name: 'PUT action-plans/1/update-publish-status with an empty body',
    call: (a) => a('put', '/api/action-plans/1/update-publish-status').send({}),
    // A demo workplace writes nothing (rule 100): 403 at the gateway, before the body is read.
    expected: {
      admin: 403,
      gp: 400,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET internal notes of recommendation 1',
    call: (a) => a('get', '/api/action-plan-recommendations-internal-notes/1'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'POST an internal note on recommendation 1 with an empty body',
    call: (a) => a('post', '/api/action-plan-recommendations-internal-notes/1').send({}),
    // A demo workplace writes nothing (rule 100): 403 at the gateway, before the body is read.
    expected: {
      admin: 403,
      gp: 400,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'POST a comment on recommendation 1 with an empty body',
    call: (a) => a('post', '/api/action-plan-recommendations-comments/1').send({}),
    // A demo workplace writes nothing (rule 100): 403 at the gateway, before the body is read.
    expected: {
      admin: 403,
      gp: 400,
      lp: 403,
      pc: 400,
      contributor: 403,
      coinvestor: 403,
      consultant: 400,
      trial: 403,
    },
  },
  {
    name: 'GET a deliverable file of plan 1',
    call: (a, _me, fixture) => a('get', `/api/deliverables/files/${fixture.fileId}`),
    // A Coinvestor sees the plan, not its documents; the Consultant does as plan 1's ES advisor.
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 200,
      contributor: 403,
      coinvestor: 403,
      consultant: 200,
      trial: 403,
    },
  },
  {
    name: 'PUT deliverables/1/rating with an empty body',
    call: (a) => a('put', '/api/deliverables/1/rating').send({}),
    // A demo workplace writes nothing (rule 100): 403 at the gateway, before the body is read.
    expected: {
      admin: 403,
      gp: 400,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 400,
      trial: 403,
    },
  },
  {
    name: 'POST change-requests with an empty body',
    call: (a) => a('post', '/api/change-requests').send({}),
    expected: {
      admin: 403,
      gp: 403,
      lp: 403,
      pc: 400,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'PUT change-requests/1/approve-reject with an empty body',
    call: (a) => a('put', '/api/change-requests/1/approve-reject').send({}),
    // A demo workplace writes nothing (rule 100): 403 at the gateway, before the body is read.
    expected: {
      admin: 403,
      gp: 400,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET edci/1/submissions (EDCI submissions of GP 1, which has a GP key)',
    call: (a) => a('get', '/api/edci/1/submissions'),
    expected: {
      admin: 200,
      gp: 200,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 200,
      consultant: 200,
      trial: 200,
    },
  },
  {
    name: 'POST edci/1/submissions for 2001 (nothing published: 422 for those who may create)',
    call: (a) => a('post', '/api/edci/1/submissions').send({ year: 2001 }),
    expected: {
      admin: 422,
      gp: 422,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
  {
    name: 'GET edci/2/submissions (Northwind has no GP key)',
    call: (a) => a('get', '/api/edci/2/submissions'),
    expected: {
      admin: 403,
      gp: 403,
      lp: 403,
      pc: 403,
      contributor: 403,
      coinvestor: 403,
      consultant: 403,
      trial: 403,
    },
  },
];

/** The seeded users by the name of their role or permission. */
const USERS: Record<string, Email> = {
  admin: 'admin@demo.test',
  gp: 'gp@demo.test',
  lp: 'lp@demo.test',
  pc: 'pc@demo.test',
  contributor: 'contributor@demo.test',
  coinvestor: 'coinvestor@demo.test',
  consultant: 'consultant@demo.test',
  /** A GP on a demo contract: shown company 1's data (spec section 4), so it may read company 1 and its children. */
  trial: 'trial@demo.test',
};

describe('endpoint permissions by role and permission', () => {
  let host: Host;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    host = await startStandalone();
    for (const [key, email] of Object.entries(USERS)) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email, password: DEMO_PASSWORD })
        .expect(200);
      tokens.set(key, login.body.data.accessToken as string);
    }
    // The gateway's company directory is built from events: wait until X-Company-ID checks can pass.
    await waitFor(
      async () =>
        (
          await request(host.url)
            .get('/api/standard')
            .set('authorization', `Bearer ${tokens.get('gp')}`)
            .set('x-company-id', '2')
        ).status === 200,
      { timeoutMs: 5000 },
    );
    // data-collection learns users from the gateway's events: wait until it knows the primary users.
    await waitFor(
      async () =>
        (
          await request(host.url)
            .get('/api/company/getChildCompanies/1')
            .set('authorization', `Bearer ${tokens.get('gp')}`)
        ).body.data?.find((c: { id: number }) => c.id === 2)?.contact.status === 'active',
      { timeoutMs: 5000 },
    );
  });
  afterAll(async () => host?.dispose());
  // Reporting learns GP keys from data-collection's company events (EDCI, docs/edci.md).
  beforeAll(async () => {
    await waitFor(
      async () =>
        (
          await request(host.url)
            .get('/api/edci/1/submissions')
            .set('authorization', `Bearer ${tokens.get('gp')}`)
        ).status === 200,
      { timeoutMs: 30_000 },
    );
  });

  const fixture = { fileId: '', carbonCalculationId: 0, activities: [] as unknown[] };
  beforeAll(async () => {
    const upload = await request(host.url)
      .put('/api/deliverables/1/files')
      .set('authorization', `Bearer ${tokens.get('pc')}`)
      .attach('file', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'), 'evidence.pdf')
      .expect(200);
    fixture.fileId = upload.body.data.deliverable.files[0].fileId as string;
    // A carbon calculation of GP 1, from the activities of Northwind's seeded 2024 inventory.
    const inventory = await request(host.url)
      .get('/api/carbon-calculations?companyId=2&period=2024')
      .set('authorization', `Bearer ${tokens.get('pc')}`)
      .expect(200);
    const created = await request(host.url)
      .post('/api/carbon-calculations')
      .set('authorization', `Bearer ${tokens.get('gp')}`)
      .send({ companyId: 1, period: '2024', activities: inventory.body.data[0].activities })
      .expect(201);
    fixture.carbonCalculationId = created.body.data.id as number;
    fixture.activities = inventory.body.data[0].activities as unknown[];
  });

  it('covers every seeded role and permission', () => {
    for (const endpoint of [...ENDPOINTS, ...ACTION_PLAN_ENDPOINTS])
      expect(Object.keys(endpoint.expected).sort()).toEqual(Object.keys(USERS).sort());
  });

  for (const endpoint of [...ENDPOINTS, ...ACTION_PLAN_ENDPOINTS]) {
    it(endpoint.name, async () => {
      const actual: Record<string, number> = {};
      for (const [key, email] of Object.entries(USERS)) {
        const demo = DEMO_USERS.find((u) => u.email === email)!;
        const agent = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) => {
          const client = request(host.url);
          return client[method](path).set('authorization', `Bearer ${tokens.get(key)}`);
        };
        const response = await endpoint.call(agent, { id: demo.id, companyId: demo.company_id }, fixture);
        actual[key] = response.status;
      }
      expect(actual).toEqual(endpoint.expected);
    });
  }
});
