import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * Contracts (issue 13, docs/contracts.md, ADR 0071) over real HTTP: the platform admin sets a
 * company's contract; the limits reach the access manager; an ended contract makes the company's
 * workplace read-only for every service, reads and a few escape hatches still open; a renewal lifts it.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

const MERIDIAN = 5; // the lp company, user lp@demo.test

describe('contracts', () => {
  let host: Host;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const rename = (name: string) => request(host.url).patch('/api/user/me').set(as('lp')).send({ name });

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['admin', 'gp', 'lp']) {
      const response = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD });
      tokens[who] = response.body.data.accessToken as string;
    }
  });
  afterAll(async () => host?.dispose());

  it('lists every company’s contract to the admin with its limits and use', async () => {
    const list = await request(host.url).get('/api/contracts').set(as('admin'));
    expect(list.status).toBe(200);
    const evergreen = (list.body.data as Array<{ companyId: number }>).find((c) => c.companyId === 1);
    // The seeded contract of Evergreen (ADR 0032): 5 portfolio companies, 6 team members, 2 contributors.
    expect(evergreen).toMatchObject({
      companyName: 'Evergreen Capital Partners',
      contractType: 'standard',
      startDate: null,
      endDate: null,
      status: 'active',
      readOnly: false,
      limits: { portfolioCompanies: 5, teamMembers: 6, contributors: 2 },
    });
    expect((list.body.data as Array<{ companyType: string }>).some((c) => c.companyType === 'admin')).toBe(
      false,
    );
    expect((await request(host.url).get('/api/contracts').set(as('gp'))).status).toBe(403);
  });

  it('lets a company’s users read their own contract, not another company’s', async () => {
    expect((await request(host.url).get('/api/contracts/1').set(as('gp'))).status).toBe(200);
    expect((await request(host.url).get(`/api/contracts/${MERIDIAN}`).set(as('gp'))).status).toBe(403);
  });

  it('only the admin writes a contract, and bad input is refused with the field’s message', async () => {
    const body = {
      contractType: 'standard',
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      limits: { portfolioCompanies: 4, teamMembers: 7, contributors: 2 },
      standardIds: [1, 8],
    };
    const byGp = await request(host.url).put(`/api/contracts/${MERIDIAN}`).set(as('gp')).send(body);
    expect(byGp.status).toBe(403);
    const backwards = await request(host.url)
      .put(`/api/contracts/${MERIDIAN}`)
      .set(as('admin'))
      .send({ ...body, startDate: '2027-01-01', endDate: '2026-01-01' });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The end date cannot be before the start date');
    const unknown = await request(host.url)
      .put(`/api/contracts/${MERIDIAN}`)
      .set(as('admin'))
      .send({ ...body, standardIds: [999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Standard 999 does not exist');

    const saved = await request(host.url).put(`/api/contracts/${MERIDIAN}`).set(as('admin')).send(body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      companyId: MERIDIAN,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      limits: { portfolioCompanies: 4, teamMembers: 7, contributors: 2 },
      standards: [{ id: 1 }, { id: 8 }],
      readOnly: false,
    });
    // The access manager (gateway) applies the new team limit from company.updated.v1.
    await waitFor(
      async () =>
        (await request(host.url).get(`/api/company/getRemainingTeamMembers/${MERIDIAN}`).set(as('lp'))).body
          .data?.teamMembers?.limit === 7,
      { message: 'team limit applied by the gateway' },
    );
    // The company's history records the change.
    const company = await request(host.url).get(`/api/company/${MERIDIAN}`).set(as('lp'));
    expect(company.body.data.company.number_of_pcs).toBe(4);
  });

  it('an ended contract makes the workplace read-only until it is renewed', async () => {
    expect((await rename('Lena Partner')).status).toBe(200);
    const ended = await request(host.url)
      .put(`/api/contracts/${MERIDIAN}`)
      .set(as('admin'))
      .send({
        contractType: 'standard',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        limits: { portfolioCompanies: 4, teamMembers: 7, contributors: 2 },
        standardIds: [1],
      });
    expect(ended.body.data).toMatchObject({ status: 'expired', readOnly: true });
    expect(ended.body.data.daysLeft).toBeLessThan(0);

    const refused = await waitFor(
      async () => {
        const response = await request(host.url)
          .patch(`/api/company/details/${MERIDIAN}`)
          .set(as('lp'))
          .send({ name: 'Meridian Pension Fund' });
        return response.status === 403 ? response : null;
      },
      { message: 'writes refused once the gateway knows the end date' },
    );
    expect(refused.body).toEqual({
      statusCode: 403,
      code: 'CONTRACT.EXPIRED',
      message:
        'The contract of Meridian Pension Fund ended on 2025-12-31: the workplace is read-only until it is renewed',
    });
    // A write for another service (data-collection) is refused too; reads and asking for help are not.
    const cycle = await request(host.url)
      .patch(`/api/company/${MERIDIAN}`)
      .set(as('lp'))
      .send({ data_collection_duration: 'annually' });
    expect(cycle.status).toBe(403);
    expect(cycle.body.code).toBe('CONTRACT.EXPIRED');
    expect((await request(host.url).get(`/api/company/${MERIDIAN}`).set(as('lp'))).status).toBe(200);
    // Her own account stays hers (docs/access-policy.md rule 101): the profile is not the workplace.
    expect((await rename('Lena Partner 2')).status).toBe(200);
    const help = await request(host.url)
      .post('/api/feedback')
      .set(as('lp'))
      .send({ category: 'question', message: 'Please renew our contract for 2026' });
    expect(help.status).toBe(201);
    // Another company is not held, nor the admin.
    expect(
      (await request(host.url).patch('/api/user/me').set(as('gp')).send({ name: 'Grace Parker' })).status,
    ).toBe(200);

    await request(host.url)
      .put(`/api/contracts/${MERIDIAN}`)
      .set(as('admin'))
      .send({
        contractType: 'standard',
        startDate: '2025-01-01',
        endDate: null,
        limits: { portfolioCompanies: 4, teamMembers: 7, contributors: 2 },
        standardIds: [1],
      });
    await waitFor(
      async () =>
        (
          await request(host.url)
            .patch(`/api/company/${MERIDIAN}`)
            .set(as('lp'))
            .send({ data_collection_duration: 'annually' })
        ).status === 200,
      { message: 'renewal lifts it' },
    );
  });
});
