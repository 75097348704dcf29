import request from 'supertest';
import { startStandalone } from './standalone-host';
import { demoTokens } from './live-harness';

/**
 * Contracts enforce the standards they include (issue 13, docs/contracts.md): a standard outside the
 * governing contract (the company's own, else its GP's) cannot be newly assigned nor collected, with a
 * message that names the contract and the standard; standards assigned before stay; an open contract
 * (no standard listed) limits nothing.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

const EVERGREEN = 1; // GP, gp@demo.test; assigned ESG (1) and SFDR (8)
const NORTHWIND = 2; // its portfolio company, pc@demo.test; assigned ESG, TCFD (2) and SFDR
const TCFD = 2;
const REFUSAL =
  'The contract of Evergreen Capital Partners does not include TCFD: ask the platform admin to add it to the contract';

describe('contract standards', () => {
  let host: Host;
  let tokens: Record<string, string>;
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const setContract = (standardIds: number[]) =>
    request(host.url)
      .put(`/api/contracts/${EVERGREEN}`)
      .set(as('admin'))
      .send({
        contractType: 'standard',
        startDate: null,
        endDate: null,
        limits: { portfolioCompanies: 5, teamMembers: 6, contributors: 2 },
        standardIds,
      })
      .expect(200);

  beforeAll(async () => {
    host = await startStandalone();
    tokens = await demoTokens(host.url, ['admin', 'gp', 'pc']);
  });
  afterAll(async () => host?.dispose());

  it('an open contract (no standard listed) limits nothing', async () => {
    const contract = await request(host.url).get(`/api/contracts/${NORTHWIND}`).set(as('pc')).expect(200);
    expect(contract.body.data.includedStandards).toBeNull();
  });

  it('a portfolio company works under its GP’s contract', async () => {
    await setContract([1, 8]);
    const own = await request(host.url).get(`/api/contracts/${EVERGREEN}`).set(as('gp')).expect(200);
    expect(own.body.data.includedStandards).toEqual({
      companyId: EVERGREEN,
      companyName: 'Evergreen Capital Partners',
      standardIds: [1, 8],
    });
    const child = await request(host.url).get(`/api/contracts/${NORTHWIND}`).set(as('pc')).expect(200);
    expect(child.body.data.includedStandards).toEqual(own.body.data.includedStandards);
  });

  it('refuses to assign a standard the contract does not include, and says why', async () => {
    const refused = await request(host.url)
      .patch(`/api/standard/assign/${EVERGREEN}`)
      .set(as('gp'))
      .send({ selectedStandards: [1, TCFD, 8] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONTRACT.STANDARD_NOT_INCLUDED', message: REFUSAL });
    const company = await request(host.url).get(`/api/company/${EVERGREEN}`).set(as('gp')).expect(200);
    expect(
      company.body.data.company.company_standard_assignments.map(
        (a: { standard_id: number }) => a.standard_id,
      ),
    ).toEqual([1, 8]);
  });

  it('keeps a standard assigned before the contract listed its standards', async () => {
    // Northwind had TCFD already: saving its choice again is not a new assignment.
    await request(host.url)
      .patch(`/api/standard/assign/${NORTHWIND}`)
      .set(as('pc'))
      .send({ selectedStandards: [1, TCFD, 8] })
      .expect(200);
  });

  it('refuses to start collecting a standard the contract does not include', async () => {
    const started = await request(host.url)
      .post('/api/responses')
      .set(as('pc'))
      .send({ companyId: NORTHWIND, standardId: TCFD, period: '2025', dueDate: '2026-03-31' });
    expect(started.status).toBe(409);
    expect(started.body).toMatchObject({ code: 'CONTRACT.STANDARD_NOT_INCLUDED', message: REFUSAL });
    // The GP's monitoring request lists the company as refused, with the same reason.
    const requested = await request(host.url)
      .post('/api/monitoring/requests')
      .set(as('gp'))
      .send({ companyIds: [NORTHWIND], standardId: TCFD, period: '2025', dueDate: '2026-03-31' })
      .expect(201);
    expect(requested.body.data).toEqual([
      expect.objectContaining({ companyId: NORTHWIND, outcome: 'refused', message: REFUSAL }),
    ]);
  });

  it('allows it once the admin adds the standard to the contract', async () => {
    await setContract([1, TCFD, 8]);
    await request(host.url)
      .post('/api/responses')
      .set(as('pc'))
      .send({ companyId: NORTHWIND, standardId: TCFD, period: '2025', dueDate: '2026-03-31' })
      .expect(201);
  });
});
