import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { tcfdAnswersFromResponse } from '@esg/contracts';
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

  beforeAll(async () => {
    host = await startStandalone();
    const login = await request(host.url)
      .post('/api/auth/login')
      .send({ email: 'pc@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    token = login.body.data.accessToken as string;
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
        return docs.length === 2 ? docs : null;
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
    ]);

    const detail = await pc.get(`/api/responses/${id}`).expect(200);
    const answers = tcfdAnswersFromResponse(detail.body.data.sections);
    expect(answers).toEqual([
      { code: 'TCFD-AA-110a.1', selected: [newer] },
      { code: 'TCFD-AA-110a.2', selected: ['At least quarterly'], justification: 'Quarterly ESG committee' },
      { code: 'TCFD-AA-110a.6', selected: ['Short term (up to 3 years)', 'Medium term (3 to 10 years)'] },
    ]);
    // Handed over once: a restart finds nothing left to send.
    expect(await handOverTcfdAssessments(scoring)).toBe(0);
  });
});
