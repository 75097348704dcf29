import request from 'supertest';
import { DEMO_PASSWORD, DEMO_TCFD_ANSWERS } from '@esg/platform';
import { tcfdAnswersFromResponse, type TcfdAnswer } from '@esg/contracts';
import { startStandalone } from './standalone-host';

/**
 * ADR 0051: the TCFD questionnaire answered in data collection (framework 2) is the one scoring scores.
 * Northwind's seeded 2024 TCFD response, read back as answers, holds the demo answers and scores as
 * they do; its investor reads it too, and an answer changed in the response changes the score.
 */
describe('TCFD answers from data collection are scored (/analytics)', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    host = await startStandalone();
    for (const email of ['pc@demo.test', 'gp@demo.test']) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email, password: DEMO_PASSWORD })
        .expect(200);
      tokens[email] = login.body.data.accessToken as string;
    }
  });
  afterAll(async () => host?.dispose());

  const as = (email: string) => ({
    get: (path: string) => request(host.url).get(path).set('authorization', `Bearer ${tokens[email]}`),
    post: (path: string) => request(host.url).post(path).set('authorization', `Bearer ${tokens[email]}`),
    put: (path: string) => request(host.url).put(path).set('authorization', `Bearer ${tokens[email]}`),
  });

  const sortAnswers = (answers: TcfdAnswer[]) =>
    [...answers]
      .map((a) => ({ ...a, selected: [...a.selected].sort() }))
      .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));

  it('scores the published 2024 TCFD response as scoring scores the same answers', async () => {
    for (const email of ['pc@demo.test', 'gp@demo.test']) {
      const list = await as(email).get('/api/responses?companyId=2&standardId=2').expect(200);
      const [tcfd] = list.body.data as Array<{ id: number; period: string; status: string }>;
      expect(tcfd).toMatchObject({ period: '2024', status: 'published' });
      const detail = await as(email).get(`/api/responses/${tcfd.id}?include=definition`).expect(200);
      const answers = tcfdAnswersFromResponse(detail.body.data.sections);
      expect(answers).toHaveLength(18);
      expect(answers.find((a) => a.code === 'TCFD-AA-110a.6')?.selected).toEqual([
        'Short term (up to 3 years)',
        'Medium term (3 to 10 years)',
      ]);

      // The response holds exactly the demo's answers (ADR 0056: scoring keeps no copy of them).
      expect(sortAnswers(answers)).toEqual(
        sortAnswers(DEMO_TCFD_ANSWERS.map((a) => ({ ...a, selected: [...a.selected] }))),
      );
      const scored = await as(email).post('/api/calculations/tcfd').send({ answers }).expect(200);
      const demo = await as(email)
        .post('/api/calculations/tcfd')
        .send({ answers: DEMO_TCFD_ANSWERS })
        .expect(200);
      const { dimensions, overall, grade, statements, recommendations } = demo.body.data;
      expect(scored.body.data).toMatchObject({ overall, grade, statements, recommendations });
      expect(scored.body.data.dimensions.map((d: { score: number }) => d.score)).toEqual(
        dimensions.map((d: { score: number }) => d.score),
      );
    }
  });

  it('scores what the company answers in a new response', async () => {
    const pc = as('pc@demo.test');
    const created = await pc
      .post('/api/responses')
      .send({ companyId: 2, standardId: 2, period: '2025', dueDate: '2026-03-31' })
      .expect(201);
    const id = created.body.data.id as number;
    await pc
      .put(`/api/responses/${id}/values/tcfd.aa_110a_1`)
      .send({ value: 'The board does not consider climate-related issues' })
      .expect(200);
    await pc.put(`/api/responses/${id}/values/tcfd.aa_110a_35`).send({ value: 'Not Applicable' }).expect(200);
    const detail = await pc.get(`/api/responses/${id}?include=definition`).expect(200);
    const answers = tcfdAnswersFromResponse(detail.body.data.sections);
    expect(answers).toEqual([
      { code: 'TCFD-AA-110a.1', selected: ['The board does not consider climate-related issues'] },
      { code: 'TCFD-AA-110a.35', selected: ['Not Applicable'] },
    ]);
    const scored = await pc.post('/api/calculations/tcfd').send({ answers }).expect(200);
    // Governance: 1 of a maximum 4 → 25; the others have nothing scored → 0; overall round(25 / 4) = 6.
    expect(scored.body.data.dimensions.map((d: { score: number }) => d.score)).toEqual([25, 0, 0, 0]);
    expect(scored.body.data).toMatchObject({ overall: 6, grade: 'Weak' });
  });
});
