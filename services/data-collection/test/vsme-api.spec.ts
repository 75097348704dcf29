import type { ResponseSection } from '@esg/contracts';
import type { Company } from '../src/domain/company';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';

/**
 * VSME over HTTP (issue 25): listed by GET /frameworks as "VSME", requested like any framework with
 * the Basic Module or Basic + Comprehensive.
 */
describe('VSME API', () => {
  let host: DataCollectionHost;
  beforeAll(async () => {
    host = await startDataCollection();
    // Evergreen (GP, company 1) adds VSME to the standards it collects.
    const store = host.runtimes[0].store;
    const evergreen = (await store.get<Company>('companies', '1'))!;
    await host
      .as('admin@demo.test')
      .patch('/api/standard/assign/1')
      .send({ selectedStandards: [...evergreen.company_standard_assignments.map((a) => a.standard_id), 15] })
      .expect(200);
  });
  afterAll(async () => host?.dispose());

  const disclosures = (sections: ResponseSection[]) => sections.flatMap((p) => p.sections.map((d) => d.ref));

  it('lists VSME with its modules', async () => {
    const list = await host.as('gp@demo.test').get('/api/frameworks').expect(200);
    const vsme = list.body.data.find((f: { name: string }) => f.name === 'VSME');
    expect(vsme).toMatchObject({
      standardId: 15,
      version: '2026-05-01',
      usedByCompany: true,
      modules: [
        { id: 'basic', optional: false },
        { id: 'comprehensive', optional: true },
      ],
    });
    const ie = list.body.data.find((f: { standardId: number }) => f.standardId === 13);
    expect(ie.modules).toEqual([]);
  });

  it('asks the Basic Module, or the Basic and the Comprehensive Module, as the GP requests', async () => {
    const basic = await host
      .as('gp@demo.test')
      .post('/api/responses')
      .send({ companyId: 3, standardId: 15, period: '2024', dueDate: '2026-06-30' })
      .expect(201);
    expect(basic.body.data).toMatchObject({
      standardName: 'VSME',
      modules: [],
      frameworkVersion: '2026-05-01',
    });
    const basicDetail = await host
      .as('pc@demo.test', { companyId: 3 })
      .get(`/api/responses/${basic.body.data.id}?include=definition`);
    expect(disclosures(basicDetail.body.data.sections)).toEqual([
      null,
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
      'B6',
      'B7',
      null,
      'B8',
      'B9',
      'B10',
      null,
      'B11',
      null,
    ]);

    const both = await host
      .as('gp@demo.test')
      .post('/api/responses')
      .send({
        companyId: 4,
        standardId: 15,
        period: '2024',
        dueDate: '2026-06-30',
        modules: ['comprehensive'],
      })
      .expect(201);
    expect(both.body.data.modules).toEqual(['comprehensive']);
    const detail = await host
      .as('gp@demo.test')
      .get(`/api/responses/${both.body.data.id}?include=definition`)
      .expect(200);
    expect(detail.body.data.sections.map((s: ResponseSection) => s.title)).toEqual([
      'General information',
      'Environmental',
      'Social',
      'Governance',
    ]);
    expect(disclosures(detail.body.data.sections)).toContain('C9');
    // Required: the 37 datapoints product/vsme.json lists. Collect once: the dictionary metrics among
    // them that Helios published for 2024 in its ESG and SFDR responses are answered already.
    expect(detail.body.data.completion).toMatchObject({ required: 37, answered: 10 });
    const answered: string[] = [];
    const walk = (sections: ResponseSection[]) => {
      for (const section of sections) {
        for (const m of section.metrics) if (m.required && m.value) answered.push(m.code);
        walk(section.sections);
      }
    };
    walk(detail.body.data.sections);
    expect(answered.sort()).toEqual([
      'company.revenue',
      'company.total_assets',
      'energy.consumption_total',
      'ghg.scope1',
      'ghg.scope2_location',
      'soc.fatalities',
      'soc.grievance_mechanism',
      'soc.human_rights_policy',
      'soc.injuries',
      'waste.total',
    ]);
  });

  it('refuses a module the framework does not offer, and modules of a framework asked as a whole', async () => {
    const unknown = await host
      .as('gp@demo.test')
      .post('/api/responses')
      .send({ companyId: 2, standardId: 15, period: '2024', dueDate: '2026-06-30', modules: ['extended'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      'modules: VSME has no optional module "extended" (it offers comprehensive: Comprehensive Module)',
    );
    const whole = await host
      .as('gp@demo.test')
      .post('/api/responses')
      .send({
        companyId: 2,
        standardId: 1,
        period: '2021',
        dueDate: '2026-06-30',
        modules: ['comprehensive'],
      });
    expect(whole.status).toBe(400);
    expect(whole.body.message).toBe('modules: ESG is asked as a whole; it has no modules to choose');
  });

  describe('the value-chain cap', () => {
    const metricsOf = (sections: ResponseSection[]): ResponseSection['metrics'] =>
      sections.flatMap((s) => [...s.metrics, ...metricsOf(s.sections)]);

    it('shows a portfolio company what a request asks beyond VSME, and lets it decline that with a reason; the GP sees the decline', async () => {
      // The cap applies from financial year 2027 (product/vsme.json).
      const created = await host
        .as('gp@demo.test')
        .post('/api/responses')
        .send({ companyId: 2, standardId: 1, period: '2027', dueDate: '2028-06-30' })
        .expect(201);
      const id = created.body.data.id as number;
      const detail = await host.as('pc@demo.test').get(`/api/responses/${id}`).expect(200);
      const byCode = new Map(metricsOf(detail.body.data.sections).map((m) => [m.code, m]));
      // ESG asks the board's independent members and the total equity; VSME asks neither.
      expect(byCode.get('gov.board_members_independent')?.beyondVsme).toBe(true);
      expect(byCode.get('company.total_equity')?.beyondVsme).toBe(true);
      // Scope 1, turnover and water consumption are VSME datapoints.
      expect(byCode.get('ghg.scope1')?.beyondVsme).toBe(false);
      expect(byCode.get('company.revenue')?.beyondVsme).toBe(false);
      expect(byCode.get('water.consumption')?.beyondVsme).toBe(false);

      const reason = 'Beyond VSME: the value-chain cap lets us decline it';
      await host
        .as('pc@demo.test')
        .put(`/api/responses/${id}/values/gov.board_members_independent`)
        .send({ status: 'not_available', reason, declined: true })
        .expect(200);
      const within = await host
        .as('pc@demo.test')
        .put(`/api/responses/${id}/values/ghg.scope1`)
        .send({ status: 'not_available', reason, declined: true });
      expect(within.status).toBe(422);
      expect(within.body.details.errors).toEqual([
        expect.objectContaining({
          rule: 'declined.withinVsme',
          message:
            'ghg.scope1 (Scope 1 GHG emissions): VSME asks it, so the value-chain cap does not let it be declined',
        }),
      ]);
      const asGp = await host.as('gp@demo.test').get(`/api/responses/${id}`).expect(200);
      const declined = metricsOf(asGp.body.data.sections).find(
        (m) => m.code === 'gov.board_members_independent',
      );
      expect(declined?.value).toMatchObject({ status: 'not_available', reason, declined: true });
    });

    it('asks nothing beyond VSME before financial year 2027, when the cap starts', async () => {
      const created = await host
        .as('gp@demo.test')
        .post('/api/responses')
        .send({ companyId: 2, standardId: 1, period: '2026', dueDate: '2027-06-30' })
        .expect(201);
      const detail = await host.as('pc@demo.test').get(`/api/responses/${created.body.data.id}`).expect(200);
      const asked = metricsOf(detail.body.data.sections);
      expect(asked.some((m) => m.code === 'gov.board_members_independent')).toBe(true);
      expect(asked.filter((m) => m.beyondVsme)).toEqual([]);
      const refused = await host
        .as('pc@demo.test')
        .put(`/api/responses/${created.body.data.id}/values/gov.board_members_independent`)
        .send({ status: 'not_available', reason: 'Beyond VSME', declined: true });
      expect(refused.status).toBe(422);
      expect(refused.body.details.errors).toEqual([expect.objectContaining({ rule: 'declined.withinVsme' })]);
    });

    it("asks nothing beyond VSME of a VSME response or of a company's own response", async () => {
      const own = await host
        .as('pc@demo.test')
        .post('/api/responses')
        .send({ companyId: 2, standardId: 8, period: '2026', dueDate: '2027-06-30' })
        .expect(201);
      const detail = await host.as('pc@demo.test').get(`/api/responses/${own.body.data.id}`).expect(200);
      expect(metricsOf(detail.body.data.sections).filter((m) => m.beyondVsme)).toEqual([]);
      const vsme = await host.as('gp@demo.test').get('/api/responses?standardId=15').expect(200);
      const asked = await host.as('gp@demo.test').get(`/api/responses/${vsme.body.data[0].id}`).expect(200);
      expect(metricsOf(asked.body.data.sections).filter((m) => m.beyondVsme)).toEqual([]);
    });
  });
});
