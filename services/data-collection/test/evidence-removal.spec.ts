import type { RemovedEvidence, ResponseCitations } from '@esg/contracts';
import type { DemoUser } from '@esg/platform';
import { accessTokenFor, pdfWithPages } from '@esg/testing';
import request from 'supertest';
import { registerUser, responseIdOf } from './esg-fixtures';
import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

/**
 * Removing an evidence document over HTTP (issue 27 item 3, ADR 0214, rule 138): a document backing nothing is
 * removed at once; one backing values is refused (409) with the values it backs in words, then removed when the
 * request says what happens to them (`citations=remove`): each citation goes as its own event, the values stay.
 * Only the company removes; the file is no longer listed and no longer downloads.
 */
describe('evidence removal API', () => {
  let host: PortfolioHost;
  let northwind2025: number;
  let report: Buffer;
  const upload = async (code: string, name: string) => {
    const res = await host
      .call('pc@demo.test', 'post', `/api/responses/${northwind2025}/values/${code}/evidence`)
      .attach('files', report, name)
      .expect(201);
    const files = res.body.data.value.evidence as Array<{ fileId: string; name: string }>;
    return files.find((f) => f.name === name)!.fileId;
  };
  const remove = (fileId: string, email = 'pc@demo.test', query = '') =>
    host.call(email, 'delete', `/api/responses/${northwind2025}/evidence/${fileId}${query}`);
  const citations = async () =>
    (await host.call('pc@demo.test', 'get', `/api/responses/${northwind2025}/citations`).expect(200)).body
      .data as ResponseCitations;

  beforeAll(async () => {
    report = await pdfWithPages([
      'Energy use 2025',
      'Scope 1 GHG emissions: 787 tCO2e',
      'Scope 2: 5,000 tCO2e',
    ]);
    host = await startPortfolioHost();
    northwind2025 = await responseIdOf(host, 2, 1, '2025');
    for (const [code, value] of [
      ['ghg.scope1', 787],
      ['ghg.scope2_location', 5000],
    ] as const)
      await host
        .call('pc@demo.test', 'put', `/api/responses/${northwind2025}/values/${code}`)
        .send({ value })
        .expect(200);
  });
  afterAll(async () => host?.dispose());

  it('removes a document that backs nothing at once; it is no longer listed or downloadable', async () => {
    const fileId = await upload('ghg.scope1', 'draft-notes.pdf');
    await host.call('pc@demo.test', 'get', `/api/responses/${northwind2025}/evidence/${fileId}`).expect(200);
    const res = await remove(fileId).expect(200);
    expect(res.body.data as RemovedEvidence).toEqual({ fileId, fileName: 'draft-notes.pdf', backed: [] });
    expect((await citations()).files.map((f) => f.fileId)).not.toContain(fileId);
    await host.call('pc@demo.test', 'get', `/api/responses/${northwind2025}/evidence/${fileId}`).expect(404);
    await remove(fileId).expect(404);
    const events = await host.events('data-collection.response.evidence-removed.v1');
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ fileId, fileName: 'draft-notes.pdf', citationIds: [], actorId: 4 }),
    ]);
  });

  it('refuses the investor (403) and anyone who may not read the response (404)', async () => {
    const fileId = await upload('ghg.scope1', 'board-pack.pdf');
    await remove(fileId, 'gp@demo.test').expect(403);
    await remove(fileId, 'lp@demo.test').expect(404);
    await remove(fileId, 'investor@demo.test').expect(404);
    await remove(fileId, 'pc@demo.test', '?citations=keep').expect(400);
    expect((await citations()).files.map((f) => f.fileId)).toContain(fileId);
  });

  it('lists the values a cited document backs (409), then removes it with its citations when confirmed', async () => {
    const fileId = await upload('ghg.scope1', 'annual-report-2025.pdf');
    const cite = (code: string, page: number) =>
      host
        .call('pc@demo.test', 'post', `/api/responses/${northwind2025}/values/${code}/citations`)
        .send({ fileId, page })
        .expect(201);
    const first = (await cite('ghg.scope1', 2)).body.data.citationId as string;
    const second = (await cite('ghg.scope2_location', 3)).body.data.citationId as string;

    const refused = await remove(fileId).expect(409);
    expect(refused.body.code).toBe('EVIDENCE.IN_USE');
    expect(refused.body.message).toMatch(
      /^annual-report-2025\.pdf backs 2 values: .+, page 2; .+, page 3\. /,
    );
    expect(refused.body.details.backs).toEqual([
      expect.objectContaining({ kind: 'citation', metricCode: 'ghg.scope1', page: 2, citationId: first }),
      expect.objectContaining({
        kind: 'citation',
        metricCode: 'ghg.scope2_location',
        page: 3,
        citationId: second,
      }),
    ]);
    // Metric names in words, not codes.
    for (const b of refused.body.details.backs as Array<{ metricName: string }>)
      expect(b.metricName).not.toMatch(/ghg\./);
    // Nothing was removed by the refusal.
    expect((await citations()).citations.filter((c) => c.fileId === fileId)).toHaveLength(2);

    const done = await remove(fileId, 'pc@demo.test', '?citations=remove').expect(200);
    expect((done.body.data as RemovedEvidence).backed.map((b) => b.citationId)).toEqual([first, second]);
    const after = await citations();
    expect(after.files.map((f) => f.fileId)).not.toContain(fileId);
    expect(after.citations.filter((c) => c.fileId === fileId)).toEqual([]);
    await host.call('gp@demo.test', 'get', `/api/responses/${northwind2025}/evidence/${fileId}`).expect(404);
    // Each citation went as the existing citation-removed event; then the removal itself.
    const removedCitations = await host.events('data-collection.response.evidence-citation-removed.v1');
    expect(removedCitations.map((e) => e.data)).toEqual([
      expect.objectContaining({ citationId: first, metricCode: 'ghg.scope1', fileId }),
      expect.objectContaining({ citationId: second, metricCode: 'ghg.scope2_location', fileId }),
    ]);
    const removed = await host.events('data-collection.response.evidence-removed.v1');
    expect(removed.at(-1)?.data).toEqual(
      expect.objectContaining({ fileId, citationIds: [first, second], metricCode: 'ghg.scope1' }),
    );
  });

  it("in a published period, lists an investor's override that names the document; confirmed, the value and override stay", async () => {
    const northwind2024 = await responseIdOf(host, 2, 1, '2024');
    const history = async () =>
      (
        await host
          .call('pc@demo.test', 'get', `/api/responses/${northwind2024}/values/ghg.scope1/history`)
          .expect(200)
      ).body.data as unknown[];
    // Evidence is attached while the period is open again, then it is published once more.
    await host
      .call('gp@demo.test', 'post', `/api/responses/${northwind2024}/reopen`)
      .send({ reason: 'Fuel invoices to attach' })
      .expect(200);
    const uploaded = await host
      .call('pc@demo.test', 'post', `/api/responses/${northwind2024}/values/ghg.scope1/evidence`)
      .attach('files', report, 'fuel-invoices-2024.pdf')
      .expect(201);
    await host.call('pc@demo.test', 'post', `/api/responses/${northwind2024}/submit`).send({}).expect(200);
    await host
      .call('gp@demo.test', 'post', `/api/responses/${northwind2024}/review`)
      .send({ decisions: [{ metricCode: 'ghg.scope1', verdict: 'accepted' }] })
      .expect(200);
    await host.call('gp@demo.test', 'post', `/api/responses/${northwind2024}/publish`).send({}).expect(200);
    const fileId = (uploaded.body.data.value.evidence as Array<{ fileId: string; name: string }>).find(
      (f) => f.name === 'fuel-invoices-2024.pdf',
    )!.fileId;
    await host
      .call('gp@demo.test', 'put', `/api/responses/${northwind2024}/values/ghg.scope1/override`)
      .send({ value: 900, reason: 'The fuel invoices show 900 t', evidenceIds: [fileId] })
      .expect(200);
    const versions = (await history()).length;

    const refused = await host
      .call('pc@demo.test', 'delete', `/api/responses/${northwind2024}/evidence/${fileId}`)
      .expect(409);
    expect(refused.body.message).toMatch(
      /^fuel-invoices-2024\.pdf backs 1 value: .+ \(an investor's override\)\. /,
    );
    expect(refused.body.details.backs).toEqual([
      expect.objectContaining({ kind: 'override', metricCode: 'ghg.scope1', citationId: null }),
    ]);
    await host
      .call('pc@demo.test', 'delete', `/api/responses/${northwind2024}/evidence/${fileId}?citations=remove`)
      .expect(200);
    // The value keeps its versions (no new one); the override keeps its value and reason, without the document.
    expect((await history()).length).toBe(versions);
    const quality = (
      await host.call('gp@demo.test', 'get', `/api/responses/${northwind2024}/quality`).expect(200)
    ).body.data as {
      metrics: Record<string, { override: { value: number; reason: string; evidenceIds: string[] } | null }>;
    };
    expect(quality.metrics['ghg.scope1'].override).toMatchObject({
      value: 900,
      reason: 'The fuel invoices show 900 t',
      evidenceIds: [],
    });
    const removed = await host.events('data-collection.response.evidence-removed.v1');
    expect(removed.at(-1)?.data).toEqual(
      expect.objectContaining({ fileId, citationIds: [], overriddenMetricCodes: ['ghg.scope1'] }),
    );
  });

  it('lets a contributor remove only a document they uploaded that backs only values assigned to them', async () => {
    const nora: DemoUser = {
      id: 100,
      name: 'Nora Contributor',
      email: 'nora@northwind.test',
      role: 'pc',
      permission: 'Contributor',
      company_id: 2,
    };
    await registerUser(host, nora);
    const auth = `Bearer ${accessTokenFor(nora, host.runtimes[0].config.jwtSecret)}`;
    await host
      .call('pc@demo.test', 'put', `/api/responses/${northwind2025}/assignments`)
      .send({ assignments: [{ userId: 100, sectionIds: [], metricCodes: ['ghg.scope1'] }] })
      .expect(200);
    const asNora = (method: 'post' | 'delete', path: string) =>
      request(host.url)[method](path).set('authorization', auth);
    const noraUpload = async (name: string) => {
      const res = await asNora('post', `/api/responses/${northwind2025}/values/ghg.scope1/evidence`)
        .attach('files', report, name)
        .expect(201);
      return (res.body.data.value.evidence as Array<{ fileId: string; name: string }>).find(
        (f) => f.name === name,
      )!.fileId;
    };
    const noraRemoves = (fileId: string) =>
      asNora('delete', `/api/responses/${northwind2025}/evidence/${fileId}?citations=remove`);

    // Someone else's upload, even on her value: 403. A document of a value not assigned to her: 404.
    await noraRemoves(await upload('ghg.scope1', 'company-upload.pdf')).expect(403);
    await noraRemoves(await upload('ghg.scope2_location', 'scope2-only.pdf')).expect(404);
    // Her upload, cited by the company for a value not assigned to her: 403.
    const shared = await noraUpload('nora-shared.pdf');
    await host
      .call('pc@demo.test', 'post', `/api/responses/${northwind2025}/values/ghg.scope2_location/citations`)
      .send({ fileId: shared, page: 1 })
      .expect(201);
    await noraRemoves(shared).expect(403);
    // Her own upload backing only her value: removed.
    const own = await noraUpload('nora-own.pdf');
    await noraRemoves(own).expect(200);
    expect((await citations()).files.map((f) => f.fileName)).toEqual(
      expect.not.arrayContaining(['nora-own.pdf']),
    );
  });
});
