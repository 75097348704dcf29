import request from 'supertest';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { DEMO_COMPANIES, DEMO_USERS } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { DEMO_PEER_COMPANIES, DEMO_PEER_INVESTORS } from '../src/infrastructure/esg-demo-data';
import {
  registerConfirmedCompany,
  startDataCollection,
  type DataCollectionHost,
} from './data-collection-host';

describe('data-collection: companies and standards', () => {
  let host: DataCollectionHost;
  beforeAll(async () => {
    host = await startDataCollection();
  });
  afterAll(async () => host?.dispose());

  describe('GET standard', () => {
    it('lists the catalogue with the spec ids, IMM not selectable', async () => {
      const response = await host.as('gp@demo.test').get('/api/standard').expect(200);
      expect(response.body.data.map((s: { id: number }) => s.id)).toEqual([
        1, 2, 4, 5, 6, 8, 9, 12, 13, 14, 15, 16,
      ]);
      expect(response.body.data.find((s: { name: string }) => s.name === 'IMM')).toMatchObject({
        selectable: false,
      });
      expect(response.body.data.find((s: { id: number }) => s.id === 8)).toMatchObject({
        name: 'SFDR',
        selectable: true,
      });
    });

    it('needs a token', async () => {
      await request(host.url).get('/api/standard').expect(401);
    });
  });

  describe('GET company/{id}', () => {
    it('lets a GP see its portfolio company with the parent', async () => {
      const response = await host.as('gp@demo.test').get('/api/company/3').expect(200);
      expect(response.body.data.company).toMatchObject({ id: 3, name: 'Atlas Logistics', parent_id: 1 });
      expect(response.body.data.parentCompany).toMatchObject({ id: 1 });
    });

    it.each([
      ['pc@demo.test', 1, 403],
      ['pc@demo.test', 3, 403],
      ['lp@demo.test', 1, 403],
      ['contributor@demo.test', 2, 403],
      ['gp@demo.test', 5, 403],
      ['gp@demo.test', 7, 403],
      ['admin@demo.test', 7, 200],
      ['lp@demo.test', 5, 200],
    ])('%s reading company %i answers %i', async (email, companyId, status) => {
      await host.as(email).get(`/api/company/${companyId}`).expect(status);
    });
  });

  describe('GET company (admin: every company, to visit a workplace)', () => {
    it('lists every company with id, name, type and parent to an admin', async () => {
      const response = await host.as('admin@demo.test').get('/api/company').expect(200);
      expect(response.body.data).toEqual(
        [...DEMO_COMPANIES, ...DEMO_PEER_INVESTORS, ...DEMO_PEER_COMPANIES].map((c) => ({
          id: c.id,
          name: c.name,
          type: c.type,
          parent_id: c.parent_id,
        })),
      );
      expect(response.body.data[0]).toEqual({
        id: 1,
        name: 'Evergreen Capital Partners',
        type: 'gp',
        parent_id: null,
      });
    });

    it('also lists a company registered later', async () => {
      await registerConfirmedCompany(host, {
        companyName: 'Listed Later LP',
        companyType: 'lp',
        contactName: 'Lee Later',
        email: 'lee@later.example',
      });
      const response = await host.as('admin@demo.test').get('/api/company').expect(200);
      expect(response.body.data).toContainEqual(
        expect.objectContaining({ name: 'Listed Later LP', type: 'lp', parent_id: null }),
      );
      // The demo companies, other investors' benchmark peers, and this one.
      expect(response.body.data.length).toBe(
        DEMO_COMPANIES.length + DEMO_PEER_INVESTORS.length + DEMO_PEER_COMPANIES.length + 1,
      );
    });

    it.each(DEMO_USERS.filter((u) => u.role !== 'admin').map((u) => u.email))(
      'refuses %s with 403',
      async (email) => {
        const response = await host.as(email).get('/api/company');
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('COMPANY.FORBIDDEN');
        expect(response.body).not.toHaveProperty('data');
      },
    );

    it('needs a token', async () => {
      await request(host.url).get('/api/company').expect(401);
    });
  });

  describe('GET company/getChildCompanies/{companyId}', () => {
    it("lists a GP's portfolio companies by name", async () => {
      const response = await host.as('gp@demo.test').get('/api/company/getChildCompanies/1').expect(200);
      expect(response.body.data).toMatchObject([
        { id: 3, name: 'Atlas Logistics', type: 'pc', parent_id: 1 },
        { id: 4, name: 'Helios Foods', type: 'pc', parent_id: 1 },
        { id: 2, name: 'Northwind Renewables', type: 'pc', parent_id: 1 },
      ]);
    });

    it('refuses another tenant and answers an empty list for a company without children', async () => {
      await host.as('lp@demo.test').get('/api/company/getChildCompanies/1').expect(403);
      const none = await host.as('pc@demo.test').get('/api/company/getChildCompanies/2').expect(200);
      expect(none.body.data).toEqual([]);
    });
  });

  describe('GET company/standard/{companyId}', () => {
    it('lists the assignments with their standard', async () => {
      const response = await host.as('pc@demo.test').get('/api/company/standard/2').expect(200);
      expect(response.body.data).toEqual([
        { standard_id: 1, standard: { id: 1, name: 'ESG' } },
        { standard_id: 2, standard: { id: 2, name: 'TCFD' } },
        { standard_id: 8, standard: { id: 8, name: 'SFDR' } },
        { standard_id: 16, standard: { id: 16, name: 'EU Taxonomy' } },
      ]);
    });

    it('refuses another tenant', async () => {
      const response = await host.as('lp@demo.test').get('/api/company/standard/2');
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('COMPANY.FORBIDDEN');
    });
  });

  describe('PATCH standard/assign/{companyId}', () => {
    it('selects 6 with 5, and removes 6 with 5', async () => {
      const withFive = await host
        .as('admin@demo.test')
        .patch('/api/standard/assign/7')
        .send({ selectedStandards: [1, 5], data_collection_duration: 'quarterly' })
        .expect(200);
      // Each standard is assigned with its framework version (docs/data-collection.md, "Frameworks").
      expect(withFive.body.data.company_standard_assignments).toEqual([
        { standard_id: 1, framework_version: '2025.2' },
        { standard_id: 5, framework_version: '2025.1' },
        { standard_id: 6, framework_version: '2025.1' },
      ]);
      expect(withFive.body.data.data_collection_duration).toBe('quarterly');
      expect(withFive.body.message).toBe('Standards updated successfully');

      const withoutFive = await host
        .as('admin@demo.test')
        .patch('/api/standard/assign/7')
        .send({ selectedStandards: [1, 6] })
        .expect(200);
      expect(withoutFive.body.data.company_standard_assignments).toEqual([
        { standard_id: 1, framework_version: '2025.2' },
      ]);

      const sixAlone = await host
        .as('admin@demo.test')
        .patch('/api/standard/assign/7')
        .send({ selectedStandards: [6] })
        .expect(200);
      expect(sixAlone.body.data.company_standard_assignments).toEqual([
        { standard_id: 6, framework_version: '2025.1' },
      ]);
    });

    it('publishes the change as an integration event', async () => {
      const seen: CloudEvent[] = [];
      const subscription = await host.bus.subscribe({
        group: 'dc-spec',
        topics: ['data-collection.company'],
        handler: async (e) => {
          seen.push(e);
        },
      });
      await host
        .as('gp@demo.test')
        .patch('/api/standard/assign/1')
        .send({ selectedStandards: [1, 8, 2] })
        .expect(200);
      const event = await waitFor(() =>
        seen.find(
          (e) => e.type === 'data-collection.company.updated.v1' && e.subject === '1' && e.actorid === '2',
        ),
      );
      expect(event.data).toEqual({
        companyId: 1,
        changes: { standards: [1, 2, 8], data_collection_duration: 'annually' },
      });
      await subscription.close();
    });

    it('refuses bad input and changes nothing', async () => {
      const before = (await host.as('lp@demo.test').get('/api/company/5').expect(200)).body.data.company;
      const cases: Array<[object, RegExp]> = [
        [{ selectedStandards: [] }, /at least one standard/],
        [{ selectedStandards: [3] }, /Unknown standard 3/],
        [{ selectedStandards: [14] }, /IMM cannot be selected/],
        [
          { selectedStandards: [1], data_collection_duration: 'quarterly' },
          /limited partner reports annually/,
        ],
        [{ selectedStandards: [1], data_collection_duration: 'weekly' }, /data_collection_duration/],
        [{ selectedStandards: 'all' }, /selectedStandards/],
        [{ selectedStandards: [1], extra: true }, /extra/],
      ];
      for (const [body, message] of cases) {
        const response = await host.as('lp@demo.test').patch('/api/standard/assign/5').send(body);
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(message);
      }
      const after = (await host.as('lp@demo.test').get('/api/company/5').expect(200)).body.data.company;
      expect(after).toEqual(before);
    });

    it('needs a reporting cycle when the company has none', async () => {
      const { companyId } = await registerConfirmedCompany(host, {
        companyName: 'Fresh Ventures',
        companyType: 'gp',
        contactName: 'Fay Fresh',
        email: 'fay@fresh.test',
      });
      const asFresh = host.as('gp@demo.test', { companyId });
      const missing = await asFresh
        .patch(`/api/standard/assign/${companyId}`)
        .send({ selectedStandards: [1] });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/reporting cycle/);
      await asFresh
        .patch(`/api/standard/assign/${companyId}`)
        .send({ selectedStandards: [8], data_collection_duration: 'annually' })
        .expect(200);
    });

    it('refuses contributors and other tenants', async () => {
      await host
        .as('contributor@demo.test')
        .patch('/api/standard/assign/4')
        .send({ selectedStandards: [1] })
        .expect(403);
      await host
        .as('pc@demo.test')
        .patch('/api/standard/assign/3')
        .send({ selectedStandards: [1] })
        .expect(403);
      await host
        .as('gp@demo.test')
        .patch('/api/standard/assign/999')
        .send({ selectedStandards: [1] })
        .expect(404);
    });
  });

  describe('PATCH company/{companyId}', () => {
    it('sets the reporting cycle', async () => {
      const response = await host
        .as('pc@demo.test')
        .patch('/api/company/2')
        .send({ data_collection_duration: '6-monthly' })
        .expect(200);
      expect(response.body.data.data_collection_duration).toBe('6-monthly');
    });

    it('refuses unknown fields and other tenants', async () => {
      await host.as('pc@demo.test').patch('/api/company/2').send({ name: 'Renamed' }).expect(400);
      await host
        .as('pc@demo.test')
        .patch('/api/company/1')
        .send({ data_collection_duration: 'annually' })
        .expect(403);
    });
  });

  describe('GET indicators/count/optionalIndicators/{companyId}', () => {
    it('answers for an SFDR company and for one without SFDR', async () => {
      const sfdr = await host
        .as('pc@demo.test')
        .get('/api/indicators/count/optionalIndicators/2')
        .expect(200);
      expect(sfdr.body.data).toEqual({ msg: 'Sfdr Found', optionalIndicatorCount: { count: 0 } });
      const none = await host
        .as('lp@demo.test')
        .get('/api/indicators/count/optionalIndicators/5')
        .expect(200);
      expect(none.body.data.msg).toBe('Sfdr Not Found');
    });
  });

  describe('GET company/getLatestPublishedResponseYear/{companyId}/{standardId}', () => {
    it('gives the latest published year and cycle, or null', async () => {
      const latest = await host
        .as('gp@demo.test')
        .get('/api/company/getLatestPublishedResponseYear/3/1')
        .expect(200);
      expect(latest.body.data.latestResponse).toEqual({ year: 2024, data_reporting_cycle: 'annually' });
      const none = await host
        .as('gp@demo.test')
        .get('/api/company/getLatestPublishedResponseYear/1/8')
        .expect(200);
      expect(none.body.data.latestResponse).toBeNull();
      await host.as('gp@demo.test').get('/api/company/getLatestPublishedResponseYear/1/x').expect(400);
    });
  });

  describe('POST company/register-company', () => {
    it('keeps a registration pending until its contact confirms the address (finding 4)', async () => {
      const seen: CloudEvent[] = [];
      const subscription = await host.bus.subscribe({
        group: 'dc-register-spec',
        topics: ['data-collection.company'],
        handler: async (e) => {
          seen.push(e);
        },
      });
      const response = await request(host.url)
        .post('/api/company/register-company')
        .send({
          companyName: 'Blue Harbour LP',
          companyType: 'lp',
          contactName: 'Bea Harbour',
          email: 'Bea@Harbour.test',
        })
        .expect(201);
      expect(response.body).toEqual({
        data: null,
        message:
          'Thank you for registering. Check your e-mail for a link to confirm your address and set your password.',
      });
      const requested = await waitFor(() =>
        seen.find(
          (e) =>
            e.type === 'data-collection.company.registration-requested.v1' &&
            (e.data as { contact: { email: string } }).contact.email === 'bea@harbour.test',
        ),
      );
      const companyId = (requested.data as { companyId: number }).companyId;
      expect(requested.data).toEqual({
        companyId,
        companyType: 'lp',
        contact: { name: 'Bea Harbour', email: 'bea@harbour.test' },
      });
      // Nothing exists yet: no company, no announcement of one.
      await host.as('admin@demo.test').get(`/api/company/${companyId}`).expect(404);
      const listed = (await host.as('admin@demo.test').get('/api/company').expect(200)).body.data;
      expect(listed.map((c: { id: number }) => c.id)).not.toContain(companyId);
      expect(
        seen.some(
          (e) => e.type === 'data-collection.company.registered.v1' && e.subject === String(companyId),
        ),
      ).toBe(false);
      await subscription.close();

      // A confirmation for another address creates nothing; the contact's own does.
      await host.bus.publish([
        createEvent({
          type: 'gateway.user.registration-confirmed.v1',
          source: 'gateway',
          subject: 1,
          data: { userId: 1, companyId, email: 'someone@else.test' },
        }),
      ]);
      const { events } = await registerConfirmedCompany(host, {
        companyName: 'Green Cove LP',
        companyType: 'lp',
        contactName: 'Gil Cove',
        email: 'gil@cove.test',
      });
      await host.as('admin@demo.test').get(`/api/company/${companyId}`).expect(404);
      const created = events.find(
        (e) =>
          e.type === 'data-collection.company.registered.v1' &&
          (e.data as { name: string }).name === 'Green Cove LP',
      )!;
      expect(created.data).toMatchObject({
        name: 'Green Cove LP',
        type: 'lp',
        parentId: null,
        contact: null,
      });
      const company = await host
        .as('admin@demo.test')
        .get(`/api/company/${(created.data as { companyId: number }).companyId}`)
        .expect(200);
      expect(company.body.data.company).toMatchObject({
        type: 'lp',
        parent_id: null,
        contact_email: 'gil@cove.test',
        data_collection_duration: null,
        company_standard_assignments: [],
      });
    });

    it('strips line breaks and control characters from the names (finding 4)', async () => {
      const { events } = await registerConfirmedCompany(host, {
        companyName: 'Evil\r\nCo\u202e LP',
        companyType: 'lp',
        contactName: 'Click here:\nhttps://phish.example\u0007',
        email: 'evil@co.test',
      });
      const requested = events.find(
        (e) =>
          e.type === 'data-collection.company.registration-requested.v1' &&
          (e.data as { contact: { email: string } }).contact.email === 'evil@co.test',
      )!;
      expect(requested.data).toMatchObject({ contact: { name: 'Click here: https://phish.example' } });
      const companyId = (requested.data as { companyId: number }).companyId;
      const created = events.find(
        (e) => e.type === 'data-collection.company.registered.v1' && e.subject === String(companyId),
      )!;
      expect((created.data as { name: string }).name).toBe('Evil Co LP');
    });

    it('caps registrations per address, per e-mail and in all', async () => {
      const form = (i: number) => ({
        companyName: `Capped ${i}`,
        companyType: 'gp',
        contactName: 'Cap Tester',
        email: 'same@capped.test',
      });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await request(host.url).post('/api/company/register-company').send(form(i))).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await request(host.url).post('/api/company/register-company').send(form(9));
      expect(refused.body).toMatchObject({ code: 'COMPANY.RATE_LIMITED' });
      expect(refused.body.message).toMatch(/^Too many registrations; try again in \d+ seconds$/);
    });

    it('validates the form with the spec messages', async () => {
      const response = await request(host.url)
        .post('/api/company/register-company')
        .send({ companyName: '', companyType: 'pc', contactName: 'X', email: 'nope' });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/companyName: This field is required/);
      expect(response.body.message).toMatch(/companyType/);
      expect(response.body.message).toMatch(/email/);
    });
  });
});
