import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { SqliteStore } from '@esg/persistence';
import type { Company } from '../src/domain/company';
import { dataCollectionMigrations } from '../src/infrastructure/migrations';
import { FRAMEWORKS, type FrameworkDoc } from '../src/reference/store-reference-data';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';

/** GET /frameworks, /frameworks/{standardId}, /metrics, /metrics/{code}. */
describe('frameworks and metrics API', () => {
  let host: DataCollectionHost;
  beforeAll(async () => {
    host = await startDataCollection();
  });
  afterAll(async () => host?.dispose());

  it('lists the catalogue of frameworks with their source, versions and whether the company uses them', async () => {
    const list = await host.as('gp@demo.test').get('/api/frameworks').expect(200);
    expect(list.body.data.map((f: { standardId: number }) => f.standardId)).toEqual([
      1, 2, 4, 5, 6, 8, 9, 12, 13, 15, 16,
    ]);
    const byId = (id: number) => list.body.data.find((f: { standardId: number }) => f.standardId === id);
    expect(byId(13)).toMatchObject({
      name: 'Invest Europe ESG Reporting',
      version: '2024-11-26',
      versions: ['2024-11-26'],
      usedByCompany: false,
      metricCount: 276,
      source: {
        kind: 'workbook',
        files: [
          'sources/invest-europe-esg-reporting-template-2024-25.xlsx',
          'product/invest-europe-mapping.json',
        ],
        publishedVersion: '2024-11-26',
      },
    });
    expect(byId(1)).toMatchObject({
      name: 'ESG',
      version: '2025.2',
      usedByCompany: true,
      source: { kind: 'product' },
    });
    expect(byId(8)).toMatchObject({
      name: 'SFDR',
      version: '2022-1288',
      usedByCompany: true,
      source: { kind: 'reference', publishedVersion: '32022R1288' },
    });
    await request(host.url).get('/api/frameworks').expect(401);
  });

  it('gives the TCFD questionnaire scoring scores, with every indicator option and its score (ADR 0051)', async () => {
    const tcfd = await host.as('pc@demo.test').get('/api/frameworks/2').expect(200);
    expect(tcfd.body.data.source.files).toEqual(['tcfd-questionnaire.json', 'tcfd.json']);
    const governance = tcfd.body.data.sections[0];
    expect(governance).toMatchObject({ kind: 'dimension', title: 'Governance' });
    expect(governance.sections[0]).toMatchObject({ kind: 'gics', ref: 'AA', title: 'All Sectors' });
    const disclosure = governance.sections[0].sections[0];
    expect(disclosure).toMatchObject({ kind: 'disclosure', ref: 'GOV-a', title: 'Board oversight' });
    expect(disclosure.metrics[0]).toMatchObject({
      code: 'tcfd.aa_110a_1',
      ref: 'TCFD-AA-110a.1',
      multiple: false,
      options: [
        expect.objectContaining({ option: 'The board does not consider climate-related issues', score: 1 }),
        expect.objectContaining({ score: 2 }),
        expect.objectContaining({ score: 3 }),
        expect.objectContaining({
          score: 4,
          feedback: expect.any(String),
          recommendations: expect.any(Array),
        }),
      ],
    });
    const codes: string[] = [];
    const walk = (section: { metrics?: Array<{ ref: string }>; sections?: unknown[] }) => {
      for (const metric of section.metrics ?? []) codes.push(metric.ref);
      for (const child of section.sections ?? []) walk(child as typeof section);
    };
    for (const section of tcfd.body.data.sections) walk(section);
    expect(codes).toHaveLength(35);
    expect(new Set(codes)).toEqual(new Set(Array.from({ length: 35 }, (_, i) => `TCFD-AA-110a.${i + 1}`)));
    const metrics = tcfd.body.data.sections[3];
    const scope1 = JSON.stringify(metrics);
    expect(scope1).toContain('"score":null');
  });

  it('gives Invest Europe with its tiers and a stored version on request', async () => {
    const ie = await host.as('gp@demo.test').get('/api/frameworks/13?version=2024-11-26').expect(200);
    expect(ie.body.data.tiers).toEqual([
      { tier: 'minimum', label: 'Minimum (fewer than 15 FTE)', minFte: null, maxFte: 14.999999 },
      { tier: 'intermediate', label: 'Intermediate (15 to 250 FTE)', minFte: 15, maxFte: 250 },
      { tier: 'full', label: 'Full (more than 250 FTE)', minFte: 250.000001, maxFte: null },
    ]);
    expect(ie.body.data.sections.map((s: { id: string }) => s.id)).toEqual(['ie-pc', 'ie-fund', 'ie-gp']);
    expect(ie.body.data.metrics).toHaveLength(276);
    expect((await host.as('gp@demo.test').get('/api/frameworks/13?version=1999').expect(404)).body.code).toBe(
      'FRAMEWORK.NOT_FOUND',
    );
    expect((await host.as('gp@demo.test').get('/api/frameworks/3').expect(404)).body.code).toBe(
      'FRAMEWORK.NOT_FOUND',
    );
    await host.as('gp@demo.test').get('/api/frameworks/abc').expect(400);
    await host.as('gp@demo.test').get('/api/frameworks/13?draft=1').expect(400);
  });

  it('gives the dictionary, filtered by framework or searched', async () => {
    const all = await host.as('contributor@demo.test').get('/api/metrics').expect(200);
    // 39 core, 135 product, 35 TCFD, 197 Invest Europe, 129 VSME (datapoints without a dictionary equivalent), 10 EU
    // Taxonomy. Issue 21 added 27 product metrics: the real-estate assets' own data (8), the property and vehicle inputs
    // of PCAF 5.4–5.6 (5) and the investee countries' figures of PAI and PCAF 5.7 (14). Issue 28 added the net-zero
    // target's 6 (ADR 0164).
    expect(all.body.data.length).toBe(551);
    const sfdr = await host.as('gp@demo.test').get('/api/metrics?standardId=8').expect(200);
    // The real-estate section asks each asset's own data (8 metrics) instead of a company's 9 portfolio totals.
    expect(sfdr.body.data.length).toBe(93);
    const search = await host.as('gp@demo.test').get('/api/metrics?q=board%20members').expect(200);
    expect(search.body.data.map((m: { code: string }) => m.code)).toEqual(
      expect.arrayContaining([
        'gov.board_members',
        'gov.board_members_female',
        'gov.board_members_independent',
      ]),
    );
    const scope1 = await host.as('gp@demo.test').get('/api/metrics/ghg.scope1').expect(200);
    expect(scope1.body.data).toMatchObject({
      code: 'ghg.scope1',
      type: 'number',
      unit: 'tCO2e',
      acceptedUnits: ['tCO2e', 'kgCO2e', 'ktCO2e'],
      min: 0,
      dataQualityScore: true,
      yearOnYearCheck: true,
      source: 'metrics-core',
    });
    expect(scope1.body.data.frameworkRefs).toEqual(
      expect.arrayContaining([
        { standardId: 8, frameworkVersion: '2022-1288', ref: 'T1-1a' },
        { standardId: 13, frameworkVersion: '2024-11-26', ref: '2.2.3' },
        { standardId: 13, frameworkVersion: '2024-11-26', ref: 'PAI 1.1' },
        { standardId: 1, frameworkVersion: '2025.2', ref: 'EDCI-GHG-1' },
      ]),
    );
    expect(scope1.body.data.crossChecks).toContainEqual(
      expect.objectContaining({ id: 'ghg-total-location' }),
    );
    expect((await host.as('gp@demo.test').get('/api/metrics/ghg.scope9').expect(404)).body.code).toBe(
      'METRIC.NOT_FOUND',
    );
    await host.as('gp@demo.test').get('/api/metrics/NOT-A-CODE').expect(400);
  });
});

describe('framework versions over restarts', () => {
  it('serves a response on the version it was requested with while another version is current', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'esg-dc-versions-'));
    try {
      const first = await startDataCollection({ dataDir, keepData: true });
      await first
        .as('gp@demo.test')
        .patch('/api/standard/assign/1')
        .send({ selectedStandards: [1, 8, 9] })
        .expect(200);
      await first.dispose();

      // An older version of framework 9 is still stored, and Atlas's assignment names it.
      const store = SqliteStore.open({
        file: join(dataDir, 'data-collection.db'),
        migrations: dataCollectionMigrations,
      });
      const current = (await store.find<FrameworkDoc>(FRAMEWORKS, { standardId: 9 }))[0];
      await store.transaction(async (tx) => {
        await tx.insert(FRAMEWORKS, {
          ...current,
          id: '9@2024.1',
          version: '2024.1',
          declaredVersion: '2024.1',
          sections: current.sections.slice(0, 2),
          contentHash: 'older',
          sequence: 0,
        });
        const atlas = (await tx.get<Company>('companies', '3'))!;
        await tx.put('companies', {
          ...atlas,
          company_standard_assignments: [
            ...atlas.company_standard_assignments,
            { standard_id: 9, framework_version: '2024.1' },
          ],
        });
      });
      await store.close();

      const second = await startDataCollection({ dataDir, keepData: true });
      try {
        const list = await second.as('gp@demo.test').get('/api/frameworks').expect(200);
        expect(list.body.data.find((f: { standardId: number }) => f.standardId === 9)).toMatchObject({
          version: '2025.1',
          versions: ['2025.1', '2024.1'],
        });
        const onOld = await second
          .as('gp@demo.test')
          .post('/api/responses')
          .send({ companyId: 3, standardId: 9, period: '2022', dueDate: '2023-03-31' })
          .expect(201);
        expect(onOld.body.data.frameworkVersion).toBe('2024.1');
        const onCurrent = await second
          .as('gp@demo.test')
          .post('/api/responses')
          .send({ companyId: 2, standardId: 9, period: '2022', dueDate: '2023-03-31' })
          .expect(201);
        expect(onCurrent.body.data.frameworkVersion).toBe('2025.1');
        const old = (await second.as('gp@demo.test').get(`/api/responses/${onOld.body.data.id}`).expect(200))
          .body.data;
        expect(old.framework.version).toBe('2024.1');
        expect(old.sections.map((s: { id: string }) => s.id)).toEqual(['profile', 'environment']);
        const now = (
          await second.as('gp@demo.test').get(`/api/responses/${onCurrent.body.data.id}`).expect(200)
        ).body.data;
        expect(now.sections.map((s: { id: string }) => s.id)).toEqual([
          'profile',
          'environment',
          'social',
          'governance',
        ]);
      } finally {
        await second.dispose();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
