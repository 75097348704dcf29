import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { tcfdAnswersFromResponse, type CloudEvent, type TcfdHandover } from '@esg/contracts';
import { handOverTcfdAssessments } from '@esg/scoring';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * ADR 0056: scoring keeps no TCFD assessments of its own. What it had stored reaches data collection as
 * scoring.tcfd-assessment.handed-over.v1: the answers go into the company's open TCFD response of the
 * period (a question the response already answers keeps its answer), or, with no open response, are
 * kept in data collection with the reason. Nothing is lost, nothing is handed over twice.
 */
describe('stored TCFD assessments are handed over to data collection', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  let token = '';
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['pc', 'gp', 'lp', 'admin']) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD })
        .expect(200);
      tokens[who] = login.body.data.accessToken as string;
    }
    token = tokens.pc;
  });
  afterAll(async () => host?.dispose());

  const pc = {
    get: (path: string) => request(host.url).get(path).set('authorization', `Bearer ${token}`),
    post: (path: string) => request(host.url).post(path).set('authorization', `Bearer ${token}`),
    put: (path: string) => request(host.url).put(path).set('authorization', `Bearer ${token}`),
  };
  const storeOf = (service: string) => host.runtimes.find((r) => r.service === service)!.store;
  const legacy = (period: string, answers: unknown[]) => ({
    id: `2-${period}`,
    companyId: 2,
    period,
    year: Number(period),
    reportingCycle: 'annually',
    answers,
    result: {},
    updatedBy: 4,
    updatedAt: '2024-05-02T10:00:00.000Z',
    version: 3,
  });

  it('writes the answers into the open TCFD response, keeps newer answers, and keeps what has no response', async () => {
    // An open TCFD response for 2023 whose first question is already answered in data collection.
    const created = await pc
      .post('/api/responses')
      .send({ companyId: 2, standardId: 2, period: '2023', dueDate: '2026-03-31' })
      .expect(201);
    const id = created.body.data.id as number;
    const newer = 'The board does not consider climate-related issues';
    await pc.put(`/api/responses/${id}/values/tcfd.aa_110a_1`).send({ value: newer }).expect(200);

    // Two assessments as scoring stored them before ADR 0056: 2023 (the response above), 2022 (none).
    const scoring = storeOf('scoring');
    await scoring.transaction(async (tx) => {
      await tx.put(
        'tcfd_assessments',
        legacy('2023', [
          { code: 'TCFD-AA-110a.1', selected: ['An older answer'] },
          {
            code: 'TCFD-AA-110a.2',
            selected: ['At least quarterly'],
            justification: 'Quarterly ESG committee',
          },
          { code: 'TCFD-AA-110a.6', selected: ['Short term (up to 3 years)', 'Medium term (3 to 10 years)'] },
        ]),
      );
      await tx.put('tcfd_assessments', legacy('2022', [{ code: 'TCFD-AA-110a.2', selected: ['Annually'] }]));
    });
    expect(await handOverTcfdAssessments(scoring)).toBe(2);
    expect(await scoring.count('tcfd_assessments')).toBe(0);

    const collection = storeOf('data-collection');
    const handovers = await waitFor(
      async () => {
        const docs = await collection.find<{ id: string }>('tcfd_handovers', {}, { sort: [['id', 'asc']] });
        // The demo's own (2026, kept: no 2026 questionnaire yet) and the two above.
        return docs.length === 3 ? docs : null;
      },
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(handovers).toEqual([
      expect.objectContaining({
        id: '2-2022',
        outcome: 'kept',
        reason: 'Company 2 has no TCFD response for 2022',
        responseId: null,
        answers: [{ code: 'TCFD-AA-110a.2', selected: ['Annually'] }],
      }),
      expect.objectContaining({
        id: '2-2023',
        outcome: 'recorded',
        reason: null,
        responseId: id,
        written: ['tcfd.aa_110a_2', 'tcfd.aa_110a_6'],
        alreadyAnswered: ['tcfd.aa_110a_1'],
      }),
      expect.objectContaining({
        id: '2-2026',
        outcome: 'kept',
        reason: 'Company 2 has no TCFD response for 2026',
        assessedAt: '2026-10-14T09:30:00.000Z',
      }),
    ]);

    const detail = await pc.get(`/api/responses/${id}?include=definition`).expect(200);
    const answers = tcfdAnswersFromResponse(detail.body.data.sections);
    expect(answers).toEqual([
      { code: 'TCFD-AA-110a.1', selected: [newer] },
      { code: 'TCFD-AA-110a.2', selected: ['At least quarterly'], justification: 'Quarterly ESG committee' },
      { code: 'TCFD-AA-110a.6', selected: ['Short term (up to 3 years)', 'Medium term (3 to 10 years)'] },
    ]);
    // Handed over once: a restart finds nothing left to send.
    expect(await handOverTcfdAssessments(scoring)).toBe(0);
  });

  /** Each TCFD metric of a response detail with its current value, by ref (TCFD-AA-110a.n). */
  interface DetailSection {
    metrics: Array<{
      ref: string | null;
      value: { value: unknown; comment: string | null; changeReason: string | null; source: unknown } | null;
    }>;
    sections: DetailSection[];
  }
  const metricsOf = (sections: DetailSection[]): DetailSection['metrics'] =>
    sections.flatMap((s) => [...s.metrics, ...metricsOf(s.sections)]);
  const handovers = async (as = token) =>
    (await request(host.url).get('/api/tcfd-handovers/2').set('authorization', `Bearer ${as}`).expect(200))
      .body.data as TcfdHandover[];

  it('carries kept answers into the next TCFD questionnaire requested, once, newest assessment first', async () => {
    // A 2021 assessment as well (no 2021 response): kept beside the 2022 one of the first test.
    const scoring = storeOf('scoring');
    await scoring.transaction((tx) =>
      tx.put(
        'tcfd_assessments',
        legacy('2021', [
          { code: 'TCFD-AA-110a.2', selected: ['At least quarterly'] },
          {
            code: 'TCFD-AA-110a.6',
            selected: ['Short term (up to 3 years)'],
            justification: 'Horizons of the 2021 plan',
          },
        ]),
      ),
    );
    expect(await handOverTcfdAssessments(scoring)).toBe(1);
    const kept = await waitFor(
      async () => {
        const list = await handovers();
        return list.length === 4 ? list : null;
      },
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(kept.map((h) => [h.period, h.outcome, h.answered, h.carriedOverAt])).toEqual([
      ['2026', 'kept', 6, null],
      ['2023', 'recorded', 3, null],
      ['2022', 'kept', 1, null],
      ['2021', 'kept', 2, null],
    ]);
    expect(kept[2]).toMatchObject({
      reason: 'Company 2 has no TCFD response for 2022',
      responseId: null,
      responsePeriod: null,
      assessedAt: '2024-05-02T10:00:00.000Z',
      version: 3,
    });

    // A questionnaire of an earlier period does not take later answers: they wait.
    const earlier = await pc
      .post('/api/responses')
      .send({ companyId: 2, standardId: 2, period: '2020', dueDate: '2026-03-31' })
      .expect(201);
    expect(earlier.body.data.status).toBe('requested');
    expect((await handovers()).filter((h) => h.outcome === 'kept').map((h) => h.period)).toEqual([
      '2026',
      '2022',
      '2021',
    ]);

    // The GP asks Northwind for its 2025 TCFD questionnaire: the 2022 and 2021 assessments go into it;
    // the demo's 2026 one waits for a 2026 questionnaire.
    const gp = tokens.gp;
    const created = await request(host.url)
      .post('/api/responses')
      .set('authorization', `Bearer ${gp}`)
      .send({ companyId: 2, standardId: 2, period: '2025', dueDate: '2026-06-30' })
      .expect(201);
    const id = created.body.data.id as number;
    // Carried in the request's own transaction: the answer already shows the values.
    expect(created.body.data.status).toBe('in_progress');
    const detail = await pc.get(`/api/responses/${id}?include=definition`).expect(200);
    expect(tcfdAnswersFromResponse(detail.body.data.sections)).toEqual([
      // 2022's answer: the newer assessment's wins over 2021's for the same question.
      { code: 'TCFD-AA-110a.2', selected: ['Annually'] },
      // Only 2021 answered this one.
      {
        code: 'TCFD-AA-110a.6',
        selected: ['Short term (up to 3 years)'],
        justification: 'Horizons of the 2021 plan',
      },
    ]);
    const metrics = metricsOf(detail.body.data.sections as DetailSection[]);
    const value = (ref: string) => metrics.find((m) => m.ref === ref)!.value!;
    expect(value('TCFD-AA-110a.2').source).toEqual({
      kind: 'imported',
      calculationId: null,
      calculationType: null,
      importId: 'tcfd-assessment:2-2022:v3',
    });
    expect(value('TCFD-AA-110a.2').changeReason).toBe(
      'TCFD assessment 2022 version 3 of 2024-05-02T10:00:00.000Z, handed over by scoring (ADR 0056), carried over into 2025',
    );
    expect(value('TCFD-AA-110a.6').source).toMatchObject({ importId: 'tcfd-assessment:2-2021:v3' });

    const carried = await handovers();
    expect(carried.map((h) => [h.period, h.outcome, h.responseId, h.responsePeriod])).toEqual([
      ['2026', 'kept', null, null],
      ['2023', 'recorded', expect.any(Number), '2023'],
      ['2022', 'recorded', id, '2025'],
      ['2021', 'recorded', id, '2025'],
    ]);
    expect(carried[2]).toMatchObject({
      reason: null,
      written: ['tcfd.aa_110a_2'],
      alreadyAnswered: [],
      carriedOverAt: expect.any(String),
    });
    expect(carried[3]).toMatchObject({
      written: ['tcfd.aa_110a_6'],
      alreadyAnswered: ['tcfd.aa_110a_2'],
    });

    // Once: the 2026 questionnaire takes only what is still kept (the demo's 2026 assessment), not
    // again what 2025 took; and a redelivered handover changes nothing.
    const later = await request(host.url)
      .post('/api/responses')
      .set('authorization', `Bearer ${gp}`)
      .send({ companyId: 2, standardId: 2, period: '2026', dueDate: '2027-06-30' })
      .expect(201);
    const laterId = later.body.data.id as number;
    const again = await pc.get(`/api/responses/${laterId}?include=definition`).expect(200);
    expect(tcfdAnswersFromResponse(again.body.data.sections).map((a) => a.code)).toEqual([
      'TCFD-AA-110a.1',
      'TCFD-AA-110a.3',
      'TCFD-AA-110a.5',
      'TCFD-AA-110a.9',
      'TCFD-AA-110a.10',
      'TCFD-AA-110a.16',
    ]);
    const settled = await handovers();
    expect(settled[0]).toMatchObject({ period: '2026', outcome: 'recorded', responseId: laterId });
    expect(settled.slice(1)).toEqual(carried.slice(1));

    const sent = (await scoring.outbox.read(0, 10_000))
      .map((r) => r.event)
      .filter((e: CloudEvent) => e.type === 'scoring.tcfd-assessment.handed-over.v1');
    expect(sent.map((e) => e.subject).sort()).toEqual(['2-2021', '2-2022', '2-2023', '2-2026']);
    await host.runtimes.find((r) => r.service === 'data-collection')!.bus.publish(sent);
    // A new assessment after the redelivered ones: once it has arrived, so have they.
    await scoring.transaction((tx) =>
      tx.put('tcfd_assessments', legacy('2019', [{ code: 'TCFD-AA-110a.2', selected: ['Annually'] }])),
    );
    expect(await handOverTcfdAssessments(scoring)).toBe(1);
    const after = await waitFor(
      async () => {
        const list = await handovers();
        return list.length === 5 ? list : null;
      },
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(after.slice(0, 4)).toEqual(settled);
    expect(after[4]).toMatchObject({ period: '2019', outcome: 'kept' });
  });

  it('shows a company’s handovers to whoever may act for it', async () => {
    const get = (who: string, companyId: number) =>
      request(host.url).get(`/api/tcfd-handovers/${companyId}`).set('authorization', `Bearer ${tokens[who]}`);
    expect((await handovers(tokens.gp)).map((h) => h.period)).toEqual([
      '2026',
      '2023',
      '2022',
      '2021',
      '2019',
    ]);
    expect((await get('admin', 2).expect(200)).body.data).toHaveLength(5);
    await get('lp', 2).expect(403);
    await get('admin', 99_999).expect(404);
    // Another company of the GP has none.
    expect((await get('gp', 3).expect(200)).body.data).toEqual([]);
    await request(host.url).get('/api/tcfd-handovers/2').expect(401);
  });
});
